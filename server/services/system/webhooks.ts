// The values a directus_webhooks row may hold (contract §7.14). Checked before a webhook is stored,
// so that what the dispatcher later reads is always something it can act on.
import { invalidRequest } from '../../errors/api-error.js';

const CHOICES: Readonly<Record<string, readonly string[]>> = {
  status: ['active', 'inactive'],
  http_action: ['get', 'post'],
  directus_action: ['item.create:after', 'item.update:after', 'item.delete:after'],
};

/** E4/422 for a value outside its choices or a URL that is not http(s). */
export function assertWebhookPayload(payload: Record<string, unknown>): void {
  for (const [field, choices] of Object.entries(CHOICES)) {
    const value = payload[field];
    if (value !== undefined && value !== null && !choices.includes(String(value))) {
      throw invalidRequest(`${field}: This value should be one of ${choices.join(', ')}.`);
    }
  }
  const url = payload.url;
  if (url !== undefined && url !== null) {
    let protocol = '';
    try {
      protocol = new URL(String(url)).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw invalidRequest('url: This value should be an http or https URL.');
    }
  }
}
