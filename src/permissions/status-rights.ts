import { type Grants, rowsOf } from './grants.js';
import { itemOwnership } from './ownership.js';
import { allowsOwnership, levelAtLeast, levelOf, rowsAt } from './shared-rules.js';
import { type PermissionSubject, statusOf } from './subject.js';

// Which statuses the user may give an item (contract §9.4, §9.5), by the server's rules: a new
// item's status must be mapped, outside the `$create` row's status blacklist (or, without
// workflow rows, the collection row's) and creatable there; an item may move to a mapped status
// outside its current row's status blacklist, and moving it to a soft-delete status is a delete.

type Item = Readonly<Record<string, unknown>>;

/** Whether a new item may be created with this status (undefined: no status field / none set). */
export function mayCreateWithStatus(
  grants: Grants,
  subject: PermissionSubject,
  status: string | undefined,
): boolean {
  if (grants.admin) return true;
  const rows = rowsOf(grants, subject.name);
  const effective = subject.statusField ? (status ?? subject.defaultStatus) : undefined;
  if (!levelAtLeast(levelOf(rowsAt(rows, effective), 'create'), 'mine')) return false;
  if (effective === undefined) return true;
  if (subject.statuses.length > 0 && !subject.statuses.includes(effective)) return false;
  const blacklist =
    rows.createForm?.statusBlacklist ?? (rows.workflow ? [] : rows.global?.statusBlacklist) ?? [];
  return !blacklist.includes(effective);
}

/** Whether the stored item may be moved to `target` (its own status is always "allowed"). */
export function mayMoveToStatus(
  grants: Grants,
  subject: PermissionSubject,
  item: Item,
  target: string,
): boolean {
  if (grants.admin) return true;
  const current = statusOf(subject, item);
  if (target === current) return true;
  const currentRows = rowsAt(rowsOf(grants, subject.name), current);
  const softDelete = subject.softDeleteStatuses.includes(target);
  if (!softDelete && current !== undefined && subject.softDeleteStatuses.includes(current)) {
    return false;
  }
  const action = softDelete ? 'delete' : 'update';
  const ownership = itemOwnership(grants, subject, item, action);
  if (!allowsOwnership(levelOf(currentRows, action), ownership)) return false;
  if (subject.statuses.length > 0 && !subject.statuses.includes(target)) return false;
  if (currentRows.some((row) => row.statusBlacklist.includes(target))) return false;
  // The move writes the status field: it must not be write-blacklisted there or at the target.
  const field = subject.statusField;
  const targetRows = rowsAt(rowsOf(grants, subject.name), target);
  return (
    !field ||
    ![...currentRows, ...targetRows].some((row) => row.writeFieldBlacklist.includes(field))
  );
}

/**
 * The statuses a status control may offer: for a new item (`stored` null) those it may be created
 * with, else those the stored item may move to (its current status included).
 */
export function statusChoices(
  grants: Grants,
  subject: PermissionSubject,
  stored: Item | null,
): string[] {
  return subject.statuses.filter((status) =>
    stored === null
      ? mayCreateWithStatus(grants, subject, status)
      : mayMoveToStatus(grants, subject, stored, status),
  );
}

/** The statuses every one of the stored items may move to (batch edit). */
export function batchStatusChoices(
  grants: Grants,
  subject: PermissionSubject,
  items: readonly Item[],
): string[] {
  return subject.statuses.filter((status) =>
    items.every((item) => mayMoveToStatus(grants, subject, item, status)),
  );
}

/** Whether the user may create items at all: with the default status or some mapped one. */
export function mayCreateItems(grants: Grants, subject: PermissionSubject): boolean {
  return (
    mayCreateWithStatus(grants, subject, undefined) ||
    subject.statuses.some((status) => mayCreateWithStatus(grants, subject, status))
  );
}
