// Starts the real server for a test: a temporary data folder, port 0 on 127.0.0.1 (real HTTP,
// exercised with fetch), and optionally a project installed on a database of the matrix.
// close() stops the server and removes everything it made (data folder, test database).
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import type { ServerEnvironment, TrustProxy } from '../../server/config/env.js';
import { ProjectRegistry } from '../../server/config/project-registry.js';
import {
  generateSuperAdminToken,
  writeSuperAdminToken,
} from '../../server/config/super-admin-token.js';
import { type DemoSeedSummary, seedDemoContent } from '../../server/demo/seed-demo-content.js';
import { createProject } from '../../server/services/projects/create-project.js';
import type { DatabaseTarget, TestDatabase } from './databases.js';

export interface TestServerOptions {
  /** Install a project on a new database of this target. */
  database?: DatabaseTarget;
  projectKey?: string;
  projectName?: string;
  /** Also seed the demo content into the project. */
  demoContent?: boolean;
  /** Default: a folder that does not exist (the admin counts as not built). */
  adminDir?: string;
  /** Default: a folder that does not exist. */
  demoDir?: string;
  env?: ServerEnvironment;
  /** Reverse proxies whose X-Forwarded-* headers count (AppOptions.trustProxy). */
  trustProxy?: TrustProxy;
  /** Extra routes for a test, added before the server listens. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  app: FastifyInstance;
  superAdminToken?: string;
  admin?: { email: string; password: string };
  projectKey?: string;
  database?: TestDatabase;
  demoContent?: DemoSeedSummary;
  /** The project's knex instance (owned by the app, closed with it). */
  projectDb(): Promise<Knex>;
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cms-test-'));
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  const cleanup = async () => {
    await app?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    let projectKey: string | undefined;
    let admin: TestServer['admin'];
    let superAdminToken: string | undefined;
    let demoContent: DemoSeedSummary | undefined;

    if (options.database) {
      database = await options.database.create();
      projectKey = options.projectKey ?? 'test';
      admin = { email: 'admin@example.com', password: `pw-${generateSuperAdminToken()}` };
      superAdminToken = generateSuperAdminToken();
      await createProject(
        { dataDir, registry: new ProjectRegistry(dataDir) },
        {
          key: projectKey,
          projectName: options.projectName ?? 'Test project',
          appUrl: 'http://localhost/admin/',
          database: database.input,
          admin,
          afterInstall: options.demoContent
            ? async (project) => {
                demoContent = await seedDemoContent(project);
              }
            : undefined,
        },
      );
      await writeSuperAdminToken(dataDir, superAdminToken);
    }

    app = await buildApp({
      dataDir,
      adminDir: options.adminDir ?? path.join(dataDir, 'no-admin-build'),
      demoDir: options.demoDir ?? path.join(dataDir, 'no-demo-pages'),
      env: options.env ?? 'production',
      logger: false,
      // Tests rewrite config files between requests and expect the next request to see them.
      configRevalidateMs: 0,
      trustProxy: options.trustProxy,
    });
    await options.configure?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const server = app;

    return {
      baseUrl: `http://127.0.0.1:${port}`,
      dataDir,
      app: server,
      superAdminToken,
      admin,
      projectKey,
      database,
      demoContent,
      async projectDb() {
        if (!projectKey) throw new Error('This test server has no project');
        const config = await server.cms.registry.read(projectKey);
        if (!config) throw new Error(`Project ${projectKey} has no config`);
        return server.cms.connections.get(projectKey, config);
      },
      close: cleanup,
    };
  } catch (error) {
    await cleanup().catch(() => {});
    throw error;
  }
}
