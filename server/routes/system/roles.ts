// /{project}/roles (contract §7.9): CRUD over directus_roles under the caller's permissions.
// Rules in services/system/roles.ts: default permission rows for new roles, roles 1 and 2 cannot
// be deleted (E3/401), ip_whitelist entries are addresses or CIDR ranges (E4/422), a deleted
// role's permissions, presets and user assignments are removed.
//
//   POST /{project}/roles/{id}/preview  {collection, user?, permissions?}   admin only (E3/401)
//     what the role would read of the collection: services/system/role-preview.ts
import type { FastifyInstance } from 'fastify';
import { ApiError, unauthorized } from '../../errors/api-error.js';
import { objectBodyRoute, type Payload } from '../../http/bodies.js';
import { envelope } from '../../http/envelope.js';
import { rowId } from '../../services/system/ids.js';
import { previewRole } from '../../services/system/role-preview.js';
import {
  assertDeletableRole,
  assertRolePayload,
  cleanUpDeletedRole,
  insertDefaultPermissions,
} from '../../services/system/roles.js';
import { crudRoutes, systemCall } from './shared.js';

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

  app.post<{ Params: { id: string }; Body: Payload }>(
    '/roles/:id/preview',
    {
      ...objectBodyRoute,
      // Refused before the body is even looked at.
      preValidation: async (request) => {
        if (!request.actor.admin) throw unauthorized('Only administrators may preview a role');
      },
    },
    async (request) => {
      const roleId = rowId(request.params.id);
      if (roleId === undefined) throw new ApiError('ITEM_NOT_FOUND');
      const call = await systemCall(app, request);
      const preview = await previewRole({
        db: call.project.db,
        schema: call.schema,
        settings: call.settings,
        roleId,
        body: request.body,
      });
      return envelope(preview);
    },
  );
}
