// directus_settings rows (contract §7.11): key/value strings, typed by the settings form (the
// directus_fields rows of collection directus_settings, served by GET /settings/fields).
//
// read:  `integer` → number, `boolean` → true/false, `file` → the file object (with its `data`
//        URLs) when the caller may read it, everything else the stored string (JSON settings
//        stay strings, as in v8);
// write: a `file` value may be an object with `id`; arrays are joined to CSV; other objects are
//        JSON-encoded; booleans become "1"/"0" and numbers strings.
import type { Knex } from 'knex';
import type { Item } from '../query/index.js';

export const SETTINGS = 'directus_settings';
export const FIELDS = 'directus_fields';

/** The settings form's types by key. */
export async function settingTypes(db: Knex): Promise<Map<string, string>> {
  const rows: { field: unknown; type: unknown }[] = await db(FIELDS)
    .select('field', 'type')
    .where('collection', SETTINGS);
  return new Map(rows.map((row) => [String(row.field), String(row.type).toLowerCase()]));
}

/** The directus_fields ids of the settings form, in form order. */
export async function settingFieldKeys(db: Knex): Promise<number[]> {
  const rows: { id: unknown }[] = await db(FIELDS)
    .select('id')
    .where('collection', SETTINGS)
    .orderBy('id');
  return rows.map((row) => Number(row.id));
}

function fileId(value: unknown): number | undefined {
  const id = Number(value);
  return typeof value === 'string' && /^\d+$/.test(value.trim()) && id > 0 ? id : undefined;
}

/** The file ids the items' `file` settings hold. */
export function settingFileIds(
  items: readonly Item[],
  types: ReadonlyMap<string, string>,
): number[] {
  const ids = new Set<number>();
  for (const item of items) {
    if (typeof item.key !== 'string' || types.get(item.key) !== 'file') continue;
    const id = fileId(item.value);
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

/** One stored value in its typed form (files looked up in `files`). */
export function presentValue(
  type: string | undefined,
  value: unknown,
  files: ReadonlyMap<number, Item>,
): unknown {
  if (value === null || value === undefined) return null;
  const text = String(value);
  switch (type) {
    case 'integer': {
      if (text.trim() === '') return null;
      const number = Number.parseInt(text, 10);
      return Number.isFinite(number) ? number : null;
    }
    case 'boolean':
      return text === '1' || text.toLowerCase() === 'true';
    case 'file': {
      const id = fileId(text);
      if (id === undefined) return text === '' ? null : text;
      return files.get(id) ?? id;
    }
    default:
      return text;
  }
}

/** Replaces each item's `value` by its typed form (items without `key` are left alone). */
export function presentSettings(
  items: readonly Item[],
  types: ReadonlyMap<string, string>,
  files: ReadonlyMap<number, Item>,
): void {
  for (const item of items) {
    if (typeof item.key !== 'string' || !Object.hasOwn(item, 'value')) continue;
    item.value = presentValue(types.get(item.key), item.value, files);
  }
}

/** A written value → the string stored. */
export function storedValue(type: string | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    if (type === 'json') return JSON.stringify(value);
    return value
      .map((entry) => (typeof entry === 'object' ? JSON.stringify(entry) : String(entry)))
      .join(',');
  }
  if (typeof value === 'object') {
    const id = (value as Record<string, unknown>).id;
    if (type === 'file' && (typeof id === 'number' || typeof id === 'string')) return String(id);
    return JSON.stringify(value);
  }
  return value;
}

/** A settings payload with its `value` stored as text (`key` from the payload or the row). */
export function settingPayload(
  payload: Readonly<Record<string, unknown>>,
  types: ReadonlyMap<string, string>,
  storedKey?: string,
): Record<string, unknown> {
  if (!Object.hasOwn(payload, 'value')) return { ...payload };
  const key = typeof payload.key === 'string' ? payload.key : storedKey;
  return {
    ...payload,
    value: storedValue(key === undefined ? undefined : types.get(key), payload.value),
  };
}
