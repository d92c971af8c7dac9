import type { CollectionGroup, CollectionInfo } from '../api/types.js';
import { isSystemCollection } from '../schema/system-collection.js';
import { collectionTitle } from './collection-title.js';

// Which collections the navigation lists, and how (spec 1 §2): not hidden, managed, not a system
// collection, and readable by the user — for a collection with a status mapping, read access on one
// status is enough (the `canRead` callback decides that). Sorted by name, or grouped by the role's
// `collection_listing`, which then replaces the plain list.

export interface NavigationGroup {
  /** null for the plain, ungrouped list. */
  name: string | null;
  collections: CollectionInfo[];
}

export function isNavigable(
  collection: CollectionInfo,
  canRead: (name: string) => boolean,
): boolean {
  return (
    !collection.hidden &&
    collection.managed &&
    !isSystemCollection(collection.collection) &&
    canRead(collection.collection)
  );
}

export function navigationGroups(
  collections: Readonly<Record<string, CollectionInfo>>,
  canRead: (name: string) => boolean,
  listing: readonly CollectionGroup[] | null,
  locale: string | null,
): NavigationGroup[] {
  const visible = (name: string) => {
    const collection = collections[name];
    return collection && isNavigable(collection, canRead) ? collection : null;
  };

  if (listing && listing.length > 0) {
    return listing
      .map((group) => ({
        name: group.group_name,
        collections: (group.collections ?? [])
          .map((entry) => visible(entry.collection))
          .filter((collection): collection is CollectionInfo => collection !== null),
      }))
      .filter((group) => group.collections.length > 0);
  }

  const list = Object.keys(collections)
    .map(visible)
    .filter((collection): collection is CollectionInfo => collection !== null)
    .sort((a, b) =>
      collectionTitle(a, locale).localeCompare(collectionTitle(b, locale), locale ?? undefined),
    );
  return list.length > 0 ? [{ name: null, collections: list }] : [];
}
