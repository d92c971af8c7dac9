import { requestJson } from './request.js';
import type { PermissionRow } from './types.js';

/**
 * `GET {project}/permissions/me`: every row of the caller's role, `$create` rows included
 * (contract §7.8). Admins need not call it: they have full rights locally.
 */
export async function getMyPermissions(
  project: string,
  signal?: AbortSignal,
): Promise<PermissionRow[]> {
  const { data } = await requestJson<PermissionRow[]>(
    `${encodeURIComponent(project)}/permissions/me`,
    { signal },
  );
  return data;
}
