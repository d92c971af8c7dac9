import { type RefObject, useEffect, useRef, useState } from 'react';
import { type SignInFlow, useSignIn } from './use-sign-in.js';

// What the sign-in screen and the item editor's inline sign-in share: the typed credentials and
// the sign-in flow, with its focus rules (spec 1 §8): a wrong password selects the password, and
// the code field takes focus when a code is asked for or refused (it is emptied then).

export interface Credentials {
  email: string;
  setEmail(value: string): void;
  password: string;
  setPassword(value: string): void;
  otp: string;
  setOtp(value: string): void;
  passwordRef: RefObject<HTMLInputElement | null>;
  otpRef: RefObject<HTMLInputElement | null>;
  flow: SignInFlow;
}

export function useCredentials(): Credentials {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  // Asks for focus on the code field once it is rendered (it appears with error 111).
  const [otpFocusRequest, setOtpFocusRequest] = useState(0);
  const focusOtp = () => setOtpFocusRequest((count) => count + 1);
  const flow = useSignIn({
    onInvalidCredentials: () => passwordRef.current?.select(),
    onOtpRequired: focusOtp,
    onOtpRejected: () => {
      setOtp('');
      focusOtp();
    },
  });

  useEffect(() => {
    if (otpFocusRequest > 0) otpRef.current?.focus();
  }, [otpFocusRequest]);

  return { email, setEmail, password, setPassword, otp, setOtp, passwordRef, otpRef, flow };
}
