import { useEffect, useState } from 'react';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { getTwoFactorSecret } from '../../api/two-factor.js';

export type SecretState =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiErrorShape }
  | { status: 'ready'; secret: string };

/** Step 1 of spec 1 §4 "Two-factor setup": a fresh secret from the server, with a retry. */
export function useTwoFactorSecret(project: string): { state: SecretState; retry(): void } {
  const [state, setState] = useState<SecretState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getTwoFactorSecret(project, controller.signal).then(
      (secret) => setState({ status: 'ready', secret }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed', error: toApiErrorShape(error) });
      },
    );
    return () => controller.abort();
  }, [project, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
