import { useStore } from '@nanostores/react';
import { type FormEvent, useRef, useState } from 'react';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { activateTwoFactor, otpauthUrl } from '../../api/two-factor.js';
import { OTP_LENGTH } from '../../constants.js';
import { useRequestSignal } from '../../data/use-request-signal.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { QrCode } from '../../screens/setup-2fa/QrCode.js';
import setupCss from '../../screens/setup-2fa/setup-2fa.css';
import { useTwoFactorSecret } from '../../screens/setup-2fa/use-two-factor-secret.js';
import { $projects } from '../../state/projects.js';
import { Button } from '../../ui/Button.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { OtpInput } from '../../ui/OtpInput.js';
import { registerStyles } from '../../ui/styles.js';

registerStyles(setupCss);

interface TwoFactorSetupPanelProps {
  project: string;
  /** The signed-in user's email: the account name the authenticator app shows. */
  account: string;
  onActivated(): void;
  onCancel(): void;
}

/**
 * Turning two-factor sign-in on for one's own account (contract §5.9): a fresh secret as a QR
 * code and as text, then a code from the app, which the server checks before it stores the
 * secret. Loaded only when asked for (the QR encoder stays out of the form's chunk).
 */
export function TwoFactorSetupPanel({
  project,
  account,
  onActivated,
  onCancel,
}: TwoFactorSetupPanelProps) {
  const { t } = useT();
  const projects = useStore($projects);
  const { state, retry } = useTwoFactorSecret(project);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const [missingCode, setMissingCode] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const requestSignal = useRequestSignal();

  if (state.status === 'loading') return <Loader label={t('user_interfaces.twofa_loading')} />;
  if (state.status === 'failed') {
    return (
      <div className="cms-twofa__panel">
        <Notice color="warning" title={t('user_interfaces.twofa_secret_failed')} live>
          {errorMessage(t, state.error)}
        </Notice>
        <div className="cms-twofa__actions">
          <Button onClick={retry}>{t('user_interfaces.twofa_retry')}</Button>
          <Button onClick={onCancel}>{t('user_interfaces.twofa_cancel')}</Button>
        </div>
      </div>
    );
  }

  const { secret } = state;
  const entry = projects ? projects.find((candidate) => candidate.key === project) : undefined;
  const issuer = entry?.data?.project_name || project;

  // A form would nest inside the item editor's form: the code is submitted by the button or Enter.
  const activate = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (code.length !== OTP_LENGTH) {
      setMissingCode(true);
      codeRef.current?.focus();
      return;
    }
    setMissingCode(false);
    setError(null);
    setBusy(true);
    try {
      await activateTwoFactor(project, secret, code, requestSignal());
      onActivated();
    } catch (thrown) {
      if (isAbortError(thrown)) return;
      setError(toApiErrorShape(thrown));
      setCode('');
      codeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cms-twofa__panel">
      <p>{t('user_interfaces.twofa_scan')}</p>
      <QrCode
        text={otpauthUrl({ issuer, account, secret })}
        alt={t('user_interfaces.twofa_qr_alt', { account })}
      />
      <dl className="cms-setup-2fa__secret">
        <dt>{t('user_interfaces.twofa_key')}</dt>
        <dd>
          <code>{secret.match(/.{1,4}/g)?.join(' ')}</code>
        </dd>
      </dl>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in the code field submits, like a form */}
      <div
        onKeyDown={(event) => {
          if (event.key === 'Enter') void activate(event);
        }}
      >
        <OtpInput
          ref={codeRef}
          label={t('user_interfaces.twofa_code')}
          hint={t('user_interfaces.twofa_code_hint', { count: OTP_LENGTH })}
          name="otp"
          value={code}
          invalid={missingCode}
          onChange={setCode}
        />
      </div>
      {missingCode ? (
        <Notice color="warning" live>
          {t('user_interfaces.twofa_missing_code', { count: OTP_LENGTH })}
        </Notice>
      ) : null}
      {error ? (
        <Notice color="warning" live>
          {errorMessage(t, error)}
        </Notice>
      ) : null}
      <div className="cms-twofa__actions">
        <Button variant="primary" busy={busy} onClick={() => void activate()}>
          {t('user_interfaces.twofa_activate')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('user_interfaces.twofa_cancel')}
        </Button>
      </div>
    </div>
  );
}
