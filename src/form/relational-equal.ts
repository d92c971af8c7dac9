import type { CollectionInfo, FieldInfo, Relation } from '../api/types.js';
import { manyToOneTarget, relatedKey } from '../interfaces/relation-of.js';
import { primaryKeyField } from '../schema/collection-meta.js';
import { valuesEqual } from './values-equal.js';

const TO_ONE_TYPES = new Set(['m2o', 'file', 'user', 'owner', 'user_updated']);

/**
 * "Same as saved" for a field. The saved value of a to-one relation is the expanded related item,
 * the staged one its key: they are equal when the keys are.
 */
export function equalityFor(
  field: FieldInfo,
  relations: readonly Relation[],
  collections: Readonly<Record<string, CollectionInfo>>,
  equal: (a: unknown, b: unknown) => boolean = valuesEqual,
): (a: unknown, b: unknown) => boolean {
  const target = TO_ONE_TYPES.has(field.type) ? manyToOneTarget(field, relations) : null;
  if (!target) return equal;
  const keyField = collections[target] ? primaryKeyField(collections[target].fields) : 'id';
  return (a, b) => equal(relatedKey(a, keyField), relatedKey(b, keyField));
}
