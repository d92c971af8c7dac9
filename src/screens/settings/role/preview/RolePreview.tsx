import type { PermissionRecord } from '../../../../permissions/shared-rules.js';
import type { PermissionDraft } from '../permissions/permission-draft.js';

// STUB (lead): the preview helper implements this component; its props are fixed (the role
// editor renders it below the matrix).

export interface RolePreviewProps {
  project: string;
  roleId: number;
  stored: readonly PermissionRecord[];
  /** Staged matrix edits: the preview reflects them (the server computes it from the rows sent). */
  draft: PermissionDraft;
}

export function RolePreview(_props: RolePreviewProps) {
  return null;
}
