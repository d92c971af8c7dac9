import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { OTP_LENGTH } from '../../constants.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { Link, useRouter } from '../../router/Link.js';
import { withoutSearchParams } from '../../router/path.js';
import { safeRedirectTarget } from '../../router/redirect-target.js';
import type { Route } from '../../router/router.js';
import { usePageTitle } from '../../shell/use-page-title.js';
import { $currentProjectKey, setCurrentProject } from '../../state/current-project.js';
import {
  $projects,
  $projectsError,
  isProjectAuthenticated,
  loadProjectInfo,
  loadProjects,
} from '../../state/projects.js';
import { Button } from '../../ui/Button.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { registerStyles } from '../../ui/styles.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';
import { AlreadySignedIn } from './AlreadySignedIn.js';
import { CredentialFields } from './CredentialFields.js';
import { ProjectChooser } from './ProjectChooser.js';
import { SignInProblemNotice } from './SignInProblemNotice.js';
import { SsoLinks } from './SsoLinks.js';
import css from './sign-in.css';
import { useCredentials } from './use-credentials.js';
import { useProjectLanguage } from './use-project-language.js';

registerStyles(css);

/** `/login` (spec 1 §2): project chooser, email and password, and the sign-in errors of §8. */
export function SignIn({ route }: { route: Route }) {
  const { t } = useT();
  const router = useRouter();
  const projects = useStore($projects);
  const projectsError = useStore($projectsError);
  const currentKey = useStore($currentProjectKey);
  usePageTitle(t('sign_in.title'));

  const { email, setEmail, password, setPassword, otp, setOtp, passwordRef, otpRef, flow } =
    useCredentials();
  const [missingFields, setMissingFields] = useState(false);
  const [missingOtp, setMissingOtp] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

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

  const languageReady = useProjectLanguage(
    selected,
    selected ? isProjectAuthenticated(selected.key) : false,
  );

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

  if (!languageReady) return <Loader fullPage label={t('sign_in.loading_projects')} />;

  const busy = flow.status !== 'idle';
  const destination =
    safeRedirectTarget(route.search.redirect) ??
    (selected ? router.pathFor('collections', { project: selected.key }) : '/');

  /** Validates (spec 1 §5), then signs in; `code` is passed in because auto-submit has it first. */
  const submit = (code: string) => {
    if (!selected || busy) return;
    if (!email.trim() || !password) {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    if (flow.needsOtp && code.length !== OTP_LENGTH) {
      setMissingOtp(true);
      otpRef.current?.focus();
      return;
    }
    setMissingOtp(false);
    void flow.submit(
      {
        project: selected.key,
        email: email.trim(),
        password,
        otp: flow.needsOtp ? code : undefined,
      },
      destination,
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(otp);
  };

  // A complete code signs in at once; Enter still submits the form as usual.
  const handleOtpChange = (code: string) => {
    setOtp(code);
    if (code.length === OTP_LENGTH) submit(code);
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
        <>
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
            {/* Only for visitors who arrive signed in: after this form's own sign-in the
                project answers as signed in too, while the start-up data loads. */}
            {selected.authenticated && flow.status === 'idle' ? (
              <AlreadySignedIn
                project={selected}
                destination={destination}
                onSignedOut={() => emailRef.current?.focus()}
              />
            ) : null}

            <CredentialFields
              emailRef={emailRef}
              passwordRef={passwordRef}
              otpRef={otpRef}
              email={email}
              password={password}
              otp={otp}
              onEmailChange={setEmail}
              onPasswordChange={setPassword}
              onOtpChange={handleOtpChange}
              needsOtp={flow.needsOtp}
              missingFields={missingFields}
              otpInvalid={missingOtp}
            />

            {missingFields ? (
              <Notice color="warning" live>
                {t('sign_in.missing_fields')}
              </Notice>
            ) : null}
            {missingOtp && !missingFields ? (
              <Notice color="warning" live>
                {t('sign_in.missing_otp', { count: OTP_LENGTH })}
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
          <SsoLinks project={selected.key} destination={destination} />
        </>
      )}
    </PublicFrame>
  );
}
