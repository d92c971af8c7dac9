import type { PermissionLevel, PermissionRow } from '../../api/types.js';
import type { PermissionMap } from '../../state/permissions.js';

// What the user may do with one item (spec 2 §6): the permission row that applies (the item's
// status row, `$create` for new items in a status collection, else the collection-wide row).

export interface ItemPermissions {
  create: PermissionLevel;
  update: PermissionLevel;
  delete: PermissionLevel;
  readBlacklist: readonly string[];
  writeBlacklist: readonly string[];
}

const FULL: ItemPermissions = {
  create: 'full',
  update: 'full',
  delete: 'full',
  readBlacklist: [],
  writeBlacklist: [],
};

const NONE: ItemPermissions = {
  create: 'none',
  update: 'none',
  delete: 'none',
  readBlacklist: [],
  writeBlacklist: [],
};

export function itemPermissions(
  permissions: PermissionMap,
  isAdmin: boolean,
  collection: string,
  status: string | null,
  isNew: boolean,
): ItemPermissions {
  if (isAdmin) return FULL;
  const entry = permissions[collection];
  if (!entry) return NONE;
  const statusRow: PermissionRow | undefined = isNew
    ? entry.statuses.$create
    : status !== null
      ? entry.statuses[status]
      : undefined;
  const row = statusRow ?? entry.global;
  if (!row) return NONE;
  return {
    create: row.create ?? 'none',
    update: row.update ?? 'none',
    delete: row.delete ?? 'none',
    readBlacklist: row.read_field_blacklist ?? [],
    writeBlacklist: row.write_field_blacklist ?? [],
  };
}

/**
 * Whether a level allows acting on this item: `mine` only on items the user owns (the
 * collection's owner field), `role` and `full` always (role ownership is the server's to check).
 */
export function levelAllows(
  level: PermissionLevel,
  ownerId: unknown,
  userId: number | undefined,
): boolean {
  if (level === 'none') return false;
  if (level !== 'mine') return true;
  const owner =
    ownerId !== null && typeof ownerId === 'object' ? (ownerId as { id?: unknown }).id : ownerId;
  return owner == null || Number(owner) === userId;
}
