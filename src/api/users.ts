import { requestJson } from './request.js';
import type { CurrentUser, UserRole } from './types.js';

// The signed-in user (contract §7.10, §11.3).

/** The fields the v8 admin asks for at hydration, in its order. */
export const CURRENT_USER_FIELDS = [
  'id',
  'avatar.*',
  'email',
  'first_name',
  'last_name',
  'locale',
  'role.*',
  'last_page',
  'theme',
] as const;

/** What `users/me` may answer; `role` is an id when the server did not expand it. */
type CurrentUserAnswer = Omit<CurrentUser, 'role'> & { role: UserRole | number | null };

/** `GET {project}/users/me?fields=…`. As Public the server answers E3/401. */
export async function getCurrentUser(project: string, signal?: AbortSignal): Promise<CurrentUser> {
  const { data } = await requestJson<CurrentUserAnswer>(`${encodeURIComponent(project)}/users/me`, {
    query: { fields: CURRENT_USER_FIELDS },
    signal,
  });
  return { ...data, role: normaliseRole(data.role) };
}

/** `PATCH {project}/users/{id}/tracking/page {last_page}`: records the user's last page. */
export async function trackPage(
  project: string,
  userId: number,
  path: string,
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(
    `${encodeURIComponent(project)}/users/${encodeURIComponent(userId)}/tracking/page`,
    { method: 'PATCH', body: { last_page: path }, signal },
  );
}

function normaliseRole(role: CurrentUserAnswer['role']): UserRole | null {
  if (role === null || role === undefined) return null;
  if (typeof role === 'number') return { id: role, module_listing: null, collection_listing: null };
  return {
    ...role,
    module_listing: role.module_listing ?? null,
    collection_listing: role.collection_listing ?? null,
  };
}

/** A user row as `POST users/invite` answers it (the fields the directory needs). */
export interface InvitedUser {
  id: number;
  email: string;
  status: string;
  role: number | { id: number } | null;
}

/**
 * `POST {project}/users/invite {email, role?}` (contract §7.10, admins only): unknown addresses
 * become users with status `invited` and get a mail; the answer lists every user with one of the
 * addresses. `role` is this server's addition: it is given to the users the call creates (and to
 * those still invited); users who already accepted keep theirs.
 */
export async function inviteUsers(
  project: string,
  emails: readonly string[],
  role: number | null,
  signal?: AbortSignal,
): Promise<InvitedUser[]> {
  const { data } = await requestJson<InvitedUser[]>(`${encodeURIComponent(project)}/users/invite`, {
    method: 'POST',
    body: role === null ? { email: emails } : { email: emails, role },
    signal,
  });
  return data ?? [];
}

/**
 * `PATCH {project}/users/{id} {2fa_secret: null}` (contract §5.9): turns two-factor sign-in off
 * for a user; they set it up again from their own page (or at sign-in when their role enforces it).
 */
export async function resetTwoFactor(
  project: string,
  userId: number | 'me',
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(`${encodeURIComponent(project)}/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    query: { fields: 'id' },
    body: { '2fa_secret': null },
    signal,
  });
}
