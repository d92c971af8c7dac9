import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { type InvitedUser, inviteUsers } from '../../api/user-admin.js';
import { useRoles } from '../../data/roles.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { PUBLIC_ROLE_ID } from '../../interfaces/user-roles/role-choices.js';
import { notify } from '../../state/notifications.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Notice } from '../../ui/Notice.js';
import { SelectField } from '../../ui/SelectField.js';
import { parseInviteAddresses } from './invite-addresses.js';

interface InviteDialogProps {
  open: boolean;
  project: string;
  onClose(): void;
  /** After the server answered: every user with one of the addresses. */
  onInvited(users: InvitedUser[]): void;
}

/**
 * Invites one or more people (`POST users/invite`): an address box that names each address it
 * cannot use (not an address, listed twice) as it is typed, and the role the new users get. The
 * answer says how many were invited and how many addresses already had a user.
 */
export function InviteDialog({ open, project, onClose, onInvited }: InviteDialogProps) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [role, setRole] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const controller = useRef<AbortController | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const hintId = useId();
  const problemsId = useId();
  const roles = useRoles(project, open);
  const roleOptions = (roles.data ?? [])
    .filter((entry) => entry.id !== PUBLIC_ROLE_ID)
    .map((entry) => ({ value: String(entry.id), label: entry.name }));

  const parsed = useMemo(() => parseInviteAddresses(text), [text]);
  const invalid = parsed.problems.filter((problem) => problem.kind === 'invalid');
  const showProblems = touched && (parsed.problems.length > 0 || parsed.addresses.length === 0);

  const close = () => {
    controller.current?.abort();
    setText('');
    setRole('');
    setTouched(false);
    setError(null);
    setBusy(false);
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (parsed.addresses.length === 0 || invalid.length > 0) {
      textRef.current?.focus();
      return;
    }
    if (role === '') return;
    setBusy(true);
    setError(null);
    controller.current = new AbortController();
    try {
      const users = await inviteUsers(
        project,
        parsed.addresses,
        Number(role),
        controller.current.signal,
      );
      const wanted = new Set(parsed.addresses);
      const existing = users.filter(
        (user) => wanted.has(user.email.toLowerCase()) && user.status !== 'invited',
      ).length;
      const sent = parsed.addresses.length - existing;
      notify({
        title: t('users.invite_done', { count: sent }),
        details: existing > 0 ? t('users.invite_existing', { count: existing }) : undefined,
        color: 'success',
      });
      onInvited(users);
      close();
    } catch (thrown) {
      if (isAbortError(thrown)) return;
      setError(toApiErrorShape(thrown));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('users.invite_title')}
      onCancel={close}
      actions={
        <>
          <Button onClick={close}>{t('users.invite_cancel')}</Button>
          <Button
            variant="primary"
            busy={busy}
            disabled={role === '' && !busy}
            onClick={() => void submit()}
          >
            {t('users.invite_send')}
          </Button>
        </>
      }
    >
      <form className="cms-invite" onSubmit={submit} noValidate>
        <div className="cms-field">
          <label className="cms-field__label" htmlFor={textId}>
            {t('users.invite_emails')}
          </label>
          <textarea
            ref={textRef}
            id={textId}
            className="cms-field__control cms-invite__emails"
            value={text}
            rows={4}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            placeholder="ada@example.com, grace@example.com"
            aria-invalid={showProblems && invalid.length > 0 ? true : undefined}
            aria-describedby={showProblems ? `${hintId} ${problemsId}` : hintId}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(text.trim() !== '')}
          />
          <span className="cms-field__hint" id={hintId}>
            {t('users.invite_emails_hint')}{' '}
            {parsed.addresses.length > 0
              ? t('users.invite_count', { count: parsed.addresses.length })
              : null}
          </span>
          <div id={problemsId} aria-live="polite">
            {showProblems ? (
              parsed.addresses.length === 0 && parsed.problems.length === 0 ? (
                <p className="cms-invite__invalid">{t('users.invite_none')}</p>
              ) : (
                <ul className="cms-invite__problems">
                  {parsed.problems.map((problem) => (
                    <li
                      key={`${problem.kind}:${problem.address}`}
                      className={
                        problem.kind === 'invalid' ? 'cms-invite__invalid' : 'cms-invite__duplicate'
                      }
                    >
                      {problem.kind === 'invalid'
                        ? t('users.invite_invalid', { address: problem.address })
                        : t('users.invite_duplicate', { address: problem.address })}
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
        </div>
        <SelectField
          label={t('users.invite_role')}
          value={role}
          options={roleOptions}
          loading={roles.status === 'loading'}
          placeholder={t('user_interfaces.role_choose')}
          hint={
            roles.status === 'error'
              ? t('user_interfaces.roles_failed')
              : role === ''
                ? t('users.invite_role_missing')
                : undefined
          }
          onChange={setRole}
        />
        {error ? (
          <Notice color="danger" title={t('users.invite_failed')} live>
            {errorMessage(t, error)}
          </Notice>
        ) : null}
        {/* Enter in a text field sends, like any form. */}
        <button type="submit" hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
