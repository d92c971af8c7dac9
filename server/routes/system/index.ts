// The system endpoints of contract §7 that sit on the item engine and the write service, one
// file per resource: /activity (+ comments), /permissions, /roles, /users, /settings,
// /collection_presets, /revisions, /utils (hash, random string), /folders and /webhooks.
// Registered as one plugin in the /{project} scope (http/project-scope.ts).
import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity.js';
import { collectionPresetsRoutes } from './collection-presets.js';
import { foldersRoutes } from './folders.js';
import { permissionsRoutes } from './permissions.js';
import { revisionsRoutes } from './revisions.js';
import { rolesRoutes } from './roles.js';
import { settingsRoutes } from './settings.js';
import { usersRoutes } from './users.js';
import { utilsRoutes } from './utils.js';
import { webhooksRoutes } from './webhooks.js';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  activityRoutes(app);
  permissionsRoutes(app);
  rolesRoutes(app);
  usersRoutes(app);
  settingsRoutes(app);
  collectionPresetsRoutes(app);
  revisionsRoutes(app);
  utilsRoutes(app);
  foldersRoutes(app);
  webhooksRoutes(app);
}
