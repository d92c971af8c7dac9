// /{project}/activity (contract §7.1): the activity log, read-only through the read service
// (non-admins with `mine` see their own rows), plus comments (services/system/comments.ts):
//
//   GET    /activity                  list (§3)
//   GET    /activity/{id}             one (CSV → array)
//   POST   /activity/comment          {collection, item, comment} → the new activity row
//   PATCH  /activity/comment/{id}     {comment} → the row
//   DELETE /activity/comment/{id}     soft delete (comment_deleted_on); 204
import type { FastifyInstance } from 'fastify';
import { objectBodyRoute, type Payload } from '../../http/bodies.js';
import { sendEmpty } from '../../http/envelope.js';
import { activityClient } from '../../services/activity/log-activity.js';
import {
  ACTIVITY,
  type CommentContext,
  createComment,
  deleteComment,
  updateComment,
} from '../../services/system/comments.js';
import { crudRoutes, type SystemCall, sendWritten, systemCall } from './shared.js';

interface IdParams {
  id: string;
}

function commentContext(call: SystemCall): CommentContext {
  return {
    db: call.project.db,
    schema: call.schema,
    actor: call.actor,
    permissions: call.permissions,
  };
}

export function activityRoutes(app: FastifyInstance): void {
  app.post<{ Body: Payload }>('/activity/comment', objectBodyRoute, async (request, reply) => {
    const call = await systemCall(app, request);
    const body = request.body;
    const readBack = await call.readBack(ACTIVITY, true);
    const id = await createComment(commentContext(call), body, activityClient(request));
    return sendWritten(request, reply, await readBack([id]));
  });

  app.patch<{ Params: IdParams; Body: Payload }>(
    '/activity/comment/:id',
    objectBodyRoute,
    async (request, reply) => {
      const call = await systemCall(app, request);
      const body = request.body;
      const readBack = await call.readBack(ACTIVITY, true);
      const id = await updateComment(commentContext(call), request.params.id, body);
      return sendWritten(request, reply, await readBack([id]));
    },
  );

  app.delete<{ Params: IdParams }>('/activity/comment/:id', async (request, reply) => {
    const call = await systemCall(app, request);
    await deleteComment(commentContext(call), request.params.id);
    return sendEmpty(request, reply);
  });

  crudRoutes(app, { path: 'activity', collection: ACTIVITY }, ['list', 'read']);
}
