// /{project}/relations (contract §7.4): directus_relations rows. Reads follow the caller's read
// permission on directus_relations; writes are for admins. The work is in services/schema-admin.
import type { FastifyInstance } from 'fastify';
import { invalidPayload } from '../errors/api-error.js';
import { envelope, sendEmpty } from '../http/envelope.js';
import {
  createRelations,
  deleteRelations,
  schemaAdminContext,
  updateRelations,
} from '../services/schema-admin/index.js';
import { isPlainObject } from '../services/schema-admin/payload.js';
import { crudRoutes } from './system/shared.js';

interface Params {
  project: string;
  id: string;
}

export async function relationsRoutes(app: FastifyInstance): Promise<void> {
  // Reads go through the item engine like every system collection: every §3 parameter and
  // operator, under the caller's read permission on directus_relations.
  crudRoutes(app, { path: 'relations', collection: 'directus_relations' }, ['list', 'read']);

  app.post<{ Params: Pick<Params, 'project'> }>('/relations', async (request) => {
    const body = request.body;
    if (!isPlainObject(body) && !Array.isArray(body)) throw invalidPayload();
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(await createRelations(ctx, body));
  });

  app.patch<{ Params: Params }>('/relations/:id', async (request) => {
    const body = request.body;
    if (!isPlainObject(body)) throw invalidPayload();
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(await updateRelations(ctx, request.params.id, body));
  });

  app.delete<{ Params: Params }>('/relations/:id', async (request, reply) => {
    const ctx = await schemaAdminContext(app.cms, request);
    await deleteRelations(ctx, request.params.id);
    return sendEmpty(request, reply);
  });
}
