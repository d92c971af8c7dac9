// Creates every system table of contract §8.1 with its columns, defaults and unique indexes.
//
// Written once with knex's schema builder so the same code yields the right DDL on SQLite,
// MySQL/MariaDB and PostgreSQL:
// - `unsigned()` is emitted on MySQL only (PostgreSQL and SQLite have no unsigned integers);
// - booleans are TINYINT(1) on MySQL, BOOLEAN on PostgreSQL, integer affinity on SQLite;
// - datetimes are `timestamp without time zone` on PostgreSQL: values are UTC strings (§6.6);
// - reserved words used as column names (`read`, `create`, `update`, `delete`, `group`, `key`,
//   `user`, `role`) are safe because knex quotes every identifier;
// - index names are unique across the whole database, as PostgreSQL and SQLite require.
// Columns without "null" in §8.1 are NOT NULL, as v8's phinx migrations made them.
// There are no foreign key constraints, as in v8: relations live in directus_relations and the
// API keeps them consistent, so user tables can point at system tables across all three databases.
import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

type Table = Knex.CreateTableBuilder;

function datetime(t: Table, name: string): Knex.ColumnBuilder {
  return t.datetime(name, { useTz: false });
}

export async function up(db: Knex): Promise<void> {
  const mysql = dialectOf(db) === 'mysql';

  // Every table is InnoDB + utf8mb4 on MySQL (knex warns if these are set for other dialects).
  // A table that exists is left as it is: a project attached to a v8 database (`existing`) gets
  // only what it lacks.
  const create = async (name: string, build: (t: Table) => void) => {
    if (await db.schema.hasTable(name)) return;
    await db.schema.createTable(name, (t) => {
      if (mysql) {
        t.engine('InnoDB');
        t.charset('utf8mb4');
      }
      build(t);
    });
  };

  await create('directus_activity', (t) => {
    t.increments('id');
    t.string('action', 45).notNullable();
    t.integer('action_by').unsigned().notNullable().defaultTo(0);
    datetime(t, 'action_on').notNullable();
    t.string('ip', 50).notNullable();
    t.string('user_agent', 255).notNullable();
    t.string('collection', 64).notNullable();
    t.string('item', 255).notNullable();
    datetime(t, 'edited_on').nullable();
    t.text('comment').nullable();
    datetime(t, 'comment_deleted_on').nullable();
  });

  await create('directus_collection_presets', (t) => {
    t.increments('id');
    t.string('title', 255).nullable();
    t.integer('user').unsigned().nullable();
    t.integer('role').unsigned().nullable();
    t.string('collection', 64).notNullable();
    t.string('search_query', 100).nullable();
    t.text('filters').nullable();
    t.string('view_type', 100).notNullable().defaultTo('tabular');
    t.text('view_query').nullable();
    t.text('view_options').nullable();
    t.text('translation').nullable();
    t.unique(['user', 'collection', 'title'], { indexName: 'idx_user_collection_title' });
  });

  await create('directus_collections', (t) => {
    t.string('collection', 64).notNullable().primary();
    t.boolean('managed').notNullable().defaultTo(true);
    t.boolean('hidden').notNullable().defaultTo(false);
    t.boolean('single').notNullable().defaultTo(false);
    t.string('icon', 30).nullable();
    t.string('note', 255).nullable();
    t.text('translation').nullable();
  });

  await create('directus_fields', (t) => {
    t.increments('id');
    t.string('collection', 64).notNullable();
    t.string('field', 64).notNullable();
    t.string('type', 64).notNullable();
    t.string('interface', 64).nullable();
    t.text('options').nullable();
    t.boolean('locked').notNullable().defaultTo(false);
    t.string('validation', 500).nullable();
    t.boolean('required').notNullable().defaultTo(false);
    t.boolean('readonly').notNullable().defaultTo(false);
    t.boolean('hidden_detail').notNullable().defaultTo(false);
    t.boolean('hidden_browse').notNullable().defaultTo(false);
    t.integer('sort').unsigned().nullable();
    t.string('width', 50).nullable().defaultTo('full');
    t.integer('group').unsigned().nullable();
    t.string('note', 1024).nullable();
    t.text('translation').nullable();
    t.unique(['collection', 'field'], { indexName: 'idx_collection_field' });
  });

  await create('directus_files', (t) => {
    t.increments('id');
    t.string('storage', 50).notNullable().defaultTo('local');
    t.string('private_hash', 16).nullable();
    t.string('filename_disk', 255).notNullable();
    t.string('filename_download', 255).notNullable();
    t.string('title', 255).nullable();
    t.string('type', 255).nullable();
    t.integer('uploaded_by').unsigned().notNullable();
    datetime(t, 'uploaded_on').notNullable();
    t.string('charset', 50).nullable();
    t.integer('filesize').unsigned().notNullable().defaultTo(0);
    t.integer('width').unsigned().nullable();
    t.integer('height').unsigned().nullable();
    t.integer('duration').nullable();
    t.string('embed', 200).nullable();
    t.integer('folder').unsigned().nullable();
    t.text('description').nullable();
    t.string('location', 200).nullable();
    t.string('tags', 255).nullable();
    t.string('checksum', 32).nullable();
    t.text('metadata').nullable();
    // Not in v8: every asset request looks a file up by its private hash.
    t.index(['private_hash'], 'idx_files_private_hash');
  });

  await create('directus_folders', (t) => {
    t.increments('id');
    t.string('name', 191).notNullable();
    t.integer('parent_folder').unsigned().nullable();
    t.unique(['name', 'parent_folder'], { indexName: 'idx_name_parent_folder' });
  });

  // Kept for v8 tools that read phinx's table; this server tracks itself in cms_migrations.
  await create('directus_migrations', (t) => {
    t.bigInteger('version').notNullable().primary();
    t.string('migration_name', 100).nullable();
    t.timestamp('start_time', { useTz: false }).nullable();
    t.timestamp('end_time', { useTz: false }).nullable();
    t.boolean('breakpoint').notNullable().defaultTo(false);
  });

  await create('directus_permissions', (t) => {
    t.increments('id');
    t.string('collection', 64).notNullable();
    t.integer('role').unsigned().notNullable();
    t.string('status', 64).nullable();
    for (const level of ['create', 'read', 'update', 'delete']) {
      t.string(level, 16).nullable().defaultTo('none');
    }
    t.string('comment', 8).nullable().defaultTo('none');
    t.string('explain', 8).nullable().defaultTo('none');
    t.string('read_field_blacklist', 1000).nullable();
    t.string('write_field_blacklist', 1000).nullable();
    t.string('status_blacklist', 1000).nullable();
  });

  await create('directus_relations', (t) => {
    t.increments('id');
    t.string('collection_many', 64).notNullable();
    t.string('field_many', 45).notNullable();
    t.string('collection_one', 64).nullable();
    t.string('field_one', 64).nullable();
    t.string('junction_field', 64).nullable();
  });

  await create('directus_revisions', (t) => {
    t.increments('id');
    t.integer('activity').unsigned().notNullable();
    t.string('collection', 64).notNullable();
    t.string('item', 255).notNullable();
    t.text('data', 'longtext').notNullable();
    t.text('delta', 'longtext').nullable();
    t.string('parent_collection', 64).nullable();
    t.string('parent_item', 255).nullable();
    t.boolean('parent_changed').nullable().defaultTo(false);
  });

  await create('directus_roles', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('description', 500).nullable();
    t.text('ip_whitelist').nullable();
    t.string('external_id', 255).nullable();
    t.text('module_listing').nullable();
    t.text('collection_listing').nullable();
    t.boolean('enforce_2fa').nullable().defaultTo(false);
    t.unique(['name'], { indexName: 'idx_group_name' });
    t.unique(['external_id'], { indexName: 'idx_roles_external_id' });
  });

  await create('directus_settings', (t) => {
    t.increments('id');
    t.string('key', 64).notNullable();
    t.text('value').nullable();
    t.unique(['key'], { indexName: 'idx_key' });
  });

  await create('directus_users', (t) => {
    t.increments('id');
    t.string('status', 16).notNullable().defaultTo('draft');
    t.integer('role').nullable();
    t.string('first_name', 50).nullable();
    t.string('last_name', 50).nullable();
    t.string('email', 128).notNullable();
    t.string('password', 255).nullable();
    t.string('token', 255).nullable();
    // v8 used the PHP server's zone; UTC keeps installs on different hosts identical.
    t.string('timezone', 32).notNullable().defaultTo('UTC');
    t.string('locale', 8).nullable();
    t.text('locale_options').nullable();
    t.integer('avatar').unsigned().nullable();
    t.string('company', 191).nullable();
    t.string('title', 191).nullable();
    t.integer('email_notifications').notNullable().defaultTo(1);
    datetime(t, 'last_access_on').nullable();
    t.string('last_page', 192).nullable();
    t.string('external_id', 255).nullable();
    t.string('theme', 100).nullable().defaultTo('auto');
    t.string('2fa_secret', 100).nullable();
    t.string('password_reset_token', 520).nullable();
    t.unique(['email'], { indexName: 'idx_users_email' });
    t.unique(['token'], { indexName: 'idx_users_token' });
    t.unique(['external_id'], { indexName: 'idx_users_external_id' });
  });

  await create('directus_user_sessions', (t) => {
    t.increments('id');
    t.integer('user').unsigned().nullable();
    t.string('token_type', 255).nullable();
    t.string('token', 520).nullable();
    t.string('ip_address', 255).nullable();
    t.text('user_agent').nullable();
    datetime(t, 'created_on').nullable();
    datetime(t, 'token_expired_at').nullable();
    // Not in v8: every authenticated request looks its session up by token.
    t.index(['token'], 'idx_user_sessions_token');
  });

  await create('directus_webhooks', (t) => {
    t.increments('id');
    t.string('status', 16).notNullable().defaultTo('inactive');
    t.string('http_action', 255).nullable();
    t.string('url', 510).nullable();
    t.string('collection', 255).nullable();
    t.string('directus_action', 255).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'directus_webhooks',
    'directus_user_sessions',
    'directus_users',
    'directus_settings',
    'directus_roles',
    'directus_revisions',
    'directus_relations',
    'directus_permissions',
    'directus_migrations',
    'directus_folders',
    'directus_files',
    'directus_fields',
    'directus_collections',
    'directus_collection_presets',
    'directus_activity',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
