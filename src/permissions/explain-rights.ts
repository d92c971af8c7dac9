import { type Grants, rowsOf } from './grants.js';
import { explainRequires, type PermissionRow, rowsAt } from './shared-rules.js';
import { type PermissionSubject, statusOf } from './subject.js';

// When a write must say why (contract §9.6 `explain`): the server refuses it without a
// `comment` when any row that governs it asks for one for that action (create, update, delete or
// always). The admin asks for the comment before sending, as the server will judge it.

type Item = Readonly<Record<string, unknown>>;

function asks(rows: readonly PermissionRow[], action: 'create' | 'update' | 'delete'): boolean {
  return rows.some((row) => explainRequires(row.explain, action));
}

/** Creating an item with these values. */
export function createNeedsComment(
  grants: Grants,
  subject: PermissionSubject,
  values: Item,
): boolean {
  if (grants.admin) return false;
  const status = subject.statusField
    ? (statusOf(subject, values) ?? subject.defaultStatus)
    : undefined;
  return asks(rowsAt(rowsOf(grants, subject.name), status), 'create');
}

/** Updating the stored item, moving it to `target` when given (its status field in the changes). */
export function updateNeedsComment(
  grants: Grants,
  subject: PermissionSubject,
  stored: Item,
  target?: string,
): boolean {
  if (grants.admin) return false;
  const rows = rowsOf(grants, subject.name);
  const current = statusOf(subject, stored);
  const involved =
    target !== undefined && target !== current
      ? [...rowsAt(rows, current), ...rowsAt(rows, target)]
      : rowsAt(rows, current);
  return asks(involved, 'update');
}

/**
 * Deleting the stored item the admin's way: moving it to the soft-delete status is an update
 * (judged on both statuses' rows), any other delete a delete.
 */
export function deleteNeedsComment(
  grants: Grants,
  subject: PermissionSubject,
  stored: Item,
): boolean {
  if (grants.admin) return false;
  const softDelete = subject.softDeleteStatuses[0];
  if (softDelete !== undefined && subject.statusField) {
    return updateNeedsComment(grants, subject, stored, softDelete);
  }
  return asks(rowsAt(rowsOf(grants, subject.name), statusOf(subject, stored)), 'delete');
}
