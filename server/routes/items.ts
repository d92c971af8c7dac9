// GET /{project}/items/{collection} and GET /{project}/items/{collection}/{pk} (contract §6.1).
// `directus_*` collections → E201/401; unknown collection → E200/404; the caller reads as
// `request.actor`: admins without restriction, everyone else through the ReadScope provider the
// permission service installs (services/items/read-scope-provider.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope } from '../http/envelope.js';
import { requestOrigin } from '../http/request-origin.js';
import { readItems } from '../services/items/read-items.js';
import { getReadScopeProvider } from '../services/items/read-scope-provider.js';
import type { RawParams } from '../services/query/index.js';

interface ItemsParams {
  project: string;
  collection: string;
  pk?: string;
}

function pageLinks(request: FastifyRequest, params: RawParams) {
  const path = request.url.split('?')[0] ?? '/';
  return { url: `${requestOrigin(request)}${path}`, params };
}

export async function itemsReadRoutes(app: FastifyInstance): Promise<void> {
  const handler = async (request: FastifyRequest<{ Params: ItemsParams }>) => {
    const { collection, pk } = request.params;
    const { project } = request;
    const params = (request.query ?? {}) as RawParams;
    const result = await readItems({
      project,
      actor: request.actor,
      collection,
      params,
      ids: pk,
      provider: getReadScopeProvider(app.cms),
      pageLinks: pageLinks(request, params),
      // The schema version and settings this request read with its caller (http/actor.ts).
      state: request.projectState?.project === project ? request.projectState.state : undefined,
    });
    return envelope(result.data, { meta: result.meta, messages: result.messages });
  };
  app.get<{ Params: ItemsParams }>('/items/:collection', handler);
  app.get<{ Params: ItemsParams }>('/items/:collection/:pk', handler);
}
