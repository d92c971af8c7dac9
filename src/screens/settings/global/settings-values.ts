import type { SettingUpdate } from '../../../api/settings.js';
import type { FieldInfo, SettingRow } from '../../../api/types.js';
import type { Values } from '../../../form/staging.js';
import { valuesEqual } from '../../../form/values-equal.js';
import { relatedKey } from '../../../interfaces/relation-of.js';

// The global settings as the item form sees them (spec 3 §2, §4 "Global settings"): the key/value
// rows become one item, key → value; a save turns the staged edits back into row writes.

/** The rows as form values, key → value (file settings come as file objects). */
export function settingsValues(rows: readonly SettingRow[]): Values {
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

const isFileSetting = (field: FieldInfo | undefined) => field?.type.toLowerCase() === 'file';

/**
 * "Same as stored" for a setting. A file setting is stored as the file object and staged as the
 * file's id: equal when the ids are, so choosing the stored file again stages nothing.
 */
export function settingEquality(field: FieldInfo | undefined): (a: unknown, b: unknown) => boolean {
  if (!isFileSetting(field)) return valuesEqual;
  return (a, b) => valuesEqual(relatedKey(a, 'id'), relatedKey(b, 'id'));
}

/** The value a setting is written with: a file setting sends the file's id. */
export function sentValue(field: FieldInfo | undefined, value: unknown): unknown {
  return isFileSetting(field) ? relatedKey(value, 'id') : value;
}

export interface SettingWrites {
  /** Settings that have a row: `PATCH settings/{id}` (or the batch). */
  updates: SettingUpdate[];
  /** Settings without a row yet: `POST settings {key, value}`. */
  creates: { key: string; value: unknown }[];
}

/** The writes the staged edits need, per setting: an update of its row, or a new row. */
export function settingWrites(
  edits: Values,
  rows: readonly SettingRow[],
  fields: Readonly<Record<string, FieldInfo>>,
): SettingWrites {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const writes: SettingWrites = { updates: [], creates: [] };
  for (const [key, edited] of Object.entries(edits)) {
    const value = sentValue(fields[key], edited);
    const row = byKey.get(key);
    if (row) writes.updates.push({ id: row.id, value });
    else writes.creates.push({ key, value });
  }
  return writes;
}
