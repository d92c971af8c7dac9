// Loads what the permission decisions need for one caller: the directus_permissions rows of their
// role and, only when some row uses the `role` level, the ids of the users in that role (§9.1).
// Nothing is kept between requests; `requestPermissions` memoises the load for one request.
import type { Knex } from 'knex';
import type { Actor } from '../../http/actor.js';
import { type PermissionRecord, toPermissionRecord } from './permission-rows.js';
import { PermissionService } from './permission-service.js';

/** Whether any row grants a `role` level, so the role's user ids are needed. */
export function usesRoleLevel(records: readonly PermissionRecord[]): boolean {
  return records.some((record) => [record.read, record.update, record.delete].includes('role'));
}

/**
 * The caller's permissions: two small queries at most, none for admins (they bypass every check,
 * and role 1 has no meaningful rows).
 */
export async function loadPermissions(
  db: Knex,
  actor: Readonly<Actor>,
): Promise<PermissionService> {
  if (actor.admin) return new PermissionService(actor, []);
  const rows: Record<string, unknown>[] = await db('directus_permissions')
    .where('role', actor.roleId)
    .orderBy('id');
  return permissionsWithRows(db, actor, rows.map(toPermissionRecord));
}

/**
 * The caller's permissions over the given rows of their role (stored ones, or candidate rows a
 * role preview tries out), with the role's user ids when a `role` level needs them.
 */
export async function permissionsWithRows(
  db: Knex,
  actor: Readonly<Actor>,
  records: readonly PermissionRecord[],
): Promise<PermissionService> {
  let roleUserIds: number[] = [];
  if (usesRoleLevel(records)) {
    const users: { id: unknown }[] = await db('directus_users')
      .where('role', actor.roleId)
      .select('id');
    roleUserIds = users.map((user) => Number(user.id));
  }
  return new PermissionService(actor, records, roleUserIds);
}

interface CachedLoad {
  actor: Readonly<Actor>;
  db: Knex;
  permissions: Promise<PermissionService>;
}

const perRequest = new WeakMap<object, CachedLoad>();

/**
 * `loadPermissions` once per request: pass the request object (anything that lives exactly as
 * long as the request). A changed actor or database loads again.
 */
export function requestPermissions(
  request: { readonly actor: Readonly<Actor> },
  db: Knex,
): Promise<PermissionService> {
  const cached = perRequest.get(request);
  if (cached && cached.actor === request.actor && cached.db === db) return cached.permissions;
  const permissions = loadPermissions(db, request.actor);
  perRequest.set(request, { actor: request.actor, db, permissions });
  // A failed load is not kept: the next call tries again.
  permissions.catch(() => {
    if (perRequest.get(request)?.permissions === permissions) perRequest.delete(request);
  });
  return permissions;
}
