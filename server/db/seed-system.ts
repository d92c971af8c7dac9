// What a fresh install puts in the system tables (contract §8.3): the two built-in roles, the
// directus_fields metadata of the system collections, the system relations, the default settings
// and the default collection presets. The admin user and the project_name/app_url settings come
// from the installer (services/projects/create-project.ts).
import type { Knex } from 'knex';
import { defaultPresetRows } from './default-presets.js';
import { syncIdSequence } from './insert.js';
import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID } from './system-collections.js';
import { fieldRow, systemFieldSeeds } from './system-fields.js';

export const SYSTEM_ROLES = [
  {
    id: ADMIN_ROLE_ID,
    name: 'Administrator',
    description: 'Admins have access to all managed data within the system by default',
  },
  {
    id: PUBLIC_ROLE_ID,
    name: 'Public',
    description: 'Controls what API data is publicly available without authenticating',
  },
];

type RelationSeed = [
  collection_many: string,
  field_many: string,
  collection_one: string,
  field_one: string | null,
];

// v8 shipped some of these under stale names (directus_collections_presets, directus_groups);
// these are the corrected ones the contract allows (§8.3, quirk 12).
const SYSTEM_RELATIONS: RelationSeed[] = [
  ['directus_activity', 'action_by', 'directus_users', null],
  ['directus_collection_presets', 'user', 'directus_users', null],
  ['directus_collection_presets', 'role', 'directus_roles', null],
  ['directus_fields', 'collection', 'directus_collections', 'fields'],
  ['directus_files', 'uploaded_by', 'directus_users', null],
  ['directus_files', 'folder', 'directus_folders', null],
  ['directus_folders', 'parent_folder', 'directus_folders', null],
  ['directus_permissions', 'role', 'directus_roles', null],
  ['directus_revisions', 'activity', 'directus_activity', null],
  ['directus_users', 'role', 'directus_roles', 'users'],
  ['directus_users', 'avatar', 'directus_files', null],
  ['directus_user_sessions', 'user', 'directus_users', null],
];

const thumbnail = (key: string, width: number, height: number, fit: 'crop' | 'contain') => ({
  key,
  width,
  height,
  fit,
  quality: 80,
});

/** Default settings (§8.3). Telemetry is off: this project's decision overrides v8's "1". */
export const DEFAULT_SETTINGS: Readonly<Record<string, string | null>> = {
  project_url: '',
  project_logo: '',
  project_color: '#263238',
  project_foreground: '',
  project_background: '',
  project_public_note: '',
  default_locale: null,
  telemetry: '0',
  default_limit: '200',
  sort_null_last: '1',
  password_policy: '',
  auto_sign_out: '10080',
  login_attempts_allowed: '25',
  auth_token_ttl: '20',
  trusted_proxies: '',
  file_mimetype_whitelist: '',
  file_naming: 'uuid',
  asset_url_naming: 'private_hash',
  youtube_api_key: '',
  asset_whitelist: JSON.stringify([thumbnail('thumbnail', 200, 200, 'contain')]),
  asset_whitelist_system: JSON.stringify([
    thumbnail('directus-small-crop', 64, 64, 'crop'),
    thumbnail('directus-small-contain', 64, 64, 'contain'),
    thumbnail('directus-medium-crop', 300, 300, 'crop'),
    thumbnail('directus-medium-contain', 300, 300, 'contain'),
    thumbnail('directus-large-crop', 800, 600, 'crop'),
    thumbnail('directus-large-contain', 800, 600, 'contain'),
  ]),
};

async function insertInChunks(db: Knex, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 50) await db(table).insert(rows.slice(i, i + 50));
}

/** Seeds a freshly migrated project database, all in one transaction. */
export async function seedSystemData(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('directus_roles').insert(SYSTEM_ROLES);
    await syncIdSequence(trx, 'directus_roles');
    await insertInChunks(trx, 'directus_fields', systemFieldSeeds().map(fieldRow));
    await insertInChunks(
      trx,
      'directus_relations',
      SYSTEM_RELATIONS.map(([collection_many, field_many, collection_one, field_one]) => ({
        collection_many,
        field_many,
        collection_one,
        field_one,
        junction_field: null,
      })),
    );
    await insertInChunks(
      trx,
      'directus_settings',
      Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })),
    );
    await trx('directus_collection_presets').insert(defaultPresetRows());
  });
}

/** Inserts or replaces one setting (used by the installer for project_name and app_url). */
export async function putSetting(db: Knex, key: string, value: string | null): Promise<void> {
  const updated = await db('directus_settings').where({ key }).update({ value });
  if (!updated) await db('directus_settings').insert({ key, value });
}
