import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { Button } from '../../../ui/Button.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { PermissionMatrix } from './permissions/PermissionMatrix.js';
import type { PermissionDraft } from './permissions/permission-draft.js';
import { RolePreview } from './preview/RolePreview.js';
import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID } from './role-protection.js';
import type { RolePermissions } from './use-role-permissions.js';

interface RolePermissionsSectionProps {
  project: string;
  /** Null for a role not created yet. */
  roleId: number | null;
  permissions: RolePermissions;
  draft: PermissionDraft;
  onDraftChange(draft: PermissionDraft): void;
  saving: boolean;
}

/**
 * What the editor shows about a role's permissions (spec 3 §4 "Roles"): none for a role not saved
 * yet (the server gives it its default rows when it is created), an admin note for role 1 (full
 * access, nothing to set), else the matrix over the stored rows and the preview below it.
 */
export function RolePermissionsSection({
  project,
  roleId,
  permissions,
  draft,
  onDraftChange,
  saving,
}: RolePermissionsSectionProps) {
  const { t } = useT();
  if (roleId === null) {
    return (
      <Notice title={t('settings_roles.new_role_note_title')}>
        <p>{t('settings_roles.new_role_note')}</p>
      </Notice>
    );
  }
  if (roleId === ADMIN_ROLE_ID) {
    return (
      <Notice color="success" title={t('settings_roles.admin_note_title')}>
        <p>{t('settings_roles.admin_note')}</p>
      </Notice>
    );
  }
  const { load } = permissions;
  if (load.state === 'error') {
    return (
      <Notice color="danger" title={t('settings_roles.permissions_load_failed')} live>
        <p>
          <code>{errorMessage(t, load.error)}</code>
        </p>
        <Button onClick={permissions.retry}>{t('settings_roles.retry')}</Button>
      </Notice>
    );
  }
  if (load.state !== 'ready') return <Loader label={t('settings_roles.permissions_loading')} />;
  return (
    <>
      {roleId === PUBLIC_ROLE_ID ? (
        <p className="cms-field__hint cms-role-editor__public">{t('settings_roles.public_note')}</p>
      ) : null}
      <PermissionMatrix
        project={project}
        roleId={roleId}
        stored={load.rows}
        draft={draft}
        onDraftChange={onDraftChange}
        disabled={saving}
      />
      <RolePreview project={project} roleId={roleId} stored={load.rows} draft={draft} />
    </>
  );
}
