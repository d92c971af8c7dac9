// Webhooks of one app (server): its dispatcher, created on first use and closed with the app.
//
//   createWriteContext({ ..., afterCommit: webhookTrigger(app.cms, project) })
//
// makes every write of that context fire the project's webhooks once it has committed.
import type { ServerContext } from '../../context.js';
import type { ChangeRecord } from '../activity/record-change.js';
import type { WriteContext } from '../items/write-context.js';
import { WebhookDispatcher, type WebhookProject } from './webhook-dispatcher.js';

export { MAX_ATTEMPTS, type WebhookProject } from './webhook-dispatcher.js';

const dispatchers = new WeakMap<ServerContext, WebhookDispatcher>();

export function webhookDispatcher(cms: ServerContext): WebhookDispatcher {
  let dispatcher = dispatchers.get(cms);
  if (!dispatcher) {
    dispatcher = new WebhookDispatcher();
    dispatchers.set(cms, dispatcher);
  }
  return dispatcher;
}

/** The afterCommit callback of a write context: fires the project's webhooks. */
export function webhookTrigger(
  cms: ServerContext,
  project: WebhookProject,
): (changes: readonly ChangeRecord[], context: WriteContext) => void {
  return (changes, context) => webhookDispatcher(cms).committed(project, changes, context);
}

/** Stops the app's webhook calls (in flight and waiting retries); for the app's onClose. */
export async function closeWebhooks(cms: ServerContext): Promise<void> {
  // Kept in the map, closed: a write finishing during shutdown fires nothing.
  await dispatchers.get(cms)?.close();
}
