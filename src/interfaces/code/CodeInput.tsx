import { JsonInput } from '../json/JsonInput.js';
import type { InputProps } from '../registry.js';

/** Code: JSON fields are edited (and saved) as parsed JSON; other fields as plain monospace text. */
export function CodeInput(props: InputProps) {
  const { value, readonly, onChange, id, invalid, field, options } = props;
  if (field.type === 'json' || options.language === 'application/json') {
    return <JsonInput {...props} />;
  }
  return (
    <textarea
      id={id}
      className="cms-field__control cms-font--monospace"
      value={value == null ? '' : String(value)}
      readOnly={readonly}
      rows={8}
      spellCheck={false}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}
