import type { CollectionInfo } from '../../api/types.js';
import { navigationGroups } from '../../shell/collection-navigation.js';

/** The collections the overview lists: the navigation's plain list (spec 2 §6), sorted by name. */
export function visibleCollections(
  collections: Readonly<Record<string, CollectionInfo>>,
  canRead: (name: string) => boolean,
  locale: string | null,
): CollectionInfo[] {
  return navigationGroups(collections, canRead, null, locale)[0]?.collections ?? [];
}
