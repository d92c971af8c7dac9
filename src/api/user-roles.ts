import { requestJson } from './request.js';

// The roles of some users (contract §7.10): what the `role` permission level needs to tell a
// role-mate's item from anyone else's. A user the caller may not read is simply missing.

export interface UserRole {
  id: number;
  role: number | null;
}

/** `GET {project}/users?fields=id,role&filter[id][in]=…`. */
export async function listUserRoles(
  project: string,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<UserRole[]> {
  const { data } = await requestJson<UserRole[]>(`${encodeURIComponent(project)}/users`, {
    query: { fields: 'id,role', 'filter[id][in]': ids.join(','), limit: -1 },
    signal,
  });
  return data ?? [];
}
