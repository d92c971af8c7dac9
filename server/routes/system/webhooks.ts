// /{project}/webhooks (contract §7.14): CRUD over directus_webhooks and their revisions. Sending
// them when items change is the dispatcher's job (services/webhooks), which also decides at call
// time whether the addresses a host name resolves to are allowed. Here a URL is refused only for
// what it says itself (services/system/webhooks.ts): not http(s), or a private IP literal or
// local host name while the project does not allow private addresses.
import type { FastifyInstance } from 'fastify';
import { assertWebhookPayload } from '../../services/system/webhooks.js';
import { systemRevisionRoutes } from './item-revisions.js';
import { crudRoutes, type SystemCall } from './shared.js';

/** The project's switch for private webhook targets (the dispatcher reads the same one). */
function urlPolicy(call: SystemCall) {
  return { allowPrivate: call.project.config.webhooks?.allow_private === true };
}

export function webhooksRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: 'webhooks',
    collection: 'directus_webhooks',
    async create(_tx, call, payload, write) {
      assertWebhookPayload(payload, urlPolicy(call));
      return write(payload);
    },
    async update(_tx, call, _key, payload, write) {
      assertWebhookPayload(payload, urlPolicy(call));
      return write(payload);
    },
  });
  systemRevisionRoutes(app, { path: 'webhooks', collection: 'directus_webhooks' });
}
