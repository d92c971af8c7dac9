import type { Grants } from './grants.js';
import { type Ownership, ownerId, ownershipFor, ownerTier } from './shared-rules.js';
import type { PermissionSubject } from './subject.js';

// Whose item it is, judged by the server's rule (ownership.ts): no owner field, or an empty owner,
// is "other" and needs `full`, so `mine` never reaches such an item.
//
// `role` needs to know whether the owner shares the caller's role. The item says so when its owner
// carries a role (`{ id, role }`: expanded by the server, or filled in from the owners' roles the
// admin asked for, owner-roles.ts); an owner known only by id is not counted as a role-mate, so
// `role` offers nothing the server could refuse. `mine` and `none` are never offered on someone
// else's item, and `full` needs no owner at all.

function roleIdOf(value: unknown): number | undefined {
  if (value !== null && typeof value === 'object') return ownerId((value as { id?: unknown }).id);
  return ownerId(value);
}

/** The owner's id, and their role when the item carries the owner expanded. */
function ownerOf(value: unknown): { id: unknown; role?: number } {
  if (value === null || typeof value !== 'object') return { id: value };
  const owner = value as { id?: unknown; role?: unknown };
  return { id: owner.id, role: roleIdOf(owner.role) };
}

/** The item with a plain owner id in its owner field, and what is known of the owner's role. */
function judged(
  grants: Grants,
  subject: PermissionSubject,
  item: Readonly<Record<string, unknown>>,
) {
  const field = subject.ownerField;
  const owner = field === undefined ? undefined : ownerOf(item[field]);
  return {
    // The shared rule reads a plain id from the owner field.
    item: field === undefined ? item : { ...item, [field]: owner?.id },
    inRole: () => owner?.role !== undefined && owner.role === grants.roleId,
  };
}

/** Whose item it is for an update or a delete (the server's `ownership`). */
export function itemOwnership(
  grants: Grants,
  subject: PermissionSubject,
  item: Readonly<Record<string, unknown>>,
  action: 'update' | 'delete',
): Ownership {
  if (grants.userId === null) return 'other';
  const plain = judged(grants, subject, item);
  return ownershipFor(
    { userId: grants.userId, public: false },
    { name: subject.name, ownerField: subject.ownerField },
    plain.item,
    action,
    plain.inRole,
  );
}

/** Whose item it is by its owner field alone (the server's owner tier, used for comments). */
export function itemOwnerTier(
  grants: Grants,
  subject: PermissionSubject,
  item: Readonly<Record<string, unknown>>,
): Ownership {
  if (grants.userId === null) return 'other';
  const plain = judged(grants, subject, item);
  return ownerTier(subject.ownerField, plain.item, grants.userId, plain.inRole);
}
