import type { InputProps } from '../registry.js';

/**
 * A section heading in the form (interfaces catalogue #14): no value, the full width, an h2 or
 * (style "small") an h3, an optional description, a rule above it and room around it unless turned
 * off. The heading carries the form's control id, so the field is still reachable by its id.
 */
export function DividerInput({ id, options, field }: InputProps) {
  const small = options.style === 'small';
  const Heading = small ? 'h3' : 'h2';
  const title =
    typeof options.title === 'string' && options.title.trim() !== '' ? options.title : field.field;
  const description =
    typeof options.description === 'string' && options.description.trim() !== ''
      ? options.description
      : null;
  return (
    <div
      className="cms-divider"
      data-style={small ? 'small' : 'large'}
      data-rule={options.hr !== false || undefined}
      data-margin={options.margin !== false || undefined}
    >
      <Heading id={id} className="cms-divider__title">
        {title}
      </Heading>
      {description ? <p className="cms-divider__description">{description}</p> : null}
    </div>
  );
}
