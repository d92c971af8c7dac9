import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { UNREACHABLE } from '../../api/error-codes.js';
import { OTP_LENGTH } from '../../constants.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { Link, useRouter } from '../../router/Link.js';
import { withoutSearchParams } from '../../router/path.js';
import { safeRedirectTarget } from '../../router/redirect-target.js';
import type { Route } from '../../router/router.js';
import { $currentProjectKey, setCurrentProject } from '../../state/current-project.js';
import { $projects, $projectsError, loadProjectInfo, loadProjects } from '../../state/projects.js';
import { Button } from '../../ui/Button.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { registerStyles } from '../../ui/styles.js';
import { TextField } from '../../ui/TextField.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';
import { ProjectChooser, projectName } from './ProjectChooser.js';
import css from './sign-in.css';
import { type SignInProblem, useSignIn } from './use-sign-in.js';

registerStyles(css);

/** `/login` (spec 1 §2): project chooser, email and password, and the sign-in errors of §8. */
export function SignIn({ route }: { route: Route }) {
  const { t } = useT();
  const router = useRouter();
  const projects = useStore($projects);
  const projectsError = useStore($projectsError);
  const currentKey = useStore($currentProjectKey);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [missingFields, setMissingFields] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const flow = useSignIn({
    onInvalidCredentials: () => passwordRef.current?.select(),
    onOtpRequired: () => requestAnimationFrame(() => otpRef.current?.focus()),
  });

  // `?error=…&code=…` (an SSO round trip) shows a notice, then leaves the URL.
  const [queryCode, setQueryCode] = useState(route.search.code);
  useEffect(() => {
    if (route.search.code !== undefined) setQueryCode(route.search.code);
    if (route.search.error !== undefined || route.search.code !== undefined) {
      router.redirect(withoutSearchParams(route.fullPath, ['error', 'code']));
    }
  }, [route, router]);

  const list = projects || [];
  const selected = list.find((project) => project.key === currentKey) ?? list[0] ?? null;

  // The chooser shows the first project when none is current yet: make it the current one.
  useEffect(() => {
    if (selected && selected.key !== currentKey) setCurrentProject(selected.key);
  }, [selected, currentKey]);

  // A private project (not listed) reached with `?project=key`: load its info by key.
  useEffect(() => {
    if (projects && currentKey && !projects.some((project) => project.key === currentKey)) {
      void loadProjectInfo(currentKey);
    }
  }, [projects, currentKey]);

  if (projects === null) {
    if (!projectsError) return <Loader fullPage label={t('sign_in.loading_projects')} />;
    return (
      <PublicFrame title={t('sign_in.title')}>
        <Notice color="danger" title={errorMessage(t, projectsError)} live>
          {t('sign_in.projects_failed')}
        </Notice>
        <Button variant="primary" onClick={() => void loadProjects()}>
          {t('sign_in.retry')}
        </Button>
      </PublicFrame>
    );
  }

  const busy = flow.status !== 'idle';
  const destination =
    safeRedirectTarget(route.search.redirect) ??
    (selected ? router.pathFor('collections', { project: selected.key }) : '/');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected || busy) return;
    if (!email.trim() || !password) {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    void flow.submit(
      {
        project: selected.key,
        email: email.trim(),
        password,
        otp: flow.needsOtp ? otp : undefined,
      },
      destination,
    );
  };

  return (
    <PublicFrame title={t('sign_in.title')}>
      {queryCode !== undefined ? (
        <Notice color="warning" live>
          {errorMessage(t, { code: Number(queryCode), status: 0, message: t('errors.-1') })}
        </Notice>
      ) : null}

      {selected === null ? (
        <Notice color="accent">{t('sign_in.no_public_projects')}</Notice>
      ) : (
        <form className="cms-sign-in__form" onSubmit={handleSubmit} noValidate>
          <ProjectChooser
            projects={list}
            selected={selected}
            onSelect={setCurrentProject}
            disabled={busy}
          />
          {selected.status === 'failed' && selected.error ? (
            <Notice color="danger" title={t('sign_in.project_failed')} live>
              {selected.error.message}
            </Notice>
          ) : null}
          {selected.authenticated ? (
            <Notice
              color="accent"
              title={t('sign_in.already_signed_in', { project: projectName(selected) })}
            >
              <Link to={destination}>{t('sign_in.continue')}</Link>
            </Notice>
          ) : null}

          <TextField
            label={t('sign_in.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            invalid={missingFields && !email.trim()}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <TextField
            ref={passwordRef}
            label={t('sign_in.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            invalid={missingFields && !password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {flow.needsOtp ? (
            <TextField
              ref={otpRef}
              label={t('sign_in.otp')}
              hint={t('sign_in.otp_hint', { count: OTP_LENGTH })}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`\\d{${OTP_LENGTH}}`}
              maxLength={OTP_LENGTH}
              value={otp}
              onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, ''))}
            />
          ) : null}

          {missingFields ? (
            <Notice color="warning" live>
              {t('sign_in.missing_fields')}
            </Notice>
          ) : null}
          {flow.problem ? <SignInProblemNotice problem={flow.problem} /> : null}

          <div className="cms-public__footer">
            <Button type="submit" variant="primary" busy={busy}>
              {flow.status === 'idle' ? t('sign_in.submit') : t(`sign_in.status.${flow.status}`)}
            </Button>
            <Link to="/reset-password">{t('sign_in.forgot_password')}</Link>
          </div>
        </form>
      )}
    </PublicFrame>
  );
}

/** Spec 1 §8: the generic "couldn't reach" in danger colour, any server code as a warning. */
function SignInProblemNotice({ problem }: { problem: SignInProblem }) {
  const { t } = useT();
  if (problem.kind === 'session-not-kept') {
    return (
      <Notice color="danger" live>
        {t('sign_in.session_not_kept')}
      </Notice>
    );
  }
  return (
    <Notice color={problem.error.code === UNREACHABLE ? 'danger' : 'warning'} live>
      {errorMessage(t, problem.error)}
    </Notice>
  );
}
