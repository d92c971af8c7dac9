import type { Route } from './router.js';

/**
 * The system collection a route names, without `directus_`: the `:collection` segment of the
 * catch-all routes (`/p/roles`), or the fixed segment of the named aliases (`/p/users/3`).
 */
export function systemSegment(route: Route): string {
  return route.params.collection ?? route.path.split('/')[2] ?? '';
}
