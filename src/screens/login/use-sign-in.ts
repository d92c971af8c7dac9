import { useState } from 'react';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { authenticate } from '../../api/auth.js';
import {
  INVALID_CREDENTIALS,
  OTP_INVALID,
  OTP_REQUIRED,
  TWO_FACTOR_SETUP_REQUIRED,
} from '../../api/error-codes.js';
import type { Credentials } from '../../api/types.js';
import { useRouter } from '../../router/Link.js';
import { setCurrentProject } from '../../state/current-project.js';
import { isProjectAuthenticated, loadProjectInfo } from '../../state/projects.js';
import { handOverTwoFactorSetup } from './two-factor-handoff.js';

// The sign-in flow of spec 1 §2: idle → signing in → fetching data → into the app, with the
// reactions to errors 111 (ask for the one-time password), 113 (set up 2FA) and 100 (select the
// password) of spec 1 §8.

export type SignInStatus = 'idle' | 'signing-in' | 'fetching-data';

export type SignInProblem =
  | { kind: 'api'; error: ApiErrorShape }
  /** Signed in, but `GET /{key}/` still answers as Public: the browser dropped the cookie. */
  | { kind: 'session-not-kept' };

export interface SignInFlow {
  status: SignInStatus;
  problem: SignInProblem | null;
  /** The account has two-factor sign-in: the one-time password field is shown. */
  needsOtp: boolean;
  submit(credentials: Credentials, destination: string): Promise<void>;
}

interface SignInHooks {
  /** Called after error 100, so the screen can select the password for retyping. */
  onInvalidCredentials(): void;
  /** Called after error 111, so the screen can focus the one-time password field. */
  onOtpRequired(): void;
  /** Called after error 112, so the screen can clear the wrong code and ask again. */
  onOtpRejected(): void;
}

export function useSignIn(hooks: SignInHooks): SignInFlow {
  const router = useRouter();
  const [status, setStatus] = useState<SignInStatus>('idle');
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [needsOtp, setNeedsOtp] = useState(false);

  async function submit(credentials: Credentials, destination: string) {
    setStatus('signing-in');
    setProblem(null);
    try {
      await authenticate(credentials);
    } catch (thrown) {
      if (isAbortError(thrown)) return;
      const error = toApiErrorShape(thrown);
      setStatus('idle');
      if (error.code === TWO_FACTOR_SETUP_REQUIRED) {
        // Signed in, but the role demands 2FA first (contract §5.9).
        setCurrentProject(credentials.project);
        handOverTwoFactorSetup(credentials.project, credentials.email);
        router.open('/setup-2fa');
        return;
      }
      setProblem({ kind: 'api', error });
      if (error.code === OTP_REQUIRED) {
        setNeedsOtp(true);
        hooks.onOtpRequired();
      } else if (error.code === OTP_INVALID) {
        hooks.onOtpRejected();
      } else if (error.code === INVALID_CREDENTIALS) {
        hooks.onInvalidCredentials();
      }
      return;
    }

    setStatus('fetching-data');
    // The signed-in project info carries requires2FA, version, database, max upload size.
    await loadProjectInfo(credentials.project);
    if (!isProjectAuthenticated(credentials.project)) {
      setStatus('idle');
      setProblem({ kind: 'session-not-kept' });
      return;
    }
    setCurrentProject(credentials.project);
    router.open(destination);
  }

  return { status, problem, needsOtp, submit };
}
