// Item writes (contract §6.2-6.8): thin handlers over services/items.
//
//   POST   /{project}/items/{c}          object → create; array of objects → batch create
//   PATCH  /{project}/items/{c}          array of objects with their keys → batch update
//   PATCH  /{project}/items/{c}/{pk}     object → update; CSV keys → same patch for each;
//                                        array body → batch update by the keys in the body
//   DELETE /{project}/items/{c}/{pk}     CSV keys → batch delete; 204
//
// `directus_*` collections → E201/401 (the system endpoints call the service themselves);
// unknown collection → E200/404. Responses: the written items re-read with `fields`/`meta`; when
// nothing is readable afterwards, 204 (or 200 {"public": true} for the public role).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSystemCollection } from '../db/system-collections.js';
import { ApiError, invalidPayload, invalidRequest } from '../errors/api-error.js';
import { envelope, sendEmpty } from '../http/envelope.js';
import { resolveProject } from '../http/project-context.js';
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
  project: string;
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

/** `1,2,3` → ['1', '2', '3'] (empty entries dropped). */
export function csvKeys(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty object body, else E13. */
function objectBody(body: unknown): Record<string, unknown> {
  if (!isObject(body) || Object.keys(body).length === 0) throw invalidPayload();
  return body;
}

/** A non-empty array of objects, else E13 (empty) or E4. */
function batchBody(body: unknown, verb: 'create' | 'update'): Record<string, unknown>[] {
  if (Array.isArray(body) && body.length === 0) throw invalidPayload();
  if (!Array.isArray(body) || !body.every(isObject)) {
    throw invalidRequest(`batch ${verb} expect an array of items`);
  }
  return body;
}

interface WriteSetup {
  context: WriteContext;
  params: Record<string, unknown>;
  readBack(single: boolean): Promise<(keys: readonly Key[]) => Promise<WrittenItems>>;
}

/** Resolves the project and collection and gathers what a write needs (before any write). */
export async function setUpItemWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  projectKey: string,
  collection: string,
): Promise<WriteSetup> {
  const project = await resolveProject(app.cms, projectKey);
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
  app.post<{ Params: CollectionParams }>('/:project/items/:collection', async (request, reply) => {
    const { project, collection } = request.params;
    const setup = await setUpItemWrite(app, request, project, collection);
    const body = request.body;
    const single = !Array.isArray(body);
    const payloads = single ? [objectBody(body)] : batchBody(body, 'create');
    const readBack = await setup.readBack(single);
    const keys = await createItems(setup.context, collection, payloads);
    return sendWritten(request, reply, await readBack(keys));
  });

  app.patch<{ Params: CollectionParams }>('/:project/items/:collection', async (request, reply) => {
    const { project, collection } = request.params;
    const setup = await setUpItemWrite(app, request, project, collection);
    const items = batchBody(request.body, 'update');
    const updates = updatesFromBatch(setup.context, collection, items);
    const readBack = await setup.readBack(false);
    const keys = await updateItems(setup.context, collection, updates);
    return sendWritten(request, reply, await readBack(keys));
  });

  app.patch<{ Params: ItemParams }>('/:project/items/:collection/:pk', async (request, reply) => {
    const { project, collection, pk } = request.params;
    const body = request.body;
    const keys = csvKeys(pk);
    const setup = await setUpItemWrite(app, request, project, collection);
    let single: boolean;
    let updates: ReturnType<typeof updatesForKeys>;
    if (Array.isArray(body)) {
      single = false;
      updates = updatesFromBatch(setup.context, collection, batchBody(body, 'update'));
    } else {
      const payload = objectBody(body);
      if (keys.length === 0) throw new ApiError('ITEM_NOT_FOUND');
      single = keys.length === 1;
      updates = updatesForKeys(keys, payload);
    }
    const readBack = await setup.readBack(single);
    const written = await updateItems(setup.context, collection, updates);
    return sendWritten(request, reply, await readBack(written));
  });

  app.delete<{ Params: ItemParams }>('/:project/items/:collection/:pk', async (request, reply) => {
    const { project, collection, pk } = request.params;
    const keys = csvKeys(pk);
    const setup = await setUpItemWrite(app, request, project, collection);
    if (keys.length === 0) throw new ApiError('ITEM_NOT_FOUND');
    await deleteItems(setup.context, collection, keys);
    return sendEmpty(request, reply);
  });
}
