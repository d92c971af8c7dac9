// /collections end to end on every database (contract §7.2): a collection with every field type
// (the live column types and the field objects read back), managing an existing table, metadata
// updates, every error code with nothing created, deletion with its metadata rows, non-admin
// refusals, failed creates leaving nothing behind, and a second server process on the same
// database seeing the change through the schema version.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import { dialectOf } from '../../server/db/dialect.js';
import { ensureWriteCounters } from '../../server/services/query/write-counters.js';
import { introspectColumns } from '../../server/services/schema/introspect.js';
import type { ColumnSchema } from '../../server/services/schema/types.js';
import {
  type Client,
  client,
  expectError,
  type Row,
  restrictedUser,
  send,
  signIn,
} from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** fetchJson, with an empty body (204) read as {}. */

const intField = (field: string, type: string, extra: Row = {}) => ({
  field,
  type,
  datatype: 'INT',
  interface: 'numeric',
  ...extra,
});

/** One field of every Directus type (contract §7.3, spec 3). */
const EVERY_TYPE_FIELDS: Row[] = [
  intField('id', 'integer', {
    length: 15,
    primary_key: true,
    auto_increment: true,
    interface: 'primary-key',
  }),
  { field: 'status', type: 'status', datatype: 'VARCHAR', length: 20, default_value: 'draft' },
  intField('sort', 'sort'),
  intField('owner', 'owner', { signed: false }),
  { field: 'created_on', type: 'datetime_created', datatype: 'DATETIME', default_value: 'now' },
  intField('modified_by', 'user_updated'),
  { field: 'modified_on', type: 'datetime_updated', datatype: 'DATETIME' },
  { field: 'title', type: 'string', datatype: 'VARCHAR', length: 200, required: true },
  { field: 'code', type: 'string', datatype: 'CHAR' },
  { field: 'body', type: 'string', datatype: 'TEXT', interface: 'textarea' },
  { field: 'long_body', type: 'string', datatype: 'LONGTEXT' },
  intField('count', 'integer', { default_value: 0 }),
  { field: 'big', type: 'integer', datatype: 'BIGINT' },
  { field: 'small', type: 'integer', datatype: 'SMALLINT', signed: false },
  { field: 'active', type: 'boolean', datatype: 'TINYINT', length: 1, default_value: true },
  { field: 'price', type: 'decimal', datatype: 'DECIMAL', length: '10,2' },
  { field: 'ratio', type: 'decimal', datatype: 'FLOAT' },
  { field: 'published_on', type: 'date', datatype: 'DATE' },
  { field: 'happened', type: 'datetime', datatype: 'DATETIME' },
  { field: 'starts_at', type: 'time', datatype: 'TIME' },
  { field: 'meta', type: 'json', datatype: 'JSON', interface: 'code' },
  { field: 'uid', type: 'uuid', datatype: 'VARCHAR', length: 36 },
  { field: 'secret', type: 'hash', datatype: 'VARCHAR', length: 255 },
  { field: 'tags', type: 'array', datatype: 'VARCHAR', length: 255 },
  { field: 'slug', type: 'slug', datatype: 'VARCHAR', length: 200, unique: true },
  { field: 'lang', type: 'lang', datatype: 'CHAR', length: 5 },
  intField('image', 'file', { signed: false }),
  intField('author', 'm2o'),
  intField('editor', 'user'),
  { field: 'raw', type: 'binary', datatype: 'BLOB' },
  { field: 'comments', type: 'o2m', interface: 'one-to-many' },
  { field: 'labels', type: 'm2m', interface: 'many-to-many' },
  { field: 'translations', type: 'translation', interface: 'translation' },
  { field: 'divider', type: 'alias', interface: 'divider' },
  { field: 'details', type: 'group', interface: 'group' },
];

const ALIASES = ['comments', 'labels', 'translations', 'divider', 'details'];

/**
 * Expected column type (full type as introspected) and reported `datatype`/`length` per
 * database: [mysql, postgres, sqlite].
 */
