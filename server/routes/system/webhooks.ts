// /{project}/webhooks (contract §7.14): CRUD over directus_webhooks and their revisions. Sending
// them when items change is the dispatcher's job (services/webhooks), which also decides at call
// time whether a target address is allowed: a URL is accepted here whatever it resolves to.
import type { FastifyInstance } from 'fastify';
import { assertWebhookPayload } from '../../services/system/webhooks.js';
import { systemRevisionRoutes } from './item-revisions.js';
import { crudRoutes } from './shared.js';

export function webhooksRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: 'webhooks',
    collection: 'directus_webhooks',
    async create(_tx, _call, payload, write) {
      assertWebhookPayload(payload);
      return write(payload);
    },
    async update(_tx, _call, _key, payload, write) {
      assertWebhookPayload(payload);
      return write(payload);
    },
  });
  systemRevisionRoutes(app, { path: 'webhooks', collection: 'directus_webhooks' });
}
