import type { InputProps } from '../registry.js';

/** A one-line text input. `trim` trims on leaving the field, so typing a space is never eaten. */
export function TextInput({ value, options, readonly, onChange, id, invalid, field }: InputProps) {
  const text = value == null ? '' : String(value);
  const font = typeof options.font === 'string' ? options.font : 'sans-serif';
  const length = typeof field.length === 'number' ? field.length : undefined;
  return (
    <input
      id={id}
      type="text"
      className={`cms-field__control cms-font--${font}`}
      value={text}
      readOnly={readonly}
      maxLength={length}
      placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={(event) => {
        if (options.trim !== true) return;
        const trimmed = event.target.value.trim();
        if (trimmed !== event.target.value) onChange(trimmed === '' ? null : trimmed);
      }}
    />
  );
}
