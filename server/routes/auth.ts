// /{project}/auth/… (contract §5). v8 ran these without its auth middleware: callers are public
// unless a route resolves the presented token itself (logout, sessions, check).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, invalidRequest } from '../errors/api-error.js';
import { type Actor, actorOf } from '../http/actor.js';
import {
  optionalObjectBody,
  optionalObjectBodyRoute,
  type Payload,
  routeShapes,
  type Shape,
} from '../http/bodies.js';
import { envelope, sendEmpty } from '../http/envelope.js';
import type { ProjectContext } from '../http/project-context.js';
import { ownAddressOrigin } from '../http/request-origin.js';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie.js';
import { presentedToken, sessionCookieValue } from '../http/token-transport.js';
import { activityClient } from '../services/activity/log-activity.js';
import { authenticate, refreshToken } from '../services/auth/authenticate.js';
import { findTokenSession, type Identity, identify } from '../services/auth/identify.js';
import { requestPasswordReset, resetPassword } from '../services/auth/password-reset.js';
import { deleteSession, deleteUserSessions, listUserSessions } from '../services/auth/sessions.js';
import { ipAllowed, publicUser } from '../services/auth/users.js';

type ObjectBody = { Body: Payload };

/** POST /auth/refresh: {token}, a non-blank string (E4 otherwise). */
const refreshBody = routeShapes({
  body: {
    schema: {
      type: 'object',
      required: ['token'],
      properties: { token: { type: 'string', minLength: 1 } },
    },
    check(body) {
      const payload = optionalObjectBody(body);
      if (typeof payload.token !== 'string' || payload.token === '') {
        throw invalidRequest('token: This value should not be blank.');
      }
      return payload;
    },
  },
});

/** A path segment naming a user or session: a positive integer (E4 otherwise). */
const POSITIVE_INTEGER = { type: 'string', pattern: '^[0-9]+$' } as const;

/** The ids of the session routes' path, as numbers. */
function sessionParams(names: readonly ('user' | 'id')[]): Shape {
  return {
    schema: {
      type: 'object',
      required: names,
      properties: Object.fromEntries(names.map((name) => [name, POSITIVE_INTEGER])),
    },
    check(params) {
      const values = { ...(params as Record<string, string>) };
      for (const name of names) parseId(values[name] ?? '', name);
      return values;
    },
  };
}

/** The signed-in caller of a session-management route: E108 when none, E19 off-whitelist. */
async function requireCaller(request: FastifyRequest, project: ProjectContext): Promise<Identity> {
  const token = presentedToken(request, project.key);
  const result = token ? await identify(project, token) : undefined;
  if (!result?.ok) throw new ApiError('USER_NOT_AUTHENTICATED');
  if (!ipAllowed(result.identity.role, request.ip)) throw new ApiError('UNAUTHORIZED_LOCATION');
  request.actor = actorOf(result.identity);
  return result.identity;
}

/** Session routes act on the caller's own sessions, or anyone's for an admin (quirk 10 fixed). */
function assertOwnerOrAdmin(actor: Actor, userId: number): void {
  if (actor.userId !== userId && !actor.admin) {
    throw new ApiError('UNAUTHORIZED', 'Permission denied: you can only manage your own sessions');
  }
}

function parseId(value: string, name: string): number {
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id)) {
    throw invalidRequest(`${name}: This value should be a positive integer.`);
  }
  return id;
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post<ObjectBody & { Querystring: { mode?: string } }>(
    '/auth/authenticate',
    optionalObjectBodyRoute,
    async (request, reply) => {
      const { project } = request;
      const body = request.body;
      const mode = body.mode ?? (request.query as Record<string, unknown>).mode;
      const result = await authenticate(project, { ...body, mode }, activityClient(request));
      const user = publicUser(result.user);
      let data: Record<string, unknown>;
      if (result.mode === 'cookie') {
        setSessionCookie(
          request,
          reply,
          project.key,
          project.config,
          result.cookieValue as string,
          result.expiresAt,
        );
        data = { user };
      } else {
        data = { token: result.token, user };
      }
      if (result.needs2fa) {
        // Contract §2.2: 200 with both the session and error 113; the client sets up 2FA next.
        const { code, message } = new ApiError('TFA_ENFORCED_NOT_ACTIVATED');
        return reply.code(200).send({ data, error: { code, message }, public: true });
      }
      return envelope(data);
    },
  );

  app.post<{ Body: { token: string } }>('/auth/refresh', refreshBody, async (request) => {
    const { project } = request;
    return envelope({ token: await refreshToken(project, request.body.token) });
  });

  // Ends the session behind the presented token (a JWT's too: it is refused from now on) and the
  // session cookie's, and clears the cookie.
  app.post('/auth/logout', async (request, reply) => {
    const { project } = request;
    const tokens = [presentedToken(request, project.key)];
    const cookie = sessionCookieValue(request, project.key);
    if (cookie) tokens.push({ value: cookie, source: 'cookie' });
    for (const token of tokens) {
      if (!token) continue;
      const session = await findTokenSession(project, token);
      if (session) await deleteSession(project.db, session.id);
    }
    if (cookie) clearSessionCookie(request, reply, project.key, project.config);
    return sendEmpty(request, reply);
  });

  app.post<{ Params: { user: string } }>(
    '/auth/logout/:user',
    routeShapes({ params: sessionParams(['user']) }),
    async (request, reply) => {
      const { project } = request;
      const userId = Number(request.params.user);
      await requireCaller(request, project);
      assertOwnerOrAdmin(request.actor, userId);
      await deleteUserSessions(project.db, userId);
      return sendEmpty(request, reply);
    },
  );

  app.post<{ Params: { user: string; id: string } }>(
    '/auth/logout/:user/:id',
    routeShapes({ params: sessionParams(['user', 'id']) }),
    async (request, reply) => {
      const { project } = request;
      const userId = Number(request.params.user);
      const sessionId = Number(request.params.id);
      await requireCaller(request, project);
      assertOwnerOrAdmin(request.actor, userId);
      await deleteUserSessions(project.db, userId, sessionId);
      return sendEmpty(request, reply);
    },
  );

  // The caller's own sessions (tokens left out: they are credentials).
  app.get('/auth/sessions', async (request) => {
    const { project } = request;
    const caller = await requireCaller(request, project);
    return envelope(await listUserSessions(project.db, caller.user.id));
  });

  // Whether the presented token currently signs a user in (for a JWT or cookie: its session
  // exists and is unexpired).
  app.get('/auth/check', async (request) => {
    const { project } = request;
    const token = presentedToken(request, project.key);
    const result = token ? await identify(project, token) : undefined;
    if (result?.ok) request.actor = actorOf(result.identity);
    return envelope({ authenticated: Boolean(result?.ok) });
  });

  app.post<ObjectBody>(
    '/auth/password/request',
    optionalObjectBodyRoute,
    async (request, reply) => {
      const { project } = request;
      await requestPasswordReset(project, request.body, {
        dataDir: app.cms.dataDir,
        publicUrl: app.cms.publicUrl ?? ownAddressOrigin(request),
      });
      return sendEmpty(request, reply);
    },
  );

  app.post<ObjectBody>('/auth/password/reset', optionalObjectBodyRoute, async (request, reply) => {
    const { project } = request;
    await resetPassword(project, request.body);
    return sendEmpty(request, reply);
  });

  // Single sign-on (/auth/sso/…) lives in routes/auth-sso.ts.
}
