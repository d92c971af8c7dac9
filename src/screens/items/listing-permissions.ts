import type { CollectionInfo, PermissionLevel } from '../../api/types.js';
import { type PermissionMap, permissionLevel } from '../../state/permissions.js';
import { fieldOfType } from './view-state.js';

// What the listing lets the user do (spec 2 §6).

/** The create level: the `$create` row of a status collection, else the widest row. */
export function createLevel(
  permissions: PermissionMap,
  isAdmin: boolean,
  collection: string,
): PermissionLevel {
  if (isAdmin) return 'full';
  const special = permissions[collection]?.statuses.$create?.create;
  return special ?? permissionLevel(permissions, isAdmin, collection, 'create');
}

function ownerId(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') {
    const id = (value as Record<string, unknown>).id;
    return id === undefined || id === null ? null : String(id);
  }
  return String(value);
}

/**
 * Whether the user may update or delete this row: not when its level is none, nor when it is
 * mine and someone else owns it (spec 2 §5, batch edit and delete).
 */
export function rowAllows(
  permissions: PermissionMap,
  isAdmin: boolean,
  collection: CollectionInfo,
  item: Record<string, unknown>,
  action: 'update' | 'delete',
  userId: number | null,
): boolean {
  if (isAdmin) return true;
  const entry = permissions[collection.collection];
  if (!entry) return false;
  const statusField = fieldOfType(collection, 'status');
  const status = statusField ? item[statusField.field] : undefined;
  const row =
    (typeof status === 'string' ? entry.statuses[status] : undefined) ?? entry.global ?? null;
  const level = row?.[action] ?? 'none';
  if (level === 'none') return false;
  if (level === 'mine') {
    const ownerField = fieldOfType(collection, 'owner');
    if (!ownerField) return true;
    return ownerId(item[ownerField.field]) === String(userId);
  }
  return true;
}
