// Which webhook event an item write fires, and what it sends (contract §7.14). v8 registered
// every active webhook as the hook `item.<verb>.<collection>:after` and POSTed the hook's payload,
// the item data, as JSON. Here:
// - create (and a file `upload`) fire `item.create:after`; update, soft-delete and revert (both
//   are updates of the row) fire `item.update:after`; delete fires `item.delete:after`;
// - the body is the item as stored after the write (the revision's `data`: every column, secrets
//   such as password hashes left out); for a delete, the item's primary key `{<pk>: value}`;
// - the event, collection, item key and project go in headers (X-Directus-Event, …), so the
//   body stays the item data a v8 receiver expects.
import type { ActivityAction } from '../activity/log-activity.js';
import type { ChangeRecord } from '../activity/record-change.js';
import type { SchemaModel } from '../schema/types.js';

import type { WebhookEvent } from './webhook-values.js';

export type { WebhookEvent };

const EVENTS: Partial<Record<ActivityAction, WebhookEvent>> = {
  create: 'item.create:after',
  upload: 'item.create:after',
  update: 'item.update:after',
  'soft-delete': 'item.update:after',
  revert: 'item.update:after',
  delete: 'item.delete:after',
};

export function webhookEvent(action: ActivityAction): WebhookEvent | undefined {
  return EVENTS[action];
}

/** What one change sends to the webhooks listening for it. */
export interface ItemEvent {
  event: WebhookEvent;
  collection: string;
  item: string;
  body: Record<string, unknown>;
}

/** The events of a committed write, in the order the items were written. */
export function itemEvents(changes: readonly ChangeRecord[], schema: SchemaModel): ItemEvent[] {
  const events: ItemEvent[] = [];
  for (const change of changes) {
    const event = webhookEvent(change.action);
    if (!event) continue;
    events.push({
      event,
      collection: change.collection,
      item: change.item,
      body: change.data ?? deletedItemBody(change, schema),
    });
  }
  return events;
}

function deletedItemBody(change: ChangeRecord, schema: SchemaModel): Record<string, unknown> {
  const collection = schema.collections.get(change.collection);
  const pk = collection?.primaryKey ?? 'id';
  const numeric = collection?.fields.get(pk)?.valueClass === 'number';
  const key = numeric && /^-?\d+$/.test(change.item) ? Number(change.item) : change.item;
  return { [pk]: key };
}
