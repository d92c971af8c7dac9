// /{project}/search-index (admins only): GET the database's search status with every user
// collection's switch; PATCH /{project}/search-index/{collection} `{"enabled": false|true}` turns a
// collection's index off or on and answers the new status of that collection.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { anyObjectBodyRoute, type Payload } from '../../http/bodies.js';
import { envelope } from '../../http/envelope.js';
import { getSchema } from '../schema/index.js';
import { searchIndexStatus } from './status.js';
import { parseEnabled, setSearchIndexEnabled } from './switch.js';

function assertAdmin(request: FastifyRequest): void {
  if (request.actor.public) throw new ApiError('UNAUTHORIZED');
  if (!request.actor.admin) throw new ApiError('FORBIDDEN', 'Only admins manage search indexes');
}

export async function searchIndexRoutes(app: FastifyInstance): Promise<void> {
  app.get('/search-index', async (request) => {
    assertAdmin(request);
    const { db } = request.project;
    return envelope(await searchIndexStatus(db, await getSchema(db)));
  });

  app.patch<{ Params: { collection: string }; Body: Payload }>(
    '/search-index/:collection',
    anyObjectBodyRoute,
    async (request) => {
      assertAdmin(request);
      const { db } = request.project;
      const name = request.params.collection;
      const enabled = parseEnabled(request.body);
      const schema = await getSchema(db);
      const collection = schema.collections.get(name);
      if (!collection || collection.system) {
        throw new ApiError('COLLECTION_NOT_FOUND', `Collection "${name}" not found`);
      }
      await setSearchIndexEnabled(db, name, enabled);
      const status = await searchIndexStatus(db, await getSchema(db));
      return envelope(status.collections.find((entry) => entry.collection === name));
    },
  );
}
