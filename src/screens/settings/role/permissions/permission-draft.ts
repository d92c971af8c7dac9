import type { PermissionRecord } from '../../../../permissions/shared-rules.js';

// STUB (lead): the matrix helper implements this file; the exported names and signatures below are
// fixed because the role editor and the role preview use them.
//
// The staged edits of a role's permission matrix. A draft holds the TARGET values of every row the
// user changed (not deltas), so saving it again after a half-failed save converges: the writes are
// recomputed against the rows stored now.

export interface PermissionDraft {
  /** Target rows by `collection` + status (null: collection-wide, a status, or `$create`). */
  readonly rows: ReadonlyMap<string, Omit<PermissionRecord, 'id' | 'role'>>;
}

export const EMPTY_PERMISSION_DRAFT: PermissionDraft = { rows: new Map() };

/** Whether the draft changes nothing stored. */
export function isDraftEmpty(
  draft: PermissionDraft,
  _stored: readonly PermissionRecord[],
): boolean {
  return draft.rows.size === 0;
}

/**
 * The rows the role would have once the draft is saved: stored rows with the draft applied, new
 * rows with id 0. What the preview sends to the server.
 */
export function effectivePermissionRows(
  stored: readonly PermissionRecord[],
  _draft: PermissionDraft,
  _role: number,
): PermissionRecord[] {
  return [...stored];
}
