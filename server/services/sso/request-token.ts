// SSO request tokens (contract §5.2, §5.8): after a JWT-mode sign-in the browser is sent back
// with `request_token=<JWT>`, which the client exchanges once for an access token through
// POST /auth/sso/access_token. HS256 under the project's secret like every project JWT, with
// `type: request_token`, the `key`/`project` binding and `url` (where it was sent); `jti` names
// the pending session the exchange activates, which is what makes the token single-use.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AuthConfig } from '../../config/project-config.js';
import { safeEqual } from '../auth/constant-time.js';
import { looksLikeJwt, type VerifyResult } from '../auth/tokens.js';

/** The client exchanges the token straight away; two minutes allow for a slow page load. */
export const REQUEST_TOKEN_TTL_SECONDS = 120;

export interface RequestTokenClaims {
  id: number;
  type: 'request_token';
  key: string;
  project: string;
  /** The pending session's token. */
  jti: string;
  url?: string;
  exp: number;
}

const encoder = new TextEncoder();

export function signRequestToken(
  auth: AuthConfig,
  project: string,
  input: { userId: number; sessionToken: string; url: string | null; expiresAt: Date },
): Promise<string> {
  const claims: Record<string, unknown> = {
    id: input.userId,
    type: 'request_token',
    key: auth.public_key,
    project,
  };
  if (input.url) claims.url = input.url;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(input.sessionToken)
    .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
    .sign(encoder.encode(auth.secret_key));
}

export async function verifyRequestToken(
  auth: AuthConfig,
  project: string,
  token: string,
): Promise<VerifyResult<RequestTokenClaims>> {
  if (!looksLikeJwt(token)) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, encoder.encode(auth.secret_key), {
      algorithms: ['HS256'],
      typ: 'JWT',
      requiredClaims: ['exp', 'jti'],
    });
    const valid =
      payload.type === 'request_token' &&
      typeof payload.key === 'string' &&
      safeEqual(payload.key, auth.public_key) &&
      payload.project === project &&
      Number.isSafeInteger(payload.id) &&
      typeof payload.jti === 'string' &&
      payload.jti !== '';
    return valid
      ? { ok: true, claims: payload as unknown as RequestTokenClaims }
      : { ok: false, reason: 'invalid' };
  } catch (error) {
    // jose checks the signature before the expiry: only our own tokens are called expired.
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
