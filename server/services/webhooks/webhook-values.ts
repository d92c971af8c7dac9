// The values a directus_webhooks row may hold (contract §7.14) and the activity action a failed
// delivery leaves. Pure and free of node code: the admin's webhook screens import this file too
// (src/api/webhooks.ts), so the form offers exactly what the server accepts.

export const WEBHOOK_STATUSES = ['active', 'inactive'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** The first is what a new webhook and a missing value mean (v8 POSTed the item). */
export const WEBHOOK_METHODS = ['post', 'get'] as const;
export type WebhookMethod = (typeof WEBHOOK_METHODS)[number];

export const WEBHOOK_EVENTS = [
  'item.create:after',
  'item.update:after',
  'item.delete:after',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** directus_activity.action of a delivery that failed (this project's; v8 ignored failures). */
export const WEBHOOK_FAILED_ACTION = 'webhook-failed';
