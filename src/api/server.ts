import { isApiError } from './api-error.js';
import { INVALID_RESPONSE, NOT_INSTALLED } from './error-codes.js';
import { requestJson, requestText } from './request.js';

// Server-level calls, not bound to a project (contract §4.1, §4.2).

/** The public project keys, or `false` when the server has none yet (E14: show the installer). */
export async function getProjects(signal?: AbortSignal): Promise<string[] | false> {
  try {
    const { data } = await requestJson<string[]>('server/projects', { signal });
    return data;
  } catch (error) {
    if (isApiError(error) && error.code === NOT_INSTALLED) return false;
    throw error;
  }
}

/** Round-trip time of `server/ping` in ms, or -1 when the API could not be reached. */
export async function ping(signal?: AbortSignal): Promise<number> {
  const started = performance.now();
  try {
    await requestText('server/ping', { signal });
    return latencyOfPing(performance.now() - started);
  } catch (error) {
    return latencyOfPing(performance.now() - started, error);
  }
}

/**
 * The latency a ping stands for. A failure counts as -1, except an answer that was not the
 * expected body (code -2): the server did answer, so its time is a normal latency (spec 1 §8).
 */
export function latencyOfPing(elapsedMs: number, error?: unknown): number {
  if (error === undefined) return Math.round(elapsedMs);
  if (isApiError(error) && error.code === INVALID_RESPONSE) return Math.round(elapsedMs);
  return -1;
}
