// Turning a provider's identity into a Directus session (contract §5.8). The person is matched to
// an existing user by email; v8 created no accounts, and neither does this server.
//
// Checks, in order: an email the provider shares and has not marked unverified (E107 / E3), a user
// with that email (E107/404), suspended (E103/404), not active (E103/401), 2FA set up or enforced
// by the role (E115/401: a provider sign-in cannot ask for the one-time code).
import type { Knex } from 'knex';
import { ApiError } from '../../errors/api-error.js';
import type { ProjectContext } from '../../http/project-context.js';
import { toSqlDateTime } from '../../util/datetime.js';
import { randomToken } from '../../util/random.js';
import { type ActivityClient, logActivity } from '../activity/log-activity.js';
import { readAuthSettings, sessionExpiry } from '../auth/auth-settings.js';
import { ensureStaticToken } from '../auth/authenticate.js';
import { encryptSessionToken } from '../auth/cookie-crypto.js';
import { createCookieSession, createJwtSession, findSession } from '../auth/sessions.js';
import { signAuthToken } from '../auth/tokens.js';
import { findRole, findUserByEmail, findUserById, type UserRow } from '../auth/users.js';
import type { ProviderIdentity } from './oidc-client.js';
import {
  REQUEST_TOKEN_TTL_SECONDS,
  signRequestToken,
  verifyRequestToken,
} from './request-token.js';

/** Status and 2FA checks shared by the callback and the request-token exchange. */
async function assertMaySignIn(db: Knex, user: UserRow): Promise<void> {
  if (user.status === 'suspended') throw new ApiError('USER_SUSPENDED');
  if (user.status !== 'active') throw new ApiError('USER_INACTIVE');
  const role = await findRole(db, user.role);
  if (user['2fa_secret'] || role?.enforce2fa) throw new ApiError('SSO_NOT_ALLOWED_WITH_2FA');
}

/** The user the provider's identity stands for. */
export async function userForIdentity(
  project: ProjectContext,
  identity: ProviderIdentity,
): Promise<UserRow> {
  if (!identity.email) {
    throw new ApiError('USER_WITH_EMAIL_NOT_FOUND', 'The provider did not share an email address');
  }
  // Matching an address the provider itself has not verified would let anyone who registers
  // someone else's address there sign in as them.
  if (identity.emailVerified === false) {
    throw new ApiError('UNAUTHORIZED', 'The provider has not verified this email address');
  }
  const user = await findUserByEmail(project.db, identity.email);
  if (!user) throw new ApiError('USER_WITH_EMAIL_NOT_FOUND');
  await assertMaySignIn(project.db, user);
  return user;
}

function logSignIn(db: Knex, user: UserRow, client: ActivityClient): Promise<number> {
  return logActivity(db, {
    action: 'authenticate',
    actionBy: user.id,
    collection: 'directus_users',
    item: user.id,
    ...client,
  });
}

/** Cookie mode: a cookie session, as POST /auth/authenticate creates (contract §5.6). */
export async function startCookieSession(
  project: ProjectContext,
  user: UserRow,
  client: ActivityClient,
): Promise<{ cookieValue: string; expiresAt: Date }> {
  const { db, config } = project;
  const settings = await readAuthSettings(db, config);
  const expiresAt = sessionExpiry(settings);
  const staticToken = await ensureStaticToken(db, user);
  const session = await createCookieSession(db, user.id, staticToken, client, expiresAt);
  await logSignIn(db, user, client);
  return { cookieValue: encryptSessionToken(config.auth.secret_key, session.token), expiresAt };
}

/** JWT mode answered directly (no redirect_url): a JWT session and its access token. */
export async function startJwtSession(
  project: ProjectContext,
  user: UserRow,
  client: ActivityClient,
): Promise<string> {
  const { db, config } = project;
  const settings = await readAuthSettings(db, config);
  const session = await createJwtSession(db, user.id, client, sessionExpiry(settings));
  await logSignIn(db, user, client);
  return signAuthToken(config.auth, project.key, {
    userId: user.id,
    sessionId: session.token,
    ttlMinutes: settings.tokenTtlMinutes,
  });
}

/**
 * JWT mode with a redirect: a pending JWT session that lives as long as the request token, and
 * the request token naming it. Unexchanged, it expires and is purged like any other session.
 */
export async function startPendingSession(
  project: ProjectContext,
  user: UserRow,
  client: ActivityClient,
  url: string,
): Promise<string> {
  const { db, config } = project;
  const expiresAt = new Date(
    Math.floor(Date.now() / 1000) * 1000 + REQUEST_TOKEN_TTL_SECONDS * 1000,
  );
  const session = await createJwtSession(db, user.id, client, expiresAt);
  await logSignIn(db, user, client);
  return signRequestToken(config.auth, project.key, {
    userId: user.id,
    sessionToken: session.token,
    url,
    expiresAt,
  });
}

/**
 * POST /auth/sso/access_token: the access token for a request token (E109 invalid or already
 * used, E110 expired). The pending session gets a new token and the normal lifetime, so the
 * request token stops naming any session: it works once.
 */
export async function exchangeRequestToken(
  project: ProjectContext,
  requestToken: unknown,
): Promise<string> {
  const { db, config } = project;
  if (typeof requestToken !== 'string' || requestToken === '') {
    throw new ApiError('INVALID_REQUEST_TOKEN');
  }
  const verified = await verifyRequestToken(config.auth, project.key, requestToken);
  if (!verified.ok) {
    throw new ApiError(
      verified.reason === 'expired' ? 'EXPIRED_REQUEST_TOKEN' : 'INVALID_REQUEST_TOKEN',
    );
  }
  const { claims } = verified;
  const session = await findSession(db, claims.jti, 'jwt');
  if (!session || session.user !== claims.id) throw new ApiError('INVALID_REQUEST_TOKEN');
  const user = await findUserById(db, claims.id);
  if (!user) throw new ApiError('INVALID_REQUEST_TOKEN');
  await assertMaySignIn(db, user);

  const settings = await readAuthSettings(db, config);
  const sessionToken = randomToken(24);
  // Compare-and-swap on the old token: of two concurrent exchanges only one wins.
  const updated = await db('directus_user_sessions')
    .where({ id: session.id, token: session.token })
    .update({ token: sessionToken, token_expired_at: toSqlDateTime(sessionExpiry(settings)) });
  if (updated !== 1) throw new ApiError('INVALID_REQUEST_TOKEN');
  return signAuthToken(config.auth, project.key, {
    userId: user.id,
    sessionId: sessionToken,
    ttlMinutes: settings.tokenTtlMinutes,
  });
}
