// Who a presented token belongs to (contract §1.4, §5.2, §5.6, §5.10). Never throws for a bad
// token: the caller decides what a failure means (public fallback for normal routes, E101/E102
// for /auth/refresh).
import type { ProjectContext } from '../../http/project-context.js';
import { decryptSessionToken } from './cookie-crypto.js';
import { readRequestAuth, tokenLookup } from './request-auth.js';
import { findSession, type SessionRow } from './sessions.js';
import { looksLikeJwt, verifyAuthToken } from './tokens.js';
import type { RoleRow, UserRow } from './users.js';

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

/**
 * The caller behind a token: one statement (session ⨝ user ⨝ role, or user ⨝ role for a static
 * token) after the JWT or cookie has been checked (services/auth/request-auth.ts).
 */
export async function identify(
  project: ProjectContext,
  token: PresentedToken,
): Promise<IdentifyResult> {
  const lookup = await tokenLookup(project.config, project.key, token);
  if (lookup.by === 'rejected') return { ok: false, reason: lookup.reason };
  const auth = await readRequestAuth(project.db, lookup);
  return auth.identity ?? { ok: false, reason: 'invalid' };
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
