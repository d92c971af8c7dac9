import type { Ref } from 'react';
import { OTP_LENGTH } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import { OtpInput } from '../../ui/OtpInput.js';
import { TextField } from '../../ui/TextField.js';

export interface CredentialFieldsProps {
  email: string;
  password: string;
  otp: string;
  onEmailChange(value: string): void;
  onPasswordChange(value: string): void;
  onOtpChange(code: string): void;
  /** The server asked for a one-time code (the field shows only then). */
  needsOtp: boolean;
  /** A submit found a required value missing: empty fields are marked. */
  missingFields: boolean;
  otpInvalid: boolean;
  emailRef?: Ref<HTMLInputElement>;
  passwordRef?: Ref<HTMLInputElement>;
  otpRef?: Ref<HTMLInputElement>;
}

/** Email, password and (when asked for) the one-time code: the sign-in screen's and the item editor's. */
export function CredentialFields(props: CredentialFieldsProps) {
  const { t } = useT();
  return (
    <>
      <TextField
        ref={props.emailRef}
        label={t('sign_in.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={props.email}
        invalid={props.missingFields && !props.email.trim()}
        onChange={(event) => props.onEmailChange(event.currentTarget.value)}
      />
      <TextField
        ref={props.passwordRef}
        label={t('sign_in.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={props.password}
        invalid={props.missingFields && !props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
      />
      {props.needsOtp ? (
        <OtpInput
          ref={props.otpRef}
          label={t('sign_in.otp')}
          hint={t('sign_in.otp_hint', { count: OTP_LENGTH })}
          name="otp"
          required
          value={props.otp}
          invalid={props.otpInvalid}
          onChange={props.onOtpChange}
        />
      ) : null}
    </>
  );
}
