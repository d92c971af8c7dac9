import { requestJson } from './request.js';
import type { Credentials, SignedInUser } from './types.js';

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
