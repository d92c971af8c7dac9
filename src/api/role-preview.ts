import type { PermissionRecord } from '../permissions/shared-rules.js';
import { requestJson } from './request.js';

// "Preview as this role" (issue #16): `POST {project}/roles/{id}/preview`. The server reads the
// collection as the role would (its real read path, nothing written) and answers what came back.

export interface RolePreviewRequest {
  collection: string;
  /** A user of the role; absent: the server takes the role's first active user, if any. */
  user?: number;
  /** Candidate rows of the role (the staged matrix); absent: the stored rows. */
  permissions?: readonly PermissionRecord[];
}

export interface RolePreviewUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

export interface RolePreviewResult {
  collection: string;
  role: number;
  /** Who the read ran as; null: an identity of the role without a user (owns no item). */
  user: RolePreviewUser | null;
  readable: boolean;
  /** The fields a `fields=*` list read returns. */
  fields: string[];
  /** The items a list read returns (soft-deleted ones not counted). */
  total_count: number;
  /** The readable statuses when the role has status rows for the collection, else null. */
  statuses: string[] | null;
  /** The read's own refusal (e.g. E300), with `readable: false`. */
  error?: { code: number; message: string };
}

export async function previewRole(
  project: string,
  role: number,
  request: RolePreviewRequest,
  signal?: AbortSignal,
): Promise<RolePreviewResult> {
  const { data } = await requestJson<RolePreviewResult>(
    `${encodeURIComponent(project)}/roles/${role}/preview`,
    { method: 'POST', body: request, signal },
  );
  return data;
}
