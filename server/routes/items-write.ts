// Item writes (contract §6.2-6.8): thin handlers over services/items.
//
//   POST   /{project}/items/{c}          object → create; array of objects → batch create
//   PATCH  /{project}/items/{c}          array of objects with their keys → batch update
//   PATCH  /{project}/items/{c}/{pk}     object → update; CSV keys → same patch for each;
//                                        array body → batch update by the keys in the body
//   DELETE /{project}/items/{c}/{pk}     CSV keys → batch delete; 204
//
// The body's shape is checked first (route schemas, http/bodies.ts: E13 / E4); then
// `directus_*` collections → E201/401 (the system endpoints call the service themselves);
// unknown collection → E200/404. Responses: the written items re-read with `fields`/`meta`; when
// nothing is readable afterwards, 204 (or 200 {"public": true} for the public role).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSystemCollection } from '../db/system-collections.js';
import { ApiError } from '../errors/api-error.js';
import { batchBodyRoute, csvKeys, type Payload, writeBodyRoute } from '../http/bodies.js';
import { envelope, sendEmpty } from '../http/envelope.js';
import { activityClient } from '../services/activity/log-activity.js';
import {
  createItems,
  createWriteContext,
  deleteItems,
  type Key,
  prepareReadBack,
  requireCollection,
  updateItems,
  updatesForKeys,
  updatesFromBatch,
  type WriteContext,
  type WrittenItems,
} from '../services/items/index.js';
import { requestPermissions } from '../services/permissions/index.js';
import { parseQueryString } from '../services/query/query-string.js';
import { getSchema } from '../services/schema/index.js';
import { webhookTrigger } from '../services/webhooks/index.js';

interface CollectionParams {
  collection: string;
}

interface ItemParams extends CollectionParams {
  pk: string;
}

/** The request's query parameters, parsed PHP-style (contract §1.3). */
export function requestParams(request: FastifyRequest): Record<string, unknown> {
  const index = request.url.indexOf('?');
  return index === -1 ? {} : parseQueryString(request.url.slice(index + 1));
}

interface WriteSetup {
  context: WriteContext;
  params: Record<string, unknown>;
  readBack(single: boolean): Promise<(keys: readonly Key[]) => Promise<WrittenItems>>;
}

/** Checks the collection and gathers what a write needs (before any write). */
export async function setUpItemWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  collection: string,
): Promise<WriteSetup> {
  const { project } = request;
  if (isSystemCollection(collection)) throw new ApiError('SYSTEM_COLLECTION_ACCESS');
  const schema = await getSchema(project.db);
  requireCollection(schema, collection);
  const permissions = await requestPermissions(request, project.db);
  const params = requestParams(request);
  const context = createWriteContext({
    db: project.db,
    schema,
    permissions,
    actor: request.actor,
    params,
    client: activityClient(request),
    afterCommit: webhookTrigger(app.cms, project),
  });
  return {
    context,
    params,
    readBack: (single) =>
      prepareReadBack({ db: project.db, schema, permissions, collection, params, single }),
  };
}

/** Sends the re-read items, or the empty answer when there is nothing to show. */
export function sendWritten(
  request: FastifyRequest,
  reply: FastifyReply,
  written: WrittenItems,
): FastifyReply {
  const { data } = written;
  if (data === null || (Array.isArray(data) && data.length === 0)) {
    return sendEmpty(request, reply);
  }
  return reply.send(envelope(data, { meta: written.meta, messages: written.messages }));
}

export async function itemsWriteRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: CollectionParams; Body: Payload | Payload[] }>(
    '/items/:collection',
    writeBodyRoute('create'),
    async (request, reply) => {
      const { collection } = request.params;
      const setup = await setUpItemWrite(app, request, collection);
      const body = request.body;
      const single = !Array.isArray(body);
      const payloads = Array.isArray(body) ? body : [body];
      const readBack = await setup.readBack(single);
      const keys = await createItems(setup.context, collection, payloads);
      return sendWritten(request, reply, await readBack(keys));
    },
  );

  app.patch<{ Params: CollectionParams; Body: Payload[] }>(
    '/items/:collection',
    batchBodyRoute('update'),
    async (request, reply) => {
      const { collection } = request.params;
      const setup = await setUpItemWrite(app, request, collection);
      const updates = updatesFromBatch(setup.context, collection, request.body);
      const readBack = await setup.readBack(false);
      const keys = await updateItems(setup.context, collection, updates);
      return sendWritten(request, reply, await readBack(keys));
    },
  );

  app.patch<{ Params: ItemParams; Body: Payload | Payload[] }>(
    '/items/:collection/:pk',
    writeBodyRoute('update'),
    async (request, reply) => {
      const { collection, pk } = request.params;
      const body = request.body;
      const keys = csvKeys(pk);
      const setup = await setUpItemWrite(app, request, collection);
      let single: boolean;
      let updates: ReturnType<typeof updatesForKeys>;
      if (Array.isArray(body)) {
        single = false;
        updates = updatesFromBatch(setup.context, collection, body);
      } else {
        if (keys.length === 0) throw new ApiError('ITEM_NOT_FOUND');
        single = keys.length === 1;
        updates = updatesForKeys(keys, body);
      }
      const readBack = await setup.readBack(single);
      const written = await updateItems(setup.context, collection, updates);
      return sendWritten(request, reply, await readBack(written));
    },
  );

  app.delete<{ Params: ItemParams }>('/items/:collection/:pk', async (request, reply) => {
    const { collection, pk } = request.params;
    const keys = csvKeys(pk);
    const setup = await setUpItemWrite(app, request, collection);
    if (keys.length === 0) throw new ApiError('ITEM_NOT_FOUND');
    await deleteItems(setup.context, collection, keys);
    return sendEmpty(request, reply);
  });
}
