import { createPermissions, updatePermissions } from '../../../../api/role-permissions.js';
import type { PermissionRecord } from '../../../../permissions/shared-rules.js';
import { type PermissionDraft, planPermissionWrites } from './permission-draft.js';

/**
 * Saves a role's staged permissions: the rows to create (one batch POST), then the rows to update
 * (one batch PATCH), computed against `stored`. Answers the role's rows as stored afterwards.
 * Throws the ApiError of the first failing call; the caller keeps the draft and reloads `stored`
 * (the draft holds targets, so saving it again against the reloaded rows writes only what is left).
 */
export async function savePermissionDraft(
  project: string,
  role: number,
  stored: readonly PermissionRecord[],
  draft: PermissionDraft,
): Promise<PermissionRecord[]> {
  const writes = planPermissionWrites(stored, draft, role);
  const created = await createPermissions(project, writes.create);
  const updated = await updatePermissions(project, writes.update);
  const byId = new Map(updated.map((record) => [record.id, record]));
  return [...stored.map((record) => byId.get(record.id) ?? record), ...created];
}
