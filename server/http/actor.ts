// Who is making a request (contract §1.4, §1.5, §5.5). Every request starts as the public role;
// for a project route carrying a token the token is resolved against that project's database:
//
// - token transport order: ?access_token, Basic user, Bearer, session cookie;
// - a JWT (this project's secret, public key and key), a static token (directus_users.token) or
//   the encrypted session cookie; JWTs and cookies must still have their session row;
// - a missing, invalid or expired token, an inactive user, or a role enforcing 2FA for a user
//   without a secret silently leaves the caller public (except POST users/{me|own id}/activate_2fa);
// - expired sessions are purged and the caller's session slides to now + auto_sign_out; cookie
//   callers get the cookie re-issued with the new expiry, or cleared when it no longer works;
// - the acting role's ip_whitelist (the public role's too) refuses other clients with E19/401.
//
// All of it is one database statement per request (services/auth/request-auth.ts): the caller
// (session ⨝ user ⨝ role, or user ⨝ role for a static token, after the JWT or cookie has been
// checked), the public role, whether some session expired, and the project state (schema version
// and the settings requests need), which the routes of the same request reuse
// (`request.projectState`) instead of reading it again. The sliding expiry writes only when it
// moves the stored expiry by 30 s or more (services/auth/sessions.ts: touchSession).
//
// Nothing is remembered between requests: several processes can serve one database, and a
// logout, a deactivated user, a changed role, permission or setting, or a schema change made by
// any of them is seen by the next request of every other.
// Routes under /{project}/auth/ and /{project}/assets/ run without this (v8 had no auth
// middleware there); the auth routes resolve what they need themselves.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidProjectKey } from '../config/project-key.js';
import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID, PUBLIC_USER_ID } from '../db/system-collections.js';
import { ApiError } from '../errors/api-error.js';
import { autoSignOutMinutes, sessionExpiry } from '../services/auth/auth-settings.js';
import { encryptSessionToken } from '../services/auth/cookie-crypto.js';
import { type Identity, needs2fa, type PresentedToken } from '../services/auth/identify.js';
import { readRequestAuth, type TokenLookup, tokenLookup } from '../services/auth/request-auth.js';
import { deleteExpiredSessions, touchSession } from '../services/auth/sessions.js';
import { ipAllowed, type RoleRow } from '../services/auth/users.js';
import type { ProjectState } from '../services/schema/schema-cache.js';
import { registerCors } from './cors.js';
import type { ProjectContext } from './project-context.js';
import { GLOBAL_PROJECT_ROUTES, namedProjectKey, pathSegments } from './request-project.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { presentedToken } from './token-transport.js';

export interface Actor {
  /** directus_users.id, 0 for the public role. */
  userId: number;
  /** The user's role id; 2 for the public role, 0 for a user without a role. */
  roleId: number;
  /** Role 1: every permission check passes. */
  admin: boolean;
  /** No signed-in user: responses carry `public: true`. */
  public: boolean;
  /** The user's role enforces two-factor authentication. */
  enforce2fa: boolean;
  /** The signed-in user's email (absent for the public role). */
  email?: string;
  /** How the caller signed in (absent for the public role). */
  via?: 'jwt' | 'cookie' | 'static';
  /** directus_user_sessions.id behind a JWT or cookie. */
  sessionId?: number;
}

export const PUBLIC_ACTOR: Readonly<Actor> = Object.freeze({
  userId: PUBLIC_USER_ID,
  roleId: PUBLIC_ROLE_ID,
  admin: false,
  public: true,
  enforce2fa: false,
});

/**
 * The project state (schema version, REQUEST_SETTING_KEYS) read with the caller, for the routes
 * of the same request: read from the database at the start of this request, never kept longer.
 */
export interface RequestProjectState {
  project: ProjectContext;
  state: ProjectState;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
    /** Set by the actor middleware on project routes (null elsewhere). */
    projectState: RequestProjectState | null;
  }
}

const NO_TOKEN: TokenLookup = { by: 'none' };

