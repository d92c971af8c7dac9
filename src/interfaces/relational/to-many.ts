import type { CollectionInfo, FieldInfo, Relation } from '../../api/types.js';
import { valuesEqual } from '../../form/values-equal.js';
import { primaryKeyField } from '../../schema/collection-meta.js';

// Where a to-many field's rows live (contract relations): an O2M lists rows of the related
// collection that point back with `foreignKey`; an M2M lists junction rows, whose `junctionField`
// points at the related collection.

export interface ToManyInfo {
  kind: 'o2m' | 'm2m';
  /** The collection whose rows the field's value holds (the related one, or the junction). */
  rowsCollection: string;
  /** The rows' field pointing back at this item. */
  foreignKey: string;
  /** M2M: the junction rows' field pointing at the related collection. */
  junctionField: string | null;
  /** The collection the user picks from (related collection). */
  relatedCollection: string;
  rowsKey: string;
  relatedKey: string;
}

export function toManyInfo(
  field: FieldInfo,
  relations: readonly Relation[],
  collections: Readonly<Record<string, CollectionInfo>>,
): ToManyInfo | null {
  const relation = relations.find(
    (one) => one.collection_one === field.collection && one.field_one === field.field,
  );
  if (!relation) return null;
  const keyOf = (name: string) =>
    collections[name] ? primaryKeyField(collections[name].fields) : 'id';
  if (!relation.junction_field) {
    return {
      kind: 'o2m',
      rowsCollection: relation.collection_many,
      foreignKey: relation.field_many,
      junctionField: null,
      relatedCollection: relation.collection_many,
      rowsKey: keyOf(relation.collection_many),
      relatedKey: keyOf(relation.collection_many),
    };
  }
  const other = relations.find(
    (one) =>
      one.collection_many === relation.collection_many &&
      one.field_many === relation.junction_field,
  );
  if (!other?.collection_one) return null;
  return {
    kind: 'm2m',
    rowsCollection: relation.collection_many,
    foreignKey: relation.field_many,
    junctionField: relation.junction_field,
    relatedCollection: other.collection_one,
    rowsKey: keyOf(relation.collection_many),
    relatedKey: keyOf(other.collection_one),
  };
}

type Row = Record<string, unknown>;

const asRows = (value: unknown): Row[] =>
  Array.isArray(value)
    ? value.filter((row): row is Row => row !== null && typeof row === 'object')
    : [];

/** The related item a row stands for (the row itself for O2M, its junction field for M2M). */
export function relatedOf(row: Row, info: ToManyInfo): Row | null {
  if (info.kind === 'o2m') return row;
  const related = row[info.junctionField ?? ''];
  if (related !== null && typeof related === 'object') return related as Row;
  return related == null ? null : { [info.relatedKey]: related };
}

export function relatedKeyOf(row: Row, info: ToManyInfo): unknown {
  return relatedOf(row, info)?.[info.relatedKey];
}

/** A staged row marked so is deleted on save (the translation interface's "Clear translation"). */
export const DELETE_MARK = '$delete';

/**
 * The save body of a staged to-many value: only what changed against the saved rows. O2M: a
 * bare key attaches an added item, `{key, fk: null}` detaches a removed one, a row without a key
 * is created with its values, a kept row whose values changed is updated with those. M2M: a new
 * junction row for each added item (the item itself, without a key, when it is new too),
 * `{key, $delete: true}` for each removed junction row. Either
 * kind: a saved row staged with `$delete: true` is deleted.
 */
export function toManyPayload(saved: unknown, staged: unknown, info: ToManyInfo): unknown[] {
  const before = asRows(saved);
  const after = asRows(staged);
  const keyOfRelated = (row: Row) => String(relatedKeyOf(row, info));
  const afterKeys = new Set(after.map(keyOfRelated));
  const payload: unknown[] = [];
  const savedRows = new Map(before.map((row) => [keyOfRelated(row), row]));
  for (const row of after) {
    const saved = savedRows.get(keyOfRelated(row));
    if (saved && row[DELETE_MARK] === true) {
      payload.push({ [info.rowsKey]: saved[info.rowsKey], [DELETE_MARK]: true });
      continue;
    }
    if (row[DELETE_MARK] === true) continue;
    if (saved) {
      // A kept row whose own values changed (the files interface's sort, a translation's text).
      const changed =
        info.kind === 'm2m'
          ? changedOwnValues(saved, row, info)
          : changedRowValues(saved, row, info);
      if (Object.keys(changed).length > 0) {
        payload.push({ [info.rowsKey]: saved[info.rowsKey], ...changed });
      }
      continue;
    }
    if (info.kind === 'm2m') {
      // An existing related item by its key; a new one ("Create new") created with its values.
      payload.push({
        [info.junctionField ?? '']: relatedKeyOf(row, info) ?? relatedOf(row, info),
        ...ownValues(row, info),
      });
    } else {
      // An existing item attached by its key, or a new one (no key yet) created with its values.
      const key = row[info.rowsKey];
      payload.push(key == null ? rowValues(row, info) : key);
    }
  }
  for (const row of before) {
    if (afterKeys.has(keyOfRelated(row))) continue;
    payload.push(
      info.kind === 'o2m'
        ? { [info.rowsKey]: row[info.rowsKey], [info.foreignKey]: null }
        : { [info.rowsKey]: row[info.rowsKey], $delete: true },
    );
  }
  return payload;
}

/** A junction row's own plain values (a sort, say), without its key and its two foreign keys. */
function ownValues(row: Row, info: ToManyInfo): Row {
  const values: Row = {};
  for (const [name, value] of Object.entries(row)) {
    if (name === info.rowsKey || name === info.foreignKey || name === info.junctionField) continue;
    if (value !== null && typeof value === 'object') continue;
    values[name] = value;
  }
  return values;
}

function changedOwnValues(saved: Row, staged: Row, info: ToManyInfo): Row {
  const changed: Row = {};
  for (const [name, value] of Object.entries(ownValues(staged, info))) {
    if (saved[name] !== value) changed[name] = value;
  }
  return changed;
}

/** An O2M row's values as written: without its key, the key back to the parent and marks. */
function rowValues(row: Row, info: ToManyInfo): Row {
  const values: Row = {};
  for (const [name, value] of Object.entries(row)) {
    if (name === info.rowsKey || name === info.foreignKey || name === DELETE_MARK) continue;
    values[name] = value;
  }
  return values;
}

function changedRowValues(saved: Row, staged: Row, info: ToManyInfo): Row {
  const changed: Row = {};
  for (const [name, value] of Object.entries(rowValues(staged, info))) {
    if (!valuesEqual(saved[name], value)) changed[name] = value;
  }
  return changed;
}
