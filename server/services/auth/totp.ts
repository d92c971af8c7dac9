// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s), as Google Authenticator and
// v8's Google2FA use them. Codes are accepted within ±2 periods (contract §5.1).
import { Secret, TOTP } from 'otpauth';

/** Accepted periods before and after the current one. */
export const WINDOW = 2;
const PERIOD_SECONDS = 30;

/** A new base32 secret (160 bits). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function verifyTotp(secret: string, code: unknown): boolean {
  return matchTotp(secret, code) !== null;
}

/** The time step (30 s periods since the epoch) whose code `code` is, within the window; or null. */
export function matchTotp(secret: string, code: unknown, now = Date.now()): number | null {
  const token = typeof code === 'number' ? String(code).padStart(6, '0') : code;
  if (typeof token !== 'string' || !/^\d{6}$/.test(token.trim())) return null;
  try {
    const totp = new TOTP({
      secret: Secret.fromBase32(secret.replace(/\s+/g, '').toUpperCase()),
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
    });
    const delta = totp.validate({ token: token.trim(), window: WINDOW, timestamp: now });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  } catch {
    return null;
  }
}

export function isValidTotpSecret(secret: unknown): secret is string {
  if (typeof secret !== 'string') return false;
  const clean = secret.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z2-7]{16,}=*$/.test(clean) && clean.length <= 100;
}
