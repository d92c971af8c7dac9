import { type ApiErrorShape, toApiErrorShape } from '../../../api/api-error.js';
import { listRolePermissions } from '../../../api/role-permissions.js';
import { type RoleRecord, updateRole } from '../../../api/roles.js';
import type { PermissionRecord } from '../../../permissions/shared-rules.js';
import { isDraftEmpty, type PermissionDraft } from './permissions/permission-draft.js';
import { savePermissionDraft } from './permissions/save-permission-draft.js';

// Saving a role's staged edits (spec 3 §4 "Roles", issue #16): the role's changed fields first,
// then its permissions (the draft's creates and updates). Each step only when it has something to
// write. A failure stops there and says which step failed; after a failed permissions step the
// stored rows are read again, so the kept draft is compared with what the server holds now.

export type RoleSaveResult =
  | { ok: true; role: RoleRecord | null; stored: PermissionRecord[] }
  /** Nothing was written. */
  | { ok: false; failed: 'role'; error: ApiErrorShape }
  /** The role's fields were written (`role`, when there were any); its permissions were not. */
  | {
      ok: false;
      failed: 'permissions';
      error: ApiErrorShape;
      role: RoleRecord | null;
      /** The rows as stored now; null when reading them again failed too. */
      stored: PermissionRecord[] | null;
    };

export async function saveRole(
  project: string,
  roleId: number,
  changes: Readonly<Record<string, unknown>>,
  stored: readonly PermissionRecord[],
  draft: PermissionDraft,
): Promise<RoleSaveResult> {
  let role: RoleRecord | null = null;
  if (Object.keys(changes).length > 0) {
    try {
      role = await updateRole(project, roleId, changes);
    } catch (error) {
      return { ok: false, failed: 'role', error: toApiErrorShape(error) };
    }
  }
  if (isDraftEmpty(draft, stored)) return { ok: true, role, stored: [...stored] };
  try {
    const rows = await savePermissionDraft(project, roleId, stored, draft);
    return { ok: true, role, stored: rows };
  } catch (error) {
    const reloaded = await listRolePermissions(project, roleId).catch(() => null);
    return {
      ok: false,
      failed: 'permissions',
      error: toApiErrorShape(error),
      role,
      stored: reloaded,
    };
  }
}
