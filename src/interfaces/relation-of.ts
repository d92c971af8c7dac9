import type { FieldInfo, Relation } from '../api/types.js';

/** The related collection of a many-to-one (or file/user) field, from the relations list. */
export function manyToOneTarget(field: FieldInfo, relations: readonly Relation[]): string | null {
  const relation = relations.find(
    (one) => one.collection_many === field.collection && one.field_many === field.field,
  );
  return relation?.collection_one ?? null;
}

/** The key of a value that is either the key itself or the expanded related item. */
export function relatedKey(value: unknown, keyField: string): string | number | null {
  if (value == null) return null;
  if (typeof value === 'object') {
    const key = (value as Record<string, unknown>)[keyField];
    return typeof key === 'string' || typeof key === 'number' ? key : null;
  }
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
