import type { CollectionInfo } from '../../api/types.js';
import { type Grants, mayListCollection } from '../../permissions/index.js';
import { itemPath } from '../../router/collection-path.js';
import { isSystemCollection } from '../../schema/system-collection.js';

// Where an activity row's item lives, and whether to link there: only when the user may read its
// collection (the server's "read at all" rule, permissions/collection-rights.ts) and the item can
// still be there (not after a delete). Sign-ins name the user's own row in directus_users.

/** Actions after which the item is gone: no link, the key is shown as text. */
const GONE_AFTER = new Set(['delete']);

/** System collections without an item page of their own in the admin. */
const NO_ITEM_PAGE = new Set([
  'directus_activity',
  'directus_collection_presets',
  'directus_fields',
  'directus_migrations',
  'directus_permissions',
  'directus_relations',
  'directus_revisions',
  'directus_settings',
]);

export function activityItemPath(
  project: string,
  record: { action: string; collection: string | null; item: string | null },
  collections: Readonly<Record<string, CollectionInfo>>,
  grants: Grants,
): string | null {
  const { collection: name, item } = record;
  if (!name || item === null || item === '' || GONE_AFTER.has(record.action)) return null;
  if (isSystemCollection(name) && NO_ITEM_PAGE.has(name)) return null;
  const collection = collections[name];
  if (!collection || !mayListCollection(grants, collection)) return null;
  return itemPath(project, name, item);
}
