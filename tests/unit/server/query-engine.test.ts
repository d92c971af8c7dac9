// The query engine below HTTP: parsing §3 parameters against a schema (selection trees, errors)
// and the SQL it compiles for each database — values only ever as bindings, the user filter in
// its own parentheses next to the status and permission conditions, NULL ordering per dialect.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import knex, { type Knex } from 'knex';
import type { DatabaseType } from '../../../server/config/project-config.js';
import { migrateToLatest } from '../../../server/db/migrations/index.js';
import { seedSystemData } from '../../../server/db/seed-system.js';
import { fieldRow } from '../../../server/db/system-fields.js';
import {
  type ReadScope,
  UNRESTRICTED_READ,
} from '../../../server/services/permissions/read-scope.js';
import {
  buildSelect,
  executeRead,
  type ParseInput,
  parseReadQuery,
  type ReadQuery,
} from '../../../server/services/query/index.js';
import {
  bumpSchemaVersion,
  getSchema,
  type SchemaModel,
} from '../../../server/services/schema/index.js';

async function project(): Promise<Knex> {
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  });
  await migrateToLatest(db);
  await seedSystemData(db);
  await db.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
  });
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('status', 20).notNullable();
    t.string('title', 200).notNullable();
    t.integer('author').nullable();
    t.integer('created_by').nullable();
    t.datetime('published_on', { useTz: false }).nullable();
  });
  const mapping = {
    published: { name: 'Published' },
    draft: { name: 'Draft' },
    deleted: { name: 'Deleted', soft_delete: true },
  };
  await db('directus_fields').insert([
    fieldRow({
      collection: 'articles',
      field: 'status',
      type: 'status',
      interface: 'status',
      options: { status_mapping: mapping },
    }),
    fieldRow({ collection: 'articles', field: 'created_by', type: 'owner', interface: 'owner' }),
    fieldRow({ collection: 'authors', field: 'articles', type: 'o2m', interface: 'one-to-many' }),
  ]);
  await db('directus_relations').insert({
    collection_many: 'articles',
    field_many: 'author',
    collection_one: 'authors',
    field_one: 'articles',
  });
  await db('authors').insert([{ name: 'Ann' }, { name: 'Bob' }]);
  await db('articles').insert([
    {
      status: 'published',
      title: 'One',
      author: 1,
      created_by: 1,
      published_on: '2025-01-01 10:00:00',
    },
    { status: 'draft', title: 'Two', author: 2, created_by: 2, published_on: null },
    { status: 'deleted', title: 'Three', author: 1, created_by: 1, published_on: null },
  ]);
  await bumpSchemaVersion(db);
  return db;
}

