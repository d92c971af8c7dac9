// Password reset by mail (contract §5.7).
//
// request: a `reset_password` JWT (auth TTL) is stored in directus_users.password_reset_token and
// mailed as a link: `reset_url?token=…` when reset_url is given, else
// `<app_url, or CMS_PUBLIC_URL/admin/>#/reset-password?token=…&project=<key>`. Unknown email →
// E107/404 (kept from v8).
//
// The request's Host header (and a forwarded host) is the caller's to choose, so a link is never
// built from a host name in it: with neither the `app_url` setting nor the server's CMS_PUBLIC_URL
// known, only a Host naming this server's own socket address counts (http/request-origin.ts),
// else no reset is sent (E503 "Mail not sent", saying how to set one).
//
// reset_url is where a valid reset token gets mailed to, so it must point at a page the project
// trusts: its origin is the page base's (above), or one listed in `cors.origin` (a `*` there
// trusts nobody). Any other reset_url, or one that is not an absolute http(s) URL, is refused with
// E4/422 before a token is made or a mail is sent.
//
// reset: E104 not a reset token of this project / email changed, E105 expired or already used,
// E106 user gone; the `password_policy` setting applies (E4/422, a decision of this project).
// On success the password is replaced, the token cleared and the user's sessions ended.
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { listedOrigins, originOf } from '../../http/cors.js';
import type { ProjectContext } from '../../http/project-context.js';
import { sendProjectMail } from '../mail/index.js';
import { readAuthSettings } from './auth-settings.js';
import { safeEqual } from './constant-time.js';
import { hashPassword } from './password.js';
import { assertPasswordPolicy } from './password-policy.js';
import { deleteUserSessions } from './sessions.js';
import { signResetToken, verifyResetToken } from './tokens.js';
import { findUserByEmail, findUserById } from './users.js';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface PasswordRequestInput {
  email?: unknown;
  reset_url?: unknown;
}

export interface PasswordRequestContext {
  dataDir: string;
  /** The server's configured public address (CMS_PUBLIC_URL), or its own socket address. */
  publicUrl?: string;
}

/**
 * The admin page the default link opens: the `app_url` setting (the admin's public address) when
 * set, else the server's configured public address + /admin/; undefined when neither is known.
 */
export function resetPageBase(
  appUrl: string | null | undefined,
  publicUrl: string | undefined,
): string | undefined {
  const configured = appUrl?.trim() && originOf(appUrl.trim()) ? appUrl.trim() : undefined;
  if (configured) return configured.replace(/\/?$/, '/');
  return publicUrl && originOf(publicUrl) ? `${publicUrl.replace(/\/+$/, '')}/admin/` : undefined;
}

/** Whether reset_url's origin is one of the trusted ones (an absolute http(s) URL only). */
export function isTrustedResetUrl(resetUrl: string, trustedOrigins: string[]): boolean {
  const requested = originOf(resetUrl.trim());
  return (
    requested !== undefined && trustedOrigins.some((trusted) => originOf(trusted) === requested)
  );
}

/**
 * The link mailed to the user: reset_url plus the token, or the default page when there is no
 * trusted reset_url (requestPasswordReset refuses an untrusted one before getting here).
 */
export function resetLink(
  token: string,
  projectKey: string,
  pageBase: string,
  resetUrl: string | undefined,
  trustedOrigins: string[],
): string {
  if (resetUrl && isTrustedResetUrl(resetUrl, trustedOrigins)) {
    const base = resetUrl.trim();
    return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  }
  return `${pageBase}#/reset-password?token=${encodeURIComponent(token)}&project=${encodeURIComponent(projectKey)}`;
}

export async function requestPasswordReset(
  project: ProjectContext,
  input: PasswordRequestInput,
  context: PasswordRequestContext,
): Promise<void> {
  const { email } = input;
  if (typeof email !== 'string' || !EMAIL.test(email.trim())) {
    throw invalidRequest('email: This value is not a valid email address.');
  }
  if (
    input.reset_url !== undefined &&
    input.reset_url !== null &&
    typeof input.reset_url !== 'string'
  ) {
    throw invalidRequest('reset_url: This value should be of type string.');
  }
  const { db, config } = project;
  const settings = await readAuthSettings(db, config);
  const pageBase = resetPageBase(settings.appUrl, context.publicUrl);
  if (!pageBase) {
    throw new ApiError(
      'MAIL_NOT_SENT',
      "Password reset not sent: this project's public address is unknown. Set the app_url setting (the admin's address, e.g. https://cms.example.com/admin/) or start the server with CMS_PUBLIC_URL.",
    );
  }
  const trusted = [pageBase, ...listedOrigins(config.cors)].filter(Boolean);
  const resetUrl = typeof input.reset_url === 'string' ? input.reset_url.trim() : '';
  if (resetUrl !== '' && !isTrustedResetUrl(resetUrl, trusted)) {
    throw invalidRequest(
      "reset_url: This value should be a page of the project's admin (app_url) or of an origin listed in its CORS settings.",
    );
  }
  const user = await findUserByEmail(db, email);
  if (!user) throw new ApiError('USER_WITH_EMAIL_NOT_FOUND');
  const token = await signResetToken(config.auth, project.key, {
    userId: user.id,
    email: user.email,
    ttlMinutes: settings.tokenTtlMinutes,
  });
  await db('directus_users').where({ id: user.id }).update({ password_reset_token: token });

  const link = resetLink(token, project.key, pageBase, resetUrl || undefined, trusted);
  await sendProjectMail(context.dataDir, project.key, config, {
    to: user.email,
    subject: 'Password Reset Request',
    text: [
      'Hello,',
      '',
      'Somebody asked to reset the password of your account. If it was you, open this link to choose',
      `a new password (it works once, within ${settings.tokenTtlMinutes} minutes):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  });
}

export interface PasswordResetInput {
  token?: unknown;
  password?: unknown;
}

export async function resetPassword(
  project: ProjectContext,
  input: PasswordResetInput,
): Promise<void> {
  const { token, password } = input;
  if (typeof token !== 'string' || token === '') {
    throw invalidRequest('token: This value should not be blank.');
  }
  if (typeof password !== 'string' || password === '') {
    throw invalidRequest('password: This value should not be blank.');
  }
  const { db, config } = project;
  const verified = await verifyResetToken(config.auth, project.key, token);
  if (!verified.ok) {
    throw new ApiError(
      verified.reason === 'expired'
        ? 'EXPIRED_RESET_PASSWORD_TOKEN'
        : 'INVALID_RESET_PASSWORD_TOKEN',
    );
  }
  const user = await findUserById(db, verified.claims.id);
  if (!user) throw new ApiError('USER_NOT_FOUND');
  if (user.email.toLowerCase() !== verified.claims.email.toLowerCase()) {
    throw new ApiError('INVALID_RESET_PASSWORD_TOKEN');
  }
  // Only the latest token works, and only once.
  if (!safeEqual(user.password_reset_token, token)) {
    throw new ApiError('EXPIRED_RESET_PASSWORD_TOKEN');
  }
  const settings = await readAuthSettings(db, config);
  assertPasswordPolicy(settings.passwordPolicy, password);
  const hash = await hashPassword(password);
  const updated = await db('directus_users')
    .where({ id: user.id, password_reset_token: token })
    .update({ password: hash, password_reset_token: null });
  // A concurrent reset with the same token got there first.
  if (!updated) throw new ApiError('EXPIRED_RESET_PASSWORD_TOKEN');
  await deleteUserSessions(db, user.id);
}
