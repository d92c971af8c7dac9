// /fields end to end on every database (contract §7.3, quirk 5): reading merged field objects,
// adding columns and aliases, altering columns (length, data type, required → NOT NULL with the
// E404 refusal when items have no value, unique), batch sort updates, dropping fields with their
// relations and status permissions, non-admin refusals and read blacklists, and names carrying SQL
// that are refused before anything is created.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { dialectOf } from '../../server/db/dialect.js';
import { bumpSchemaVersion } from '../../server/services/schema/index.js';
import { introspectColumns } from '../../server/services/schema/introspect.js';
import type { ColumnSchema } from '../../server/services/schema/types.js';
import {
  type Body,
  type Client,
  client,
  expectError,
  type Row,
  restrictedUser,
  signIn,
} from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** Quirk 5: a single-field POST/PATCH failure is E404/422, with the original message. */
function expectWrapped(response: { status: number; body: Body }, message: RegExp) {
  expectError(response, 404, 422);
  assert.match(response.body.error?.message ?? '', message);
}

async function columnsOf(db: Knex, table: string): Promise<Map<string, ColumnSchema>> {
  const columns = (await introspectColumns(db)).get(table) ?? [];
  return new Map(columns.map((column) => [column.name, column]));
}

async function fieldRow(db: Knex, collection: string, field: string): Promise<Row | undefined> {
  return db('directus_fields').where({ collection, field }).first();
}

const flag = (value: unknown) => value === true || value === 1 || value === '1';

