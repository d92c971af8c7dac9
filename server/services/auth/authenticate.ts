// POST /{project}/auth/authenticate and /auth/refresh (contract §5.1, §5.3).
//
// Sign-in checks, in order: the payload (E114), a user with that email (E100/404), suspended
// (E103/404), not active (E103/401), the password (E100/404, after `login_attempts_allowed`
// failures since the last success the user is suspended: E103/404; each check is reserved
// atomically first, sign-in-attempts.ts), then the OTP when the user has 2FA (E111/404 missing,
// E112/404 wrong; a wrong code counts as a failed attempt too). A user suspended meanwhile gets
// no token.
import type { Knex } from 'knex';
import { ApiError } from '../../errors/api-error.js';
import type { ProjectContext } from '../../http/project-context.js';
import { randomAlphanumeric } from '../../util/random.js';
import { type ActivityClient, logActivity } from '../activity/log-activity.js';
import { readAuthSettings, sessionExpiry } from './auth-settings.js';
import { encryptSessionToken } from './cookie-crypto.js';
import { needs2fa } from './identify.js';
import { claimOtpStep } from './otp-replay.js';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password.js';
import {
  createCookieSession,
  createJwtSession,
  findSession,
  type SessionRow,
  touchSession,
} from './sessions.js';
import { reserveAttempt, suspendUser } from './sign-in-attempts.js';
import { signAuthToken, verifyAuthToken } from './tokens.js';
import { matchTotp } from './totp.js';
import { findRole, findUserByEmail, findUserById, type RoleRow, type UserRow } from './users.js';

export type AuthMode = 'jwt' | 'cookie';

export interface AuthenticateInput {
  email?: unknown;
  password?: unknown;
  otp?: unknown;
  mode?: unknown;
}

export interface AuthenticateResult {
  mode: AuthMode;
  user: UserRow;
  session: SessionRow;
  /** JWT mode: the access token. */
  token?: string;
  /** Cookie mode: the encrypted cookie value. */
  cookieValue?: string;
  expiresAt: Date;
  /** The role enforces 2FA and the user has none: 200 with error 113 (contract §2.2). */
  needs2fa: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function validationError(message: string): ApiError {
  return new ApiError('AUTH_VALIDATION_FAILED', message);
}

export function parseMode(value: unknown): AuthMode {
  if (value === undefined || value === null || value === '') return 'jwt';
  if (value === 'jwt' || value === 'cookie') return value;
  throw validationError('mode: The value you selected is not a valid choice.');
}

function parseCredentials(input: AuthenticateInput): { email: string; password: string } {
  const { email, password } = input;
  if (typeof email !== 'string' || email.trim() === '') {
    throw validationError('email: This value should not be blank.');
  }
  if (!EMAIL.test(email.trim()) || email.length > 128) {
    throw validationError('email: This value is not a valid email address.');
  }
  if (typeof password !== 'string' || password === '') {
    throw validationError('password: This value should not be blank.');
  }
  return { email: email.trim(), password };
}

// Unknown emails still cost one hash verification, so response times do not tell which emails exist.
let dummyHash: Promise<string> | undefined;
async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  await verifyPassword(await dummyHash, password);
}

/** Logs a failed check; the user's last allowed attempt failing suspends them (E103/404). */
async function recordFailure(
  project: ProjectContext,
  user: UserRow,
  lastAttempt: boolean,
  client: ActivityClient,
): Promise<ApiError> {
  const { db } = project;
  await logActivity(db, {
    action: 'invalid-credentials',
    actionBy: user.id,
    collection: 'directus_users',
    item: user.id,
    ...client,
  });
  if (!lastAttempt) return new ApiError('INVALID_CREDENTIALS');
  if (await suspendUser(db, user.id)) {
    await logActivity(db, {
      action: 'status-update',
      actionBy: user.id,
      collection: 'directus_users',
      item: user.id,
      ...client,
    });
  }
  return new ApiError('USER_SUSPENDED');
}

/** The user's current status (read again: a parallel request may have changed it). */
async function currentStatus(db: Knex, userId: number): Promise<string | undefined> {
  const row: { status?: string } | undefined = await db('directus_users')
    .where({ id: userId })
    .first('status');
  return row?.status;
}

/** E103 for a user who is not active: 404 when suspended, else 401. */
function notActive(status: string | undefined): ApiError {
  return new ApiError(status === 'suspended' ? 'USER_SUSPENDED' : 'USER_INACTIVE');
}

/** The user's static token, created (24 random characters) when the user has none yet. */
/** The user's static token, made and stored first when they have none (cookie sessions carry it). */
export async function ensureStaticToken(db: Knex, user: UserRow): Promise<string> {
  if (user.token) return user.token;
  const token = randomAlphanumeric(24);
  await db('directus_users').where({ id: user.id }).whereNull('token').update({ token });
  // Another sign-in may have won the race: use whatever is stored now.
  const row: { token: string | null } | undefined = await db('directus_users')
    .select('token')
    .where({ id: user.id })
    .first();
  if (!row?.token) throw new Error('Could not store a static token for the user');
  user.token = row.token;
  return row.token;
}

