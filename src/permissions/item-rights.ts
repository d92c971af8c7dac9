import { type Grants, rowsOf } from './grants.js';
import { itemOwnership } from './ownership.js';
import { allowsOwnership, levelOf, type PermissionRow, rowsAt } from './shared-rules.js';
import { mayCreateWithStatus, mayMoveToStatus } from './status-rights.js';
import { type PermissionSubject, statusOf } from './subject.js';

// What the user may do with one item (spec 2 §6; contract §9.4), by the server's rules: the rows
// of the item's status govern (the collection-wide row without workflow rows), the level must
// cover the ownership (own → mine, role-mate → role, anyone else or nobody → full), items in a
// soft-delete status cannot be edited, and a delete that archives is judged like the server
// judges that status change.

type Item = Readonly<Record<string, unknown>>;

export interface ItemRights {
  /** Save changes to the stored item (or create the new one). */
  canWrite: boolean;
  /** Delete it: for real, or by moving it to the soft-delete status. */
  canDelete: boolean;
  /** Fields the user may not read on this item. */
  readBlacklist: readonly string[];
  /** Fields the user may not write on this item. */
  writeBlacklist: readonly string[];
}

const FULL: ItemRights = { canWrite: true, canDelete: true, readBlacklist: [], writeBlacklist: [] };

function union(rows: readonly PermissionRow[], pick: (row: PermissionRow) => readonly string[]) {
  return [...new Set(rows.flatMap(pick))];
}

/** Whether the stored item may be updated (not moving its status). */
export function mayUpdateItem(grants: Grants, subject: PermissionSubject, item: Item): boolean {
  if (grants.admin) return true;
  const current = statusOf(subject, item);
  if (current !== undefined && subject.softDeleteStatuses.includes(current)) return false;
  const rows = rowsAt(rowsOf(grants, subject.name), current);
  return allowsOwnership(levelOf(rows, 'update'), itemOwnership(grants, subject, item, 'update'));
}

/**
 * Whether the stored item may be deleted the way the admin deletes it: moved to the soft-delete
 * status when the mapping has one (a status change the server judges as a delete), else for real.
 */
export function mayDeleteItem(grants: Grants, subject: PermissionSubject, item: Item): boolean {
  if (grants.admin) return true;
  const softDelete = subject.softDeleteStatuses[0];
  if (softDelete !== undefined && subject.statusField) {
    return mayMoveToStatus(grants, subject, item, softDelete);
  }
  const rows = rowsAt(rowsOf(grants, subject.name), statusOf(subject, item));
  return allowsOwnership(levelOf(rows, 'delete'), itemOwnership(grants, subject, item, 'delete'));
}

/** The rights on a stored item. */
export function itemRights(grants: Grants, subject: PermissionSubject, item: Item): ItemRights {
  if (grants.admin) return FULL;
  const rows = rowsAt(rowsOf(grants, subject.name), statusOf(subject, item));
  return {
    canWrite: mayUpdateItem(grants, subject, item),
    canDelete: mayDeleteItem(grants, subject, item),
    readBlacklist: union(rows, (row) => row.readFieldBlacklist),
    writeBlacklist: union(rows, (row) => row.writeFieldBlacklist),
  };
}

/**
 * The rights on a new item with the given values: creatable with its status (or the default),
 * the write blacklists of that status's rows and of the `$create` row.
 */
export function newItemRights(
  grants: Grants,
  subject: PermissionSubject,
  values: Item,
): ItemRights {
  if (grants.admin) return FULL;
  const collectionRows = rowsOf(grants, subject.name);
  const status = statusOf(subject, values) ?? subject.defaultStatus;
  const rows = rowsAt(collectionRows, subject.statusField ? status : undefined);
  const withCreateForm = collectionRows.createForm ? [...rows, collectionRows.createForm] : rows;
  return {
    canWrite: mayCreateWithStatus(grants, subject, status),
    canDelete: false,
    readBlacklist: union(rows, (row) => row.readFieldBlacklist),
    writeBlacklist: union(withCreateForm, (row) => row.writeFieldBlacklist),
  };
}

/**
 * The rights on several stored items at once (batch edit, spec 2 §5): each right only when every
 * item has it, and a field blacklisted on any item's rows is blacklisted for all.
 */
export function batchRights(
  grants: Grants,
  subject: PermissionSubject,
  items: readonly Item[],
): ItemRights {
  const each = items.map((item) => itemRights(grants, subject, item));
  return {
    canWrite: each.length > 0 && each.every((rights) => rights.canWrite),
    canDelete: each.length > 0 && each.every((rights) => rights.canDelete),
    readBlacklist: [...new Set(each.flatMap((rights) => rights.readBlacklist))],
    writeBlacklist: [...new Set(each.flatMap((rights) => rights.writeBlacklist))],
  };
}