/** The actor of a resolved identity. */
export function actorOf(identity: Identity): Actor {
  const roleId = identity.user.role ?? 0;
  const actor: Actor = {
    userId: identity.user.id,
    roleId,
    admin: roleId === ADMIN_ROLE_ID,
    public: false,
    enforce2fa: Boolean(identity.role?.enforce2fa),
    email: identity.user.email,
    via: identity.kind,
  };
  if (identity.session) actor.sessionId = identity.session.id;
  return actor;
}

/** The project whose auth middleware applies to this request, or undefined. */
function middlewareProjectKey(request: FastifyRequest): string | undefined {
  const segments = pathSegments(request.url);
  const first = segments[0];
  if (!first) return undefined;
  if (GLOBAL_PROJECT_ROUTES.has(first)) return namedProjectKey(request);
  if (!isValidProjectKey(first)) return undefined;
  if (segments[1] === 'auth' || segments[1] === 'assets') return undefined;
  return first;
}

/** POST /{project}/users/{me|own id}/activate_2fa: open to users who still have to set up 2FA. */
function isOwnActivate2fa(request: FastifyRequest, userId: number): boolean {
  if (request.method !== 'POST') return false;
  const [, collection, id, action] = pathSegments(request.url);
  return (
    collection === 'users' && action === 'activate_2fa' && (id === 'me' || id === String(userId))
  );
}

/**
 * Keeps a token's session alive: slides its expiry and, for cookie callers, re-issues the cookie
 * with that expiry. Shared by the middleware and the auth routes.
 */
export async function refreshSession(
  request: FastifyRequest,
  reply: FastifyReply,
  project: ProjectContext,
  identity: Identity,
  token: PresentedToken,
  expiresAt: Date,
): Promise<void> {
  if (!identity.session) return;
  const expiry = await touchSession(project.db, identity.session, expiresAt);
  if (token.source === 'cookie') {
    const value = encryptSessionToken(project.config.auth.secret_key, identity.session.token);
    setSessionCookie(request, reply, project.key, project.config, value, expiry);
  }
}

async function resolveActor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  request.actor = PUBLIC_ACTOR;
  const key = middlewareProjectKey(request);
  if (!key) return;
  const config = await app.cms.registry.read(key);
  // An unknown project is the route's business (E3/401).
  if (!config) return;
  const project: ProjectContext = { key, config, db: await app.cms.connections.get(key, config) };

  let actor: Actor = PUBLIC_ACTOR;
  let role: RoleRow | undefined;
  const token = presentedToken(request, key);
  // A JWT or cookie that does not check out needs no database read to identify nobody.
  const lookup = token ? await tokenLookup(config, key, token) : NO_TOKEN;
  const now = new Date();
  // One statement: the caller (session ⨝ user ⨝ role), the public role, whether some session
  // expired, the schema version and the settings (services/auth/request-auth.ts).
  const auth = await readRequestAuth(project.db, lookup, now);
  request.projectState = { project, state: auth.state };
  if (token) {
    // Expired sessions are purged on every token-bearing request; usually there is none, and the
    // statement above found that out without the write lock a DELETE takes.
    if (auth.expiredSessions) await deleteExpiredSessions(project.db, now);
    const result = auth.identity;
    if (result?.ok) {
      const { identity } = result;
      if (!needs2fa(identity) || isOwnActivate2fa(request, identity.user.id)) {
        actor = actorOf(identity);
        role = identity.role;
      }
      const settings = {
        autoSignOutMinutes: autoSignOutMinutes(auth.state.settings.auto_sign_out),
      };
      await refreshSession(request, reply, project, identity, token, sessionExpiry(settings, now));
    } else if (token.source === 'cookie') {
      clearSessionCookie(request, reply, key, config);
    }
  }
  if (actor.public) role = auth.publicRole;
  if (!ipAllowed(role, request.ip)) throw new ApiError('UNAUTHORIZED_LOCATION');
  request.actor = actor;
}

/**
 * Registers cookie support, CORS (before authentication, so preflights need no token and errors
 * carry CORS headers) and the actor resolution. Must be awaited before routes are registered.
 */
export async function registerActor(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
  // Declared null and set per request (Fastify forbids shared object defaults on decorations).
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('projectState', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = PUBLIC_ACTOR;
    done();
  });
  registerCors(app);
  app.addHook('onRequest', async (request, reply) => {
    await resolveActor(app, request, reply);
  });
}
