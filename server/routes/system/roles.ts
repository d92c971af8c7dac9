// /{project}/roles (contract §7.9): CRUD over directus_roles under the caller's permissions.
// Rules in services/system/roles.ts: default permission rows for new roles, roles 1 and 2 cannot
// be deleted (E3/401), ip_whitelist entries are addresses or CIDR ranges (E4/422), a deleted
// role's permissions, presets and user assignments are removed.
import type { FastifyInstance } from 'fastify';
import {
  assertDeletableRole,
  assertRolePayload,
  cleanUpDeletedRole,
  insertDefaultPermissions,
} from '../../services/system/roles.js';
import { crudRoutes } from './shared.js';

export function rolesRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: 'roles',
    collection: 'directus_roles',
    async create(tx, _call, payload, write) {
      assertRolePayload(payload);
      const key = await write(payload);
      await insertDefaultPermissions(tx, key);
      return key;
    },
    async update(_tx, _call, _key, payload, write) {
      assertRolePayload(payload);
      return write(payload);
    },
    async remove(tx, _call, key, remove) {
      assertDeletableRole(key);
      await remove();
      await cleanUpDeletedRole(tx, key);
    },
  });
}
