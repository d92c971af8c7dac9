import type { CollectionInfo } from '../../api/types.js';
import type { PermissionMap } from '../../state/permissions.js';
import { itemPermissions, levelAllows } from '../item/item-permissions.js';
import { fieldOfType } from '../items/view-state.js';

// What the user may do with a batch (spec 2 §5, §6): update only when every selected item allows
// it (not none, not mine with another owner), and the fields blacklisted for any of the items'
// permission rows are hidden or read-only for all of them.

export interface BatchRights {
  canWrite: boolean;
  readBlacklist: string[];
  writeBlacklist: string[];
}

export function batchRights(
  permissions: PermissionMap,
  isAdmin: boolean,
  collection: CollectionInfo,
  items: readonly Record<string, unknown>[],
  userId: number | undefined,
): BatchRights {
  const statusField = fieldOfType(collection, 'status');
  const ownerField = fieldOfType(collection, 'owner');
  const read = new Set<string>();
  const write = new Set<string>();
  let canWrite = items.length > 0;
  for (const item of items) {
    const status = statusField ? item[statusField.field] : null;
    const rights = itemPermissions(
      permissions,
      isAdmin,
      collection.collection,
      typeof status === 'string' ? status : null,
      false,
    );
    const owner = ownerField ? item[ownerField.field] : null;
    if (!levelAllows(rights.update, owner, userId)) canWrite = false;
    for (const name of rights.readBlacklist) read.add(name);
    for (const name of rights.writeBlacklist) write.add(name);
  }
  return { canWrite, readBlacklist: [...read], writeBlacklist: [...write] };
}
