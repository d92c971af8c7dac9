import { requestJson } from './request.js';
import type { UserAvatar } from './types.js';

// Other users as the item sidebar shows them (spec 2 §7 "Users"; contract §7.10): the user
// popover's card and the "who else is on this page" check.

/** A user's card. Fields a caller may not read come back missing or null. */
export interface UserProfile {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
  title?: string | null;
  company?: string | null;
  avatar?: UserAvatar | null;
  /** `role.name`; null (or an id) when the caller may not read the role. */
  role?: { name?: string | null } | number | null;
}

/** Spec 2 §7: avatar (with its thumbnails), names, title, company and the role's name. */
export const USER_PROFILE_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'title',
  'company',
  'avatar.*',
  'role.name',
] as const;

/** `GET users/{id}?fields=…`: one user's card. */
export async function getUserProfile(
  project: string,
  id: number,
  signal?: AbortSignal,
): Promise<UserProfile> {
  const { data } = await requestJson<UserProfile>(
    `${encodeURIComponent(project)}/users/${encodeURIComponent(id)}`,
    { query: { fields: USER_PROFILE_FIELDS }, signal },
  );
  return data;
}

/** A user seen on a page: `last_page`/`last_access_on` only reach admins (contract §7.10). */
export interface UserOnPage extends UserProfile {
  last_page?: string | null;
  last_access_on?: string | null;
}

/** The filters of spec 2 §7 "Users on the same page". `since` is `YYYY-MM-DD HH:MM:SS` UTC. */
export function usersOnPageQuery(path: string, meId: number, since: string) {
  return {
    'filter[last_access_on][gte]': since,
    'filter[last_page][eq]': path,
    'filter[id][neq]': meId,
    fields: [...USER_PROFILE_FIELDS, 'last_page', 'last_access_on'],
  };
}

/**
 * `GET users?filter[last_access_on][gte]=…&filter[last_page][eq]=path&filter[id][neq]=me`:
 * the other users whose last page is `path`, seen there since `since`.
 */
export async function listUsersOnPage(
  project: string,
  path: string,
  meId: number,
  since: string,
  signal?: AbortSignal,
): Promise<UserOnPage[]> {
  const { data } = await requestJson<UserOnPage[]>(`${encodeURIComponent(project)}/users`, {
    query: usersOnPageQuery(path, meId, since),
    signal,
  });
  return data ?? [];
}
