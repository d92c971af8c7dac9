import { type Grants, rowsOf } from './grants.js';
import { itemOwnerTier } from './ownership.js';
import { commentLevelAtLeast, commentLevelOf, rowsAt } from './shared-rules.js';
import { type PermissionSubject, statusOf } from './subject.js';

// Comments on an item (spec 2 §6; contract §9.6), by the server's rules: the comment level of the
// rows of the item's status (no row: allowed); adding needs `create`; editing or deleting one
// needs `update` on the user's own items or in a collection without owner field, else `full`.

type Item = Readonly<Record<string, unknown>>;

function commentLevel(grants: Grants, subject: PermissionSubject, item: Item) {
  return commentLevelOf(rowsAt(rowsOf(grants, subject.name), statusOf(subject, item)));
}

export function mayComment(grants: Grants, subject: PermissionSubject, item: Item): boolean {
  if (grants.admin) return true;
  return commentLevelAtLeast(commentLevel(grants, subject, item), 'create');
}

export function mayChangeComment(grants: Grants, subject: PermissionSubject, item: Item): boolean {
  if (grants.admin) return true;
  const own = subject.ownerField === undefined || itemOwnerTier(grants, subject, item) === 'own';
  return commentLevelAtLeast(commentLevel(grants, subject, item), own ? 'update' : 'full');
}
