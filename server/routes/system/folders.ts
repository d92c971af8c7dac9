// /{project}/folders (contract §7.5): CRUD over directus_folders, the file library's folders.
// `(name, parent_folder)` is unique (E204/409 from the write service).
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from './shared.js';

export function foldersRoutes(app: FastifyInstance): void {
  crudRoutes(app, { path: 'folders', collection: 'directus_folders' });
}
