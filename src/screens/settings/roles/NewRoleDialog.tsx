import { type FormEvent, useId, useRef, useState } from 'react';
import { toApiErrorShape } from '../../../api/api-error.js';
import { DUPLICATE_ITEM } from '../../../api/error-codes.js';
import { createRole, type RoleRecord } from '../../../api/roles.js';
import { invalidateQueries } from '../../../data/query-cache.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { notify } from '../../../state/notifications.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Notice } from '../../../ui/Notice.js';
import { TextField } from '../../../ui/TextField.js';
import { roleNameOf } from '../role/role-problems.js';

interface NewRoleDialogProps {
  open: boolean;
  project: string;
  onClose(): void;
  /** After the role exists (with its default permission rows). */
  onCreated(role: RoleRecord): void;
}

/**
 * The create-role prompt (spec 3 §2, §5): a name, required and trimmed, sent as `POST roles
 * {name}`. A name in use (E204) or any other refusal is said in the dialog; what was typed stays.
 */
export function NewRoleDialog({ open, project, onClose, onCreated }: NewRoleDialogProps) {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // A refusal from the server: a name in use is said under the name, anything else below it.
  const [refusal, setRefusal] = useState<{ duplicate: boolean; message: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const formId = useId();
  const name = roleNameOf(typed);
  const empty = tried && name === '';

  const close = () => {
    if (busy) return;
    setTyped('');
    setTried(false);
    setRefusal(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    if (name === '' || busy) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const role = await createRole(project, { name });
      invalidateQueries(['roles', project]);
      notify({ color: 'success', title: t('settings_roles.created', { name: role.name }) });
      setTyped('');
      setTried(false);
      onCreated(role);
    } catch (error) {
      const shape = toApiErrorShape(error);
      const duplicate = shape.code === DUPLICATE_ITEM;
      setRefusal({
        duplicate,
        message: duplicate
          ? t('settings_roles.create_name_exists', { name })
          : errorMessage(t, shape),
      });
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const nameProblem = empty
    ? t('settings_roles.create_name_empty')
    : refusal?.duplicate
      ? refusal.message
      : null;
  return (
    <Dialog
      open={open}
      title={t('settings_roles.create_title')}
      onCancel={close}
      actions={
        <>
          <Button onClick={close} disabled={busy}>
            {t('settings_roles.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} busy={busy}>
            {t('settings_roles.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className="cms-new-role" onSubmit={submit} noValidate>
        <TextField
          ref={input}
          label={t('settings_roles.create_name')}
          value={typed}
          autoFocus
          autoComplete="off"
          required
          maxLength={100}
          placeholder={t('settings_roles.create_name_placeholder')}
          invalid={nameProblem !== null}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(null);
          }}
          hint={
            nameProblem ? (
              <span className="cms-new-role__problem" role="alert">
                {nameProblem}
              </span>
            ) : (
              t('settings_roles.create_name_hint')
            )
          }
        />
        {refusal && !refusal.duplicate ? (
          <Notice color="danger" live title={t('settings_roles.create_failed')}>
            {refusal.message}
          </Notice>
        ) : null}
      </form>
    </Dialog>
  );
}
