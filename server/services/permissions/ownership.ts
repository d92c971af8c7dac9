// Whose item it is, and the level each case needs (contract §9.4). Pure and free of node code: the
// admin (src/permissions/) imports this file too, so the client judges an item exactly as the
// server does. It lives here, not in a shared folder, because the server build's rootDir is
// server/ while the admin's bundler follows a relative import anywhere.

import { type Action, type Level, levelAtLeast } from './levels.js';

/** Whose item it is, seen from the caller. */
export type Ownership = 'own' | 'role' | 'other';

/** The level an update or delete needs on an item of each ownership. */
export const REQUIRED_LEVEL: Readonly<Record<Ownership, Level>> = {
  own: 'mine',
  role: 'role',
  other: 'full',
};

/**
 * System collections without an owner field where the caller's own row needs only `mine`
 * (§9.4); every other row needs `full`. A user deleting their own account is not among them.
 */
export const OWN_ROW_FIELDS: Readonly<
  Record<string, { field: string; actions: readonly Action[] }>
> = {
  directus_users: { field: 'id', actions: ['update'] },
  directus_collection_presets: { field: 'user', actions: ['update', 'delete'] },
};

/** directus_files' owner column, should a caller not name it. */
export const DEFAULT_OWNER_FIELDS: Readonly<Record<string, string>> = {
  directus_files: 'uploaded_by',
};

/**
 * System collections whose `mine` / `role` reads are scoped on a fixed column (§9.4): a user id
 * column (`by: 'user'`) or a role id column (`by: 'role'`).
 */
export const READ_SCOPE_COLUMNS: Readonly<Record<string, { column: string; by: 'user' | 'role' }>> =
  {
    directus_users: { column: 'id', by: 'user' },
    directus_roles: { column: 'id', by: 'role' },
    directus_permissions: { column: 'role', by: 'role' },
    directus_activity: { column: 'action_by', by: 'user' },
  };

/** A user id as stored (number, numeric string, bigint), else undefined: "no owner". */
export function ownerId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

/**
 * own / same role / other by the owner value. No owner field, or an empty or unreadable owner, is
 * "other" (needs `full`), so `mine` and `role` never reach an item nobody owns.
 */
export function ownerTier(
  ownerField: string | undefined,
  item: Readonly<Record<string, unknown>>,
  userId: number,
  inRole: (owner: number) => boolean,
): Ownership {
  const owner = ownerField === undefined ? undefined : ownerId(item[ownerField]);
  if (owner === undefined) return 'other';
  if (owner === userId) return 'own';
  return inRole(owner) ? 'role' : 'other';
}

/**
 * Whose item it is for an update or delete. Public callers own nothing (they all share user id
 * 0). The caller's own directus_users row (update) and own presets are "own"; any other row of
 * those collections is "other".
 */
export function ownershipFor(
  caller: { userId: number; public: boolean },
  collection: { name: string; ownerField: string | undefined },
  item: Readonly<Record<string, unknown>>,
  action: 'update' | 'delete',
  inRole: (owner: number) => boolean,
): Ownership {
  if (caller.public) return 'other';
  const ownRow = OWN_ROW_FIELDS[collection.name];
  if (ownRow) {
    return ownRow.actions.includes(action) && ownerId(item[ownRow.field]) === caller.userId
      ? 'own'
      : 'other';
  }
  return ownerTier(collection.ownerField, item, caller.userId, inRole);
}

/** True when `granted` allows acting on an item of this ownership. */
export function allowsOwnership(granted: Level, ownership: Ownership): boolean {
  return levelAtLeast(granted, REQUIRED_LEVEL[ownership]);
}
