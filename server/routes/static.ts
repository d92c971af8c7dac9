// Non-API routes: `/` → ./admin/, the built admin at /admin/, the demo pages at /demo/.
//
// /demo/ is shared with the API of the project whose key is `demo` (the demo project itself), so
// the demo pages cannot own the whole prefix. A GET for /demo/<path> is answered from the demo
// folder only when that file exists; anything else (/demo/items/articles, ...) goes on to the API.
// The bare /demo/ is project info for API clients and the demo index for browsers (a request that
// accepts text/html and not JSON first).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tryResolveInside } from '../util/safe-path.js';

const ADMIN_NOT_BUILT =
  'The admin app is not built yet.\n\nRun `npm run build` in the repository, then reload this page.\n';

async function isFile(file: string | undefined): Promise<boolean> {
  if (!file) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A relative URL path safe to map onto a folder: no dot segments, no empty segments, no NUL. */
function safeRelativePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  return segments.join('/');
}

/** Browsers navigating ask for HTML first; API clients ask for JSON or anything. */
function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

/** Files whose name changes with their content (rollup's `chunks/[name]-[hash].js`). */
const HASHED_FOLDER = 'chunks/';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Sends a file that keeps its name across builds (index.html, the entry files) for the client to
 * revalidate every time: `no-cache` with ETag and Last-Modified, so an unchanged file costs a 304.
 */
function sendRevalidated(reply: FastifyReply, file: string, root: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile(file, root, { cacheControl: false });
}

function sendIndex(reply: FastifyReply, root: string): FastifyReply {
  // The index names the current build's hashed chunks, so it must never be served stale.
  return sendRevalidated(reply, 'index.html', root);
}

/** A hashed chunk never changes under its name: cached for a year without revalidation. */
function sendImmutable(reply: FastifyReply, file: string, root: string): FastifyReply {
  return reply.sendFile(file, root, { maxAge: ONE_YEAR_MS, immutable: true });
}

/**
 * Registered on the root instance, not as an encapsulated plugin: the /demo/ hook must see every
 * request, including those that no route matches.
 */
export async function staticRoutes(
  app: FastifyInstance,
  options: { adminDir: string; demoDir: string },
): Promise<void> {
  const adminDir = path.resolve(options.adminDir);
  const demoDir = path.resolve(options.demoDir);

  // Only the reply.sendFile decoration: routes below decide what is served. preCompressed sends the
  // build's `<file>.br` / `<file>.gz` (scripts/precompress.mjs) to clients that accept them, with
  // Content-Encoding, the original file's Content-Type and `Vary: Accept-Encoding`; the plain file
  // otherwise.
  await app.register(fastifyStatic, {
    root: adminDir,
    serve: false,
    dotfiles: 'deny',
    preCompressed: true,
  });

  app.get('/', async (_request, reply) => reply.redirect('./admin/', 302));
  app.get('/admin', async (_request, reply) => reply.redirect('./admin/', 302));

  const adminBuilt = () => isFile(path.join(adminDir, 'index.html'));

  app.get('/admin/', async (_request, reply) => {
    if (!(await adminBuilt())) {
      return reply.code(503).type('text/plain; charset=utf-8').send(ADMIN_NOT_BUILT);
    }
    return sendIndex(reply, adminDir);
  });

  app.get<{ Params: { '*': string } }>('/admin/*', async (request, reply) => {
    if (!(await adminBuilt())) {
      return reply.code(503).type('text/plain; charset=utf-8').send(ADMIN_NOT_BUILT);
    }
    const relative = safeRelativePath(request.params['*']);
    if (!relative || !(await isFile(tryResolveInside(adminDir, relative)))) {
      return reply.callNotFound();
    }
    return relative.startsWith(HASHED_FOLDER)
      ? sendImmutable(reply, relative, adminDir)
      : sendRevalidated(reply, relative, adminDir);
  });

  // Only /demo/ requests need the async part; the others (every API call) pass straight on.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !request.url.startsWith('/demo/')
    ) {
      done();
      return;
    }
    // Once a file is being sent, the request goes no further (no done()).
    serveDemo(request, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });

  /** Starts sending the demo file `request` names; false when there is none. */
  async function serveDemo(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const pathname = request.url.split('?')[0] ?? '';
    const rest = pathname.slice('/demo/'.length);
    if (rest === '') {
      if (!prefersHtml(request) || !(await isFile(path.join(demoDir, 'index.html')))) return false;
      sendIndex(reply, demoDir);
      return true;
    }
    const relative = safeRelativePath(rest);
    if (!relative || !(await isFile(tryResolveInside(demoDir, relative)))) return false;
    reply.sendFile(relative, demoDir);
    return true;
  }
}