for (const target of databaseMatrix()) {
  describe(`/fields on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let anonymous: Client;
    let editor: Client;
    let designer: Client;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      const key = server.projectKey ?? '';
      admin = client(server.baseUrl, key, await signIn(server));
      anonymous = client(server.baseUrl, key, null);
      // Reads the schema, edits articles, cannot change fields; body is hidden from it.
      editor = client(
        server.baseUrl,
        key,
        await restrictedUser(db, 'editor', [
          { collection: 'directus_fields', read: 'full' },
          {
            collection: 'articles',
            create: 'full',
            read: 'full',
            update: 'full',
            delete: 'full',
            read_field_blacklist: 'body',
          },
        ]),
      );
      // May change fields of tags (create/update/delete on directus_fields and on tags, §9.7).
      designer = client(
        server.baseUrl,
        key,
        await restrictedUser(db, 'designer', [
          {
            collection: 'directus_fields',
            create: 'full',
            read: 'full',
            update: 'full',
            delete: 'full',
          },
          { collection: 'tags', create: 'full', read: 'full', update: 'full', delete: 'full' },
          { collection: 'articles', read: 'full' },
        ]),
      );
    });
    after(async () => {
      await server?.close();
    });

    it('reads field objects: all, per collection, one, several; sort and limit', async () => {
      const all = await admin.get('/fields');
      assert.equal(all.status, 200);
      const list = all.body.data as Row[];
      assert.ok(list.some((f) => f.collection === 'directus_users' && f.field === 'email'));
      assert.ok(list.some((f) => f.collection === 'articles' && f.field === 'tags'));

      const articles = (await admin.get('/fields/articles')).body.data as Row[];
      const names = articles.map((f) => f.field);
      assert.ok(names.includes('title') && names.includes('tags') && names.includes('view_count'));
      const title = articles.find((f) => f.field === 'title') as Row;
      assert.equal(title.type, 'string');
      assert.equal(title.interface, 'text-input');
      assert.equal(title.datatype, 'VARCHAR');
      assert.equal(title.length, 200);
      assert.equal(title.required, true);
      const slug = articles.find((f) => f.field === 'slug') as Row;
      assert.equal(slug.unique, true, 'idx_articles_slug');
      const tags = articles.find((f) => f.field === 'tags') as Row;
      assert.equal(tags.type, 'o2m');
      assert.equal(tags.datatype, null);

      const sorted = (await admin.get('/fields/articles?sort=-sort')).body.data as Row[];
      const sorts = sorted.map((f) => f.sort).filter((s) => s !== null) as number[];
      assert.deepEqual(
        sorts,
        [...sorts].sort((a, b) => b - a),
      );
      assert.equal(sorted.at(-1)?.sort, null, 'NULLs last');
      expectError(await admin.get('/fields/articles?sort=nope'), 202, 422);
      assert.equal(((await admin.get('/fields?limit=3')).body.data as Row[]).length, 3);

      const one = await admin.get('/fields/articles/title');
      assert.equal((one.body.data as Row).field, 'title');
      const several = await admin.get('/fields/articles/title,slug');
      assert.deepEqual(
        (several.body.data as Row[]).map((f) => f.field),
        ['title', 'slug'],
      );
      expectError(await admin.get('/fields/nope'), 200, 404);
      expectError(await admin.get('/fields/articles/nope'), 202, 404);
      expectError(await anonymous.get('/fields/articles'), 3, 401);
    });

    it('hides read-blacklisted fields from non-admins (E215 on direct reads)', async () => {
      const list = (await editor.get('/fields/articles')).body.data as Row[];
      assert.ok(list.some((f) => f.field === 'title'));
      assert.ok(!list.some((f) => f.field === 'body'));
      const all = (await editor.get('/fields')).body.data as Row[];
      assert.ok(!all.some((f) => f.collection === 'articles' && f.field === 'body'));
      assert.ok(!all.some((f) => f.collection === 'authors'), 'unreadable collection left out');
      expectError(await editor.get('/fields/articles/body'), 215, 403);
      assert.equal((await editor.get('/fields/articles/title')).status, 200);
    });

    it('adds columns and aliases', async () => {
      const added = await admin.post('/fields/articles', {
        field: 'subtitle',
        type: 'string',
        datatype: 'VARCHAR',
        length: 120,
        interface: 'text-input',
        options: { placeholder: 'More' },
        note: 'Under the title',
        sort: 9,
        width: 'half',
      });
      assert.equal(added.status, 200, JSON.stringify(added.body));
      const object = added.body.data as Row;
      assert.equal(object.field, 'subtitle');
      assert.equal(object.length, 120);
      assert.deepEqual(object.options, { placeholder: 'More' });
      assert.equal(object.width, 'half');
      const columns = await columnsOf(db, 'articles');
      assert.equal(columns.get('subtitle')?.nullable, true);
      assert.equal((await fieldRow(db, 'articles', 'subtitle'))?.note, 'Under the title');

      const alias = await admin.post('/fields/tags', {
        field: 'notes_divider',
        type: 'alias',
        interface: 'divider',
      });
      assert.equal(alias.status, 200, JSON.stringify(alias.body));
      assert.equal((await columnsOf(db, 'tags')).has('notes_divider'), false);
      assert.ok(await fieldRow(db, 'tags', 'notes_divider'));

      // A required column on a table with items needs a default.
      expectWrapped(
        await admin.post('/fields/articles', {
          field: 'rating',
          type: 'integer',
          datatype: 'INT',
          required: true,
        }),
        /cannot be required without a default value/,
      );
      assert.equal((await columnsOf(db, 'articles')).has('rating'), false);
      const rating = await admin.post('/fields/articles', {
        field: 'rating',
        type: 'integer',
        datatype: 'INT',
        required: true,
        default_value: 3,
      });
      assert.equal(rating.status, 200, JSON.stringify(rating.body));
      assert.equal((await columnsOf(db, 'articles')).get('rating')?.nullable, false);
      assert.equal(Number((await db('articles').first('rating'))?.rating), 3);

      // A column that exists without metadata is put under management.
      await db.schema.alterTable('tags', (t) => {
        t.string('legacy_code', 12);
      });
      await bumpSchemaVersion(db);
      const managed = await admin.post('/fields/tags', {
        field: 'legacy_code',
        type: 'string',
        interface: 'text-input',
      });
      assert.equal(managed.status, 200, JSON.stringify(managed.body));
      assert.equal(typeof (managed.body.data as Row).id, 'number');
      assert.equal((managed.body.data as Row).length, 12);
    });

    it('wraps every single-field POST failure as E404/422 and creates nothing', async () => {
      const before = [...(await columnsOf(db, 'tags')).keys()];
      const rowsBefore = Number((await db('directus_fields').count({ n: '*' }).first())?.n);
      const cases: [string, unknown, RegExp][] = [
        [
          '/fields/tags',
          { field: 'name', type: 'string', datatype: 'VARCHAR', length: 10 },
          /already exists/,
        ],
        [
          '/fields/tags',
          { field: 'NAME', type: 'string', datatype: 'VARCHAR', length: 10 },
          /already exists/,
        ],
        ['/fields/tags', { field: 'x', type: 'nope', datatype: 'TEXT' }, /Unknown type/],
        ['/fields/tags', { field: 'x', type: 'string', datatype: 'NOPE' }, /Unknown data type/],
        ['/fields/tags', { field: 'x', type: 'string' }, /datatype is required/],
        [
          '/fields/tags',
          { field: 'x', type: 'string', datatype: 'VARCHAR', length: 99999 },
          /Invalid length/,
        ],
        [
          '/fields/tags',
          { field: 'x', type: 'string', datatype: 'TEXT', length: 10 },
          /not supported/,
        ],
        [
          '/fields/tags',
          { field: 'x', type: 'string', datatype: 'TEXT', bogus: 1 },
          /Payload fields/,
        ],
        [
          '/fields/tags',
          { field: 'x', type: 'string', datatype: 'TEXT', required: 'yes' },
          /boolean/,
        ],
        [
          '/fields/tags',
          { field: 'x; drop table tags', type: 'string', datatype: 'TEXT' },
          /Invalid field name/,
        ],
        [
          '/fields/tags',
          { field: 'x`) ; --', type: 'string', datatype: 'TEXT' },
          /Invalid field name/,
        ],
        ['/fields/tags', { field: "x'", type: 'string', datatype: 'TEXT' }, /Invalid field name/],
        [
          '/fields/tags',
          {
            field: 'x',
            type: 'integer',
            datatype: 'INT',
            default_value: '0); drop table tags; --',
          },
          /not a valid default/,
        ],
        [
          '/fields/tags',
          { field: 'x', type: 'integer', datatype: 'INT', primary_key: true },
          /one primary key/,
        ],
        [
          '/fields/tags',
          { field: 'color2', type: 'status', datatype: 'VARCHAR', length: 5 },
          /system field/,
        ],
        [
          '/fields/nope',
          { field: 'x', type: 'string', datatype: 'TEXT' },
          /Unable to find collection/,
        ],
        ['/fields/directus_users', { field: 'x', type: 'string', datatype: 'TEXT' }, /System/i],
      ];
      // tags has no status field yet: add one so a second one is refused.
      assert.equal(
        (
          await admin.post('/fields/tags', {
            field: 'state',
            type: 'status',
            datatype: 'VARCHAR',
            length: 10,
            default_value: 'on',
          })
        ).status,
        200,
      );
      for (const [path, body, message] of cases) {
        expectWrapped(await admin.post(path, body), message);
      }
      assert.deepEqual([...(await columnsOf(db, 'tags')).keys()], [...before, 'state']);
      const rowsAfter = Number((await db('directus_fields').count({ n: '*' }).first())?.n);
      assert.equal(rowsAfter, rowsBefore + 1);
      assert.equal((await columnsOf(db, 'directus_users')).has('x'), false);
      // No body at all: E13 before the wrapping.
      expectError(await admin.post('/fields/tags'), 13, 400);
    });

    it('alters columns: length, data type, unique, required → NOT NULL (E404 with NULLs)', async () => {
      const longer = await admin.patch('/fields/articles/subtitle', { length: 250 });
      assert.equal(longer.status, 200, JSON.stringify(longer.body));
      assert.equal((longer.body.data as Row).length, 250);
      assert.match((await columnsOf(db, 'articles')).get('subtitle')?.fullType ?? '', /\(250\)$/);

      // Some articles have no subtitle: the column cannot become NOT NULL.
      await db('articles').update({ subtitle: null });
      await db('articles').where('id', 1).update({ subtitle: 'First' });
      const refused = await admin.patch('/fields/articles/subtitle', { required: true });
      expectWrapped(refused, /Cannot make field "subtitle" required/);
      assert.equal((await columnsOf(db, 'articles')).get('subtitle')?.nullable, true);
      assert.equal(flag((await fieldRow(db, 'articles', 'subtitle'))?.required), false);

      await db('articles').whereNull('subtitle').update({ subtitle: 'Filled' });
      const required = await admin.patch('/fields/articles/subtitle', { required: true });
      assert.equal(required.status, 200, JSON.stringify(required.body));
      assert.equal((required.body.data as Row).required, true);
      assert.equal((await columnsOf(db, 'articles')).get('subtitle')?.nullable, false);
      assert.equal(
        (await columnsOf(db, 'articles')).get('subtitle')?.fullType.includes('250'),
        true,
      );
      await assert.rejects(db('articles').where('id', 1).update({ subtitle: null }));
      const optional = await admin.patch('/fields/articles/subtitle', { required: false });
      assert.equal(optional.status, 200);
      assert.equal((await columnsOf(db, 'articles')).get('subtitle')?.nullable, true);

      // Unique: refused while items share a value, then added and dropped.
      expectWrapped(
        await admin.patch('/fields/articles/subtitle', { unique: true }),
        /items share a value/,
      );
      const ids = (await db('articles').select('id')).map((row) => Number(row.id));
      for (const id of ids)
        await db('articles')
          .where('id', id)
          .update({ subtitle: `s${id}` });
      const unique = await admin.patch('/fields/articles/subtitle', { unique: true });
      assert.equal(unique.status, 200, JSON.stringify(unique.body));
      assert.equal((unique.body.data as Row).unique, true);
      await assert.rejects(
        db('articles')
          .where('id', ids[1])
          .update({ subtitle: `s${ids[0]}` }),
      );
      const notUnique = await admin.patch('/fields/articles/subtitle', { unique: false });
      assert.equal((notUnique.body.data as Row).unique, false);
      await db('articles')
        .where('id', ids[1])
        .update({ subtitle: `s${ids[0]}` });

      const text = await admin.patch('/fields/articles/subtitle', {
        datatype: 'TEXT',
        interface: 'textarea',
      });
      assert.equal(text.status, 200, JSON.stringify(text.body));
      assert.equal((text.body.data as Row).datatype, 'TEXT');
      assert.equal((text.body.data as Row).length, null);
      assert.equal((text.body.data as Row).interface, 'textarea');
      assert.equal((await db('articles').where('id', 1).first('subtitle'))?.subtitle, 's1');

      // Metadata only: no DDL needed, the column stays as it is.
      const before = (await columnsOf(db, 'articles')).get('view_count');
      const note = await admin.patch('/fields/articles/view_count', {
        note: 'Counted daily',
        readonly: true,
      });
      assert.equal(note.status, 200);
      assert.equal((note.body.data as Row).note, 'Counted daily');
      assert.deepEqual((await columnsOf(db, 'articles')).get('view_count'), before);

      expectWrapped(
        await admin.patch('/fields/articles/id', { datatype: 'BIGINT' }),
        /primary key/,
      );
      expectWrapped(
        await admin.patch('/fields/articles/nope', { note: 'x' }),
        /Unable to find field/,
      );
      expectWrapped(
        await admin.patch('/fields/articles/title', { length: 'abc' }),
        /Invalid length/,
      );
      expectWrapped(
        await admin.patch('/fields/articles/title', { colour: 'red' }),
        /Payload fields/,
      );
      expectWrapped(await admin.patch('/fields/articles', { note: 'no field named' }), /field/);
    });

    it('handles string primary keys, defaults, signedness and column ↔ alias changes', async () => {
      const created = await admin.post('/collections', {
        collection: 'codes',
        fields: [
          { field: 'code', type: 'string', datatype: 'VARCHAR', length: 10, primary_key: true },
          { field: 'label', type: 'string', datatype: 'VARCHAR', length: 30 },
          { field: 'amount', type: 'integer', datatype: 'INT' },
        ],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const code = (await admin.get('/fields/codes/code')).body.data as Row;
      assert.equal(code.primary_key, true);
      assert.equal(code.auto_increment, false);
      assert.equal((await columnsOf(db, 'codes')).get('code')?.nullable, false);
      await db('codes').insert({ code: 'A', label: 'First', amount: 1 });
      await assert.rejects(db('codes').insert({ code: 'A' }), 'primary key');

      const withDefault = await admin.patch('/fields/codes/label', { default_value: 'none' });
      assert.equal(withDefault.status, 200, JSON.stringify(withDefault.body));
      assert.equal((withDefault.body.data as Row).default_value, 'none');
      await db('codes').insert({ code: 'B' });
      assert.equal((await db('codes').where('code', 'B').first())?.label, 'none');

      const unsigned = await admin.patch('/fields/codes/amount', { signed: false });
      assert.equal(unsigned.status, 200, JSON.stringify(unsigned.body));
      assert.equal((unsigned.body.data as Row).signed, dialectOf(db) !== 'mysql');

      const toAlias = await admin.patch('/fields/codes/label', {
        type: 'alias',
        interface: 'divider',
      });
      assert.equal(toAlias.status, 200, JSON.stringify(toAlias.body));
      assert.equal((toAlias.body.data as Row).type, 'alias');
      assert.equal((await columnsOf(db, 'codes')).has('label'), false);
      const toColumn = await admin.patch('/fields/codes/label', {
        type: 'string',
        datatype: 'VARCHAR',
        length: 5,
        interface: 'text-input',
      });
      assert.equal(toColumn.status, 200, JSON.stringify(toColumn.body));
      assert.equal((toColumn.body.data as Row).length, 5);
      assert.equal((await columnsOf(db, 'codes')).has('label'), true);
      expectWrapped(await admin.patch('/fields/codes/code', { type: 'alias' }), /primary key/);
    });

    it('reports database refusals without SQL in production', async () => {
      await db('articles').where('id', 1).update({ subtitle: 'not a number' });
      const response = await admin.patch('/fields/articles/subtitle', { datatype: 'INT' });
      if (dialectOf(db) === 'sqlite') {
        // SQLite stores any value in any column: the change goes through, the value is kept.
        assert.equal(response.status, 200, JSON.stringify(response.body));
        assert.equal(
          (await db('articles').where('id', 1).first('subtitle'))?.subtitle,
          'not a number',
        );
      } else {
        expectError(response, 404, 422);
        const message = response.body.error?.message ?? '';
        assert.match(message, /^Unable to alter the field \((ER_\w+|22P02|\w+)\)$/);
        assert.doesNotMatch(message, /alter table|modify|using/i);
        assert.equal((response.body.error as Row).query, undefined);
        assert.equal((await fieldRow(db, 'articles', 'subtitle'))?.interface, 'textarea');
      }
    });

    it('batch updates: sort of several fields, one change for a CSV of fields, E201 on system', async () => {
      const sorted = await admin.patch('/fields/articles?activity_skip=1', [
        { field: 'title', sort: 1 },
        { field: 'status', sort: 2 },
        { field: 'tags', sort: 3 },
      ]);
      assert.equal(sorted.status, 200, JSON.stringify(sorted.body));
      assert.deepEqual(
        (sorted.body.data as Row[]).map((f) => [f.field, f.sort]),
        [
          ['title', 1],
          ['status', 2],
          ['tags', 3],
        ],
      );
      assert.equal(Number((await fieldRow(db, 'articles', 'tags'))?.sort), 3);

      const csv = await admin.patch('/fields/articles/title,slug', { width: 'half' });
      assert.equal(csv.status, 200, JSON.stringify(csv.body));
      assert.deepEqual(
        (csv.body.data as Row[]).map((f) => [f.field, f.width]),
        [
          ['title', 'half'],
          ['slug', 'half'],
        ],
      );

      expectError(
        await admin.patch('/fields/directus_users', [{ field: 'email', sort: 1 }]),
        201,
        401,
      );
      expectError(
        await admin.patch('/fields/directus_users/email,first_name', { sort: 1 }),
        201,
        401,
      );
      expectError(await admin.patch('/fields/articles', [{ field: 'nope', sort: 1 }]), 202, 404);
      expectError(await admin.patch('/fields/articles', [{ sort: 1 }]), 4, 422);
      expectError(await admin.patch('/fields/nope', [{ field: 'x', sort: 1 }]), 200, 404);
      // Nothing of a refused batch is applied.
      expectError(
        await admin.patch('/fields/articles', [
          { field: 'title', sort: 7 },
          { field: 'slug', length: 'x' },
        ]),
        402,
        422,
      );
      assert.equal(Number((await fieldRow(db, 'articles', 'title'))?.sort), 1);
    });

    it('drops fields with their relations, rows and status permissions', async () => {
      // articles.author (M2O) → authors.articles (O2M alias on the other side): the alias reads
      // through the foreign key, so the key goes only after it (relation-rules.ts).
      const relationsBefore = await db('directus_relations').where({
        collection_many: 'articles',
        field_many: 'author',
      });
      assert.equal(relationsBefore.length, 1);
      const refused = await admin.del('/fields/articles/author');
      expectError(refused, 12, 422);
      assert.match(String(refused.body.error?.message), /authors\.articles/);
      assert.equal((await columnsOf(db, 'articles')).has('author'), true);
      assert.equal((await admin.del('/fields/authors/articles')).status, 204);
      const dropped = await admin.del('/fields/articles/author');
      assert.equal(dropped.status, 204);
      assert.equal((await columnsOf(db, 'articles')).has('author'), false);
      assert.equal(await fieldRow(db, 'articles', 'author'), undefined);
      assert.equal(await fieldRow(db, 'authors', 'articles'), undefined);
      assert.equal(
        (
          await db('directus_relations').where({
            collection_many: 'articles',
            field_many: 'author',
          })
        ).length,
        0,
      );

      // The status field: status-specific permission rows go with it, the global row stays.
      await db('directus_permissions').insert([
        { role: 2, collection: 'articles', status: 'published', read: 'full' },
        { role: 2, collection: 'articles', status: '$create', create: 'full' },
        { role: 2, collection: 'articles', status: null, read: 'full' },
      ]);
      assert.equal((await admin.del('/fields/articles/status')).status, 204);
      const permissions = await db('directus_permissions').where({
        role: 2,
        collection: 'articles',
      });
      assert.deepEqual(
        permissions.map((row) => row.status),
        [null],
      );

      // An alias has no column; the relation stays without it (the junction keeps its rows).
      assert.equal((await admin.del('/fields/articles/tags')).status, 204);
      const junctionRows = await db('directus_relations').where({
        collection_many: 'articles_tags',
      });
      assert.equal(junctionRows.length, 2, 'both junction rows of the M2M stay');
      assert.equal(
        junctionRows.some((row) => row.collection_one === 'articles' && row.field_one !== null),
        false,
      );

      expectError(await admin.del('/fields/articles/nope'), 202, 404);
      expectError(await admin.del('/fields/articles/id'), 12, 422);
      expectError(await admin.del('/fields/nope/x'), 200, 404);
      expectError(await admin.del('/fields/directus_users/email'), 201, 401);
    });

    it('lets non-admins change fields only with permission on directus_fields and the collection', async () => {
      const denied = await editor.post('/fields/articles', {
        field: 'by_editor',
        type: 'string',
        datatype: 'VARCHAR',
        length: 10,
      });
      expectWrapped(denied, /Creating item to "directus_fields" collection was denied/);
      expectWrapped(
        await anonymous.post('/fields/articles', {
          field: 'by_public',
          type: 'string',
          datatype: 'TEXT',
        }),
        /denied/,
      );
      expectWrapped(await editor.patch('/fields/articles/title', { note: 'x' }), /Updating/);
      expectError(await editor.patch('/fields/articles', [{ field: 'title', sort: 3 }]), 302, 403);
      expectError(await editor.del('/fields/articles/title'), 303, 403);
      // The designer has the rights on tags, not on articles.
      expectWrapped(
        await designer.post('/fields/articles', {
          field: 'by_designer',
          type: 'string',
          datatype: 'TEXT',
        }),
        /Creating item to "articles" collection was denied/,
      );
      const allowed = await designer.post('/fields/tags', {
        field: 'by_designer',
        type: 'string',
        datatype: 'VARCHAR',
        length: 20,
      });
      assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
      assert.equal((await designer.patch('/fields/tags/by_designer', { length: 40 })).status, 200);
      assert.equal((await designer.del('/fields/tags/by_designer')).status, 204);
      const columns = await columnsOf(db, 'articles');
      assert.ok(
        !columns.has('by_editor') && !columns.has('by_public') && !columns.has('by_designer'),
      );
      assert.equal((await columnsOf(db, 'tags')).has('by_designer'), false);
    });
  });
}
