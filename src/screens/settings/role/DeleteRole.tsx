import { useState } from 'react';
import { toApiErrorShape } from '../../../api/api-error.js';
import { countRoleUsers, deleteRole, type RoleRecord } from '../../../api/roles.js';
import { invalidateQueries } from '../../../data/query-cache.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { notify } from '../../../state/notifications.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/Dialog.js';
import { Icon } from '../../../ui/Icon.js';

/**
 * Delete, for a role that may be deleted (not 1 or 2): asks first, saying how many users lose the
 * role; then `DELETE roles/{id}`, back to the list with a notice. A refusal keeps the editor open.
 */
export function DeleteRole({
  project,
  role,
  disabled,
  onDeleted,
}: {
  project: string;
  role: RoleRecord;
  disabled?: boolean;
  /** After the delete: the editor drops what is staged and goes back to the list. */
  onDeleted(): void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [users, setUsers] = useState<number | null>(null);

  const ask = () => {
    setUsers(null);
    setOpen(true);
    countRoleUsers(project, role.id)
      .then(setUsers)
      .catch(() => undefined);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteRole(project, role.id);
      setOpen(false);
      invalidateQueries(['roles', project]);
      onDeleted();
      notify({ color: 'success', title: t('settings_roles.deleted', { name: role.name }) });
    } catch (error) {
      setOpen(false);
      notify({
        color: 'danger',
        title: t('settings_roles.delete_failed'),
        details: errorMessage(t, toApiErrorShape(error)),
      });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button aria-haspopup="dialog" disabled={disabled} onClick={ask}>
        <Icon name="delete" size={18} />
        <span className="cms-button__label">{t('settings_roles.delete')}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={t('settings_roles.delete_title', { name: role.name })}
        message={
          users
            ? t('settings_roles.delete_message_users', { count: users })
            : t('settings_roles.delete_message')
        }
        confirmLabel={t('settings_roles.delete_confirm')}
        cancelLabel={t('settings_roles.cancel')}
        danger
        busy={deleting}
        onCancel={() => setOpen(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
