// Resolving the {project} path segment to a configured project and its database.
import type { Knex } from 'knex';
import type { ProjectConfig } from '../config/project-config.js';
import { isValidProjectKey } from '../config/project-key.js';
import type { ServerContext } from '../context.js';
import { notFound, unauthorized } from '../errors/api-error.js';

export interface ProjectContext {
  key: string;
  config: ProjectConfig;
  db: Knex;
}

/**
 * A valid key without a config file is answered as v8's bootstrap app does: E3/401
 * "Unauthorized request" (contract §1.2.3). A segment that cannot be a key at all is a 404.
 */
export async function resolveProject(cms: ServerContext, key: string): Promise<ProjectContext> {
  if (!isValidProjectKey(key)) throw notFound();
  const config = await cms.registry.read(key);
  if (!config) throw unauthorized();
  return { key, config, db: await cms.connections.get(key, config) };
}
