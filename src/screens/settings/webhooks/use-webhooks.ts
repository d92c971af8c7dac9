import {
  getWebhook,
  listWebhookFailures,
  listWebhooks,
  type Webhook,
  type WebhookFailure,
} from '../../../api/webhooks.js';
import { invalidateQueries, type QueryKey } from '../../../data/query-cache.js';
import { type QueryResult, useQuery } from '../../../data/use-query.js';

// The webhook screens' reads, through the shared query cache.

const webhooksKey = (project: string): QueryKey => ['webhooks', project];

export function useWebhooks(project: string): QueryResult<Webhook[]> {
  return useQuery(webhooksKey(project), (signal) => listWebhooks(project, signal));
}

/** One webhook; `id` null (the create form) loads nothing. */
export function useWebhook(project: string, id: string | null): QueryResult<Webhook> {
  return useQuery(id === null ? null : [...webhooksKey(project), id], (signal) =>
    getWebhook(project, id ?? '', signal),
  );
}

export function useWebhookFailures(project: string, id: string): QueryResult<WebhookFailure[]> {
  return useQuery(['webhook-failures', project, id], (signal) =>
    listWebhookFailures(project, id, signal),
  );
}

/** After a save or a delete: the list (and any open webhook) asks again. */
export function webhooksChanged(project: string): void {
  invalidateQueries(webhooksKey(project));
}
