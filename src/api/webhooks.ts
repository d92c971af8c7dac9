import type { ActivityEntry } from './activity.js';
import { requestJson } from './request.js';

// The project's webhooks (contract §7.14, directus_webhooks) and the delivery failures the server
// recorded for one of them (activity rows `webhook-failed`, services/webhooks/record-failure.ts).

import {
  WEBHOOK_FAILED_ACTION,
  type WebhookEvent,
  type WebhookMethod,
  type WebhookStatus,
} from '../../server/services/webhooks/webhook-values.js';

export {
  WEBHOOK_EVENTS,
  WEBHOOK_METHODS,
  type WebhookEvent,
  type WebhookMethod,
  type WebhookStatus,
} from '../../server/services/webhooks/webhook-values.js';

/** One directus_webhooks row. Columns are nullable in the table; the server checks the choices. */
export interface Webhook {
  id: number;
  status: WebhookStatus;
  http_action: WebhookMethod | null;
  url: string | null;
  collection: string | null;
  directus_action: WebhookEvent | null;
}

/** What a create or update sends. */
export type WebhookValues = Omit<Webhook, 'id'>;

/** The activity action the server writes for a delivery that finally failed. */

/** How many failures the detail page shows, newest first. */
export const WEBHOOK_FAILURES_LIMIT = 20;

const webhooksPath = (project: string, id?: number | string) =>
  `${encodeURIComponent(project)}/webhooks${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

/** `GET webhooks?limit=-1&sort=id`: every webhook of the project. */
export async function listWebhooks(project: string, signal?: AbortSignal): Promise<Webhook[]> {
  const { data } = await requestJson<Webhook[]>(webhooksPath(project), {
    query: { limit: -1, sort: 'id' },
    signal,
  });
  return data ?? [];
}

/** `GET webhooks/{id}`; E203 when there is no such webhook. */
export async function getWebhook(
  project: string,
  id: number | string,
  signal?: AbortSignal,
): Promise<Webhook> {
  const { data } = await requestJson<Webhook>(webhooksPath(project, id), { signal });
  return data;
}

/** `POST webhooks {…}`: the stored row. */
export async function createWebhook(project: string, values: WebhookValues): Promise<Webhook> {
  const { data } = await requestJson<Webhook>(webhooksPath(project), {
    method: 'POST',
    body: values,
  });
  return data;
}

/** `PATCH webhooks/{id} {changes}`: the stored row. */
export async function updateWebhook(
  project: string,
  id: number,
  changes: Partial<WebhookValues>,
): Promise<Webhook> {
  const { data } = await requestJson<Webhook>(webhooksPath(project, id), {
    method: 'PATCH',
    body: changes,
  });
  return data;
}

/** `DELETE webhooks/{id}`. */
export async function deleteWebhook(project: string, id: number): Promise<void> {
  await requestJson<unknown>(webhooksPath(project, id), { method: 'DELETE' });
}

/** A recorded delivery failure: when, and what happened (method, URL, event, item, reason). */
export type WebhookFailure = Pick<ActivityEntry, 'id' | 'action_on' | 'comment'>;

/**
 * `GET activity?filter[action][eq]=webhook-failed&filter[collection][eq]=directus_webhooks&
 * filter[item][eq]={id}&sort=-action_on,-id`: the webhook's newest delivery failures.
 */
export async function listWebhookFailures(
  project: string,
  id: number | string,
  signal?: AbortSignal,
): Promise<WebhookFailure[]> {
  const { data } = await requestJson<WebhookFailure[]>(`${encodeURIComponent(project)}/activity`, {
    query: {
      'filter[action][eq]': WEBHOOK_FAILED_ACTION,
      'filter[collection][eq]': 'directus_webhooks',
      'filter[item][eq]': String(id),
      fields: ['id', 'action_on', 'comment'],
      sort: '-action_on,-id',
      limit: WEBHOOK_FAILURES_LIMIT,
    },
    signal,
  });
  return data ?? [];
}
