import { softDeleteOf } from '../schema/status-mapping.js';
import { deleteItems, type PrimaryKey, updateItems, type WriteOptions } from './items.js';
import type { CollectionInfo } from './types.js';

// The admin's one delete action (spec 2 §4), shared by the listing and the item form: a
// collection whose status mapping has a soft-delete status archives items (moves them to that
// status); any other collection deletes them for real.

export type Removal = 'archived' | 'deleted';

/** How a delete of this collection's items ends. */
export function removalOf(collection: CollectionInfo): Removal {
  return softDeleteOf(collection) ? 'archived' : 'deleted';
}

export async function removeItems(
  project: string,
  collection: CollectionInfo,
  keys: readonly PrimaryKey[],
  options: WriteOptions = {},
): Promise<Removal> {
  const soft = softDeleteOf(collection);
  if (soft) {
    await updateItems(project, collection.collection, keys, { [soft.field]: soft.status }, options);
    return 'archived';
  }
  await deleteItems(project, collection.collection, keys, options);
  return 'deleted';
}
