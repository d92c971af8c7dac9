// Which project a request addresses (contract §1.2): the first path segment when it is a project
// key; for the global routes (/interfaces, /layouts, /modules, /types) the `project` claim of a
// Bearer JWT, then `?project=`, then the `X-Directus-Project` header.
import type { FastifyRequest } from 'fastify';
import { isValidProjectKey } from '../config/project-key.js';
import { unverifiedProjectClaim } from '../services/auth/tokens.js';

/** Reserved first segments whose routes still act for a project named elsewhere. */
export const GLOBAL_PROJECT_ROUTES: ReadonlySet<string> = new Set([
  'interfaces',
  'layouts',
  'modules',
  'types',
]);

/** The decoded path segments of a request URL, without the leading empty one. */
export function pathSegments(url: string): string[] {
  const pathname = url.split('?')[0] ?? '';
  return pathname
    .split('/')
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The project named by a global route's request (JWT claim, ?project=, X-Directus-Project). */
export function namedProjectKey(request: FastifyRequest): string | undefined {
  const bearer = bearerToken(request);
  const candidates = [
    bearer ? unverifiedProjectClaim(bearer) : undefined,
    firstString((request.query as Record<string, unknown> | undefined)?.project),
    firstString(request.headers['x-directus-project']),
  ];
  for (const candidate of candidates) {
    if (candidate !== undefined && candidate !== '') {
      return isValidProjectKey(candidate) ? candidate : undefined;
    }
  }
  return undefined;
}

/**
 * The project key a request is for, or undefined (server routes, the admin, static files).
 * The key is not checked against the registry.
 */
export function requestProjectKey(request: FastifyRequest): string | undefined {
  const [first] = pathSegments(request.url);
  if (first === undefined || first === '') return undefined;
  if (GLOBAL_PROJECT_ROUTES.has(first)) return namedProjectKey(request);
  return isValidProjectKey(first) ? first : undefined;
}
