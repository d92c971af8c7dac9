import { requestJson } from './request.js';
import type { SignedInUser } from './types.js';

// Two-factor set-up (contract §5.9). Both calls work for a session whose role enforces 2FA the
// user has not set up yet (sign-in error 113): the secret is plain random data, and the server
// lets `activate_2fa` for `me` through as the real user.

/** `GET {project}/utils/2fa_secret`: a fresh base32 secret; nothing is stored yet. */
export async function getTwoFactorSecret(project: string, signal?: AbortSignal): Promise<string> {
  const { data } = await requestJson<{ '2fa_secret': string }>(
    `${encodeURIComponent(project)}/utils/2fa_secret`,
    { signal },
  );
  return data['2fa_secret'];
}

/**
 * `POST {project}/users/me/activate_2fa {2fa_secret, otp}`: the server checks the code against the
 * secret (E112 when wrong) and only then stores the secret on the user.
 */
export async function activateTwoFactor(
  project: string,
  secret: string,
  otp: string,
  signal?: AbortSignal,
): Promise<SignedInUser> {
  const { data } = await requestJson<SignedInUser>(
    `${encodeURIComponent(project)}/users/me/activate_2fa`,
    { method: 'POST', body: { '2fa_secret': secret, otp }, signal },
  );
  return data;
}

/**
 * The key URI authenticator apps read from the QR code:
 * `otpauth://totp/{issuer}:{account}?secret=…&issuer=…` (each part escaped; a `:` inside the
 * issuer would otherwise end it early).
 */
export function otpauthUrl({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
