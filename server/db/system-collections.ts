// Names and ids the whole server agrees on about the system schema (contract §8).

/** Every system table of §8.1, in creation order. */
export const SYSTEM_TABLES = [
  'directus_activity',
  'directus_collection_presets',
  'directus_collections',
  'directus_fields',
  'directus_files',
  'directus_folders',
  'directus_migrations',
  'directus_permissions',
  'directus_relations',
  'directus_revisions',
  'directus_roles',
  'directus_settings',
  'directus_users',
  'directus_user_sessions',
  'directus_webhooks',
] as const;

export type SystemTable = (typeof SYSTEM_TABLES)[number];

/** Role 1 is the administrator and role 2 the public role, recognised by id (contract §8.3). */
export const ADMIN_ROLE_ID = 1;
export const PUBLIC_ROLE_ID = 2;

/** The acting user id of anonymous requests. */
export const PUBLIC_USER_ID = 0;

/**
 * knex's own migration bookkeeping. `directus_migrations` keeps the layout v8's phinx gave it
 * (version, migration_name, start_time, end_time, breakpoint), which knex's tracker (id, name,
 * batch, migration_time) cannot share, so knex tracks this server's migrations in `cms_migrations`
 * (and locks with `cms_migrations_lock`) while `directus_migrations` stays for v8 tools.
 */
export const MIGRATIONS_TABLE = 'cms_migrations';
export const MIGRATIONS_LOCK_TABLE = `${MIGRATIONS_TABLE}_lock`;

/** The per-collection write counters (services/query/write-counters.ts), made on first use. */
export const WRITE_COUNTERS_TABLE = 'cms_write_counters';

export function isSystemCollection(name: string): boolean {
  return name.startsWith('directus_');
}

/**
 * directus_users credentials: never readable through the API, by anyone, admins included — not
 * selected, searched, filtered or sorted on (a filter would let a caller guess them).
 */
export const USER_SECRET_FIELDS: readonly string[] = [
  'password',
  'token',
  '2fa_secret',
  'password_reset_token',
];
