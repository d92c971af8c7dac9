/**
 * What a read of `2fa_secret` tells (services/system/secrets.ts): a mask when a secret is set,
 * null when none is, nothing at all when the reader may not know (another user, not an admin).
 */
export function twoFactorState(value: unknown): 'on' | 'off' | 'unknown' {
  if (value === undefined) return 'unknown';
  return typeof value === 'string' && value !== '' ? 'on' : 'off';
}
