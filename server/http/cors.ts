// CORS per project (contract §1.6), from the project's `cors` config group:
// - an OPTIONS preflight is answered at once (204) with Allow-Origin, -Methods, -Headers (the
//   configured ones plus the forced X-Directus-Project, Content-Type, Authorization), -Max-Age
//   and Allow-Credentials;
// - other responses (errors too) carry Allow-Origin, Expose-Headers and, when `credentials` is
//   on, Allow-Credentials.
//
// Trusted origins are the server's own origin, the origins listed in `cors.origin` and the origin
// of the `app_url` setting: they are echoed back and may send credentials. A `*` in the list lets
// any other origin read responses (`Access-Control-Allow-Origin: *`) but never with credentials,
// so a wildcard config cannot expose signed-in sessions to foreign sites.
// Requests without a project (server routes) use a wildcard config without credentials.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CorsConfig } from '../config/project-config.js';
import { readSettings } from '../services/settings/read-settings.js';
import { requestOrigin } from './request-origin.js';
import { requestProjectKey } from './request-project.js';

const FORCED_HEADERS = ['X-Directus-Project', 'Content-Type', 'Authorization'];

const SERVER_CORS: CorsConfig = {
  enabled: true,
  origin: ['*'],
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'],
  headers: [],
  exposed_headers: [],
  max_age: null,
  credentials: false,
};

/** scheme://host[:port] of a URL, or undefined when it is not an absolute http(s) URL. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

function sameOrigin(a: string, b: string): boolean {
  return originOf(a) !== undefined && originOf(a) === originOf(b);
}

/** Origins explicitly listed in the config (not `*`). */
export function listedOrigins(cors: CorsConfig | undefined): string[] {
  return (cors?.origin ?? []).filter((origin) => origin !== '*');
}

async function appUrlOrigin(app: FastifyInstance, key: string): Promise<string | undefined> {
  try {
    const config = await app.cms.registry.read(key);
    if (!config) return undefined;
    const db = await app.cms.connections.get(key, config);
    return originOf((await readSettings(db, ['app_url'])).app_url);
  } catch {
    return undefined;
  }
}

type Verdict = 'trusted' | 'wildcard' | 'refused';

async function judgeOrigin(
  app: FastifyInstance,
  request: FastifyRequest,
  origin: string,
  cors: CorsConfig,
  key: string | undefined,
): Promise<Verdict> {
  if (sameOrigin(origin, requestOrigin(request))) return 'trusted';
  if (listedOrigins(cors).some((allowed) => sameOrigin(origin, allowed))) return 'trusted';
  if (key) {
    const appOrigin = await appUrlOrigin(app, key);
    if (appOrigin && sameOrigin(origin, appOrigin)) return 'trusted';
  }
  return cors.origin.includes('*') ? 'wildcard' : 'refused';
}

function applyHeaders(
  reply: FastifyReply,
  origin: string,
  verdict: Verdict,
  cors: CorsConfig,
  preflight: boolean,
): void {
  if (verdict === 'trusted') {
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (preflight || cors.credentials) reply.header('access-control-allow-credentials', 'true');
  } else {
    reply.header('access-control-allow-origin', '*');
  }
  if (preflight) {
    reply.header(
      'access-control-allow-methods',
      (cors.methods.length ? cors.methods : SERVER_CORS.methods).join(', '),
    );
    const headers = new Map<string, string>();
    for (const header of [...cors.headers, ...FORCED_HEADERS]) {
      headers.set(header.toLowerCase(), header);
    }
    reply.header('access-control-allow-headers', [...headers.values()].join(', '));
    if (cors.max_age !== null && cors.max_age !== undefined) {
      reply.header('access-control-max-age', String(cors.max_age));
    }
  } else if (cors.exposed_headers.length) {
    reply.header('access-control-expose-headers', cors.exposed_headers.join(', '));
  }
}

export function registerCors(app: FastifyInstance): void {
  // Most requests carry no Origin (same-origin pages, servers, SDKs in Node): they leave at once,
  // without the promise an async hook costs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '') {
      done();
      return;
    }
    // A preflight is answered here and goes no further (no done()).
    answerCors(app, request, reply, origin).then((answered) => {
      if (!answered) done();
    }, done);
  });
}

async function answerCors(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
): Promise<boolean> {
  const key = requestProjectKey(request);
  let cors: CorsConfig = SERVER_CORS;
  let projectKey: string | undefined;
  if (key) {
    const config = await app.cms.registry.read(key).catch(() => undefined);
    if (config) {
      cors = { ...SERVER_CORS, ...config.cors };
      projectKey = key;
    }
  }
  if (!cors.enabled) return false;
  const preflight =
    request.method === 'OPTIONS' &&
    typeof request.headers['access-control-request-method'] === 'string';
  const verdict = await judgeOrigin(app, request, origin, cors, projectKey);
  if (verdict !== 'refused') applyHeaders(reply, origin, verdict, cors, preflight);
  if (!preflight) return false;
  reply.code(204).send();
  return true;
}
