import { requestJson } from './request.js';

// The roles of a project (contract §7.9, spec 3 §7) as the settings screens read and write them:
// the list, one role, its users, create, update and delete. Roles are read with `fields=*` (not
// `*.*.*`): the `users` alias would bring every user of the role with it; the editor asks for a
// page of them instead.

/** A row of directus_roles (the `users` alias left out). */
export interface RoleRecord {
  id: number;
  name: string;
  description: string | null;
  /** Entries: an address or a CIDR range. */
  ip_whitelist: string[] | null;
  external_id: string | null;
  /** `null` or `[{name, link, icon}]`. */
  module_listing: unknown;
  /** `null` or `[{group_name, collections: [{collection}]}]`. */
  collection_listing: unknown;
  enforce_2fa: boolean;
}

export type RoleSummary = Pick<RoleRecord, 'id' | 'name' | 'description'>;

/** A user as the role editor lists them. */
export interface RoleUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  status: string | null;
}

const rolesPath = (project: string, id?: number) =>
  `${encodeURIComponent(project)}/roles${id === undefined ? '' : `/${id}`}`;
const usersPath = (project: string) => `${encodeURIComponent(project)}/users`;

/** `GET roles?fields=id,name,description&limit=-1`: every role, in id order. */
export async function listRoleSummaries(
  project: string,
  signal?: AbortSignal,
): Promise<RoleSummary[]> {
  const { data } = await requestJson<RoleSummary[]>(rolesPath(project), {
    query: { fields: 'id,name,description', limit: -1, sort: 'id' },
    signal,
  });
  return data ?? [];
}

/** `GET users?filter[role][eq]={role}&limit=0&meta=filter_count`: how many users the role has. */
export async function countRoleUsers(
  project: string,
  role: number,
  signal?: AbortSignal,
): Promise<number> {
  const { meta } = await requestJson<unknown>(usersPath(project), {
    query: { 'filter[role][eq]': role, limit: 0, meta: 'filter_count' },
    signal,
  });
  const count = Number(meta?.filter_count);
  if (meta?.filter_count == null || !Number.isFinite(count)) {
    throw new Error('GET users: the answer has no meta.filter_count');
  }
  return count;
}

/** The first `limit` users of a role (by name) and how many it has in all. */
export async function listRoleUsers(
  project: string,
  role: number,
  limit: number,
  signal?: AbortSignal,
): Promise<{ users: RoleUser[]; total: number }> {
  const { data, meta } = await requestJson<RoleUser[]>(usersPath(project), {
    query: {
      'filter[role][eq]': role,
      fields: 'id,first_name,last_name,email,status',
      sort: 'first_name,last_name,email',
      limit,
      meta: 'filter_count',
    },
    signal,
  });
  const users = data ?? [];
  const total = Number(meta?.filter_count);
  return { users, total: Number.isFinite(total) ? total : users.length };
}

/** `GET roles/{id}?fields=*`. */
export async function getRole(
  project: string,
  id: number,
  signal?: AbortSignal,
): Promise<RoleRecord> {
  const { data } = await requestJson<RoleRecord>(rolesPath(project, id), {
    query: { fields: '*' },
    signal,
  });
  return data;
}

/** `POST roles`: the server also inserts the new role's default permission rows (§8.3). */
export async function createRole(
  project: string,
  values: Partial<Omit<RoleRecord, 'id'>> & { name: string },
): Promise<RoleRecord> {
  const { data } = await requestJson<RoleRecord>(rolesPath(project), {
    method: 'POST',
    query: { fields: '*' },
    body: values,
  });
  return data;
}

/** `PATCH roles/{id}` with only the changed fields; answers the role as stored. */
export async function updateRole(
  project: string,
  id: number,
  changes: Partial<Omit<RoleRecord, 'id'>>,
): Promise<RoleRecord> {
  const { data } = await requestJson<RoleRecord>(rolesPath(project, id), {
    method: 'PATCH',
    query: { fields: '*' },
    body: changes,
  });
  return data;
}

/** `DELETE roles/{id}` (roles 1 and 2 are refused by the server). */
export async function deleteRole(project: string, id: number): Promise<void> {
  await requestJson<unknown>(rolesPath(project, id), { method: 'DELETE' });
}
