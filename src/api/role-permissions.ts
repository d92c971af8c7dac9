import { type PermissionRecord, parseCsv } from '../permissions/shared-rules.js';
import { requestJson } from './request.js';

// A role's rows of directus_permissions (contract §7.8, spec 3 §7): what the role editor's matrix
// reads and writes. Blacklists travel as arrays; the server stores them as CSV (and answers null
// for an empty one, read here as []).

const permissionsPath = (project: string) => `${encodeURIComponent(project)}/permissions`;

/** A row to create: everything but the id. */
export type NewPermission = Omit<PermissionRecord, 'id'>;

/** `GET {project}/permissions?filter[role][eq]={role}&limit=-1`. */
export async function listRolePermissions(
  project: string,
  role: number,
  signal?: AbortSignal,
): Promise<PermissionRecord[]> {
  const { data } = await requestJson<PermissionRecord[]>(permissionsPath(project), {
    query: { 'filter[role][eq]': role, limit: -1 },
    signal,
  });
  return (data ?? []).map(withBlacklistArrays);
}

/** A row as the server answers it, its blacklists as arrays whatever it stored (null, CSV). */
function withBlacklistArrays(row: PermissionRecord): PermissionRecord {
  return {
    ...row,
    read_field_blacklist: parseCsv(row.read_field_blacklist),
    write_field_blacklist: parseCsv(row.write_field_blacklist),
    status_blacklist: parseCsv(row.status_blacklist),
  };
}

/** `POST {project}/permissions [rows]`: a batch create; answers the stored rows. */
export async function createPermissions(
  project: string,
  rows: readonly NewPermission[],
): Promise<PermissionRecord[]> {
  if (rows.length === 0) return [];
  const { data } = await requestJson<PermissionRecord[] | PermissionRecord>(
    permissionsPath(project),
    { method: 'POST', body: rows },
  );
  return (Array.isArray(data) ? data : [data]).map(withBlacklistArrays);
}

/** `PATCH {project}/permissions [{id, …}]`: a batch update; answers the stored rows. */
export async function updatePermissions(
  project: string,
  rows: readonly (Partial<PermissionRecord> & { id: number })[],
): Promise<PermissionRecord[]> {
  if (rows.length === 0) return [];
  const { data } = await requestJson<PermissionRecord[] | PermissionRecord>(
    permissionsPath(project),
    { method: 'PATCH', body: rows },
  );
  return (Array.isArray(data) ? data : [data]).map(withBlacklistArrays);
}
