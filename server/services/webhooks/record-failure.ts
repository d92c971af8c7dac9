// A webhook that could not be delivered leaves a directus_activity row, so an admin sees it in
// the activity log: action `webhook-failed` (this project's name; v8 ignored failures), on
// collection directus_webhooks and the webhook's id, by the user whose write fired it, with what
// happened in `comment`. The URL is written without its query string or credentials, which may
// hold secrets that readers of the activity log should not see.
import type { Knex } from 'knex';
import { SERVER_VERSION } from '../../config/version.js';
import { insertReturningId } from '../../db/insert.js';
import { toSqlDateTime } from '../../util/datetime.js';
import type { Webhook } from './active-webhooks.js';
import type { ItemEvent } from './events.js';
import { WEBHOOK_FAILED_ACTION } from './webhook-values.js';

export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

export function failureComment(
  webhook: Webhook,
  event: ItemEvent,
  attempts: number,
  reason: string,
): string {
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  return `${webhook.method} ${safeUrl(webhook.url)} for ${event.event} on ${event.collection} ${event.item} failed after ${tries}: ${reason}`;
}

export async function recordWebhookFailure(
  db: Knex,
  actionBy: number,
  webhook: Webhook,
  comment: string,
): Promise<void> {
  await insertReturningId(db, 'directus_activity', {
    action: WEBHOOK_FAILED_ACTION,
    action_by: actionBy,
    action_on: toSqlDateTime(),
    ip: '',
    user_agent: `cms-server/${SERVER_VERSION} (webhook)`.slice(0, 255),
    collection: 'directus_webhooks',
    item: String(webhook.id),
    comment,
  });
}
