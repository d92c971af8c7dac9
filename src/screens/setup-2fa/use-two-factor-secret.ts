import type { ApiErrorShape } from '../../api/api-error.js';
import { getTwoFactorSecret } from '../../api/two-factor.js';
import { useQuery } from '../../data/use-query.js';

export type SecretState =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiErrorShape }
  | { status: 'ready'; secret: string };

/**
 * Step 1 of spec 1 §4 "Two-factor setup": a fresh secret from the server, with a retry. Not kept
 * once the screen is left: coming back asks for a new one.
 */
export function useTwoFactorSecret(project: string): { state: SecretState; retry(): void } {
  const query = useQuery(['two-factor-secret', project], (signal) =>
    getTwoFactorSecret(project, signal),
  );
  const state: SecretState =
    query.status === 'error' && query.error
      ? { status: 'failed', error: query.error }
      : query.status === 'ready' && query.data !== undefined
        ? { status: 'ready', secret: query.data }
        : { status: 'loading' };
  return { state, retry: query.refetch };
}
