// /{project}/permissions (contract §7.8): CRUD over directus_permissions (batch POST and PATCH
// arrays as the SDK sends them) plus the caller's own rows:
//
//   GET /{project}/permissions/me                 every row of the caller's role (`$create` too;
//                                                 none for admins)
//   GET /{project}/permissions/me/{collection}    the collection's rows: an array when status rows
//                                                 exist, else the collection-wide row, or []
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { envelope } from '../../http/envelope.js';
import { assertPermissionValues } from '../../services/system/permissions.js';
import { crudRoutes, systemCall } from './shared.js';

export function permissionsRoutes(app: FastifyInstance): void {
  app.get<{ Params: { project: string } }>('/permissions/me', async (request) => {
    const call = await systemCall(app, request);
    return envelope(call.permissions.myPermissions());
  });

  app.get<{ Params: { project: string; collection: string } }>(
    '/permissions/me/:collection',
    async (request) => {
      const call = await systemCall(app, request);
      const { collection } = request.params;
      if (!call.schema.collections.has(collection)) {
        throw new ApiError('COLLECTION_NOT_FOUND', `Unable to find collection: ${collection}`);
      }
      return envelope(call.permissions.myPermissionsFor(collection));
    },
  );

  crudRoutes(app, {
    path: 'permissions',
    collection: 'directus_permissions',
    create(_tx, _call, payload, write) {
      assertPermissionValues(payload);
      return write(payload);
    },
    update(_tx, _call, _key, payload, write) {
      assertPermissionValues(payload);
      return write(payload);
    },
  });
}
