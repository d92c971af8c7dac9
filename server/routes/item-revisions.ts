// Item revisions and revert (contract §6.9):
//
//   GET   /{project}/items/{c}/{pk}/revisions            the item's revisions (§3 params)
//   GET   /{project}/items/{c}/{pk}/revisions/{offset}   one, counted from the oldest (quirk 7)
//   PATCH /{project}/items/{c}/{pk}/revert/{revision}    apply a revision's data; logs `revert`
//
// `directus_*` → E201/401, unknown collection → E200/404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSystemCollection } from '../db/system-collections.js';
import { ApiError } from '../errors/api-error.js';
import { envelope } from '../http/envelope.js';
import { requestOrigin } from '../http/request-origin.js';
import { requestProjectState } from '../http/request-state.js';
import {
  itemRevisionAt,
  listItemRevisions,
  type RevisionsInput,
} from '../services/activity/revisions.js';
import { requireCollection, revertItem } from '../services/items/index.js';
import { requestPermissions } from '../services/permissions/index.js';
import { readSettingsFrom } from '../services/query/parse-query.js';
import { schemaAt } from '../services/schema/index.js';
import { requestParams, sendWritten, setUpItemWrite } from './items-write.js';

interface ItemParams {
  collection: string;
  pk: string;
}

async function revisionsInput(
  request: FastifyRequest<{ Params: ItemParams }>,
): Promise<RevisionsInput> {
  const { collection, pk } = request.params;
  const { project } = request;
  if (isSystemCollection(collection)) throw new ApiError('SYSTEM_COLLECTION_ACCESS');
  const state = await requestProjectState(request, ['default_limit', 'sort_null_last']);
  const schema = await schemaAt(project.db, state.version);
  requireCollection(schema, collection);
  const params = requestParams(request);
  return {
    db: project.db,
    schema,
    permissions: await requestPermissions(request, project.db),
    collection,
    item: pk,
    params,
    settings: readSettingsFrom(state.settings),
    pageLinks: { url: `${requestOrigin(request)}${request.url.split('?')[0] ?? '/'}`, params },
  };
}

export async function itemRevisionsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: ItemParams }>('/items/:collection/:pk/revisions', async (request) => {
    const result = await listItemRevisions(await revisionsInput(request));
    return envelope(result.data, { meta: result.meta, messages: result.messages });
  });

  app.get<{ Params: ItemParams & { offset: string } }>(
    '/items/:collection/:pk/revisions/:offset',
    async (request) => {
      const result = await itemRevisionAt(await revisionsInput(request), request.params.offset);
      return envelope(result.data, { meta: result.meta, messages: result.messages });
    },
  );

  app.patch<{ Params: ItemParams & { revision: string } }>(
    '/items/:collection/:pk/revert/:revision',
    async (request, reply) => {
      const { collection, pk, revision } = request.params;
      const setup = await setUpItemWrite(app, request, collection);
      const readBack = await setup.readBack(true);
      const key = await revertItem(setup.context, collection, pk, revision);
      return sendWritten(request, reply, await readBack([key]));
    },
  );
}
