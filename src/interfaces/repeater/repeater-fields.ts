import type { FieldInfo } from '../../api/types.js';

// A repeater's sub-fields (spec 3 §3 "Repeater field entries have: field, width, interface, type,
// default, note, options"). v8 stored `fields` either as a list or as an object keyed by the field
// name; both are read. An entry without a field name is skipped (spec 3 §5: the name is required).

export interface RepeaterSubField {
  field: string;
  width: string;
  interface: string | null;
  type: string;
  default: unknown;
  note: string | null;
  options: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The `fields` option as a list of sub-fields, in their stored order. */
export function repeaterSubFields(option: unknown): RepeaterSubField[] {
  let parsed = option;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return [];
    }
  }
  const entries: [string | null, unknown][] = Array.isArray(parsed)
    ? parsed.map((entry) => [null, entry])
    : isRecord(parsed)
      ? Object.entries(parsed)
      : [];
  const fields: RepeaterSubField[] = [];
  for (const [key, entry] of entries) {
    if (!isRecord(entry)) continue;
    const name = typeof entry.field === 'string' && entry.field.trim() !== '' ? entry.field : key;
    if (!name || fields.some((field) => field.field === name)) continue;
    fields.push({
      field: name,
      width: typeof entry.width === 'string' ? entry.width : 'full',
      interface: typeof entry.interface === 'string' ? entry.interface : null,
      type: typeof entry.type === 'string' && entry.type ? entry.type : 'string',
      default: entry.default ?? entry.default_value ?? null,
      note: typeof entry.note === 'string' && entry.note ? entry.note : null,
      options: isRecord(entry.options) ? entry.options : {},
    });
  }
  return fields;
}

/** The sub-field as a field record, so the registry's inputs can edit it. */
export function subFieldInfo(parent: FieldInfo, sub: RepeaterSubField): FieldInfo {
  return {
    id: null,
    collection: parent.collection,
    field: sub.field,
    type: sub.type,
    interface: sub.interface,
    options: sub.options,
    width: sub.width,
    note: sub.note,
    default_value: sub.default,
  };
}

/** A new row: each sub-field's default. */
export function newRow(fields: readonly RepeaterSubField[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.default !== null && field.default !== undefined) row[field.field] = field.default;
  }
  return row;
}
