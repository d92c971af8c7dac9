import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { passwordResetPageUrl, requestPasswordReset } from '../../api/auth.js';
import { useRequestSignal } from '../../data/use-request-signal.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { $currentProjectKey, setCurrentProject } from '../../state/current-project.js';
import { $projects, $projectsError, loadProjects } from '../../state/projects.js';
import { Button } from '../../ui/Button.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { TextField } from '../../ui/TextField.js';
import { ProjectChooser } from '../login/ProjectChooser.js';
import { serverMessage } from './server-message.js';

type Status = 'idle' | 'sending' | 'sent';

/** The request form (spec 1 §4 "request sent"): the project, when there is a choice, and an email. */
export function RequestResetForm() {
  const { t } = useT();
  const projects = useStore($projects);
  const projectsError = useStore($projectsError);
  const currentKey = useStore($currentProjectKey);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // The submit's request is aborted if the screen is left before it answers.
  const requestSignal = useRequestSignal();

  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  if (projects === null) {
    if (!projectsError) return <Loader label={t('sign_in.loading_projects')} />;
    return (
      <>
        <Notice color="danger" title={errorMessage(t, projectsError)} live>
          {t('sign_in.projects_failed')}
        </Notice>
        <Button variant="primary" onClick={() => void loadProjects()}>
          {t('sign_in.retry')}
        </Button>
      </>
    );
  }

  const list = projects || [];
  const selected = list.find((project) => project.key === currentKey) ?? list[0] ?? null;
  if (selected === null) return <Notice color="accent">{t('sign_in.no_public_projects')}</Notice>;

  if (status === 'sent') {
    return (
      <>
        <div className="cms-reset__result" ref={sentRef} tabIndex={-1}>
          <Notice color="success" title={t('reset_password.request_sent_title')} live>
            {t('reset_password.request_sent', { email: email.trim() })}
          </Notice>
        </div>
        <Link to="/login">{t('reset_password.back')}</Link>
      </>
    );
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const address = email.trim();
    if (!address) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setError(null);
    setStatus('sending');
    const signal = requestSignal();
    try {
      await requestPasswordReset(selected.key, address, passwordResetPageUrl(selected.key), signal);
      setStatus('sent');
    } catch (thrown) {
      if (isAbortError(thrown)) return;
      setError(toApiErrorShape(thrown));
      setStatus('idle');
    }
  };

  return (
    <form className="cms-reset__form" onSubmit={handleSubmit} noValidate>
      <p>{t('reset_password.request_intro')}</p>
      <ProjectChooser
        projects={list}
        selected={selected}
        onSelect={setCurrentProject}
        disabled={status !== 'idle'}
      />
      <TextField
        label={t('reset_password.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        invalid={missing}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      {missing ? (
        <Notice color="warning" live>
          {t('reset_password.missing_email')}
        </Notice>
      ) : null}
      {error ? (
        <Notice color="danger" live>
          {serverMessage(t, error)}
        </Notice>
      ) : null}
      <div className="cms-public__footer">
        <Button type="submit" variant="primary" busy={status === 'sending'}>
          {status === 'sending' ? t('reset_password.sending') : t('reset_password.send')}
        </Button>
        <Link to="/login">{t('reset_password.back')}</Link>
      </div>
    </form>
  );
}
