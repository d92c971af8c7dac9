import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { resetPassword } from '../../api/auth.js';
import { useRequestSignal } from '../../data/use-request-signal.js';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { TextField } from '../../ui/TextField.js';
import { serverMessage } from './server-message.js';

interface NewPasswordFormProps {
  token: string;
  /** The project the link is for; null when neither the link nor the token says. */
  project: string | null;
  /** The account, as the token names it (for the text, and for password managers). */
  email: string | null;
}

type Status = 'idle' | 'saving' | 'done';
type Problem = 'missing' | 'mismatch' | null;

/** The new-password form of a mailed link (spec 1 §4 "reset done"). */
export function NewPasswordForm({ token, project, email }: NewPasswordFormProps) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The submit's request is aborted if the screen is left before it answers.
  const requestSignal = useRequestSignal();

  useEffect(() => {
    if (status === 'done') doneRef.current?.focus();
  }, [status]);

  if (project === null) {
    return (
      <>
        <Notice color="danger">{t('reset_password.no_project')}</Notice>
        <Link to="/reset-password">{t('reset_password.title')}</Link>
      </>
    );
  }

  if (status === 'done') {
    return (
      <>
        <div className="cms-reset__result" ref={doneRef} tabIndex={-1}>
          <Notice color="success" title={t('reset_password.done_title')} live>
            {t('reset_password.done')}
          </Notice>
        </div>
        <Link to="/login">{t('reset_password.sign_in')}</Link>
      </>
    );
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    // Spec 1 §5: reset mode requires a password; both entries must agree.
    if (!password || !confirm) {
      setProblem('missing');
      return;
    }
    if (password !== confirm) {
      setProblem('mismatch');
      confirmRef.current?.select();
      return;
    }
    setProblem(null);
    setError(null);
    setStatus('saving');
    const signal = requestSignal();
    try {
      await resetPassword(project, token, password, signal);
      setStatus('done');
    } catch (thrown) {
      if (isAbortError(thrown)) return;
      setError(toApiErrorShape(thrown));
      setStatus('idle');
    }
  };

  return (
    <form className="cms-reset__form" onSubmit={handleSubmit} noValidate>
      <p>
        {email
          ? t('reset_password.new_password_intro', { account: email })
          : t('reset_password.new_password_intro_anonymous')}
      </p>
      {/* Lets password managers file the new password under the right account. */}
      {email ? (
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      <TextField
        label={t('reset_password.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        invalid={problem === 'missing' && !password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <TextField
        ref={confirmRef}
        label={t('reset_password.confirm')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        value={confirm}
        invalid={(problem === 'missing' && !confirm) || problem === 'mismatch'}
        onChange={(event) => setConfirm(event.currentTarget.value)}
      />
      {problem ? (
        <Notice color="warning" live>
          {problem === 'missing'
            ? t('reset_password.missing_passwords')
            : t('reset_password.mismatch')}
        </Notice>
      ) : null}
      {error ? (
        <Notice color="danger" live>
          {serverMessage(t, error)}
        </Notice>
      ) : null}
      <div className="cms-public__footer">
        <Button type="submit" variant="primary" busy={status === 'saving'}>
          {status === 'saving' ? t('reset_password.saving') : t('reset_password.save')}
        </Button>
        <Link to="/login">{t('reset_password.back')}</Link>
      </div>
    </form>
  );
}