const EXPECTED: Record<string, [RegExp | string, RegExp | string, RegExp | string, string[]]> = {
  id: [/^int\(\d+\) unsigned$/, 'integer', 'integer', ['INT', 'INT', 'INT']],
  status: [
    'varchar(20)',
    'character varying(20)',
    'varchar(20)',
    ['VARCHAR', 'VARCHAR', 'VARCHAR'],
  ],
  sort: [/^int\(11\)$/, 'integer', 'integer', ['INT', 'INT', 'INT']],
  owner: [/^int\(\d+\) unsigned$/, 'integer', 'integer', ['INT', 'INT', 'INT']],
  created_on: [
    'datetime',
    'timestamp without time zone',
    'datetime',
    ['DATETIME', 'DATETIME', 'DATETIME'],
  ],
  title: [
    'varchar(200)',
    'character varying(200)',
    'varchar(200)',
    ['VARCHAR', 'VARCHAR', 'VARCHAR'],
  ],
  code: ['char(50)', 'character(50)', 'char(50)', ['CHAR', 'CHAR', 'CHAR']],
  body: ['text', 'text', 'text', ['TEXT', 'TEXT', 'TEXT']],
  long_body: ['longtext', 'text', 'longtext', ['LONGTEXT', 'TEXT', 'LONGTEXT']],
  big: [/^bigint\(20\)$/, 'bigint', 'bigint', ['BIGINT', 'BIGINT', 'BIGINT']],
  small: [
    /^smallint\(\d+\) unsigned$/,
    'smallint',
    'smallint',
    ['SMALLINT', 'SMALLINT', 'SMALLINT'],
  ],
  // A boolean field reports TINYINT everywhere, as v8 (MySQL only) did.
  active: ['tinyint(1)', 'boolean', 'boolean', ['TINYINT', 'TINYINT', 'TINYINT']],
  price: ['decimal(10,2)', 'numeric(10,2)', 'decimal(10,2)', ['DECIMAL', 'DECIMAL', 'DECIMAL']],
  ratio: ['float', 'real', 'float', ['FLOAT', 'FLOAT', 'FLOAT']],
  published_on: ['date', 'date', 'date', ['DATE', 'DATE', 'DATE']],
  starts_at: ['time', 'time without time zone', 'time', ['TIME', 'TIME', 'TIME']],
  meta: ['longtext', 'json', 'json', ['LONGTEXT', 'JSON', 'JSON']],
  uid: ['varchar(36)', 'character varying(36)', 'varchar(36)', ['VARCHAR', 'VARCHAR', 'VARCHAR']],
  lang: ['char(5)', 'character(5)', 'char(5)', ['CHAR', 'CHAR', 'CHAR']],
  image: [/^int\(\d+\) unsigned$/, 'integer', 'integer', ['INT', 'INT', 'INT']],
  raw: ['blob', 'bytea', 'blob', ['BLOB', 'BLOB', 'BLOB']],
};

async function columnsOf(db: Knex, table: string): Promise<Map<string, ColumnSchema>> {
  const columns = (await introspectColumns(db)).get(table) ?? [];
  return new Map(columns.map((column) => [column.name, column]));
}

async function metadataCounts(db: Knex, collection: string): Promise<Record<string, number>> {
  const count = async (table: string, column: string) =>
    Number((await db(table).where(column, collection).count({ n: '*' }).first())?.n ?? 0);
  return {
    collections: await count('directus_collections', 'collection'),
    fields: await count('directus_fields', 'collection'),
    relations: await count('directus_relations', 'collection_many'),
    permissions: await count('directus_permissions', 'collection'),
    presets: await count('directus_collection_presets', 'collection'),
  };
}

const NOTHING = { collections: 0, fields: 0, relations: 0, permissions: 0, presets: 0 };

