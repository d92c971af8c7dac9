import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { UNREACHABLE } from '../../api/error-codes.js';
import { activateTwoFactor, otpauthUrl } from '../../api/two-factor.js';
import { OTP_LENGTH } from '../../constants.js';
import { useRequestSignal } from '../../data/use-request-signal.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { useRouter } from '../../router/Link.js';
import { $projects, loadProjectInfo } from '../../state/projects.js';
import { Button } from '../../ui/Button.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { OtpInput } from '../../ui/OtpInput.js';
import { twoFactorSetupAccount } from '../login/two-factor-handoff.js';
import { QrCode } from './QrCode.js';
import { useTwoFactorSecret } from './use-two-factor-secret.js';

type Activation = 'idle' | 'activating' | 'done';

/** The key with its QR code, then the confirming code, then "finished" (spec 1 §4). */
export function TwoFactorSteps({ project }: { project: string }) {
  const { t } = useT();
  const router = useRouter();
  const projects = useStore($projects);
  const { state, retry } = useTwoFactorSecret(project);
  const [code, setCode] = useState('');
  const [missingCode, setMissingCode] = useState(false);
  const [activation, setActivation] = useState<Activation>('idle');
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const [continuing, setContinuing] = useState(false);
  const scanTitleId = useId();
  const stepTitleRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The submit's request is aborted if the screen is left before it answers.
  const requestSignal = useRequestSignal();

  // Focus follows the steps: the key once it is there, the result once finished.
  useEffect(() => {
    if (state.status === 'ready') stepTitleRef.current?.focus();
  }, [state.status]);
  useEffect(() => {
    if (activation === 'done') doneRef.current?.focus();
  }, [activation]);

  if (activation === 'done') {
    const continueIntoApp = async () => {
      setContinuing(true);
      // The session now passes as the user: the project info says so, and the guard hydrates.
      await loadProjectInfo(project);
      router.open(router.pathFor('collections', { project }));
    };
    return (
      <>
        <div className="cms-setup-2fa__result" ref={doneRef} tabIndex={-1}>
          <Notice color="success" title={t('setup_2fa.done_title')} live>
            {t('setup_2fa.done')}
          </Notice>
        </div>
        <Button variant="primary" busy={continuing} onClick={() => void continueIntoApp()}>
          {t('setup_2fa.continue')}
        </Button>
      </>
    );
  }

  if (state.status === 'loading') return <Loader label={t('setup_2fa.loading_secret')} />;
  if (state.status === 'failed') {
    return (
      <>
        <Notice
          color={state.error.code === UNREACHABLE ? 'danger' : 'warning'}
          title={t('setup_2fa.secret_failed')}
          live
        >
          {errorMessage(t, state.error)}
        </Notice>
        <Button variant="primary" onClick={retry}>
          {t('setup_2fa.retry')}
        </Button>
      </>
    );
  }

  const { secret } = state;
  const entry = projects ? projects.find((candidate) => candidate.key === project) : undefined;
  const issuer = entry?.data?.project_name || project;
  const account = twoFactorSetupAccount(project) ?? project;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activation !== 'idle') return;
    if (code.length !== OTP_LENGTH) {
      setMissingCode(true);
      codeRef.current?.focus();
      return;
    }
    setMissingCode(false);
    setError(null);
    setActivation('activating');
    const signal = requestSignal();
    try {
      await activateTwoFactor(project, secret, code, signal);
      setActivation('done');
    } catch (thrown) {
      if (isAbortError(thrown)) return;
      // Spec 1 §8: errors.{code}; the wrong code is cleared for the next one.
      setError(toApiErrorShape(thrown));
      setActivation('idle');
      setCode('');
      codeRef.current?.focus();
    }
  };

  return (
    <>
      <section className="cms-setup-2fa__step" aria-labelledby={scanTitleId}>
        <h2 className="cms-setup-2fa__step-title" id={scanTitleId} ref={stepTitleRef} tabIndex={-1}>
          {t('setup_2fa.scan_title')}
        </h2>
        <p>{t('setup_2fa.scan')}</p>
        <QrCode
          text={otpauthUrl({ issuer, account, secret })}
          alt={t('setup_2fa.qr_alt', { account })}
        />
        <dl className="cms-setup-2fa__secret">
          <dt>{t('setup_2fa.secret')}</dt>
          <dd>
            <code>{secret.match(/.{1,4}/g)?.join(' ')}</code>
          </dd>
        </dl>
      </section>

      <form className="cms-setup-2fa__step" onSubmit={handleSubmit} noValidate>
        <h2 className="cms-setup-2fa__step-title">{t('setup_2fa.code_title')}</h2>
        <OtpInput
          ref={codeRef}
          label={t('setup_2fa.code')}
          hint={t('setup_2fa.code_hint', { count: OTP_LENGTH })}
          name="otp"
          required
          value={code}
          invalid={missingCode}
          onChange={setCode}
        />
        {missingCode ? (
          <Notice color="warning" live>
            {t('setup_2fa.missing_code', { count: OTP_LENGTH })}
          </Notice>
        ) : null}
        {error ? (
          <Notice color={error.code === UNREACHABLE ? 'danger' : 'warning'} live>
            {errorMessage(t, error)}
          </Notice>
        ) : null}
        <Button type="submit" variant="primary" busy={activation === 'activating'}>
          {activation === 'activating' ? t('setup_2fa.activating') : t('setup_2fa.activate')}
        </Button>
      </form>
    </>
  );
}
