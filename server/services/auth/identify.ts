// Who a presented token belongs to (contract §1.4, §5.2, §5.6, §5.10). Never throws for a bad
// token: the caller decides what a failure means (public fallback for normal routes, E101/E102
// for /auth/refresh).
import type { ProjectContext } from '../../http/project-context.js';
import { decryptSessionToken } from './cookie-crypto.js';
import { findSession, type SessionRow } from './sessions.js';
import { looksLikeJwt, verifyAuthToken } from './tokens.js';
import {
  findRole,
  findUserById,
  findUserByStaticToken,
  type RoleRow,
  type UserRow,
} from './users.js';

export type TokenSource = 'query' | 'basic' | 'bearer' | 'cookie';

export interface PresentedToken {
  value: string;
  source: TokenSource;
}

export type IdentityKind = 'jwt' | 'cookie' | 'static';

export interface Identity {
  user: UserRow;
  role: RoleRow | undefined;
  kind: IdentityKind;
  /** The session behind a JWT or cookie; static tokens have none. */
  session?: SessionRow;
}

export type IdentifyFailure = 'invalid' | 'expired' | 'inactive';

export type IdentifyResult =
  | { ok: true; identity: Identity }
  | { ok: false; reason: IdentifyFailure };

const fail = (reason: IdentifyFailure): IdentifyResult => ({ ok: false, reason });

async function withUser(
  project: ProjectContext,
  user: UserRow | undefined,
  kind: IdentityKind,
  session?: SessionRow,
): Promise<IdentifyResult> {
  if (!user) return fail('invalid');
  if (user.status !== 'active') return fail('inactive');
  const role = await findRole(project.db, user.role);
  return { ok: true, identity: { user, role, kind, session } };
}

export async function identify(
  project: ProjectContext,
  token: PresentedToken,
): Promise<IdentifyResult> {
  const { db, config } = project;
  if (token.source === 'cookie') {
    const sessionToken = decryptSessionToken(config.auth.secret_key, token.value);
    if (!sessionToken) return fail('invalid');
    const session = await findSession(db, sessionToken, 'cookie');
    if (!session) return fail('invalid');
    const user = await findUserById(db, session.user);
    // The session token embeds the user's static token: rotating that token ends the sessions.
    if (!user?.token || session.token !== `${user.token}-${session.id}`) return fail('invalid');
    return withUser(project, user, 'cookie', session);
  }
  if (looksLikeJwt(token.value)) {
    const verified = await verifyAuthToken(config.auth, project.key, token.value);
    if (!verified.ok) return fail(verified.reason);
    const session = await findSession(db, verified.claims.jti, 'jwt');
    if (!session || session.user !== verified.claims.id) return fail('invalid');
    return withUser(project, await findUserById(db, verified.claims.id), 'jwt', session);
  }
  return withUser(project, await findUserByStaticToken(db, token.value), 'static');
}

/** The role enforces 2FA and the user has not set it up yet (contract §1.5). */
export function needs2fa(identity: Pick<Identity, 'user' | 'role'>): boolean {
  return Boolean(identity.role?.enforce2fa) && !identity.user['2fa_secret'];
}

/**
 * The session a JWT or cookie stands for, whatever the state of its user (logout must work for
 * a user who was deactivated meanwhile). Static tokens have no session.
 */
export async function findTokenSession(
  project: ProjectContext,
  token: PresentedToken,
): Promise<SessionRow | undefined> {
  const { db, config } = project;
  if (token.source === 'cookie') {
    const sessionToken = decryptSessionToken(config.auth.secret_key, token.value);
    return sessionToken ? findSession(db, sessionToken, 'cookie') : undefined;
  }
  if (!looksLikeJwt(token.value)) return undefined;
  const verified = await verifyAuthToken(config.auth, project.key, token.value);
  if (!verified.ok) return undefined;
  const session = await findSession(db, verified.claims.jti, 'jwt');
  return session && session.user === verified.claims.id ? session : undefined;
}
