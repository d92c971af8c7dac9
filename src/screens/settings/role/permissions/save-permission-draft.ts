import type { PermissionRecord } from '../../../../permissions/shared-rules.js';
import type { PermissionDraft } from './permission-draft.js';

// STUB (lead): the matrix helper implements this file; the signature is fixed (the role editor
// calls it).

/**
 * Saves a role's staged permissions: the rows to create (one batch POST), then the rows to update
 * (one batch PATCH), computed against `stored`. Answers the role's rows as stored afterwards.
 * Throws the ApiError of the first failing call; the caller keeps the draft and reloads `stored`.
 */
export async function savePermissionDraft(
  _project: string,
  _role: number,
  stored: readonly PermissionRecord[],
  _draft: PermissionDraft,
): Promise<PermissionRecord[]> {
  return [...stored];
}
