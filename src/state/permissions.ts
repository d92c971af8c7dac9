import { atom, computed } from 'nanostores';
import type { PermissionLevel, PermissionRow } from '../api/types.js';
import { onReset } from './reset.js';
import { $isAdmin } from './user.js';

// What the signed-in user may do, per collection (spec 1 §6), from `permissions/me`. Admins have
// full rights locally and never load it, so the map stays empty for them.

export interface CollectionPermissions {
  /** The collection-wide row (status null), if the role has one. */
  global: PermissionRow | null;
  /** Rows per status value of a collection with a status mapping; `$create` included. */
  statuses: Record<string, PermissionRow>;
}

export type PermissionMap = Record<string, CollectionPermissions>;

export const $permissions = atom<PermissionMap>({});

export type PermissionAction = 'create' | 'read' | 'update' | 'delete';

/** Groups the flat rows of `permissions/me` by collection, then by status. */
export function groupPermissions(rows: readonly PermissionRow[]): PermissionMap {
  const map: PermissionMap = {};
  for (const row of rows) {
    const entry = map[row.collection] ?? { global: null, statuses: {} };
    map[row.collection] = entry;
    if (row.status === null) entry.global = row;
    else entry.statuses[row.status] = row;
  }
  return map;
}

export function setPermissions(rows: readonly PermissionRow[]): void {
  $permissions.set(groupPermissions(rows));
}

/**
 * The widest level the user has for `action` on `collection`: the collection-wide row, or for a
 * collection with a status mapping the best of its status rows (read access on one status is
 * enough to list the collection, spec 1 §2). Admins always have `full`; no row means `none`.
 */
export function permissionLevel(
  permissions: PermissionMap,
  isAdmin: boolean,
  collection: string,
  action: PermissionAction,
): PermissionLevel {
  if (isAdmin) return 'full';
  const entry = permissions[collection];
  if (!entry) return 'none';
  const rows = [
    ...(entry.global ? [entry.global] : []),
    ...Object.entries(entry.statuses)
      .filter(([status]) => status !== '$create')
      .map(([, row]) => row),
  ];
  return rows.reduce<PermissionLevel>((best, row) => wider(best, row[action]), 'none');
}

const ORDER: readonly PermissionLevel[] = ['none', 'mine', 'role', 'full'];

function wider(a: PermissionLevel, b: PermissionLevel | undefined): PermissionLevel {
  if (b === undefined) return a;
  return ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a;
}

/** Collections the user may read at all (admins: every collection, so `null` means "all"). */
export const $readableCollections = computed(
  [$permissions, $isAdmin],
  (permissions, isAdmin): ReadonlySet<string> | null =>
    isAdmin
      ? null
      : new Set(
          Object.keys(permissions).filter(
            (collection) => permissionLevel(permissions, false, collection, 'read') !== 'none',
          ),
        ),
);

onReset(() => $permissions.set({}));
