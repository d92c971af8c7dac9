import type { CollectionInfo } from '../api/types.js';
import { type Grants, rowsOf } from './grants.js';
import {
  type Action,
  type Level,
  levelAtLeast,
  levelOf,
  READ_SCOPE_COLUMNS,
  rowsAt,
} from './shared-rules.js';
import { type PermissionSubject, permissionSubject } from './subject.js';

// What the user may do with a collection as a whole (spec 1 §2, spec 2 §6), by the server's rules.

/**
 * The best level for an action on any item of the collection: the collection-wide row, or in
 * workflow mode the best status row (the collection-wide row is then ignored, as on the server).
 * Admins have `full`.
 */
export function collectionLevel(grants: Grants, collection: string, action: Action): Level {
  if (grants.admin) return 'full';
  return levelOf(rowsAt(rowsOf(grants, collection), undefined), action);
}

/** At least `mine` for the action somewhere in the collection: the navigation and module checks. */
export function mayAtAll(grants: Grants, collection: string, action: Action): boolean {
  return levelAtLeast(collectionLevel(grants, collection, action), 'mine');
}

/**
 * Whether listing the collection can succeed (the server's "read at all"): some row grants read,
 * workflow rows need a status field, and below `full` the rows must be scoped by a status or an
 * owner column.
 */
export function canReadCollection(grants: Grants, subject: PermissionSubject): boolean {
  if (grants.admin) return true;
  const rows = rowsOf(grants, subject.name);
  const level = levelOf(rowsAt(rows, undefined), 'read');
  if (!levelAtLeast(level, 'mine')) return false;
  if (rows.workflow && !subject.statusField) return false;
  const scoped = subject.ownerField !== undefined || subject.name in READ_SCOPE_COLUMNS;
  return subject.statusField !== undefined || scoped || level === 'full';
}

/** `canReadCollection` for a collection's metadata: the navigation, overview and routes use it. */
export function mayListCollection(grants: Grants, collection: CollectionInfo): boolean {
  return canReadCollection(grants, permissionSubject(collection));
}
