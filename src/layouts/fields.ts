import type { CollectionInfo, FieldInfo } from '../api/types.js';
import { primaryKeyField } from '../schema/collection-meta.js';
import { isFlagSet } from '../schema/flags.js';

// Which fields a layout may show, and which it may sort by (spec 2 §3, §5, §6). Shared by every
// layout and by the listing, which must request the fields the layout shows.

/** Field types a listing cannot sort by (spec 2 §3). */
export const UNSORTABLE_TYPES: readonly string[] = [
  'o2m',
  'm2o',
  'user',
  'owner',
  'user_updated',
  'alias',
  'translation',
  'file',
];

/** How many columns a view shows before the user picks its own. */
export const DEFAULT_COLUMN_COUNT = 4;

export function isSortable(field: FieldInfo | undefined): boolean {
  return field !== undefined && !UNSORTABLE_TYPES.includes(field.type);
}

const bySort = (a: FieldInfo, b: FieldInfo) => {
  const sa = typeof a.sort === 'number' ? a.sort : null;
  const sb = typeof b.sort === 'number' ? b.sort : null;
  if (sa === sb) return a.field.localeCompare(b.field);
  if (sa === null) return 1;
  if (sb === null) return -1;
  return sa - sb;
};

/** Fields a listing may show: not hidden_browse, not read-blacklisted, sorted with nulls last. */
export function browseFields(
  collection: CollectionInfo,
  blacklist: ReadonlySet<string>,
): FieldInfo[] {
  return Object.values(collection.fields ?? {})
    .filter((field) => !isFlagSet(field.hidden_browse) && !blacklist.has(field.field))
    .sort(bySort);
}

/** Every field a user may read (the column picker may offer hidden_browse ones too). */
export function readableFields(
  collection: CollectionInfo,
  blacklist: ReadonlySet<string>,
): FieldInfo[] {
  return Object.values(collection.fields ?? {})
    .filter((field) => !blacklist.has(field.field))
    .sort(bySort);
}

/** A view query's `fields`: a CSV string as v8 stores it, or an array. */
export function fieldList(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((entry): entry is string => typeof entry === 'string');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  return [];
}

/**
 * The columns a view shows: its saved fields that still exist and may be read (unknown fields are
 * dropped, spec 2 §5), else the first few browse fields.
 */
export function viewColumns(
  collection: CollectionInfo,
  blacklist: ReadonlySet<string>,
  saved: unknown,
): FieldInfo[] {
  const readable = new Map(
    readableFields(collection, blacklist).map((field) => [field.field, field]),
  );
  const chosen = fieldList(saved)
    .map((name) => readable.get(name))
    .filter((field): field is FieldInfo => field !== undefined);
  if (chosen.length > 0) return chosen;
  return browseFields(collection, blacklist)
    .filter((field) => field.type !== 'alias' && !isFlagSet(field.primary_key))
    .slice(0, DEFAULT_COLUMN_COUNT);
}

/**
 * The sort a view asks for, or the primary key when its field is unknown or unsortable
 * (spec 2 §5). `-` in front means descending.
 */
export function viewSort(collection: CollectionInfo, saved: unknown): string {
  const primaryKey = primaryKeyField(collection.fields);
  if (typeof saved !== 'string' || saved === '') return primaryKey;
  const name = saved.startsWith('-') ? saved.slice(1) : saved;
  return isSortable(collection.fields?.[name]) ? saved : primaryKey;
}
