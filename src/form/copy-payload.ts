import type { FieldInfo, Relation } from '../api/types.js';
import { type ToManyInfo, toManyInfo } from '../interfaces/relational/to-many.js';
import { isFlagSet } from '../schema/flags.js';

// "Save as copy" (spec 2 §4): a new item from the current values without the primary key, alias
// fields, created/updated datetimes, owner, user_updated and o2m fields — the server fills those
// or they belong to the original. Many-to-many fields (o2m through a junction) are copied as new
// junction rows, translations as new translation rows (the original's rows stay its own).

const DROPPED_TYPES = new Set([
  'alias',
  'datetime_created',
  'datetime_updated',
  'owner',
  'user_updated',
  'o2m',
]);

export function isCopiedField(field: FieldInfo): boolean {
  return !isFlagSet(field.primary_key) && !DROPPED_TYPES.has(field.type);
}

/**
 * The copy's body. Expanded many-to-one values become their key; many-to-many rows become new
 * junction rows pointing at the same related items (the original's junction rows stay its own).
 */
export function copyPayload(
  values: Record<string, unknown>,
  fields: Readonly<Record<string, FieldInfo>>,
  relations: readonly Relation[] = [],
  primaryKeyOf: (collection: string) => string = () => 'id',
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name];
    if (!field) continue;
    if (field.type === 'translation') {
      const rows = copiedTranslationRows(value, field, relations, primaryKeyOf);
      if (rows !== undefined) payload[name] = rows;
      continue;
    }
    const junction = junctionOf(field, relations);
    if (junction === null && !isCopiedField(field)) continue;
    payload[name] =
      junction !== null
        ? copiedJunctionRows(value, junction, primaryKeyOf)
        : copiedValue(field, value, relations, primaryKeyOf);
  }
  return payload;
}

/**
 * A to-many field through a junction (v8 stores it as `o2m`; older projects had `m2m`), read by
 * the to-many interface's own rule; `undefined` for an `m2m` whose relation is missing.
 */
function junctionOf(
  field: FieldInfo,
  relations: readonly Relation[],
): ToManyInfo | null | undefined {
  if (field.type !== 'o2m' && field.type !== 'm2m') return null;
  const info = toManyInfo(field, relations, {});
  if (info?.kind === 'm2m') return info;
  return field.type === 'm2m' ? undefined : null;
}

/** New junction rows pointing at the same related items (the original's rows stay its own). */
function copiedJunctionRows(
  value: unknown,
  junction: ToManyInfo | undefined,
  primaryKeyOf: (collection: string) => string,
): unknown {
  if (!Array.isArray(value)) return value;
  const junctionField = junction?.junctionField;
  if (!junction || !junctionField) return undefined;
  const relatedKey = primaryKeyOf(junction.relatedCollection);
  return value.map((row) => {
    const related = (row as Record<string, unknown>)?.[junctionField];
    return { [junctionField]: keyOf(related, relatedKey) };
  });
}

/**
 * The translations as new rows of the translations collection: without their key and the key
 * back to the original (the server sets the copy's), expanded many-to-one values (the language)
 * as their key. Undefined (left out) when the relation is unknown.
 */
function copiedTranslationRows(
  value: unknown,
  field: FieldInfo,
  relations: readonly Relation[],
  primaryKeyOf: (collection: string) => string,
): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const info = toManyInfo(field, relations, {});
  if (info?.kind !== 'o2m') return undefined;
  const rowsKey = primaryKeyOf(info.rowsCollection);
  return value.flatMap((row) => {
    if (row === null || typeof row !== 'object') return [];
    const copy: Record<string, unknown> = {};
    for (const [name, cell] of Object.entries(row as Record<string, unknown>)) {
      if (name === rowsKey || name === info.foreignKey) continue;
      const relation = relations.find(
        (one) => one.collection_many === info.rowsCollection && one.field_many === name,
      );
      copy[name] = relation ? keyOf(cell, primaryKeyOf(relation.collection_one ?? '')) : cell;
    }
    return [copy];
  });
}

function copiedValue(
  field: FieldInfo,
  value: unknown,
  relations: readonly Relation[],
  primaryKeyOf: (collection: string) => string,
): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    if (['m2o', 'file', 'user', 'integer'].includes(field.type)) {
      const relation = relations.find(
        (one) => one.collection_many === field.collection && one.field_many === field.field,
      );
      return keyOf(value, primaryKeyOf(relation?.collection_one ?? ''));
    }
  }
  return value;
}

function keyOf(value: unknown, keyField: string): unknown {
  if (value !== null && typeof value === 'object')
    return (value as Record<string, unknown>)[keyField];
  return value;
}