for (const target of databaseMatrix()) {
  describe(`/collections on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let editor: Client;
    let anonymous: Client;
    const column = (kind: string) => (kind === 'mysql' ? 0 : kind === 'postgres' ? 1 : 2);

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      const key = server.projectKey ?? '';
      admin = client(server.baseUrl, key, await signIn(server));
      anonymous = client(server.baseUrl, key, null);
      // A typical non-admin role: it may read the schema (default rows, §8.3) and do anything
      // with the items of one collection, but it is not an admin.
      const token = await restrictedUser(db, 'editor', [
        { collection: 'directus_collections', read: 'full' },
        { collection: 'directus_fields', read: 'full' },
        { collection: 'every_type', create: 'full', read: 'full', update: 'full', delete: 'full' },
      ]);
      editor = client(server.baseUrl, key, token);
    });
    after(async () => {
      await server?.close();
    });

    it('creates a collection with every field type: columns and field objects per database', async () => {
      const created = await admin.post('/collections', {
        collection: 'every_type',
        icon: 'star',
        note: 'All the types',
        fields: EVERY_TYPE_FIELDS,
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.deepEqual(created.body.data, {
        collection: 'every_type',
        managed: true,
        hidden: false,
        single: false,
        icon: 'star',
        note: 'All the types',
        translation: null,
      });

      const columns = await columnsOf(db, 'every_type');
      for (const alias of ALIASES)
        assert.equal(columns.has(alias), false, `${alias} has no column`);
      assert.equal(columns.size, EVERY_TYPE_FIELDS.length - ALIASES.length);
      const index = column(target.kind);
      for (const [name, expected] of Object.entries(EXPECTED)) {
        const live = columns.get(name);
        assert.ok(live, `column ${name}`);
        const want = expected[index];
        if (typeof want === 'string') assert.equal(live.fullType, want, name);
        else assert.match(live.fullType, want, name);
      }
      assert.equal(columns.get('title')?.nullable, false, 'required → NOT NULL');
      assert.equal(columns.get('body')?.nullable, true);
      assert.equal(columns.get('id')?.primaryKey, true);
      assert.equal(columns.get('id')?.autoIncrement, true);

      const read = await admin.get('/collections/every_type');
      assert.equal(read.status, 200);
      const collection = read.body.data as { fields: Record<string, Row>; managed: boolean };
      assert.equal(collection.managed, true);
      assert.deepEqual(
        Object.keys(collection.fields).sort(),
        EVERY_TYPE_FIELDS.map((field) => String(field.field)).sort(),
      );
      for (const [name, expected] of Object.entries(EXPECTED)) {
        assert.equal(collection.fields[name].datatype, expected[3][index], `${name} datatype`);
      }
      for (const field of EVERY_TYPE_FIELDS) {
        const object = collection.fields[String(field.field)];
        // `m2m` is an accepted name of v8's `o2m` (v8-app-compat.test.ts).
        const stored = field.type === 'm2m' ? 'o2m' : field.type;
        assert.equal(object.type, stored, `${field.field} type`);
        assert.equal(typeof object.id, 'number', `${field.field} has a directus_fields row`);
      }
      const fields = collection.fields;
      assert.equal(fields.title.length, 200);
      assert.equal(fields.title.required, true);
      assert.equal(fields.code.length, 50, 'CHAR default length');
      assert.equal(fields.body.length, null);
      assert.equal(fields.price.length, '10,2');
      assert.equal(fields.status.default_value, 'draft');
      assert.equal(fields.count.default_value, '0');
      assert.match(String(fields.active.default_value), /^(1|true)$/);
      assert.match(String(fields.created_on.default_value), /current_timestamp|now/i);
      assert.equal(fields.id.primary_key, true);
      assert.equal(fields.id.auto_increment, true);
      assert.equal(fields.title.primary_key, false);
      assert.equal(fields.slug.unique, true);
      assert.equal(fields.title.unique, false);
      assert.equal(fields.small.signed, target.kind !== 'mysql', 'unsigned exists on MySQL only');
      assert.equal(fields.big.signed, true);
      assert.equal(fields.title.signed, false);
      for (const alias of ALIASES) {
        assert.equal(fields[alias].datatype, null);
        assert.equal(fields[alias].length, null);
      }
      assert.equal(fields.body.interface, 'textarea');

      // Items really go in: defaults and NOT NULL behave as declared.
      await db('every_type').insert({ title: 'One', slug: 'one' });
      const row = await db('every_type').first();
      assert.equal(row?.status, 'draft');
      assert.ok(row?.created_on, 'CURRENT_TIMESTAMP default');
      assert.ok([true, 1].includes(row?.active as boolean | number), 'boolean default true');
      await assert.rejects(db('every_type').insert({ slug: 'two' }), 'title is NOT NULL');
      await assert.rejects(
        db('every_type').insert({ title: 'Two', slug: 'one' }),
        'slug is UNIQUE',
      );
    });

    it('lists system, managed and unmanaged collections; offset+limit apply together', async () => {
      await db.schema.createTable('legacy_list', (t) => {
        t.increments('id');
        t.string('name', 40);
      });
      // The server's own tables, made on first use too (the write counters: on the first write).
      await ensureWriteCounters(db);
      const list = await admin.get('/collections');
      assert.equal(list.status, 200);
      const collections = list.body.data as Row[];
      const byName = new Map(collections.map((entry) => [entry.collection, entry]));
      assert.equal(byName.get('directus_users')?.managed, true);
      assert.equal(byName.get('every_type')?.managed, true);
      assert.equal(byName.get('legacy_list')?.managed, false);
      assert.deepEqual(
        collections
          .map((entry) => String(entry.collection))
          .filter((name) => name.startsWith('cms_')),
        [],
        "the server's bookkeeping tables are not collections",
      );
      const legacy = byName.get('legacy_list') as { fields: Record<string, Row> };
      assert.equal(legacy.fields.name.id, null, 'unmanaged column');
      assert.equal(legacy.fields.name.datatype, 'VARCHAR');

      const page = await admin.get('/collections?offset=1&limit=2');
      assert.deepEqual(
        (page.body.data as Row[]).map((entry) => entry.collection),
        collections.slice(1, 3).map((entry) => entry.collection),
      );
      const onlyLimit = await admin.get('/collections?limit=2');
      assert.equal(
        (onlyLimit.body.data as Row[]).length,
        collections.length,
        'limit alone ignored',
      );

      const several = await admin.get('/collections/every_type,legacy_list,nope');
      assert.deepEqual(
        (several.body.data as Row[]).map((entry) => entry.collection),
        ['every_type', 'legacy_list'],
      );
      expectError(await admin.get('/collections/nope'), 200, 404);
      // Reading the schema is a permission like any other (§9): public has none.
      expectError(await anonymous.get('/collections'), 3, 401);
      assert.equal((await editor.get('/collections/every_type')).status, 200);
    });

    it('starts managing an existing table: fallback interfaces, given fields merged', async () => {
      await db.schema.createTable('legacy_books', (t) => {
        t.increments('id');
        t.string('title', 100).notNullable();
        t.text('summary');
        t.integer('pages');
        t.date('published');
        t.boolean('available');
      });
      await db('legacy_books').insert({ title: 'Dune', pages: 412 });
      const before = await admin.get('/collections/legacy_books');
      assert.equal((before.body.data as Row).managed, false);

      const managed = await admin.post('/collections', {
        collection: 'legacy_books',
        note: 'Imported',
        fields: [
          {
            field: 'title',
            type: 'string',
            datatype: 'VARCHAR',
            length: 250,
            interface: 'text-input',
          },
        ],
      });
      assert.equal(managed.status, 200, JSON.stringify(managed.body));
      assert.equal((managed.body.data as Row).managed, true);
      const after = (await admin.get('/collections/legacy_books')).body.data as {
        fields: Record<string, Row>;
      };
      const interfaces = Object.fromEntries(
        Object.entries(after.fields).map(([name, field]) => [name, field.interface]),
      );
      assert.deepEqual(interfaces, {
        id: 'primary-key',
        title: 'text-input',
        summary: 'textarea',
        pages: 'numeric',
        published: 'date',
        available: 'switch',
      });
      for (const field of Object.values(after.fields)) assert.equal(typeof field.id, 'number');
      assert.equal(after.fields.title.length, 250, 'the given field was altered');
      assert.equal(after.fields.title.required, true, 'NOT NULL column without default');
      assert.equal(after.fields.available.type, 'boolean');
      assert.equal((await db('legacy_books').first())?.title, 'Dune', 'data kept');

      expectError(
        await admin.post('/collections', { collection: 'legacy_books', fields: [] }),
        307,
        422,
      );
    });

    it('updates metadata and fields; unmanaged collections need managed: true (E205)', async () => {
      const patched = await admin.patch('/collections/every_type', {
        hidden: true,
        single: false,
        icon: 'box',
        translation: [{ locale: 'en-US', translation: 'Everything' }],
        fields: [
          { field: 'title', length: 255, note: 'The title' },
          { field: 'extra', type: 'string', datatype: 'VARCHAR', length: 10 },
        ],
      });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      assert.deepEqual(patched.body.data, {
        collection: 'every_type',
        managed: true,
        hidden: true,
        single: false,
        icon: 'box',
        note: 'All the types',
        translation: [{ locale: 'en-US', translation: 'Everything' }],
      });
      const columns = await columnsOf(db, 'every_type');
      assert.match(columns.get('title')?.fullType ?? '', /\(255\)$/);
      assert.ok(columns.has('extra'));
      const fields = (await admin.get('/fields/every_type/title')).body.data as Row;
      assert.equal(fields.note, 'The title');

      await db.schema.createTable('legacy_patch', (t) => {
        t.increments('id');
        t.string('label', 30);
      });
      expectError(await admin.patch('/collections/legacy_patch', { note: 'x' }), 205, 404);
      const managed = await admin.patch('/collections/legacy_patch', {
        managed: true,
        note: 'now',
      });
      assert.equal(managed.status, 200, JSON.stringify(managed.body));
      assert.equal((managed.body.data as Row).managed, true);
      const label = (await admin.get('/fields/legacy_patch/label')).body.data as Row;
      assert.equal(label.interface, 'text-input');
      const stopped = await admin.patch('/collections/legacy_patch', { managed: false });
      assert.equal((stopped.body.data as Row).managed, false);
      expectError(await admin.patch('/collections/legacy_patch', { icon: 'x' }), 205, 404);

      expectError(await admin.patch('/collections/nope', { note: 'x' }), 200, 404);
      expectError(await admin.patch('/collections/directus_users', { note: 'x' }), 4, 422);
      expectError(await admin.patch('/collections/every_type', { bogus: 1 }), 12, 422);
      expectError(await admin.patch('/collections/every_type', { hidden: 'maybe' }), 4, 422);
    });

    it('answers every create error of §7.2 and creates nothing', async () => {
      const pk = {
        field: 'id',
        type: 'integer',
        datatype: 'INT',
        primary_key: true,
        auto_increment: true,
      };
      const cases: [string, unknown, number][] = [
        ['directus_things', [pk], 4],
        ['bad-name', [pk], 4],
        ['x; drop table directus_users; --', [pk], 4],
        ['x`y', [pk], 4],
        ['x"y', [pk], 4],
        ['1abc', [pk], 4],
        ['cms_schema', [pk], 4],
        ['a'.repeat(64), [pk], 4],
        ['err_nofields', undefined, 12],
        ['err_nopk', [{ field: 'name', type: 'string', datatype: 'VARCHAR', length: 10 }], 12],
        ['err_twopk', [pk, { ...pk, field: 'id2', auto_increment: false }], 12],
        [
          'err_twoai',
          [
            pk,
            {
              field: 'n',
              type: 'integer',
              datatype: 'INT',
              auto_increment: true,
              primary_key: false,
            },
          ],
          12,
        ],
        [
          'err_dupe',
          [
            pk,
            { field: 'a', type: 'string', datatype: 'TEXT' },
            { field: 'A', type: 'string', datatype: 'TEXT' },
          ],
          12,
        ],
        ['err_nodatatype', [pk, { field: 'a', type: 'string' }], 12],
        ['err_badfield', [pk, { field: 'a b', type: 'string', datatype: 'TEXT' }], 12],
        [
          'err_sqlfield',
          [pk, { field: "a');drop table x;--", type: 'string', datatype: 'TEXT' }],
          12,
        ],
        ['err_unknownkey', [pk, { field: 'a', type: 'string', datatype: 'TEXT', colour: 1 }], 12],
        ['err_type', [pk, { field: 'a', type: 'nope', datatype: 'TEXT' }], 401],
        ['err_datatype', [pk, { field: 'a', type: 'string', datatype: 'VARCHAR(10)' }], 401],
        ['err_datatype2', [pk, { field: 'a', type: 'string', datatype: 'ENUM' }], 401],
        [
          'err_length',
          [pk, { field: 'a', type: 'string', datatype: 'VARCHAR', length: 70000 }],
          402,
        ],
        [
          'err_charlength',
          [pk, { field: 'a', type: 'string', datatype: 'CHAR', length: 256 }],
          402,
        ],
        [
          'err_decimal',
          [pk, { field: 'a', type: 'decimal', datatype: 'DECIMAL', length: '66,2' }],
          402,
        ],
        [
          'err_scale',
          [pk, { field: 'a', type: 'decimal', datatype: 'DECIMAL', length: '5,6' }],
          402,
        ],
        ['err_varbinary', [pk, { field: 'a', type: 'binary', datatype: 'VARBINARY' }], 402],
        ['err_nolength', [pk, { field: 'a', type: 'string', datatype: 'TEXT', length: 100 }], 403],
        ['err_datelength', [pk, { field: 'a', type: 'date', datatype: 'DATE', length: 10 }], 403],
        [
          'err_default',
          [pk, { field: 'a', type: 'integer', datatype: 'INT', default_value: "1'; drop" }],
          12,
        ],
        [
          'err_twostatus',
          [
            pk,
            { field: 's1', type: 'status', datatype: 'VARCHAR', length: 10 },
            { field: 's2', type: 'status', datatype: 'VARCHAR', length: 10 },
          ],
          4,
        ],
      ];
      const tablesBefore = [...(await introspectColumns(db)).keys()].sort();
      for (const [name, fields, code] of cases) {
        const body: Row = { collection: name };
        if (fields !== undefined) body.fields = fields;
        const response = await admin.post('/collections', body);
        assert.equal(response.body.error?.code, code, `${name}: ${JSON.stringify(response.body)}`);
        assert.equal(response.status, 422, name);
        assert.deepEqual(await metadataCounts(db, name), NOTHING, `${name}: no metadata`);
      }
      assert.deepEqual([...(await introspectColumns(db)).keys()].sort(), tablesBefore, 'no table');

      expectError(
        await admin.post('/collections', { collection: 'every_type', fields: [pk] }),
        307,
        422,
      );
      expectError(
        await admin.post('/collections', { collection: 'EVERY_TYPE', fields: [pk] }),
        307,
        422,
      );
      expectError(
        await admin.post('/collections', { collection: 'x', fields: [pk], bogus: 1 }),
        12,
        422,
      );
      expectError(await admin.post('/collections', { fields: [pk] }), 4, 422);
      const empty = await send(`${server.baseUrl}/${server.projectKey}/collections`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await signIn(server)}` },
      });
      expectError(empty, 13, 400);
    });

    it('refuses schema changes by non-admins (§9.7)', async () => {
      const pk = {
        field: 'id',
        type: 'integer',
        datatype: 'INT',
        primary_key: true,
        auto_increment: true,
      };
      const create = await editor.post('/collections', { collection: 'by_editor', fields: [pk] });
      expectError(create, 3, 401);
      assert.equal(create.body.error?.message, 'Unauthorized to create collections');
      expectError(
        await anonymous.post('/collections', { collection: 'by_public', fields: [pk] }),
        3,
        401,
      );
      const update = await editor.patch('/collections/every_type', { note: 'mine' });
      expectError(update, 3, 401);
      assert.equal(update.body.error?.message, 'Permission denied');
      expectError(await editor.del('/collections/every_type'), 306, 403);
      expectError(await anonymous.del('/collections/every_type'), 306, 403);
      assert.ok((await columnsOf(db, 'every_type')).size > 0, 'still there');
      assert.deepEqual(await metadataCounts(db, 'by_editor'), NOTHING);
    });

    it('a failed create leaves no table and no metadata behind', async () => {
      const pk = {
        field: 'id',
        type: 'integer',
        datatype: 'INT',
        primary_key: true,
        auto_increment: true,
      };
      const body: Row = { collection: 'doomed' };
      if (dialectOf(db) === 'mysql') {
        // MySQL commits CREATE TABLE at once; the metadata then fails (a TEXT column holds 64 KB):
        // the table must be dropped again.
        body.translation = [{ locale: 'en-US', translation: 'x'.repeat(70_000) }];
        body.fields = [pk, { field: 'name', type: 'string', datatype: 'VARCHAR', length: 20 }];
      } else {
        // Index names are per database here: a clash makes the second DDL statement fail, inside
        // the transaction.
        await db.raw('create unique index ?? on ?? (??)', [
          'doomed_name_unique',
          'legacy_list',
          'name',
        ]);
        body.fields = [
          pk,
          { field: 'name', type: 'string', datatype: 'VARCHAR', length: 20, unique: true },
        ];
      }
      const response = await admin.post('/collections', body);
      expectError(response, 12, 422);
      const message = response.body.error?.message ?? '';
      assert.doesNotMatch(message, /create table|alter table|insert |index/i, 'no SQL');
      // The failure happened after CREATE TABLE (the metadata / the second DDL statement).
      assert.match(
        message,
        dialectOf(db) === 'mysql' ? /ER_DATA_TOO_LONG/ : /\((42P07|SQLITE_ERROR)\)$/,
      );
      assert.equal((await columnsOf(db, 'doomed')).size, 0, 'no table');
      assert.deepEqual(await metadataCounts(db, 'doomed'), NOTHING);
      const list = (await admin.get('/collections')).body.data as Row[];
      assert.ok(!list.some((entry) => entry.collection === 'doomed'));
    });

    it('deletes a collection with its permissions, fields, relations, presets and row', async () => {
      const pk = {
        field: 'id',
        type: 'integer',
        datatype: 'INT',
        primary_key: true,
        auto_increment: true,
      };
      const created = await admin.post('/collections', {
        collection: 'doomed_later',
        fields: [pk, { field: 'author', type: 'm2o', datatype: 'INT', interface: 'many-to-one' }],
      });
      assert.equal(created.status, 200);
      await db('directus_permissions').insert({
        collection: 'doomed_later',
        role: 2,
        read: 'full',
      });
      await db('directus_relations').insert({
        collection_many: 'doomed_later',
        field_many: 'author',
        collection_one: 'directus_users',
      });
      await db('directus_collection_presets').insert({
        collection: 'doomed_later',
        view_type: 'tabular',
      });
      // Another collection's O2M alias onto it, and a relation pointing at it.
      await db('directus_fields').insert({
        collection: 'directus_roles',
        field: 'doomed',
        type: 'o2m',
      });
      await db('directus_relations').insert({
        collection_many: 'doomed_later',
        field_many: 'id',
        collection_one: 'directus_roles',
        field_one: 'doomed',
      });
      await db('directus_relations').insert({
        collection_many: 'directus_users',
        field_many: 'doomed_ref',
        collection_one: 'doomed_later',
      });
      assert.deepEqual(await metadataCounts(db, 'doomed_later'), {
        collections: 1,
        fields: 2,
        relations: 2,
        permissions: 1,
        presets: 1,
      });
      const removed = await admin.del('/collections/doomed_later');
      assert.equal(removed.status, 204);
      assert.equal((await columnsOf(db, 'doomed_later')).size, 0);
      assert.deepEqual(await metadataCounts(db, 'doomed_later'), NOTHING);
      assert.equal(
        (await db('directus_relations').where('collection_one', 'doomed_later')).length,
        0,
        'relations pointing at the dropped table',
      );
      assert.equal(
        (await db('directus_fields').where({ collection: 'directus_roles', field: 'doomed' }))
          .length,
        0,
        "another collection's O2M alias onto the dropped table",
      );
      expectError(await admin.del('/collections/doomed_later'), 200, 404);
      expectError(await admin.del('/collections/directus_users'), 201, 401);
      assert.ok((await columnsOf(db, 'directus_users')).size > 0);

      // The name can be used again.
      const again = await admin.post('/collections', { collection: 'doomed_later', fields: [pk] });
      assert.equal(again.status, 200);
    });

    it('a second server process on the same database sees schema changes', async () => {
      const second: FastifyInstance = await buildApp({
        dataDir: server.dataDir,
        adminDir: `${server.dataDir}/none`,
        demoDir: `${server.dataDir}/none`,
        logger: false,
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
      try {
        const address = second.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const other = client(
          `http://127.0.0.1:${port}`,
          server.projectKey ?? '',
          await signIn(server),
        );
        // The second process caches the schema now…
        expectError(await other.get('/collections/shared_change'), 200, 404);
        const pk = {
          field: 'id',
          type: 'integer',
          datatype: 'INT',
          primary_key: true,
          auto_increment: true,
        };
        assert.equal(
          (await admin.post('/collections', { collection: 'shared_change', fields: [pk] })).status,
          200,
        );
        // …and sees the new collection, then a new field, through the version bump.
        assert.equal((await other.get('/collections/shared_change')).status, 200);
        const added = await admin.post('/fields/shared_change', {
          field: 'headline',
          type: 'string',
          datatype: 'VARCHAR',
          length: 80,
        });
        assert.equal(added.status, 200, JSON.stringify(added.body));
        const seen = await other.get('/fields/shared_change/headline');
        assert.equal(seen.status, 200);
        assert.equal((seen.body.data as Row).length, 80);
        // And the other way round.
        assert.equal((await other.del('/fields/shared_change/headline')).status, 204);
        expectError(await admin.get('/fields/shared_change/headline'), 202, 404);
      } finally {
        await second.close();
      }
    });
  });
}
