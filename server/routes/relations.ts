// /{project}/relations (contract §7.4): directus_relations rows. Reads follow the caller's read
// permission on directus_relations; writes are for admins. The work is in services/schema-admin.
import type { FastifyInstance } from 'fastify';
import { anyObjectBodyRoute, objectOrArrayBodyRoute, type Payload } from '../http/bodies.js';
import { envelope, sendEmpty } from '../http/envelope.js';
import {
  createRelations,
  deleteRelations,
  schemaAdminContext,
  updateRelations,
} from '../services/schema-admin/index.js';
import { crudRoutes } from './system/shared.js';

interface Params {
  project: string;
  id: string;
}

export async function relationsRoutes(app: FastifyInstance): Promise<void> {
  // Reads go through the item engine like every system collection: every §3 parameter and
  // operator, under the caller's read permission on directus_relations.
  crudRoutes(app, { path: 'relations', collection: 'directus_relations' }, ['list', 'read']);

  // An array's entries are checked by the service.
  app.post<{ Body: Payload | Payload[] }>('/relations', objectOrArrayBodyRoute, async (request) => {
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(await createRelations(ctx, request.body));
  });

  app.patch<{ Params: Params; Body: Payload }>(
    '/relations/:id',
    anyObjectBodyRoute,
    async (request) => {
      const ctx = await schemaAdminContext(app.cms, request);
      return envelope(await updateRelations(ctx, request.params.id, request.body));
    },
  );

  app.delete<{ Params: Params }>('/relations/:id', async (request, reply) => {
    const ctx = await schemaAdminContext(app.cms, request);
    await deleteRelations(ctx, request.params.id);
    return sendEmpty(request, reply);
  });
}
