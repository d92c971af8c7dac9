// The project's JWTs (contract §5.2): HS256 signed with the project's auth.secret_key, header
// `typ: JWT`, bound to the project by the `key` (config auth.public_key) and `project` claims.
//
// Access tokens carry v8's claims {id, exp, ttl, type: 'auth', key, project} plus `jti`, the id of
// the session behind the token: a JWT is only honoured while that session exists, so logging out
// revokes it (a decision of this project; v8 left JWTs valid until they expired).
import { createHash } from 'node:crypto';
import {
  decodeJwt,
  decodeProtectedHeader,
  errors,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { AuthConfig } from '../../config/project-config.js';
import { randomToken } from '../../util/random.js';
import { safeEqual } from './constant-time.js';

export type TokenType = 'auth' | 'reset_password';

export interface AuthTokenClaims {
  id: number;
  exp: number;
  ttl: number;
  type: 'auth';
  key: string;
  project: string;
  /** Session id (directus_user_sessions.token of the JWT's session). */
  jti: string;
  /** Set on refreshed tokens when the role enforces 2FA and the user has none (contract §5.3). */
  needs2FA?: boolean;
}

export interface ResetTokenClaims {
  id: number;
  email: string;
  exp: number;
  ttl: number;
  type: 'reset_password';
  key: string;
  project: string;
}

export type VerifyFailure = 'invalid' | 'expired';

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: VerifyFailure };

const encoder = new TextEncoder();

function secretOf(auth: AuthConfig): Uint8Array {
  return encoder.encode(auth.secret_key);
}

/**
 * Contract §1.4: a token with three dot-separated parts whose header says `typ: JWT` is verified
 * as a JWT; anything else is a static token.
 */
export function looksLikeJwt(token: string): boolean {
  if (token.split('.').length !== 3) return false;
  try {
    return decodeProtectedHeader(token).typ === 'JWT';
  } catch {
    return false;
  }
}

/** The `project` claim of a JWT, unverified: only used to pick the project of global routes. */
export function unverifiedProjectClaim(token: string): string | undefined {
  if (!looksLikeJwt(token)) return undefined;
  try {
    const project = decodeJwt(token).project;
    return typeof project === 'string' ? project : undefined;
  } catch {
    return undefined;
  }
}

async function sign(
  auth: AuthConfig,
  claims: Record<string, unknown>,
  ttlMinutes: number,
): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + ttlMinutes * 60;
  return new SignJWT({ ...claims, ttl: ttlMinutes })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(exp)
    .sign(secretOf(auth));
}

export function signAuthToken(
  auth: AuthConfig,
  project: string,
  input: { userId: number; sessionId: string; ttlMinutes: number; needs2FA?: boolean },
): Promise<string> {
  const claims: Record<string, unknown> = {
    id: input.userId,
    type: 'auth',
    key: auth.public_key,
    project,
    jti: input.sessionId,
  };
  if (input.needs2FA !== undefined) claims.needs2FA = input.needs2FA;
  return sign(auth, claims, input.ttlMinutes);
}

export function signResetToken(
  auth: AuthConfig,
  project: string,
  input: { userId: number; email: string; ttlMinutes: number },
): Promise<string> {
  return sign(
    auth,
    {
      id: input.userId,
      email: input.email,
      type: 'reset_password',
      key: auth.public_key,
      project,
      // Unique per request, so a newer request always replaces the stored token.
      jti: randomToken(12),
    },
    input.ttlMinutes,
  );
}

async function verify(
  auth: AuthConfig,
  project: string,
  token: string,
  type: TokenType,
): Promise<VerifyResult<JWTPayload>> {
  if (!looksLikeJwt(token)) return { ok: false, reason: 'invalid' };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretOf(auth), {
      algorithms: ['HS256'],
      typ: 'JWT',
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    // jose checks the signature before the expiry: "expired" is only said of our own tokens.
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  if (
    payload.type !== type ||
    typeof payload.key !== 'string' ||
    !safeEqual(payload.key, auth.public_key) ||
    payload.project !== project ||
    !Number.isInteger(payload.id)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, claims: payload };
}

/**
 * Access tokens verified before, by a digest of project and token (the tokens themselves are not
 * kept): a JWT's signature and claims check out or not whatever the time, so each process checks
 * them once (WebCrypto HMAC through jose costs ~150 µs a request) and then only the expiry. An
 * entry holds for the secret and public key it was verified with; a changed config verifies again.
 * Whether the token still counts is not cached: its session row is read on every request.
 */
const verifiedTokens = new Map<
  string,
  { secret: string; publicKey: string; claims: AuthTokenClaims }
>();
const VERIFIED_TOKENS = 1000;

function tokenDigest(project: string, token: string): string {
  return createHash('sha256').update(project).update('\u0000').update(token).digest('base64');
}

export async function verifyAuthToken(
  auth: AuthConfig,
  project: string,
  token: string,
): Promise<VerifyResult<AuthTokenClaims>> {
  const digest = tokenDigest(project, token);
  const known = verifiedTokens.get(digest);
  if (known && known.secret === auth.secret_key && known.publicKey === auth.public_key) {
    verifiedTokens.delete(digest);
    // jose's rule: expired once `exp` is not after the current second.
    if (known.claims.exp <= Math.floor(Date.now() / 1000)) return { ok: false, reason: 'expired' };
    verifiedTokens.set(digest, known);
    return { ok: true, claims: known.claims };
  }
  const result = await verify(auth, project, token, 'auth');
  if (!result.ok) return result;
  if (typeof result.claims.jti !== 'string' || result.claims.jti === '') {
    return { ok: false, reason: 'invalid' };
  }
  const claims = Object.freeze({ ...result.claims }) as unknown as AuthTokenClaims;
  if (verifiedTokens.size >= VERIFIED_TOKENS) {
    const oldest = verifiedTokens.keys().next().value;
    if (oldest !== undefined) verifiedTokens.delete(oldest);
  }
  verifiedTokens.set(digest, { secret: auth.secret_key, publicKey: auth.public_key, claims });
  return { ok: true, claims };
}

export async function verifyResetToken(
  auth: AuthConfig,
  project: string,
  token: string,
): Promise<VerifyResult<ResetTokenClaims>> {
  const result = await verify(auth, project, token, 'reset_password');
  if (!result.ok) return result;
  if (typeof result.claims.email !== 'string') return { ok: false, reason: 'invalid' };
  return { ok: true, claims: result.claims as unknown as ResetTokenClaims };
}
