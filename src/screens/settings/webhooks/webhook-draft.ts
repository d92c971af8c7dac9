import type {
  Webhook,
  WebhookEvent,
  WebhookMethod,
  WebhookStatus,
  WebhookValues,
} from '../../../api/webhooks.js';

// The webhook form's state and its rules (contract §7.14): what is staged, what a save sends, and
// what is refused before sending. The server checks the same choices and the URL's scheme
// (services/system/webhooks.ts) and, on top, whether the address it points at is allowed.

export interface WebhookDraft {
  status: WebhookStatus;
  http_action: WebhookMethod;
  url: string;
  collection: string;
  directus_action: WebhookEvent;
}

/** A new webhook: on, POSTing the created item; the URL and collection are the user's to give. */
export const NEW_WEBHOOK_DRAFT: WebhookDraft = {
  status: 'active',
  http_action: 'post',
  url: '',
  collection: '',
  directus_action: 'item.create:after',
};

/** The form's values for a stored webhook (a missing column reads as the server would act). */
export function draftOf(webhook: Webhook): WebhookDraft {
  return {
    status: webhook.status === 'active' ? 'active' : 'inactive',
    // The dispatcher sends GET only for `get` (active-webhooks.ts).
    http_action: webhook.http_action === 'get' ? 'get' : 'post',
    url: webhook.url ?? '',
    collection: webhook.collection ?? '',
    directus_action: webhook.directus_action ?? 'item.create:after',
  };
}

/** What differs from the stored webhook (everything for a new one). */
export function draftChanges(stored: Webhook | null, draft: WebhookDraft): Partial<WebhookValues> {
  const values = draftValues(draft);
  if (!stored) return values;
  const changes: Partial<WebhookValues> = {};
  for (const key of Object.keys(values) as (keyof WebhookValues)[]) {
    if (values[key] !== (stored[key] ?? null)) Object.assign(changes, { [key]: values[key] });
  }
  return changes;
}

/** Whether two drafts hold the same values. */
export function sameDraft(a: WebhookDraft, b: WebhookDraft): boolean {
  return (Object.keys(a) as (keyof WebhookDraft)[]).every((key) => a[key] === b[key]);
}

/** The row a save stores: the URL as typed without surrounding spaces. */
export function draftValues(draft: WebhookDraft): WebhookValues {
  return {
    status: draft.status,
    http_action: draft.http_action,
    url: draft.url.trim(),
    collection: draft.collection,
    directus_action: draft.directus_action,
  };
}

/** Whether `value` is an absolute http(s) URL with a host (the only ones the server calls). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type WebhookProblem = 'required' | 'not_http';

/** What keeps the draft from being sent, by field; empty when it may be saved. */
export function draftProblems(
  draft: WebhookDraft,
): Partial<Record<'url' | 'collection', WebhookProblem>> {
  const problems: Partial<Record<'url' | 'collection', WebhookProblem>> = {};
  const url = draft.url.trim();
  if (url === '') problems.url = 'required';
  else if (!isHttpUrl(url)) problems.url = 'not_http';
  if (draft.collection === '') problems.collection = 'required';
  return problems;
}

/**
 * A webhook's name where one is shown (breadcrumb, tab title): the host and path it calls, or its
 * number when the URL cannot be read. directus_webhooks has no name column.
 */
export function webhookName(webhook: Pick<Webhook, 'id' | 'url'>): string {
  try {
    const url = new URL(webhook.url ?? '');
    const path = url.pathname === '/' ? '' : url.pathname;
    if (url.host) return `${url.host}${path}`;
  } catch {
    // falls through
  }
  return `#${webhook.id}`;
}

/**
 * The server's refusal of the URL (a scheme it does not call, a private or loopback address the
 * project does not allow), told by the field it names: `url: <message>`. Null for anything else.
 */
export function urlRefusal(message: string): string | null {
  const match = /^\s*url\s*:\s*(.+)$/is.exec(message);
  return match ? match[1].trim() : null;
}
