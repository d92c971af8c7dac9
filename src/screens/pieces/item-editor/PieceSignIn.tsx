import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { OTP_LENGTH } from '../../../constants.js';
import { useT } from '../../../i18n/use-t.js';
import { useRouter } from '../../../router/Link.js';
import { $projects } from '../../../state/projects.js';
import { Button } from '../../../ui/Button.js';
import { Notice } from '../../../ui/Notice.js';
import { registerStyles } from '../../../ui/styles.js';
import { CredentialFields } from '../../login/CredentialFields.js';
import { SignInProblemNotice } from '../../login/SignInProblemNotice.js';
import css from '../../login/sign-in.css';
import { useCredentials } from '../../login/use-credentials.js';

registerStyles(css);

/**
 * The editor's own sign-in, in place of the form, when the page has no session for the project:
 * the admin's sign-in flow (one-time password on error 111, the errors of spec 1 §8) without its
 * route. The flow's "go to the app" lands in the piece's private router; the signed-in project
 * then lets the editor load. Accounts that must set up 2FA first are sent to the admin.
 */
export function PieceSignIn({
  project,
  title,
  body,
}: {
  project: string;
  /** The form's heading; the item editor's by default. */
  title?: string;
  /** What signing in is for, given the project's name; the item editor's by default. */
  body?: (projectName: string) => string;
}) {
  const { t } = useT();
  const router = useRouter();
  const route = useStore(router.$route);
  const projects = useStore($projects);
  const projectName =
    (projects || []).find((entry) => entry.key === project)?.data?.project_name ?? project;

  const { email, setEmail, password, setPassword, otp, setOtp, passwordRef, otpRef, flow } =
    useCredentials();
  const [missingFields, setMissingFields] = useState(false);

  const busy = flow.status !== 'idle';
  const submit = (code: string) => {
    if (busy) return;
    if (!email.trim() || !password || (flow.needsOtp && code.length !== OTP_LENGTH)) {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    void flow.submit(
      { project, email: email.trim(), password, otp: flow.needsOtp ? code : undefined },
      '/',
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(otp);
  };

  return (
    <form className="cms-sign-in__form cms-piece-sign-in" onSubmit={handleSubmit} noValidate>
      <h2 className="cms-piece-sign-in__title">{title ?? t('item_editor_piece.sign_in_title')}</h2>
      <p>
        {body ? body(projectName) : t('item_editor_piece.sign_in_body', { project: projectName })}
      </p>
      {route?.name === 'setup-2fa' ? (
        <Notice color="warning" live>
          {t('item_editor_piece.setup_2fa_first')}
        </Notice>
      ) : null}
      <CredentialFields
        passwordRef={passwordRef}
        otpRef={otpRef}
        email={email}
        password={password}
        otp={otp}
        onEmailChange={setEmail}
        onPasswordChange={setPassword}
        onOtpChange={(code) => {
          setOtp(code);
          if (code.length === OTP_LENGTH) submit(code);
        }}
        needsOtp={flow.needsOtp}
        missingFields={missingFields}
        otpInvalid={missingFields && otp.length !== OTP_LENGTH}
      />
      {missingFields ? (
        <Notice color="warning" live>
          {flow.needsOtp && email.trim() && password
            ? t('sign_in.missing_otp', { count: OTP_LENGTH })
            : t('sign_in.missing_fields')}
        </Notice>
      ) : null}
      {flow.problem ? <SignInProblemNotice problem={flow.problem} /> : null}
      <div>
        <Button type="submit" variant="primary" busy={busy}>
          {flow.status === 'idle' ? t('sign_in.submit') : t(`sign_in.status.${flow.status}`)}
        </Button>
      </div>
    </form>
  );
}
