import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiErrorShape } from '../../../api/api-error.js';
import { toApiErrorShape } from '../../../api/api-error.js';
import { DUPLICATE_ITEM } from '../../../api/error-codes.js';
import { createRole, type RoleRecord } from '../../../api/roles.js';
import type { FieldInfo } from '../../../api/types.js';
import { invalidateQueries } from '../../../data/query-cache.js';
import { fieldProblems } from '../../../form/field-problems.js';
import { type EditSession, useEditSession } from '../../../form/use-edit-session.js';
import { type FieldProblems, useFieldProblems } from '../../../form/use-field-problems.js';
import { useSaveTracker } from '../../../form/use-save-tracker.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { useRouter } from '../../../router/Link.js';
import { notify } from '../../../state/notifications.js';
import { settingsPath } from '../settings-crumbs.js';
import {
  EMPTY_PERMISSION_DRAFT,
  isDraftEmpty,
  type PermissionDraft,
} from './permissions/permission-draft.js';
import { refreshCurrentUser } from './refresh-current-user.js';
import { roleFormValues } from './role-form-fields.js';
import { badIpWhitelistEntries, roleNameOf } from './role-problems.js';
import { ADMIN_ROLE_ID } from './role-protection.js';
import { saveRole } from './save-role.js';
import { type RolePermissions, useRolePermissions } from './use-role-permissions.js';

// The role editor's state (spec 3 §4 "Roles"): the role form's edit session, the permission
// matrix's draft over the stored rows, and Save: role fields first, then permissions, then back
// to the roles list with the signed-in user read again. A failed save keeps what is staged and
// says which part failed.

/** A save that failed: what failed (the title) and the server's words. */
export interface SaveFailure {
  title: string;
  message: string;
  /** What the user can do next. */
  hint: string;
}

export interface RoleEditorState {
  session: EditSession;
  problems: Record<string, string>;
  problemsRound: number;
  permissions: RolePermissions;
  draft: PermissionDraft;
  setDraft(draft: PermissionDraft): void;
  /** Role fields or permissions staged. */
  dirty: boolean;
  isDirty(): boolean;
  saving: boolean;
  failure: SaveFailure | null;
  save(): Promise<void>;
  /** Drops what is staged and opens `path` (after a delete). */
  leave(path: string): void;
}

export function useRoleEditor(
  project: string,
  role: RoleRecord | null,
  fields: Readonly<Record<string, FieldInfo>>,
): RoleEditorState {
  const { t } = useT();
  const router = useRouter();
  const roleId = role?.id ?? null;
  const session = useEditSession(useMemo(() => roleFormValues(role ?? {}, fields), [role, fields]));
  const fieldMessages: FieldProblems = useFieldProblems(session.values);
  const permissions = useRolePermissions(
    project,
    roleId,
    roleId !== null && roleId !== ADMIN_ROLE_ID,
  );
  const [draft, setDraftState] = useState<PermissionDraft>(EMPTY_PERMISSION_DRAFT);
  const saves = useSaveTracker();
  const { saving } = saves;
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  // Read synchronously by the leave guard and by a save that just cleared everything.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const storedRef = useRef(permissions.stored);
  storedRef.current = permissions.stored;
  const setDraft = useCallback((next: PermissionDraft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);
  const draftDirty = !isDraftEmpty(draft, permissions.stored);
  const isDirty = useCallback(
    () => session.isDirty() || !isDraftEmpty(draftRef.current, storedRef.current),
    [session.isDirty],
  );

  const ipMessage = (bad: readonly string[]) =>
    t('settings_roles.ip_invalid', { count: bad.length, entries: bad.join(', ') });
  // A bad whitelist entry is named as soon as it is added; it stays in the list to be corrected.
  const badEntries = badIpWhitelistEntries(session.values.ip_whitelist);
  const problems =
    badEntries.length > 0
      ? { ...fieldMessages.shown, ip_whitelist: ipMessage(badEntries) }
      : fieldMessages.shown;

  /** A refusal of the role's fields: said above the form, and next to each field it names. */
  const refusedFields = (title: string, error: ApiErrorShape) => {
    const byField = fieldProblems(error.message, Object.keys(fields));
    if (Object.keys(byField).length > 0) fieldMessages.report(byField, session.values);
    failed(title, error);
  };

  const failed = (title: string, error: ApiErrorShape) =>
    setFailure({
      title,
      message:
        error.code === DUPLICATE_ITEM
          ? t('settings_roles.create_name_exists', { name: roleNameOf(session.values.name) })
          : errorMessage(t, error),
      hint: t('settings_roles.save_failed_kept'),
    });

  /** The check before sending: a name, and only valid whitelist entries. */
  const refused = (): boolean => {
    const byField: Record<string, string> = {};
    if (roleNameOf(session.values.name) === '') byField.name = t('settings_roles.name_required');
    if (badEntries.length > 0) byField.ip_whitelist = ipMessage(badEntries);
    if (Object.keys(byField).length === 0) return false;
    fieldMessages.report(byField, session.values);
    return true;
  };

  /** The staged role fields as sent: the name trimmed. */
  const roleChanges = (): Record<string, unknown> => {
    const changes = { ...session.edits };
    if ('name' in changes) changes.name = roleNameOf(changes.name);
    return changes;
  };

  /** Saved or deleted: nothing staged is left to lose, so the leave guard lets the page go. */
  const leave = (path: string) => {
    session.reset(session.values);
    draftRef.current = EMPTY_PERMISSION_DRAFT;
    setDraftState(EMPTY_PERMISSION_DRAFT);
    router.open(path);
  };

  const create = async () => {
    try {
      const created = await createRole(project, {
        ...roleChanges(),
        name: roleNameOf(session.values.name),
      });
      invalidateQueries(['roles', project]);
      notify({ color: 'success', title: t('settings_roles.created', { name: created.name }) });
      leave(settingsPath(project, 'roles', String(created.id)));
    } catch (error) {
      refusedFields(t('settings_roles.save_failed_create'), toApiErrorShape(error));
    }
  };

  const update = async (id: number) => {
    const result = await saveRole(project, id, roleChanges(), permissions.stored, draftRef.current);
    // Whatever was written is stored now: the form starts from it (the draft stays until saved).
    if (result.ok || result.failed === 'permissions') {
      if (result.role) session.reset(roleFormValues(result.role, fields));
      else if (result.ok) session.reset(session.values);
      invalidateQueries(['roles', project]);
    }
    if (result.ok) {
      permissions.set(result.stored);
      void refreshCurrentUser(project);
      notify({
        color: 'success',
        title: t('settings_roles.saved', { name: roleNameOf(session.values.name) }),
      });
      leave(settingsPath(project, 'roles'));
      return;
    }
    if (result.failed === 'role') {
      refusedFields(t('settings_roles.save_failed_role'), result.error);
      return;
    }
    if (result.stored) permissions.set(result.stored);
    failed(t('settings_roles.save_failed_permissions'), result.error);
    if (!result.stored) {
      setFailure((current) =>
        current ? { ...current, hint: t('settings_roles.save_failed_reload') } : current,
      );
    }
  };

  const save = async () => {
    if (saving || !isDirty()) return;
    fieldMessages.clear();
    setFailure(null);
    if (refused()) return;
    await saves.run(() => (roleId === null ? create() : update(roleId)));
  };

  return {
    session,
    problems,
    problemsRound: fieldMessages.round,
    permissions,
    draft,
    setDraft,
    dirty: session.dirty || draftDirty,
    isDirty,
    saving,
    failure,
    save,
    leave,
  };
}