describe('query engine', () => {
  let db: Knex;
  let schema: SchemaModel;
  const clients: Record<Exclude<DatabaseType, 'sqlite'>, Knex> = {
    mysql: knex({ client: 'mysql2' }),
    postgres: knex({ client: 'pg' }),
  };

  before(async () => {
    db = await project();
    schema = await getSchema(db);
  });
  after(async () => {
    await db.destroy();
    await clients.mysql.destroy();
    await clients.postgres.destroy();
  });

  function parse(
    params: Record<string, unknown>,
    options: {
      scope?: ReadScope;
      dialect?: DatabaseType;
      collection?: string;
      mode?: 'list' | 'item';
      ids?: string[];
    } = {},
  ): Promise<ReadQuery> {
    const model = { ...schema, dialect: options.dialect ?? schema.dialect };
    const input: ParseInput = {
      schema: model,
      collection: model.collections.get(options.collection ?? 'articles')!,
      scope: options.scope ?? UNRESTRICTED_READ,
      scopes: async () => UNRESTRICTED_READ,
      params,
      mode: options.mode ?? 'list',
      ids: options.ids,
      settings: { defaultLimit: 200, sortNullLast: true },
      messages: [],
    };
    return parseReadQuery(input);
  }

  async function sql(params: Record<string, unknown>, dialect: DatabaseType, scope?: ReadScope) {
    const read = await parse(params, { dialect, scope });
    const client = dialect === 'sqlite' ? db : clients[dialect];
    return buildSelect(client, read).toSQL();
  }

  describe('parsing', () => {
    it('builds selections: defaults, wildcards, relations, exclusions', async () => {
      const plain = await parse({});
      assert.deepEqual(
        plain.selection.output.map((entry) => `${entry.kind}:${entry.field.field}`),
        [
          'value:id',
          'value:status',
          'value:title',
          'value:author',
          'value:created_by',
          'value:published_on',
        ],
      );
      const deep = await parse({ fields: '*.*,-title' });
      assert.deepEqual(
        deep.selection.output.map((entry) => `${entry.kind}:${entry.field.field}`),
        ['value:id', 'value:status', 'm2o:author', 'value:created_by', 'value:published_on'],
      );
      const authors = await parse({ fields: 'name,articles.title' }, { collection: 'authors' });
      const many = authors.selection.output[1];
      assert.equal(many.kind, 'many');
      assert.ok(
        many.kind === 'many' && many.child.columns.includes('author'),
        'child key selected',
      );
    });

    it('applies defaults: limit, statuses, no ids', async () => {
      const read = await parse({});
      assert.equal(read.limit, 200);
      assert.deepEqual(read.statuses, ['published', 'draft']);
      assert.equal(read.ids, null);
      assert.equal(read.filtered, false);
      const item = await parse(
        { limit: '1', filter: { id: { eq: '2' } } },
        { mode: 'item', ids: ['3', 'x'] },
      );
      assert.equal(item.limit, null);
      assert.deepEqual(item.filter, []);
      assert.deepEqual(item.ids, [3]);
    });

    it('reports the contract error codes', async () => {
      const cases: [Record<string, unknown>, number, number][] = [
        [{ fields: 'nope' }, 202, 422],
        [{ sort: 'nope' }, 202, 422],
        [{ filter: { nope: { eq: '1' } } }, 202, 422],
        [{ filter: { 'author.nope': { eq: '1' } } }, 202, 404],
        [{ filter: { title: { bogus: '1' } } }, 214, 422],
        [{ filter: { title: { has: '1' } } }, 12, 422],
        [{ limit: 'ten' }, 4, 422],
        [
          {
            fields:
              'author.articles.author.articles.author.articles.author.articles.author.articles.author.articles.id',
          },
          4,
          422,
        ],
      ];
      for (const [params, code, status] of cases) {
        await assert.rejects(parse(params), { code, status }, JSON.stringify(params));
      }
      await assert.rejects(
        parse({ fields: 'title' }, { scope: { ...UNRESTRICTED_READ, fieldBlacklist: ['title'] } }),
        {
          code: 304,
          status: 403,
        },
      );
      await assert.rejects(
        parse(
          { filter: { title: { eq: 'x' } } },
          { scope: { ...UNRESTRICTED_READ, fieldBlacklist: ['title'] } },
        ),
        { code: 215, status: 403 },
      );
    });
  });

  describe('compiled SQL', () => {
    const hostile = "x' OR 1=1; --";

    for (const dialect of ['sqlite', 'mysql', 'postgres'] as const) {
      it(`binds every value on ${dialect}`, async () => {
        const compiled = await sql(
          {
            filter: {
              title: { contains: hostile },
              'author.name': { eq: hostile },
              id: { in: '1,2' },
            },
            q: hostile,
          },
          dialect,
        );
        assert.equal(compiled.sql.includes('OR 1=1'), false, compiled.sql);
        assert.ok(compiled.bindings.includes(hostile), 'the eq value is bound');
        assert.ok(compiled.bindings.includes(`%${hostile}%`), 'the LIKE pattern is bound');
      });

      it(`parenthesises the user filter apart from status and row rules on ${dialect}`, async () => {
        const scope: ReadScope = {
          ...UNRESTRICTED_READ,
          rows: [{ status: 'published' }, { ownerIn: [1] }],
        };
        const compiled = await sql(
          { filter: { id: [{ eq: '1' }, { eq: '3', logical: 'or' }] } },
          dialect,
          scope,
        );
        const text = compiled.sql.replace(/[`"]/g, '');
        assert.match(
          text,
          / where \+?status in \(\?, \?\) and \(\(status = \?\) or \(created_by in \(\?\)\)\) and \(\(\(id = \?\)\) or \(\(id = \?\)\)\) order by /,
          text,
        );
        const all = await sql({}, dialect, {
          ...UNRESTRICTED_READ,
          rows: [{ status: 'draft' }, {}],
        });
        assert.doesNotMatch(all.sql, /status. = \?/);
        const none = await sql({}, dialect, { ...UNRESTRICTED_READ, rows: [] });
        assert.match(none.sql, /1 = 0/);
      });
    }

    it('orders NULLs last the way each database can use an index', async () => {
      const order = async (dialect: DatabaseType, sort: string) => {
        const text = (await sql({ sort }, dialect)).sql.replace(/[`"]/g, '');
        return text.slice(text.indexOf('order by'), text.indexOf(' limit'));
      };
      assert.equal(await order('postgres', 'published_on'), 'order by published_on asc, id asc');
      assert.equal(
        await order('postgres', '-published_on'),
        'order by published_on desc nulls last, id desc',
      );
      assert.equal(await order('sqlite', '-published_on'), 'order by published_on desc, id desc');
      assert.equal(
        await order('sqlite', 'published_on'),
        'order by published_on asc nulls last, id asc',
      );
      assert.equal(
        await order('mysql', 'published_on'),
        'order by published_on is null asc, published_on asc, id asc',
      );
      assert.equal(await order('mysql', 'title,-id'), 'order by title asc, id desc');
      assert.match(await order('mysql', '?'), /^order by rand\(\), id asc$/);
      assert.match(await order('postgres', '?'), /^order by random\(\), id asc$/);
    });

    it('keeps the default status condition out of SQLite index selection', async () => {
      const { sql: text } = await sql({}, 'sqlite');
      assert.match(text, /\+`status` in \(\?, \?\)/);
      const explicit = await sql({ status: 'draft' }, 'sqlite');
      assert.match(explicit.sql, /`status` in \(\?\)/);
      assert.equal(explicit.sql.includes('+`status`'), false);
    });

    it('keeps status filters out of SQLite index selection, values still bound', async () => {
      const eq = await sql({ filter: { status: { eq: 'draft' } } }, 'sqlite');
      assert.match(eq.sql, /\(\(\+`status` in \(\?\)\)\)/);
      assert.deepEqual(eq.bindings.slice(0, 3), ['published', 'draft', 'draft']);
      const list = await sql({ filter: { status: { in: 'draft,deleted' } } }, 'sqlite');
      assert.match(list.sql, /\+`status` in \(\?, \?\)\)\)/);
      // Other operators, fields and databases keep the plain condition.
      const neq = await sql({ filter: { status: { neq: 'draft' } } }, 'sqlite');
      assert.match(neq.sql, /\(\(`status` <> \?\)\)/);
      const title = await sql({ filter: { title: { eq: 'One' } } }, 'sqlite');
      assert.match(title.sql, /\(\(`title` = \?\)\)/);
      for (const dialect of ['mysql', 'postgres'] as const) {
        const other = await sql({ filter: { status: { eq: 'draft' } } }, dialect);
        assert.equal(other.sql.includes('+'), false, other.sql);
      }
    });

    it('reads the same rows with a status filter on SQLite', async () => {
      const read = await parse({ fields: 'id', filter: { status: { in: 'draft,published' } } });
      assert.deepEqual(await executeRead(db, read), [{ id: 1 }, { id: 2 }]);
      const one = await parse({ fields: 'id', filter: { status: { eq: 'draft' } } });
      assert.deepEqual(await executeRead(db, one), [{ id: 2 }]);
    });
  });

  describe('execution', () => {
    it('reads, formats and expands in a few queries', async () => {
      const read = await parse({ fields: 'id,title,author.name', sort: '-id' });
      assert.deepEqual(await executeRead(db, read), [
        { id: 2, title: 'Two', author: { name: 'Bob' } },
        { id: 1, title: 'One', author: { name: 'Ann' } },
      ]);
      const authors = await parse({ fields: 'name,articles' }, { collection: 'authors' });
      assert.deepEqual(await executeRead(db, authors), [
        { name: 'Ann', articles: [1] },
        { name: 'Bob', articles: [2] },
      ]);
    });
  });
});
