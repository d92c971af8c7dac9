import { type Grants, rowsOf } from './grants.js';
import { ownerId, type PermissionRow, REQUIRED_LEVEL } from './shared-rules.js';
import type { PermissionSubject } from './subject.js';

// The `role` level lets a user act on items of users who share their role (contract §9.4). The
// server looks the owner's role up; the admin knows only the owner's id from a list row, so it asks
// for those owners' roles (use-owner-roles.ts) and hands the rules an item whose owner carries its
// role. An owner whose role is not known is not a role-mate: the action is not offered.

type Item = Readonly<Record<string, unknown>>;

const ROLE_ACTIONS = ['update', 'delete'] as const;

function grantsRole(row: PermissionRow | undefined): boolean {
  return row !== undefined && ROLE_ACTIONS.some((action) => row[action] === REQUIRED_LEVEL.role);
}

/** Whether any row of the collection grants exactly `role`, so owners' roles decide something. */
export function ownerRolesMatter(grants: Grants, subject: PermissionSubject): boolean {
  if (grants.admin || grants.roleId === null || subject.ownerField === undefined) return false;
  const rows = rowsOf(grants, subject.name);
  return grantsRole(rows.global) || [...rows.byStatus.values()].some(grantsRole);
}

/** The plain owner ids of the items, other than the caller's own (those need no role). */
export function ownerIdsOf(
  grants: Grants,
  subject: PermissionSubject,
  items: readonly Item[],
): number[] {
  const field = subject.ownerField;
  if (field === undefined) return [];
  const ids = new Set<number>();
  for (const item of items) {
    const value = item[field];
    const id = ownerId(value !== null && typeof value === 'object' ? undefined : value);
    if (id !== undefined && id !== grants.userId) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The item with its owner as `{ id, role }` when the role is known (the shape ownership.ts reads),
 * else unchanged. Only for judging: the rows a layout shows keep their plain values.
 */
export function withOwnerRole(
  subject: PermissionSubject,
  roles: ReadonlyMap<number, number | null>,
  item: Item,
): Item {
  const field = subject.ownerField;
  if (field === undefined) return item;
  const id = ownerId(item[field]);
  if (id === undefined || !roles.has(id)) return item;
  return { ...item, [field]: { id, role: roles.get(id) } };
}
