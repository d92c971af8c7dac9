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
