// What a sign-in attempt must remember between leaving for the provider and coming back: which
// provider, the mode, where to send the browser, and the state, nonce and PKCE verifier. It rides
// in a short-lived cookie, encrypted and authenticated (AES-256-GCM under a key derived from the
// project's auth.secret_key), so nothing is stored server-side and any server process can finish
// an attempt another one started. (The session cookie's AES-CTR format is kept for v8
// compatibility only; it is not authenticated, so it is not reused here.)
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AuthMode } from '../auth/authenticate.js';

export interface SsoFlow {
  provider: string;
  mode: AuthMode;
  /** Where the browser goes afterwards; null = answer the callback with JSON. */
  redirectUrl: string | null;
  /** The redirect URI sent to the provider; the code exchange must send the same. */
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Unix seconds after which the attempt is refused (E110). */
  expiresAt: number;
}

/** How long a sign-in at the provider may take. */
export const FLOW_TTL_SECONDS = 600;

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function flowCookieName(projectKey: string): string {
  return `directus-${projectKey}-sso`;
}

function keyOf(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, '', 'cms sso flow cookie', 32));
}

/** The project key is authenticated data: a cookie of one project is refused by another. */
export function sealFlow(secretKey: string, projectKey: string, flow: SsoFlow): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  cipher.setAAD(Buffer.from(projectKey, 'utf8'));
  const data = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

function isFlow(value: unknown): value is SsoFlow {
  if (typeof value !== 'object' || value === null) return false;
  const flow = value as Record<string, unknown>;
  return (
    typeof flow.provider === 'string' &&
    (flow.mode === 'jwt' || flow.mode === 'cookie') &&
    (flow.redirectUrl === null || typeof flow.redirectUrl === 'string') &&
    typeof flow.redirectUri === 'string' &&
    typeof flow.state === 'string' &&
    typeof flow.nonce === 'string' &&
    typeof flow.codeVerifier === 'string' &&
    typeof flow.expiresAt === 'number'
  );
}

/** The attempt in a cookie value, or undefined when it is not one this project sealed. */
export function openFlow(
  secretKey: string,
  projectKey: string,
  value: string | undefined,
): SsoFlow | undefined {
  if (!value || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  const raw = Buffer.from(value, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(projectKey, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const flow: unknown = JSON.parse(text);
    return isFlow(flow) ? flow : undefined;
  } catch {
    return undefined;
  }
}
