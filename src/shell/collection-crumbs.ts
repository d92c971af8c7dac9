import { collectionPath } from '../router/collection-path.js';
import { isSystemCollection } from '../schema/system-collection.js';
import type { Crumb } from './PageHeader.js';

/**
 * The breadcrumb down to a collection's listing: "Collections › Articles" for a user collection,
 * just "Users" for a system one, which has its own module. The listing itself drops the last link.
 */
export function collectionCrumbs(
  project: string,
  collection: string,
  title: string,
  collectionsLabel: string,
): Crumb[] {
  const own: Crumb = { label: title, to: collectionPath(project, collection) };
  return isSystemCollection(collection)
    ? [own]
    : [{ label: collectionsLabel, to: `/${project}/collections` }, own];
}
