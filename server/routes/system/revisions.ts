// /{project}/revisions (contract §7.13): read-only directus_revisions, list (§3) and by id (CSV
// → array), under the caller's read permission on directus_revisions.
import type { FastifyInstance } from 'fastify';
import { REVISIONS } from '../../services/system/revisions.js';
import { crudRoutes } from './shared.js';

export function revisionsRoutes(app: FastifyInstance): void {
  crudRoutes(app, { path: 'revisions', collection: REVISIONS }, ['list', 'read']);
}
