// Server-hosted extensions (contract §7.17):
//
// - GET /interfaces, /layouts, /modules: global routes for a signed-in user of the project named
//   by the Bearer JWT, ?project= or X-Directus-Project (E3 when none resolves, E108 for a public
//   caller); each lists the extensions of its kind found in the core and custom folders.
// - GET /types: the Directus field types, under the same rule.
// - GET /extensions/{core|custom}/{kind}/{id}/{file}: the scripts and stylesheets of a listed
//   extension, at the listed path with `meta.json` replaced. Public, as v8's static folder was:
//   <script> tags carry no Authorization header.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customExtensionsFolder, defaultCoreExtensionsDir } from '../config/paths.js';
import { ApiError, notFound, unauthorized } from '../errors/api-error.js';
import { envelope } from '../http/envelope.js';
import { namedProjectKey } from '../http/request-project.js';
import { ExtensionCatalog } from '../services/extensions/catalog.js';
import {
  assetContentType,
  EXTENSION_ID,
  EXTENSION_KINDS,
  EXTENSION_ORIGINS,
  type ExtensionOrigin,
  isExtensionKind,
} from '../services/extensions/kinds.js';
import { DIRECTUS_TYPES } from '../services/schema-admin/datatypes.js';
import { tryResolveInside } from '../util/safe-path.js';

export interface ExtensionsRoutesOptions {
  /** The core extensions folder (default: `extensions/core` in the repository). */
  coreDir?: string;
  /** How long a folder scan is trusted (default 1000 ms). */
  revalidateMs?: number;
}

type AssetParams = { Params: { kind: string; id: string; file: string } };

export async function extensionsRoutes(
  app: FastifyInstance,
  options: ExtensionsRoutesOptions,
): Promise<void> {
  const catalog = new ExtensionCatalog(
    [
      { origin: 'core', dir: path.resolve(options.coreDir ?? defaultCoreExtensionsDir) },
      { origin: 'custom', dir: path.join(app.cms.dataDir, customExtensionsFolder) },
    ],
    { revalidateMs: options.revalidateMs, warn: (message) => app.log.warn(message) },
  );

  /** The actor middleware has resolved the caller for the named project (http/actor.ts). */
  async function requireSignedIn(request: FastifyRequest): Promise<void> {
    const key = namedProjectKey(request);
    // No project: v8's bootstrap app answers E3 (contract §1.2).
    if (!key || !(await app.cms.registry.read(key))) throw unauthorized();
    if (request.actor.public) throw new ApiError('USER_NOT_AUTHENTICATED');
  }

  for (const kind of EXTENSION_KINDS) {
    app.get(`/${kind}`, async (request) => {
      await requireSignedIn(request);
      return envelope(await catalog.list(kind));
    });
  }

  const types = [...DIRECTUS_TYPES].sort().map((name) => ({ name }));
  app.get('/types', async (request) => {
    await requireSignedIn(request);
    return envelope(types);
  });

  // One static prefix per origin: `extensions` is not a reserved project key, so the routes claim
  // no more of a project of that name than these two prefixes.
  for (const origin of EXTENSION_ORIGINS) {
    app.get<AssetParams>(`/extensions/${origin}/:kind/:id/:file`, async (request, reply) =>
      sendAsset(origin, request, reply),
    );
  }

  async function sendAsset(
    origin: ExtensionOrigin,
    request: FastifyRequest<AssetParams>,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const { kind, id, file } = request.params;
    if (!isExtensionKind(kind) || !EXTENSION_ID.test(id)) throw notFound();
    // Only the kind's scripts and stylesheets; meta.json and anything else stay unserved.
    const contentType = assetContentType(kind, file);
    if (!contentType) throw notFound();
    // Only extensions the listing shows: a skipped (malformed) one serves nothing.
    const folder = await catalog.folderOf(origin, kind, id);
    const filePath = folder ? tryResolveInside(folder, file) : undefined;
    const info = filePath ? await stat(filePath).catch(() => undefined) : undefined;
    if (!filePath || !info?.isFile()) throw notFound();

    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    reply
      .type(contentType)
      .header('etag', etag)
      .header('last-modified', info.mtime.toUTCString())
      // Revalidated on every load: an updated extension is picked up at once.
      .header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-length', info.size).send(createReadStream(filePath));
  }
}
