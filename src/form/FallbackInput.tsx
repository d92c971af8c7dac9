import type { InputProps } from '../interfaces/registry.js';

// What a field without a usable interface is edited with: a plain text input. Structured values
// (an expanded related item or file, a list) cannot be edited as text: they are shown read-only,
// by a name they carry when they have one, else as JSON.

const NAME_KEYS = ['title', 'name', 'filename_download', 'id'] as const;

export function structuredText(value: object): string {
  if (!Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of NAME_KEYS) {
      const name = record[key];
      if (typeof name === 'string' || typeof name === 'number') return String(name);
    }
  }
  return JSON.stringify(value);
}

export function FallbackInput({ value, readonly, onChange, id, invalid }: InputProps) {
  const structured = value !== null && typeof value === 'object';
  return (
    <input
      id={id}
      type="text"
      className="cms-field__control"
      value={structured ? structuredText(value) : value == null ? '' : String(value)}
      readOnly={readonly || structured}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}
