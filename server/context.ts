// What every route can reach through `app.cms`: the data folder and its projects.
import type { ServerEnvironment } from './config/env.js';
import type { ProjectRegistry } from './config/project-registry.js';
import type { ConnectionManager } from './db/connection.js';

export interface ServerContext {
  dataDir: string;
  env: ServerEnvironment;
  /** The built admin, served at /admin/. */
  adminDir: string;
  /** The demo pages, served at /demo/. */
  demoDir: string;
  registry: ProjectRegistry;
  /** The server's public address (CMS_PUBLIC_URL), when configured: see config/env.ts. */
  publicUrl?: string;
  connections: ConnectionManager;
}

declare module 'fastify' {
  interface FastifyInstance {
    cms: ServerContext;
  }
}
