// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s), as Google Authenticator and
// v8's Google2FA use them. Codes are accepted within ±2 periods (contract §5.1).
import { Secret, TOTP } from 'otpauth';

const WINDOW = 2;

/** A new base32 secret (160 bits). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function verifyTotp(secret: string, code: unknown): boolean {
  const token = typeof code === 'number' ? String(code).padStart(6, '0') : code;
  if (typeof token !== 'string' || !/^\d{6}$/.test(token.trim())) return false;
  try {
    const totp = new TOTP({
      secret: Secret.fromBase32(secret.replace(/\s+/g, '').toUpperCase()),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    return totp.validate({ token: token.trim(), window: WINDOW }) !== null;
  } catch {
    return false;
  }
}

export function isValidTotpSecret(secret: unknown): secret is string {
  if (typeof secret !== 'string') return false;
  const clean = secret.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z2-7]{16,}=*$/.test(clean) && clean.length <= 100;
}
