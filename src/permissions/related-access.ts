import type { CollectionInfo, Relation } from '../api/types.js';
import { manyToOneTarget } from '../interfaces/relation-of.js';
import { toManyInfo } from '../interfaces/relational/to-many.js';
import { mayAtAll, mayListCollection } from './collection-rights.js';
import type { Grants } from './grants.js';

// Relational fields whose related rows the user may not read. The server does not expand them
// (a many-to-one comes back as the bare key, a to-many not at all), so showing them would show
// raw ids, and their pickers would ask for lists the server refuses. The form and the listing
// leave them out, like read-blacklisted fields.

/** The collections a field's value comes from, by the relations (none: not relational). */
function relatedCollections(
  field: CollectionInfo['fields'][string],
  relations: readonly Relation[],
  collections: Readonly<Record<string, CollectionInfo>>,
): string[] {
  const one = manyToOneTarget(field, relations);
  if (one) return [one];
  const many = toManyInfo(field, relations, collections);
  if (!many) return [];
  return [...new Set([many.rowsCollection, many.relatedCollection])];
}

function mayRead(
  grants: Grants,
  name: string,
  collections: Readonly<Record<string, CollectionInfo>>,
): boolean {
  const collection = collections[name];
  return collection ? mayListCollection(grants, collection) : mayAtAll(grants, name, 'read');
}

export function unreadableRelationalFields(
  grants: Grants,
  collection: CollectionInfo,
  relations: readonly Relation[],
  collections: Readonly<Record<string, CollectionInfo>>,
): string[] {
  if (grants.admin) return [];
  return Object.values(collection.fields ?? {})
    .filter((field) =>
      relatedCollections(field, relations, collections).some(
        (name) => !mayRead(grants, name, collections),
      ),
    )
    .map((field) => field.field);
}
