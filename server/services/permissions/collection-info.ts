// The permission service's view of a collection (contract §9), taken from the schema model. One
// place, so reads, writes and schema administration judge a collection by the same facts.
import type { CollectionSchema, SchemaModel } from '../schema/types.js';
import type { CollectionInfo } from './permission-service.js';

export function collectionInfo(collection: CollectionSchema): CollectionInfo {
  const statusField = collection.statusField
    ? collection.fields.get(collection.statusField)
    : undefined;
  return {
    name: collection.collection,
    statusField: collection.statusField,
    ownerField: collection.ownerField,
    softDeleteStatuses: collection.softDeleteStatuses,
    statuses: collection.statuses.map((status) => status.value),
    defaultStatus: statusField?.column?.defaultValue ?? null,
  };
}

/** A system table by name, as a CollectionInfo even before the schema lists it. */
export function systemInfo(schema: SchemaModel, name: string): CollectionInfo {
  const collection = schema.collections.get(name);
  return collection ? collectionInfo(collection) : { name, softDeleteStatuses: [], statuses: [] };
}
