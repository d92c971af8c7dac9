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

/**
 * Long text (a TEXT column, a rich-text field whose editor is not bundled yet, or a value with line
 * breaks) gets a text area: squeezing an article body into one line would be unusable.
 */
export function isLongText(field: InputProps['field'], value: unknown): boolean {
  const datatype = typeof field.datatype === 'string' ? field.datatype.toUpperCase() : '';
  return (
    field.interface === 'wysiwyg' ||
    datatype.includes('TEXT') ||
    (typeof value === 'string' && (value.includes('\n') || value.length > 200))
  );
}

export function FallbackInput({ value, field, readonly, onChange, id, invalid }: InputProps) {
  const structured = value !== null && typeof value === 'object';
  if (!structured && isLongText(field, value)) {
    return (
      <textarea
        id={id}
        className="cms-field__control cms-field__control--long"
        rows={10}
        value={value == null ? '' : String(value)}
        readOnly={readonly}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      />
    );
  }
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
