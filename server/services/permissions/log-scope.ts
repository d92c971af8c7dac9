// Which rows of the log tables a caller may read. A revision holds a whole record as it was, so
// it is readable to callers who may read every row and every field of its collection, and for
// their own user record; an activity row names an item and may carry a comment, so its
// collection must be readable at all. Without this, GET /revisions or /activity would show records
// of collections the role cannot read (v8 did: its log reads checked only the log table's own
// permission).
import type { SchemaModel } from '../schema/types.js';
import { collectionInfo } from './collection-info.js';
import type { PermissionService } from './permission-service.js';
import type { LoggedItems, ReadScope } from './read-scope.js';

const LOG_RULES: Readonly<Record<string, 'whole-records' | 'readable'>> = {
  directus_revisions: 'whole-records',
  directus_activity: 'readable',
};

/**
 * `scope` of `name`, limited to the logged collections and items the caller may see; `extra`
 * adds items the caller was checked to read in full (an item's own revisions endpoint).
 */
export function scopeWithLoggedCollections(
  schema: SchemaModel,
  permissions: PermissionService,
  name: string,
  scope: ReadScope,
  extra: LoggedItems['items'] = [],
): ReadScope {
  const rule = LOG_RULES[name];
  if (!rule || permissions.admin) return scope;
  const collections: string[] = [];
  for (const collection of schema.collections.values()) {
    const info = collectionInfo(collection);
    if (!permissions.canReadAtAll(info)) continue;
    if (rule === 'whole-records' && !readsEverything(permissions.readScope(info))) continue;
    collections.push(collection.collection);
  }
  const items = [...extra];
  const { actor } = permissions;
  if (rule === 'whole-records' && !actor.public) {
    items.push({ collection: 'directus_users', item: String(actor.userId) });
  }
  return { ...scope, loggedItems: { collections, items } };
}

/** Every row and every field of the collection (so a whole record of it may be shown). */
export function readsEverything(scope: ReadScope): boolean {
  return (
    scope.rows === 'all' &&
    scope.fieldBlacklist.length === 0 &&
    Object.keys(scope.fieldBlacklistByStatus).length === 0
  );
}