export async function authenticate(
  project: ProjectContext,
  input: AuthenticateInput,
  client: ActivityClient,
): Promise<AuthenticateResult> {
  const { email, password } = parseCredentials(input);
  const mode = parseMode(input.mode);
  const { db, config } = project;
  const settings = await readAuthSettings(db, config);

  const user = await findUserByEmail(db, email);
  if (!user) {
    await spendVerificationTime(password);
    throw new ApiError('INVALID_CREDENTIALS');
  }
  if (user.status === 'suspended') throw new ApiError('USER_SUSPENDED');
  if (user.status !== 'active') throw new ApiError('USER_INACTIVE');

  // Each password check spends one attempt, reserved before the check (see sign-in-attempts.ts).
  let lastAttempt = false;
  const allowed = settings.loginAttemptsAllowed;
  if (allowed > 0) {
    const reservation = await reserveAttempt(db, user.id, allowed);
    if (!reservation.ok) {
      // The allowance is spent (by a request that has suspended the user or is about to), or
      // the user is no longer active.
      const status = await currentStatus(db, user.id);
      throw status === 'active' ? new ApiError('USER_SUSPENDED') : notActive(status);
    }
    lastAttempt = reservation.last;
  }

  if (!(await verifyPassword(user.password, password))) {
    throw await recordFailure(project, user, lastAttempt, client);
  }
  if (user['2fa_secret']) {
    const otp = input.otp;
    if (otp === undefined || otp === null || otp === '') throw new ApiError('TFA_OTP_MISSING');
    const step = matchTotp(user['2fa_secret'], otp);
    if (step === null || !(await claimOtpStep(db, Number(user.id), step))) {
      const failure = await recordFailure(project, user, lastAttempt, client);
      throw failure.errorName === 'USER_SUSPENDED' ? failure : new ApiError('INVALID_OTP');
    }
  }

  if (user.password && passwordNeedsRehash(user.password)) {
    await db('directus_users')
      .where({ id: user.id })
      .update({ password: await hashPassword(password) });
  }
  // A parallel attempt may have suspended the user meanwhile: no token then.
  const status = await currentStatus(db, user.id);
  if (status !== 'active') throw notActive(status);
  const role: RoleRow | undefined = await findRole(db, user.role);
  await logActivity(db, {
    action: 'authenticate',
    actionBy: user.id,
    collection: 'directus_users',
    item: user.id,
    ...client,
  });

  const expiresAt = sessionExpiry(settings);
  const sessionClient = { ip: client.ip, userAgent: client.userAgent };
  const pending2fa = needs2fa({ user, role });
  if (mode === 'cookie') {
    const staticToken = await ensureStaticToken(db, user);
    const session = await createCookieSession(db, user.id, staticToken, sessionClient, expiresAt);
    return {
      mode,
      user,
      session,
      cookieValue: encryptSessionToken(config.auth.secret_key, session.token),
      expiresAt,
      needs2fa: pending2fa,
    };
  }
  const session = await createJwtSession(db, user.id, sessionClient, expiresAt);
  const token = await signAuthToken(config.auth, project.key, {
    userId: user.id,
    sessionId: session.token,
    ttlMinutes: settings.tokenTtlMinutes,
  });
  return { mode, user, session, token, expiresAt, needs2fa: pending2fa };
}

/**
 * A new JWT for an unexpired one whose session still exists (E102 expired, E101 invalid or
 * revoked, E103/401 user no longer active). The session slides forward.
 */
export async function refreshToken(project: ProjectContext, token: string): Promise<string> {
  const { db, config } = project;
  const verified = await verifyAuthToken(config.auth, project.key, token);
  if (!verified.ok) {
    throw new ApiError(verified.reason === 'expired' ? 'EXPIRED_TOKEN' : 'INVALID_TOKEN');
  }
  const session = await findSession(db, verified.claims.jti, 'jwt');
  if (!session || session.user !== verified.claims.id) throw new ApiError('INVALID_TOKEN');
  const user = await findUserById(db, verified.claims.id);
  if (!user) throw new ApiError('INVALID_TOKEN');
  if (user.status !== 'active') throw new ApiError('USER_INACTIVE');
  const settings = await readAuthSettings(db, config);
  const role = await findRole(db, user.role);
  await touchSession(db, session, sessionExpiry(settings));
  return signAuthToken(config.auth, project.key, {
    userId: user.id,
    sessionId: session.token,
    ttlMinutes: settings.tokenTtlMinutes,
    needs2FA: needs2fa({ user, role }),
  });
}
