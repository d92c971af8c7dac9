import type { CollectionInfo, FieldInfo } from '../../api/types.js';
import { primaryKeyField } from '../../schema/collection-meta.js';

/** Whether the form holds an item not saved yet: it has no primary key value. */
export function isNewItem(
  field: FieldInfo,
  values: Record<string, unknown>,
  collections: Readonly<Record<string, CollectionInfo>>,
): boolean {
  const collection = collections[field.collection];
  const key = collection ? primaryKeyField(collection.fields) : 'id';
  return values[key] === undefined || values[key] === null || values[key] === '';
}
