import type { PermissionRecord } from '../../../../permissions/shared-rules.js';
import type { PermissionDraft } from './permission-draft.js';

// STUB (lead): the matrix helper implements this component; its props are fixed (the role editor
// renders it).

export interface PermissionMatrixProps {
  project: string;
  roleId: number;
  /** The role's rows as stored. */
  stored: readonly PermissionRecord[];
  draft: PermissionDraft;
  onDraftChange: (draft: PermissionDraft) => void;
  /** While saving: nothing can be changed. */
  disabled?: boolean;
}

export function PermissionMatrix(_props: PermissionMatrixProps) {
  return null;
}
