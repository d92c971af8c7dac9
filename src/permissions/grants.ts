import {
  type CollectionRows,
  groupPermissionRows,
  noRows,
  type PermissionRecord,
} from './shared-rules.js';

// Who asks and what their role was granted: the rows of `permissions/me`, grouped per collection
// by the server's own rule (collection-rows.ts).

export interface Viewer {
  /** Admins may do everything (spec 1 §6); they never load their rows. */
  admin: boolean;
  userId: number | null;
  roleId: number | null;
}

export interface Grants extends Viewer {
  collections: ReadonlyMap<string, CollectionRows>;
}

export function grantsOf(records: readonly PermissionRecord[], viewer: Viewer): Grants {
  return { ...viewer, collections: groupPermissionRows(records) };
}

const EMPTY = noRows();

export function rowsOf(grants: Grants, collection: string): CollectionRows {
  return grants.collections.get(collection) ?? EMPTY;
}
