import type { CollectionInfo } from '../../api/types.js';
import { isNavigable } from '../../shell/collection-navigation.js';
import { collectionTitle } from '../../shell/collection-title.js';

/** The collections the overview lists: the navigation's rules (spec 2 §6), sorted by name. */
export function visibleCollections(
  collections: Readonly<Record<string, CollectionInfo>>,
  canRead: (name: string) => boolean,
  locale: string | null,
): CollectionInfo[] {
  return Object.values(collections)
    .filter((collection) => isNavigable(collection, canRead))
    .sort((a, b) =>
      collectionTitle(a, locale).localeCompare(collectionTitle(b, locale), locale ?? undefined),
    );
}
