// /{project}/users (contract §7.10, §6.9):
//
//   GET|POST|PATCH|DELETE /users[/{id}]          CRUD (services/system/users.ts rules); `me` is the
//                                                caller for reads and updates
//   PATCH  /users/{id|me}/tracking/page          {last_page}: last_page + last_access_on; the user
//   POST   /users/invite                         {email: one or a list, role?}: admins only
//   GET|POST /users/invite/{token}               accept an invitation (no user needed)
//   GET    /users/{id|me}/revisions[/{offset}]   the user's revisions (offset from the oldest)
//
// Secrets never leave the server (services/system/secrets.ts). POST /users/{id}/activate_2fa
// lives with authentication (routes/users-2fa.ts).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { envelope } from '../../http/envelope.js';
import { activityClient } from '../../services/activity/log-activity.js';
import {
  acceptInvitation,
  invitationEmails,
  invitationRole,
  inviteUsers,
} from '../../services/system/invitations.js';
import {
  assertCanTrack,
  assertKeepsAnAdmin,
  assertUserPayload,
  normalizeUserPayload,
  recordStatusChange,
  storedUser,
  trackingValues,
  USERS,
  userId,
  userKey,
} from '../../services/system/users.js';
import { systemRevisionRoutes } from './item-revisions.js';
import { type CrudSpec, crudRoutes, type SystemCall, sendRead, systemCall } from './shared.js';

interface IdParams {
  project: string;
  id: string;
}

const spec: CrudSpec = {
  path: 'users',
  collection: USERS,
  key: (call, raw) => userKey(call.actor, raw),
  create(_tx, call, payload, write) {
    const data = normalizeUserPayload(payload);
    assertUserPayload(call.actor, undefined, data);
    return write(data);
  },
  async update(tx, call, key, payload, write) {
    const data = normalizeUserPayload(payload);
    const existing = await storedUser(tx, key);
    assertUserPayload(call.actor, existing, data);
    await assertKeepsAnAdmin(tx, existing, data);
    const written = await write(data);
    recordStatusChange(tx, written, existing, data);
    return written;
  },
  async remove(tx, call, key, remove) {
    const existing = await storedUser(tx, key);
    if (existing && !call.actor.admin && Number(existing.role) === 1) {
      throw new ApiError('DELETE_ITEMS_DENIED', 'Only admins may delete administrator accounts');
    }
    await assertKeepsAnAdmin(tx, existing, 'delete');
    await remove();
  },
};

/** The numeric id of a `{id|me}` segment; E203 for anything else. */
function oneUser(call: SystemCall, raw: string): number {
  const id = userId(userKey(call.actor, raw));
  if (id === undefined) throw new ApiError('ITEM_NOT_FOUND');
  return id;
}

export function usersRoutes(app: FastifyInstance): void {
  app.post<{ Params: { project: string } }>('/users/invite', async (request, reply) => {
    const call = await systemCall(app, request);
    if (!call.actor.admin) throw new ApiError('FORBIDDEN', 'Inviting user was denied');
    const emails = invitationEmails(request.body);
    const role = invitationRole(request.body);
    const keys = await inviteUsers({
      project: call.project,
      dataDir: app.cms.dataDir,
      actor: call.actor,
      context: call.writeContext,
      origin: call.origin,
      emails,
      role,
    });
    return sendRead(reply, await call.read(USERS, { within: keys }));
  });

  for (const method of ['GET', 'POST'] as const) {
    app.route<{ Params: { project: string; token: string } }>({
      method,
      url: '/users/invite/:token',
      handler: async (request) => {
        const { project } = request;
        return envelope(
          await acceptInvitation(project, request.params.token, activityClient(request)),
        );
      },
    });
  }

  app.patch<{ Params: IdParams }>('/users/:id/tracking/page', async (request, reply) => {
    const call = await systemCall(app, request);
    const id = oneUser(call, request.params.id);
    assertCanTrack(call.actor, id);
    const values = trackingValues(request.body);
    const updated = await call.project.db(USERS).where({ id }).update(values);
    if (!updated) throw new ApiError('ITEM_NOT_FOUND');
    return sendRead(reply, await call.read(USERS, { ids: String(id) }));
  });

  // Before the generic `/users/:id` read: an account may always read itself (see
  // PermissionService.withOwnUserReadable); every other id goes through the role's permissions.
  app.get<{ Params: { project: string } }>('/users/me', async (request, reply) => {
    const call = await systemCall(app, request);
    const ids = userKey(call.actor, 'me');
    const permissions = call.permissions.withOwnUserReadable();
    return sendRead(reply, await call.read(USERS, { ids, permissions }));
  });

  systemRevisionRoutes(app, {
    path: 'users',
    collection: USERS,
    key: (call, raw) => String(oneUser(call, raw)),
  });

  crudRoutes(app, spec);
}
