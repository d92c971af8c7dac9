import { createRouter } from './router.js';
import { routes } from './routes.js';

/**
 * The admin's router, one per page. It starts in memory; `<cms-admin>` switches it to the page's
 * hash while connected. Embedded pieces never switch it, so they leave the host's URL alone.
 */
export const appRouter = createRouter(routes);

export type AppRouter = typeof appRouter;
