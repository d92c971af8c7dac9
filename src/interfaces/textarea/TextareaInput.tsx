import type { InputProps } from '../registry.js';

/** Multi-line text; `serif` sets a serif font for prose. */
export function TextareaInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  return (
    <textarea
      id={id}
      className={`cms-field__control${options.serif === true ? ' cms-font--serif' : ''}`}
      value={value == null ? '' : String(value)}
      readOnly={readonly}
      rows={typeof options.rows === 'number' ? options.rows : 8}
      placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}
