// Where a sign-in sends the browser back (contract §5.8 `redirect_url`). Only addresses of origins
// the project trusts, the same ones CORS trusts with credentials (http/cors.ts): this server's own
// origin, the origin of the `app_url` setting and the origins listed in `cors.origin` (never
// `*`). Anything else is refused before the sign-in starts, so the route is no open redirect.
import { invalidRequest } from '../../errors/api-error.js';
import { listedOrigins, originOf } from '../../http/cors.js';
import type { ProjectContext } from '../../http/project-context.js';
import { readSettings } from '../settings/read-settings.js';

export async function trustedOrigins(
  project: ProjectContext,
  requestOrigin: string,
): Promise<string[]> {
  const { app_url: appUrl } = await readSettings(project.db, ['app_url']);
  const origins = [requestOrigin, originOf(appUrl), ...listedOrigins(project.config.cors)];
  return origins.flatMap((origin) => {
    const normalized = originOf(origin);
    return normalized ? [normalized] : [];
  });
}

/** The checked redirect_url, or null when none was given (E4/422 for a refused one). */
export function parseRedirectUrl(value: unknown, trusted: readonly string[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw invalidRequest('redirect_url: This value should be a URL.');
  const origin = originOf(value);
  if (!origin) throw invalidRequest('redirect_url: This value should be an absolute http(s) URL.');
  if (!trusted.includes(origin)) {
    throw invalidRequest(
      `redirect_url: ${origin} is not allowed (use this server, the app_url setting or a cors.origin entry).`,
    );
  }
  return value;
}

/**
 * The URL with `params` added to its query. When it has a fragment the params go into the
 * fragment's query instead, as v8 did: hash-routed apps (`/admin/#/login?redirect=…`) read them there.
 */
export function withParams(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  if (query === '') return url;
  const hash = url.indexOf('#');
  const [base, tail] = hash === -1 ? [url, undefined] : [url.slice(0, hash), url.slice(hash + 1)];
  if (tail === undefined) {
    const target = new URL(base);
    for (const [key, value] of Object.entries(params)) target.searchParams.append(key, value);
    return target.href;
  }
  const separator = tail.includes('?') ? (/[?&]$/.test(tail) ? '' : '&') : '?';
  return `${base}#${tail}${separator}${query}`;
}
