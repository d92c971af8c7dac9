// /{project}/roles (contract §7.9): CRUD over directus_roles under the caller's permissions.
// Rules in services/system/roles.ts: default permission rows for new roles, roles 1 and 2 cannot
// be deleted (E3/401), a deleted role's permissions, presets and user assignments are removed.
import type { FastifyInstance } from 'fastify';
import {
  assertDeletableRole,
  cleanUpDeletedRole,
  insertDefaultPermissions,
} from '../../services/system/roles.js';
import { crudRoutes } from './shared.js';

export function rolesRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: 'roles',
    collection: 'directus_roles',
    async create(tx, _call, payload, write) {
      const key = await write(payload);
      await insertDefaultPermissions(tx, key);
      return key;
    },
    async remove(tx, _call, key, remove) {
      assertDeletableRole(key);
      await remove();
      await cleanUpDeletedRole(tx, key);
    },
  });
}
