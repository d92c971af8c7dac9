// One attempt at calling a webhook, through the outbound module (services/outbound): only
// http(s), only public addresses unless private ones are allowed, a pinned DNS answer, one
// deadline for the whole call, no redirects followed (a 3xx is a failure: following it would turn
// the POST into a GET and lose the item). A 2xx answer is success; the answer's body is read (up to
// a small limit) and dropped.
import { SERVER_VERSION } from '../../config/version.js';
import { OutboundError, safeFetch } from '../outbound/index.js';
import type { Webhook } from './active-webhooks.js';
import type { ItemEvent } from './events.js';

const MAX_ANSWER_BYTES = 64 * 1024;

export interface AttemptOptions {
  projectKey: string;
  allowPrivate: boolean;
  timeoutMs: number;
  signal: AbortSignal;
}

export type AttemptResult =
  | { ok: true }
  /** `final`: trying again cannot help (refused address, invalid URL, a 4xx answer). */
  | { ok: false; final: boolean; reason: string };

function retryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

export async function attemptDelivery(
  webhook: Webhook,
  event: ItemEvent,
  options: AttemptOptions,
): Promise<AttemptResult> {
  const headers: Record<string, string> = {
    'user-agent': `cms-server/${SERVER_VERSION} (webhook)`,
    'x-directus-event': event.event,
    'x-directus-collection': event.collection,
    // Keys may hold characters a header cannot carry.
    'x-directus-item': encodeURIComponent(event.item),
    'x-directus-project': options.projectKey,
  };
  let body: string | undefined;
  if (webhook.method === 'POST') {
    body = JSON.stringify(event.body);
    headers['content-type'] = 'application/json';
  }
  try {
    const response = await safeFetch(webhook.url, {
      method: webhook.method,
      headers,
      body,
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
      maxRedirects: 0,
      maxBytes: MAX_ANSWER_BYTES,
      signal: options.signal,
    });
    await response.buffer().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true };
    return {
      ok: false,
      final: !retryableStatus(response.status),
      reason: `HTTP ${response.status}`,
    };
  } catch (error) {
    if (error instanceof OutboundError) {
      const final = error.reason === 'forbidden-address' || error.reason === 'invalid-url';
      return { ok: false, final, reason: error.message };
    }
    return { ok: false, final: false, reason: error instanceof Error ? error.message : 'failed' };
  }
}
