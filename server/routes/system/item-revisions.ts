// GET /{project}/{resource}/{id}/revisions[/{offset}] for the system resources that keep revisions
// (contract §6.9: users, webhooks; files come with the files endpoints). Offsets count from the
// oldest revision, as for items.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { requireCollection } from '../../services/items/index.js';
import { collectionInfo } from '../../services/permissions/index.js';
import { REVISIONS, revisionAtParams, revisionKeys } from '../../services/system/revisions.js';
import { type SystemCall, sendRead, systemCall } from './shared.js';

interface RevisionRoutesSpec {
  /** URL segment after the project: `users`. */
  path: string;
  collection: string;
  /** Maps the `{id}` path segment (users: `me` → the caller's id). */
  key?(call: SystemCall, raw: string): string;
}

interface IdParams {
  project: string;
  id: string;
}

export function systemRevisionRoutes(app: FastifyInstance, spec: RevisionRoutesSpec): void {
  const revisionsOf = async (call: SystemCall, raw: string) => {
    const id = spec.key ? spec.key(call, raw) : raw;
    call.permissions.assertCanReadAtAll(
      collectionInfo(requireCollection(call.schema, spec.collection)),
    );
    return revisionKeys(call.project.db, spec.collection, id);
  };

  app.get<{ Params: IdParams }>(`/${spec.path}/:id/revisions`, async (request, reply) => {
    const call = await systemCall(app, request);
    const keys = await revisionsOf(call, request.params.id);
    return sendRead(reply, await call.read(REVISIONS, { within: keys }));
  });

  app.get<{ Params: IdParams & { offset: string } }>(
    `/${spec.path}/:id/revisions/:offset`,
    async (request, reply) => {
      const call = await systemCall(app, request);
      const params = revisionAtParams(call.params, request.params.offset);
      const keys = await revisionsOf(call, request.params.id);
      const result = await call.read(REVISIONS, { within: keys, params });
      const [first] = Array.isArray(result.data) ? result.data : [result.data];
      if (!first) throw new ApiError('ITEM_NOT_FOUND');
      const meta: Record<string, unknown> = {};
      if (result.meta?.collection) meta.collection = REVISIONS;
      if (result.meta?.type) meta.type = 'item';
      return sendRead(reply, {
        data: first,
        ...(Object.keys(meta).length > 0 ? { meta } : {}),
        ...(result.messages ? { messages: result.messages } : {}),
      });
    },
  );
}
