// The project-creation service on every database: the whole system schema with its seeds and
// the admin user; refusals (existing project, existing system tables, bad connection) and the
// all-or-nothing rollback.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { ProjectRegistry } from '../../server/config/project-registry.js';
import { createKnex } from '../../server/db/connection.js';
import { insertReturningId } from '../../server/db/insert.js';
import { MIGRATIONS } from '../../server/db/migrations/index.js';
import { listTables } from '../../server/db/schema-inspector.js';
import { DEFAULT_SETTINGS } from '../../server/db/seed-system.js';
import { MIGRATIONS_TABLE, SYSTEM_TABLES } from '../../server/db/system-collections.js';
import { ApiError } from '../../server/errors/api-error.js';
import { verifyPassword } from '../../server/services/auth/password.js';
import { createProject } from '../../server/services/projects/create-project.js';
import { databaseMatrix, type TestDatabase } from '../helpers/databases.js';

async function count(db: Knex, table: string): Promise<number> {
  const [row] = await db(table).count({ n: '*' });
  return Number(row?.n);
}

const admin = { email: 'Editor@Example.com', password: 'correct horse battery staple' };

for (const target of databaseMatrix()) {
  describe(`create-project on ${target.label}`, () => {
    let dataDir: string;
    let registry: ProjectRegistry;
    let database: TestDatabase;
    let db: Knex;

    before(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'cms-create-'));
      registry = new ProjectRegistry(dataDir);
      database = await target.create();
      await createProject(
        { dataDir, registry },
        {
          key: 'news',
          projectName: 'Newsroom',
          appUrl: 'https://news.example.com/admin/',
          database: database.input,
          admin,
        },
      );
      const config = await registry.read('news');
      assert.ok(config, 'config written');
      db = createKnex(dataDir, config.database);
    });

    after(async () => {
      await db?.destroy();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('creates every system table and records the migrations', async () => {
      const tables = await listTables(db);
      for (const table of SYSTEM_TABLES) assert.ok(tables.includes(table), `${table} missing`);
      const migrations = await db(MIGRATIONS_TABLE).select('name');
      assert.deepEqual(
        migrations.map((row) => row.name),
        MIGRATIONS.map((migration) => migration.name),
      );
    });

    it('creates the columns of contract §8.1 with their defaults', async () => {
      const users = await db('directus_users').columnInfo();
      for (const column of [
        'status',
        'role',
        'email',
        'password',
        'token',
        '2fa_secret',
        'password_reset_token',
        'theme',
      ]) {
        assert.ok(users[column], `directus_users.${column}`);
      }
      const permissions = await db('directus_permissions').columnInfo();
      for (const column of ['create', 'read', 'update', 'delete', 'comment', 'explain']) {
        assert.match(String(permissions[column]?.defaultValue), /none/, `permissions.${column}`);
      }
      const fields = await db('directus_fields').columnInfo();
      assert.match(String(fields.width?.defaultValue), /full/);
      assert.ok(fields.group, 'directus_fields.group');
      const files = await db('directus_files').columnInfo();
      assert.match(String(files.storage?.defaultValue), /local/);
      assert.equal(files.uploaded_on?.nullable, false);
      const presets = await db('directus_collection_presets').columnInfo();
      assert.match(String(presets.view_type?.defaultValue), /tabular/);
      const collections = await db('directus_collections').columnInfo();
      assert.equal(collections.id, undefined, 'directus_collections has no id column');
      const migrationsTable = await db('directus_migrations').columnInfo();
      assert.ok(migrationsTable.version && migrationsTable.breakpoint);
    });

    if (target.kind === 'mysql') {
      it('uses InnoDB, utf8mb4 and unsigned integers on MySQL', async () => {
        const [tables] = await db.raw(
          'select table_name as name, engine, table_collation as collation from information_schema.tables where table_schema = database()',
        );
        for (const table of tables as { name: string; engine: string; collation: string }[]) {
          assert.equal(table.engine, 'InnoDB', table.name);
          assert.match(table.collation, /^utf8mb4/, table.name);
        }
        const [columns] = await db.raw(
          "select column_name as name, column_type as type from information_schema.columns where table_schema = database() and table_name = 'directus_files'",
        );
        const type = (name: string) =>
          (columns as { name: string; type: string }[]).find((c) => c.name === name)?.type;
        assert.match(String(type('id')), /int.*unsigned/);
        assert.match(String(type('filesize')), /int.*unsigned/);
        assert.doesNotMatch(String(type('duration')), /unsigned/);
        assert.equal(type('uploaded_on'), 'datetime');
      });
    }

    if (target.kind === 'postgres') {
      it('uses timestamps without time zone and booleans on PostgreSQL', async () => {
        const rows: { column_name: string; data_type: string }[] = await db(
          'information_schema.columns',
        )
          .select('column_name', 'data_type')
          .where({ table_schema: db.raw('current_schema()'), table_name: 'directus_files' });
        const type = (name: string) => rows.find((row) => row.column_name === name)?.data_type;
        assert.equal(type('uploaded_on'), 'timestamp without time zone');
        assert.equal(type('filesize'), 'integer');
        const fields: { column_name: string; data_type: string }[] = await db(
          'information_schema.columns',
        )
          .select('column_name', 'data_type')
          .where({ table_schema: db.raw('current_schema()'), table_name: 'directus_fields' });
        assert.equal(fields.find((row) => row.column_name === 'locked')?.data_type, 'boolean');
      });
    }

    it('enforces the unique indexes', async () => {
      await assert.rejects(db('directus_settings').insert({ key: 'project_name', value: 'x' }));
      await assert.rejects(
        db('directus_fields').insert({
          collection: 'directus_users',
          field: 'email',
          type: 'string',
        }),
      );
      await assert.rejects(db('directus_roles').insert({ name: 'Administrator' }));
      await assert.rejects(
        db('directus_users').insert({ email: admin.email.toLowerCase(), status: 'draft' }),
      );
    });

    it('seeds the two roles and lets new rows get fresh ids', async () => {
      const roles = await db('directus_roles').select('id', 'name').orderBy('id');
      assert.deepEqual(
        roles.map((role) => [Number(role.id), role.name]),
        [
          [1, 'Administrator'],
          [2, 'Public'],
        ],
      );
      // Without the id sequence moved past the seeded ids, PostgreSQL would hand out 1 again.
      // (MySQL and PostgreSQL may skip ids burnt by failed inserts of earlier tests.)
      const newId = await insertReturningId(db, 'directus_roles', { name: 'Editors' });
      assert.ok(newId > 2, `new role id ${newId}`);
      await db('directus_roles').where({ id: newId }).delete();
      assert.equal(await count(db, 'directus_permissions'), 0);
    });

    it('seeds the default settings plus project_name and app_url', async () => {
      const rows = await db('directus_settings').select('key', 'value');
      const settings = Object.fromEntries(rows.map((row) => [row.key, row.value]));
      for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
        assert.equal(settings[key], value, key);
      }
      assert.equal(settings.project_name, 'Newsroom');
      assert.equal(settings.app_url, 'https://news.example.com/admin/');
      assert.equal(settings.telemetry, '0');
      assert.equal(settings.default_limit, '200');
      assert.equal(JSON.parse(String(settings.asset_whitelist_system)).length, 6);
    });

    it('seeds directus_fields metadata for the system collections (§8.2)', async () => {
      const rows = await db('directus_fields').select(
        'collection',
        'field',
        'type',
        'interface',
        'options',
        'locked',
      );
      const field = (collection: string, name: string) =>
        rows.find((row) => row.collection === collection && row.field === name);
      for (const collection of SYSTEM_TABLES.filter((t) => t !== 'directus_migrations')) {
        assert.ok(
          rows.some((row) => row.collection === collection),
          `${collection} has fields`,
        );
      }
      const status = field('directus_users', 'status');
      assert.equal(status?.interface, 'status');
      const mapping = JSON.parse(status?.options).status_mapping;
      assert.deepEqual(Object.keys(mapping), [
        'draft',
        'invited',
        'active',
        'suspended',
        'deleted',
      ]);
      assert.equal(mapping.deleted.soft_delete, true);
      assert.equal(mapping.active.soft_delete, false);
      assert.equal(field('directus_users', 'role')?.interface, 'user-roles');
      assert.equal(field('directus_users', 'password')?.type, 'hash');
      assert.equal(field('directus_files', 'uploaded_by')?.type, 'owner');
      assert.equal(field('directus_files', 'data')?.type, 'alias');
      assert.equal(field('directus_roles', 'users')?.type, 'o2m');
      assert.equal(field('directus_settings', 'project_logo')?.interface, 'file');
      assert.equal(field('directus_settings', 'file_naming')?.interface, 'dropdown');
      assert.ok(Boolean(field('directus_users', 'email')?.locked));
    });

    it('seeds the system relations', async () => {
      const relations = await db('directus_relations').select();
      const find = (many: string, field: string) =>
        relations.find((r) => r.collection_many === many && r.field_many === field);
      assert.equal(find('directus_users', 'role')?.collection_one, 'directus_roles');
      assert.equal(find('directus_users', 'role')?.field_one, 'users');
      assert.equal(find('directus_files', 'folder')?.collection_one, 'directus_folders');
      assert.equal(find('directus_permissions', 'role')?.collection_one, 'directus_roles');
    });

    it('creates the admin user with an argon2id password', async () => {
      const users = await db('directus_users').select();
      assert.equal(users.length, 1);
      const user = users[0];
      assert.equal(user.email, 'editor@example.com');
      assert.equal(user.status, 'active');
      assert.equal(Number(user.role), 1);
      assert.equal(user.first_name, 'Admin');
      assert.equal(user.last_name, 'User');
      assert.equal(user.locale, 'en-US');
      assert.equal(user.timezone, 'UTC');
      assert.match(user.password, /^\$argon2id\$/);
      assert.equal(await verifyPassword(user.password, admin.password), true);
      assert.equal(await verifyPassword(user.password, 'wrong password'), false);
    });

    it('writes an owner-only config with fresh secrets and creates the storage folders', async () => {
      const file = path.join(dataDir, 'config', 'news.json');
      assert.equal((await stat(file)).mode & 0o777, 0o600);
      const config = JSON.parse(await readFile(file, 'utf8'));
      assert.match(config.auth.secret_key, /^[A-Za-z0-9]{32}$/);
      assert.match(
        config.auth.public_key,
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      assert.equal(config.auth.ttl, 20);
      assert.equal(config.database.type, target.kind);
      assert.ok(existsSync(path.join(dataDir, 'uploads', 'news', 'originals')));
      assert.ok(existsSync(path.join(dataDir, 'uploads', 'news', 'generated')));
      const leftovers = (await readdir(path.join(dataDir, 'config'))).filter((n) =>
        n.startsWith('.'),
      );
      assert.deepEqual(leftovers, [], 'no lock or temp file left');
    });

    it('refuses an existing project key with E18/409', async () => {
      await assert.rejects(
        createProject({ dataDir, registry }, { key: 'news', database: database.input, admin }),
        (error: unknown) => error instanceof ApiError && error.code === 18 && error.status === 409,
      );
    });

    if (target.kind !== 'sqlite') {
      it('refuses a database that already has system tables with E0 and writes no config', async () => {
        await assert.rejects(
          createProject({ dataDir, registry }, { key: 'news2', database: database.input, admin }),
          (error: unknown) =>
            error instanceof ApiError &&
            error.code === 0 &&
            /already contains Directus system tables/.test(error.message),
        );
        assert.equal(await registry.exists('news2'), false);
        assert.equal(await count(db, 'directus_users'), 1);
      });

      it('attaches a second project to existing system tables with `existing`, dropping nothing', async () => {
        const users = await count(db, 'directus_users');
        const settings = await count(db, 'directus_settings');
        const roles = await count(db, 'directus_roles');
        // As a v8 database would be: no migration bookkeeping of this server.
        await db.schema.dropTable(MIGRATIONS_TABLE);
        await db.schema.dropTable(`${MIGRATIONS_TABLE}_lock`);
        const attached = await createProject(
          { dataDir, registry },
          {
            key: 'news3',
            database: database.input,
            admin: { email: admin.email, password: 'another password entirely' },
            existing: true,
            force: true,
          },
        );
        assert.equal(await registry.exists('news3'), true);
        assert.equal(await count(db, 'directus_users'), users, 'the known admin is kept');
        assert.equal(await count(db, 'directus_settings'), settings, 'nothing seeded twice');
        assert.equal(await count(db, 'directus_roles'), roles);
        const kept = await db('directus_users').where({ id: attached.adminUserId }).first();
        assert.equal(await verifyPassword(kept.password, admin.password), true);
        const setting = await db('directus_settings').where({ key: 'project_name' }).first();
        assert.equal(setting.value, 'Newsroom', 'no project_name given, none replaced');
        const migrated = await db(MIGRATIONS_TABLE).select('name');
        assert.deepEqual(
          migrated.map((row) => row.name).sort(),
          MIGRATIONS.map((migration) => migration.name).sort(),
        );

        // A new email gets a new administrator.
        const other = await createProject(
          { dataDir, registry },
          {
            key: 'news4',
            database: database.input,
            admin: { email: 'second@example.com', password: 'second admin password' },
            existing: true,
          },
        );
        assert.equal(await count(db, 'directus_users'), users + 1);
        const second = await db('directus_users').where({ id: other.adminUserId }).first();
        assert.equal(second.email, 'second@example.com');
        assert.equal(Number(second.role), 1);
      });
    }
  });

  describe(`create-project failures on ${target.label}`, () => {
    let dataDir: string;
    let registry: ProjectRegistry;

    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'cms-create-fail-'));
      registry = new ProjectRegistry(dataDir);
    });

    afterEach(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers a failing connection with E19/400 and leaves nothing behind', async () => {
      if (target.kind === 'sqlite') {
        // A folder where the database file should be: SQLite cannot open it.
        await mkdir(path.join(dataDir, 'db', 'broken.sqlite'), { recursive: true });
      }
      await assert.rejects(
        createProject(
          { dataDir, registry },
          { key: 'broken', database: target.unreachable(), admin },
        ),
        (error: unknown) =>
          error instanceof ApiError &&
          error.code === 19 &&
          error.status === 400 &&
          /^Invalid database connection: /.test(error.message),
      );
      assert.equal(await registry.exists('broken'), false);
      assert.deepEqual(await readdir(path.join(dataDir, 'config')), []);
      assert.equal(existsSync(path.join(dataDir, 'uploads', 'broken')), false);
    });

    it('rolls everything back when a later step fails', async () => {
      const database = await target.create();
      // A table that was there before the install must survive its rollback.
      const before = database.connect?.();
      await before?.schema.createTable('keep_me', (t) => t.increments('id'));
      await before?.destroy();
      try {
        await assert.rejects(
          createProject(
            { dataDir, registry },
            {
              key: 'halfway',
              database: database.input,
              admin,
              afterInstall: async ({ db }) => {
                await db.schema.createTable('extra', (t) => t.increments('id'));
                throw new Error('seeding failed');
              },
            },
          ),
          /seeding failed/,
        );
        assert.equal(await registry.exists('halfway'), false);
        assert.deepEqual(await readdir(path.join(dataDir, 'config')), []);
        assert.equal(existsSync(path.join(dataDir, 'uploads', 'halfway')), false);
        if (target.kind === 'sqlite') {
          assert.equal(existsSync(path.join(dataDir, 'db', 'halfway.sqlite')), false);
        } else if (database.connect) {
          const check = database.connect();
          try {
            assert.deepEqual(await listTables(check), ['keep_me']);
          } finally {
            await check.destroy();
          }
        }
      } finally {
        await database.drop();
      }
    });

    it('validates its input with E4/422', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ key: 'Bad Key' }, /^project: /],
        [{ key: 'server' }, /reserved/],
        [{ admin: { email: 'not-an-email', password: 'x' } }, /^user_email: /],
        [{ admin: { email: 'a@b.c', password: '' } }, /^user_password: /],
      ];
      for (const [override, message] of cases) {
        await assert.rejects(
          createProject({ dataDir, registry }, {
            key: 'valid',
            database: { type: 'sqlite' },
            admin,
            ...override,
          } as never),
          (error: unknown) =>
            error instanceof ApiError && error.code === 4 && message.test(error.message),
        );
      }
      assert.equal(existsSync(path.join(dataDir, 'config')), false);
    });
  });
}
