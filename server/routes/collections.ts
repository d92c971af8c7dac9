// /{project}/collections (contract §7.2): list (system + managed + unmanaged tables), read (CSV →
// array), create (admin), update (admin), delete (admin, drops the table). The work is in
// services/schema-admin.
import type { FastifyInstance } from 'fastify';
import { anyObjectBodyRoute, type Payload } from '../http/bodies.js';
import { envelope, sendEmpty } from '../http/envelope.js';
import type { RawParams } from '../services/query/params.js';
import {
  createCollection,
  deleteCollection,
  listCollections,
  readCollections,
  schemaAdminContext,
  updateCollection,
} from '../services/schema-admin/index.js';

interface Params {
  project: string;
  collection: string;
}

export async function collectionsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Pick<Params, 'project'> }>('/collections', async (request) => {
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(await listCollections(ctx, (request.query ?? {}) as RawParams));
  });

  app.get<{ Params: Params }>('/collections/:collection', async (request) => {
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(await readCollections(ctx, request.params.collection));
  });

  app.post<{ Body: Payload }>('/collections', anyObjectBodyRoute, async (request) => {
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(await createCollection(ctx, request.body));
  });

  app.patch<{ Params: Params; Body: Payload }>(
    '/collections/:collection',
    anyObjectBodyRoute,
    async (request) => {
      const ctx = await schemaAdminContext(app.cms, request);
      return envelope(await updateCollection(ctx, request.params.collection, request.body));
    },
  );

  app.delete<{ Params: Params }>('/collections/:collection', async (request, reply) => {
    const ctx = await schemaAdminContext(app.cms, request);
    await deleteCollection(ctx, request.params.collection);
    return sendEmpty(request, reply);
  });
}
