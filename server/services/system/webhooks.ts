// The values a directus_webhooks row may hold (contract §7.14). Checked before a webhook is stored,
// so that what the dispatcher later reads is always something it can act on.
//
// The URL must be http(s), and unless private addresses are allowed for the project (config
// `webhooks.allow_private`, or CMS_OUTBOUND_ALLOW_PRIVATE=1) its host may not be an IP literal
// outside public unicast (loopback, private, link-local, …) nor `localhost`/`*.localhost`. Host
// names that merely resolve to such addresses are refused at delivery (services/webhooks), where
// the resolution that counts happens.
import { invalidRequest } from '../../errors/api-error.js';
import { addressRange, ipLiteral } from '../outbound/address-policy.js';
import { privateAddressesAllowed } from '../outbound/index.js';
import { WEBHOOK_EVENTS, WEBHOOK_METHODS, WEBHOOK_STATUSES } from '../webhooks/webhook-values.js';

const CHOICES: Readonly<Record<string, readonly string[]>> = {
  status: WEBHOOK_STATUSES,
  http_action: WEBHOOK_METHODS,
  directus_action: WEBHOOK_EVENTS,
};

export interface WebhookUrlPolicy {
  /** The project's `webhooks.allow_private` (CMS_OUTBOUND_ALLOW_PRIVATE=1 allows as well). */
  allowPrivate?: boolean;
}

/** Why the URL's host is refused when private addresses are not allowed, or undefined. */
function privateHostReason(url: URL): string | undefined {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a local host name';
  const literal = ipLiteral(host);
  if (!literal) return undefined;
  const range = addressRange(literal);
  return range === 'unicast' ? undefined : `a ${range} address`;
}

/** The URL as an http(s) URL, or E4/422. */
function webhookUrl(value: unknown): URL {
  let url: URL | undefined;
  try {
    url = new URL(String(value));
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw invalidRequest('url: This value should be an http or https URL.');
  }
  return url;
}

/**
 * E4/422 for a value outside its choices, a URL that is not http(s), or (unless private addresses
 * are allowed) a URL whose host is a non-public IP literal or a local host name.
 */
export function assertWebhookPayload(
  payload: Record<string, unknown>,
  policy: WebhookUrlPolicy = {},
): void {
  for (const [field, choices] of Object.entries(CHOICES)) {
    const value = payload[field];
    if (value !== undefined && value !== null && !choices.includes(String(value))) {
      throw invalidRequest(`${field}: This value should be one of ${choices.join(', ')}.`);
    }
  }
  if (payload.url === undefined || payload.url === null) return;
  const url = webhookUrl(payload.url);
  if (privateAddressesAllowed(policy.allowPrivate)) return;
  const reason = privateHostReason(url);
  if (reason) {
    throw invalidRequest(
      `url: The host "${url.hostname}" is ${reason}; webhooks may only call public addresses unless private addresses are allowed for this project.`,
    );
  }
}
