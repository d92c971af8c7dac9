// Builds the HTTP application for one data folder. Used by main.ts and by the tests, which run it
// on a temporary data folder and a random port.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { ServerEnvironment, TrustProxy } from './config/env.js';
import { BODY_LIMIT } from './config/limits.js';
import { defaultAdminDir, defaultDemoDir } from './config/paths.js';
import { ProjectRegistry } from './config/project-registry.js';
import type { ServerContext } from './context.js';
import { ConnectionManager } from './db/connection.js';
import { registerErrorHandling, sendError } from './errors/handler.js';
import { registerActor } from './http/actor.js';
import { registerCompression } from './http/compression.js';
import { tolerateEmptyJson } from './http/empty-json.js';
import { withPublicFlag } from './http/envelope.js';
import { registerEtag } from './http/etag.js';
import { registerNulGuard } from './http/nul-guard.js';
import { projectScope } from './http/project-scope.js';
import { redactUrl } from './http/redact.js';
import { assetsRoutes, storedFileRoutes } from './routes/assets.js';
import { authRoutes } from './routes/auth.js';
import { authSsoRoutes } from './routes/auth-sso.js';
import { collectionsRoutes } from './routes/collections.js';
import { extensionsRoutes } from './routes/extensions.js';
import { fieldsRoutes } from './routes/fields.js';
import { filesRoutes } from './routes/files.js';
import { itemRevisionsRoutes } from './routes/item-revisions.js';
import { itemsReadRoutes } from './routes/items.js';
import { itemsWriteRoutes } from './routes/items-write.js';
import { mailRoutes } from './routes/mail.js';
import { projectInfoRoutes } from './routes/project-info.js';
import { projectRoutes } from './routes/projects.js';
import { relationsRoutes } from './routes/relations.js';
import { serverRoutes } from './routes/server.js';
import { staticRoutes } from './routes/static.js';
// --- system endpoints (routes/system/**) ---
import { systemRoutes } from './routes/system/index.js';
// --- end system endpoints ---
import { users2faRoutes } from './routes/users-2fa.js';
import { utilsRoutes } from './routes/utils.js';
import { registerFileDataContext } from './services/files/file-data.js';
import { closeMailTransports } from './services/mail/index.js';
import { parseFormBody, parseQueryString } from './services/query/query-string.js';
import { searchIndexRoutes } from './services/search-index/routes.js';
import { closeWebhooks } from './services/webhooks/index.js';

export interface AppOptions {
  /** Holds config/, db/ and uploads/; created when missing. */
  dataDir: string;
  /** The built admin served at /admin/ (default <repo>/dist). */
  adminDir?: string;
  /** The demo pages served at /demo/ (default <repo>/demo). */
  demoDir?: string;
  /** production (default) hides error details; development adds class/file/line. */
  env?: ServerEnvironment;
  /** Log to stdout (JSON lines). */
  logger?: boolean;
  /**
   * How long a project config read is trusted before its file is checked again (default 1000 ms;
   * tests that edit config files between requests use 0).
   */
  configRevalidateMs?: number;
  /** Reverse proxies whose X-Forwarded-* headers count (default: none; see config/env.ts). */
  trustProxy?: TrustProxy;
  /** The server's public address for mailed links (CMS_PUBLIC_URL; see config/env.ts). */
  publicUrl?: string;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const env = options.env ?? 'production';
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });

  const trustProxy: FastifyServerOptions['trustProxy'] = options.trustProxy ?? false;
  const app = Fastify({
    logger: options.logger
      ? {
          level: 'info',
          // Query strings may carry tokens: log the URL with them masked, and no headers.
          serializers: {
            req: (request: LoggedRequest) => ({
              method: request.method,
              url: redactUrl(request.url),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    // Per-request lines are for development; production logs errors and start-up only.
    logController: new LogController({ disableRequestLogging: env === 'production' }),
    bodyLimit: BODY_LIMIT,
    trustProxy,
    routerOptions: {
      // PHP-style query strings (filter[title][eq]=x, fields[]=a), bounded (contract §1.3).
      querystringParser: parseQueryString,
      // Item reads take a CSV of keys in the path (/items/c/1,2,3,...).
      maxParamLength: 2000,
    },
    // Errors raised before routing (malformed URL, ...) get the same envelope.
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply, error, env);
    },
  });

  const cms: ServerContext = {
    dataDir,
    env,
    adminDir: path.resolve(options.adminDir ?? defaultAdminDir),
    demoDir: path.resolve(options.demoDir ?? defaultDemoDir),
    registry: new ProjectRegistry(dataDir, { revalidateMs: options.configRevalidateMs }),
    publicUrl: options.publicUrl,
    connections: new ConnectionManager(dataDir),
  };
  app.decorate('cms', cms);
  app.addHook('onClose', async () => {
    // Webhook calls and retries first: they write failures through the project connections.
    await closeWebhooks(cms);
    await closeMailTransports(dataDir);
    await cms.connections.destroyAll();
  });

  // Bad input no database may see (a NUL); before the actor reads an access_token.
  registerNulGuard(app);
  // Cookies, CORS and the acting user (server/http/actor.ts); before any route.
  await registerActor(app);
  // directus_files rows read anywhere get their `data` object (services/files/file-data.ts).
  registerFileDataContext(app);
  // Callback hooks, not async ones: they run on every response, and a promise each costs time.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    done(null, withPublicFlag(request, reply, payload));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
  registerErrorHandling(app, env);
  // ETag / 304 on the JSON body, before compression (http/etag.ts).
  registerEtag(app);
  // After the header hook above: compressed JSON keeps every header set so far.
  registerCompression(app);
  tolerateEmptyJson(app);
  // Form-encoded bodies (contract §1), nested keys PHP-style as v8 read them: a[b]=c.
  await app.register(fastifyFormbody, { parser: parseFormBody });

  await staticRoutes(app, { adminDir: cms.adminDir, demoDir: cms.demoDir });
  await app.register(serverRoutes);
  await app.register(projectRoutes);
  // Extensions (global): /interfaces, /layouts, /modules, /types and /extensions/… files.
  await app.register(extensionsRoutes, {});
  // The stored files' URLs: /uploads/{project}/originals/…, /downloads/{project}/….
  await app.register(storedFileRoutes);

  // Everything under /{project}/: the project is resolved once per request (http/project-scope.ts).
  const scopedRoutes = [
    projectInfoRoutes,
    // Authentication: /auth/…, utils/2fa_secret, users/{id}/activate_2fa.
    authRoutes,
    authSsoRoutes,
    utilsRoutes,
    users2faRoutes,
    // Items: read /items/{collection}[/{pk}]; POST/PATCH/DELETE, revisions and revert.
    itemsReadRoutes,
    itemsWriteRoutes,
    itemRevisionsRoutes,
    // Schema admin: /collections, /fields, /relations.
    collectionsRoutes,
    fieldsRoutes,
    relationsRoutes,
    // The `q` search index: status and per-collection switch (admins).
    searchIndexRoutes,
    // --- system endpoints (routes/system/**) ---
    // /activity, permissions, roles, users, settings, collection_presets, revisions,
    // utils/hash|random (contract §7.1, §7.8-7.13, §7.15).
    systemRoutes,
    // --- end system endpoints ---
    // Files and assets: /files, /assets/{key}.
    filesRoutes,
    assetsRoutes,
    // POST /mail (contract §7.16).
    mailRoutes,
  ];
  await app.register(projectScope(scopedRoutes), { prefix: '/:project' });

  return app;
}
