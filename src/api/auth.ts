import { apiUrl, requestJson } from './request.js';
import type { Credentials, SignedInUser, SsoProvider } from './types.js';

/**
 * `POST /{project}/auth/authenticate` in cookie mode (contract §5.1): on success the server sets
 * the HttpOnly session cookie. Errors 100, 111, 112, 113 … reach the caller as `ApiError`s.
 */
export async function authenticate(
  { project, email, password, otp }: Credentials,
  signal?: AbortSignal,
): Promise<SignedInUser> {
  const body: Record<string, string> = { email, password, mode: 'cookie' };
  if (otp) body.otp = otp;
  const { data } = await requestJson<{ user: SignedInUser }>(
    `${encodeURIComponent(project)}/auth/authenticate`,
    { method: 'POST', body, signal },
  );
  return data.user;
}

/** `POST /{project}/auth/logout` (contract §5.4): the server deletes the session behind the cookie. */
export async function logout(project: string, signal?: AbortSignal): Promise<void> {
  await requestJson<unknown>(`${encodeURIComponent(project)}/auth/logout`, {
    method: 'POST',
    signal,
  });
}

// Password reset (contract §5.7).

/**
 * `POST /{project}/auth/password/request {email, reset_url}`: the server mails a link made of
 * `reset_url` plus `token=…` (when it trusts reset_url's origin; otherwise its own admin URL with
 * `?token=…&project=…`). Unknown email: E107; mail failure: E503.
 */
export async function requestPasswordReset(
  project: string,
  email: string,
  resetUrl: string,
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(`${encodeURIComponent(project)}/auth/password/request`, {
    method: 'POST',
    body: { email, reset_url: resetUrl },
    signal,
  });
}

/** `POST /{project}/auth/password/reset {token, password}`: E104/E105 for a bad or used token. */
export async function resetPassword(
  project: string,
  token: string,
  password: string,
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(`${encodeURIComponent(project)}/auth/password/reset`, {
    method: 'POST',
    body: { token, password },
    signal,
  });
}

/**
 * The `reset_url` of a password request: this admin page at `#/reset-password?project=…`. The
 * server appends `&token=…`, so the mailed link opens the new-password form of the right project.
 */
export function passwordResetPageUrl(project: string, location: PageUrl = window.location): string {
  return adminPageUrl(`/reset-password?${new URLSearchParams({ project })}`, location);
}

/** What a reset token says about itself; read for routing and display only, never trusted. */
export interface ResetTokenClaims {
  project?: string;
  email?: string;
}

/** The unverified `project` and `email` claims of a reset JWT; {} when it is not readable. */
export function readResetToken(token: string): ResetTokenClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return {};
    const { project, email } = claims as Record<string, unknown>;
    return {
      ...(typeof project === 'string' && project ? { project } : {}),
      ...(typeof email === 'string' && email ? { email } : {}),
    };
  } catch {
    return {};
  }
}

// Single sign-on (contract §5.8).

/**
 * `GET /{project}/auth/sso`: the third-party sign-in providers. Entries are user data from the
 * server's config: anything that is not `{name: string, icon?: string|null}` is dropped.
 */
export async function getSsoProviders(
  project: string,
  signal?: AbortSignal,
): Promise<SsoProvider[]> {
  const { data } = await requestJson<unknown>(`${encodeURIComponent(project)}/auth/sso`, {
    signal,
  });
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown): SsoProvider[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, icon } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '') return [];
    return [{ name, icon: typeof icon === 'string' && icon.trim() ? icon.trim() : null }];
  });
}

/**
 * The link that starts a provider's sign-in: the browser leaves for
 * `{api root}{project}/auth/sso/{provider}?mode=cookie&redirect_url=…` and comes back to
 * `redirectUrl` with the session cookie set.
 */
export function ssoSignInUrl(project: string, provider: string, redirectUrl: string): string {
  return apiUrl(`${encodeURIComponent(project)}/auth/sso/${encodeURIComponent(provider)}`, {
    mode: 'cookie',
    redirect_url: redirectUrl,
  });
}

/** Where an SSO round trip comes back to: this admin page at `#/login?redirect=…`. */
export function ssoReturnUrl(destination: string, location: PageUrl = window.location): string {
  return adminPageUrl(`/login?${new URLSearchParams({ redirect: destination })}`, location);
}

/** How a provider's icon may be shown: an http(s) image, a material-icon name, or not at all. */
export type SsoIcon = { kind: 'image'; src: string } | { kind: 'name'; name: string } | null;

/**
 * v8 sends icon paths relative to the API (`/extensions/core/auth/github/icon.svg`). Only http(s)
 * URLs become images (no `javascript:`, no `data:`); a bare word is a material-icon name.
 */
export function ssoIcon(icon: string | null): SsoIcon {
  if (!icon) return null;
  if (/^[a-z][a-z0-9_]*$/i.test(icon)) return { kind: 'name', name: icon };
  try {
    const url = icon.startsWith('/') && !icon.startsWith('//') ? apiUrl(icon) : icon;
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { kind: 'image', src: parsed.href }
      : null;
  } catch {
    return null;
  }
}

// URLs of this admin page, for links that leave it and come back (mails, SSO).

type PageUrl = Pick<Location, 'origin' | 'pathname' | 'search'>;

/** The page the admin runs in, with `fullPath` as its hash route. */
export function adminPageUrl(fullPath: string, location: PageUrl = window.location): string {
  return `${location.origin}${location.pathname}${location.search}#${fullPath}`;
}
