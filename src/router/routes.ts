import type { RouteDefinition } from './router.js';

// The complete route table (spec 1 §2, spec 2 §2, spec 3 §2). Order matters: the first match wins,
// so fixed segments come before the catch-all system-collection routes at the end. Paths that
// match nothing get the `not-found` route.

export const routes = [
  // Public: reachable without signing in.
  { name: 'login', pattern: '/login', public: true },
  { name: 'reset-password', pattern: '/reset-password', public: true },
  { name: 'install', pattern: '/install', public: true },
  { name: 'setup-2fa', pattern: '/setup-2fa', public: true },
  { name: 'logout', pattern: '/logout', public: true },

  // `/` leads to the signed-in user's last page, or to the project's collections.
  { name: 'home', pattern: '/' },

  // Collections and items; `+` as primary key creates, a comma list batch-edits.
  { name: 'collections', pattern: '/:project/collections' },
  { name: 'collection', pattern: '/:project/collections/:collection' },
  { name: 'item', pattern: '/:project/collections/:collection/:primaryKey' },

  { name: 'extension-module', pattern: '/:project/ext/:id' },
  { name: 'bookmark', pattern: '/:project/bookmarks/:collection/:bookmarkId' },

  // Aliases of the system-collection routes below, named because the shell links to them.
  { name: 'files', pattern: '/:project/files' },
  { name: 'file', pattern: '/:project/files/:primaryKey' },
  { name: 'users', pattern: '/:project/users' },
  { name: 'user', pattern: '/:project/users/:primaryKey' },
  { name: 'activity', pattern: '/:project/activity' },
  { name: 'activity-item', pattern: '/:project/activity/:primaryKey' },

  // Settings (spec 3 §2).
  { name: 'settings', pattern: '/:project/settings' },
  { name: 'settings-global', pattern: '/:project/settings/global' },
  { name: 'settings-collections', pattern: '/:project/settings/collections' },
  { name: 'settings-collection', pattern: '/:project/settings/collections/:collection' },
  { name: 'settings-roles', pattern: '/:project/settings/roles' },
  { name: 'settings-role', pattern: '/:project/settings/roles/:id' },
  { name: 'settings-interfaces', pattern: '/:project/settings/interfaces' },
  { name: 'settings-interface', pattern: '/:project/settings/interfaces/:id' },
  { name: 'settings-webhooks', pattern: '/:project/settings/webhooks' },
  { name: 'settings-webhook', pattern: '/:project/settings/webhooks/:id' },

  // Other system collections by their name without `directus_` (`/p/roles`, `/p/roles/3`). The
  // screen shows not-found when no such system collection exists.
  { name: 'system-collection', pattern: '/:project/:collection' },
  { name: 'system-item', pattern: '/:project/:collection/:primaryKey' },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];

/**
 * Routes whose visit is not recorded as the user's last page: the three of spec 1 §2, and `/`,
 * which only redirects — recording it would overwrite the very page it is about to send the user to.
 */
export const UNTRACKED_ROUTES: readonly RouteName[] = ['login', 'logout', 'setup-2fa', 'home'];
