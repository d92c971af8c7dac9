// The `q` search index (issue #20 §1) end to end on every database: the index is created with a
// collection, follows its fields, is dropped with it and built at start-up for a collection that
// has none; `q` through it gives exactly the scan's ids (the scan: the same project with the index
// switched off) on generated data with accents, mixed case, `%`, `_`, quotes, FTS5 operators and
// terms of every length; writes are findable at once, from a second server process too; updates
// and deletes keep it in step; the per-collection switch and the status are admin-only.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import type { ServerDatabaseConfig } from '../../server/config/project-config.js';
import { createKnex } from '../../server/db/connection.js';
import { fieldRow } from '../../server/db/system-fields.js';
import { UNRESTRICTED_READ } from '../../server/services/permissions/read-scope.js';
import { buildSelect } from '../../server/services/query/execute.js';
import { parseReadQuery } from '../../server/services/query/parse-query.js';
import {
  indexesForListing,
  MAX_BOUND_RELATED_KEYS,
  readsMatchesFirst,
  relatedSearchKeys,
} from '../../server/services/query/search.js';
import { bumpSchemaVersion, getSchema } from '../../server/services/schema/index.js';
import { startupBuilds } from '../../server/services/search-index/index.js';
import { ftsIndexesOf } from '../../server/services/search-index/query.js';
import { ftsTable, listFtsIndexes } from '../../server/services/search-index/sqlite.js';
import { BUILD_LOCK } from '../../server/services/search-index/startup-postgres.js';
import { type Client, client, expectError, restrictedUser, send } from '../helpers/api-client.js';
import { type DatabaseTarget, databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** Pieces the generated values are made of: accents in both cases, LIKE and FTS5 syntax. */
const PIECES = [
  'a',
  'b',
  'c',
  'A',
  'B',
  'C',
  'x',
  'X',
  'é',
  'É',
  'ü',
  'Ü',
  'ß',
  'ñ',
  'Ñ',
  'ø',
  'Ø',
  'İ',
  'ı',
  'œ',
  '%',
  '_',
  "'",
  '"',
  '\\',
  ' ',
  'AND',
  'OR',
  'NEAR',
  'not',
  '*',
  '-',
  '(',
  ')',
  ':',
  '^',
  '0',
  '1',
  '7',
  '.',
  ',',
  '+',
  '{',
  '}',
];

/** Terms asked besides the ones cut from the values: 1, 2, 3 and more characters. */
const FIXED_TERMS = [
  'a',
  'É',
  '%',
  '_',
  "'",
  '"',
  '\\',
  '*',
  'ab',
  'AB',
  'é%',
  '_a',
  "a'",
  '"b',
  'éÉ',
  'ÉÉ',
  'abc',
  'ABC',
  'aBc',
  'éée',
  'ÉÉÉ',
  'ÜüÜ',
  'ßß',
  '%_%',
  "'''",
  '"""',
  '\\\\\\',
  'a b',
  'AND',
  'and',
  'a AND b',
  'a OR b',
  'NEAR(a b)',
  'NEAR',
  'ab*',
  '*ab',
  '-ab',
  'a-b',
  '"ab"',
  "'ab'",
  'a:b',
  '^ab',
  '(ab)',
  'İıİ',
  'ıiI',
  'œŒ',
  'nothing-here',
  '0.1',
  '17',
  '7',
  'zzzz',
];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function generate(count: number): { title: string; body: string; views: number }[] {
  const next = random(20);
  const text = (length: number) =>
    Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
  return Array.from({ length: count }, () => ({
    title: text(2 + Math.floor(next() * 8)),
    body: text(5 + Math.floor(next() * 25)),
    views: Math.floor(next() * 2000),
  }));
}

/** Substrings of values (so most terms match something), of 1 to 6 characters. */
function cutTerms(rows: { title: string; body: string }[]): string[] {
  const next = random(7);
  const terms: string[] = [];
  for (let index = 0; index < 60; index++) {
    const row = rows[Math.floor(next() * rows.length)];
    const chars = [...(index % 2 ? row.body : row.title)];
    const length = 1 + (index % 6);
    const start = Math.floor(next() * Math.max(1, chars.length - length));
    const term = chars.slice(start, start + length).join('');
    if (term.trim() !== '') terms.push(term);
  }
  return terms;
}

const FIELDS = [
  {
    field: 'id',
    type: 'integer',
    datatype: 'INT',
    primary_key: true,
    auto_increment: true,
    interface: 'primary-key',
  },
  { field: 'title', type: 'string', datatype: 'VARCHAR', length: 200, interface: 'text-input' },
  { field: 'body', type: 'string', datatype: 'TEXT', interface: 'textarea' },
  { field: 'views', type: 'integer', datatype: 'INT', interface: 'numeric' },
];

for (const target of databaseMatrix()) {
  describe(`q search index on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let second: FastifyInstance;
    let secondAdmin: Client;
    const indexed = target.kind !== 'mysql';

    const ids = async (api: Client, collection: string, term: string) => {
      const response = await api.get(
        `/items/${collection}?fields=id&limit=-1&sort=id&q=${encodeURIComponent(term)}`,
      );
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return (response.body.data as { id: number }[]).map((row) => Number(row.id));
    };

    /** Makes a table created outside the server a managed collection, as an operator would. */
    const manageTable = async (
      collection: string,
      fields: { field: string; type: string; interface: string }[],
    ) => {
      await db('directus_collections').insert({
        collection,
        managed: true,
        hidden: false,
        single: false,
      });
      await db('directus_fields').insert(fields.map((field) => fieldRow({ collection, ...field })));
    };

    /** The index objects of a collection that exist in the database. */
    const indexObjects = async (collection: string): Promise<string[]> => {
      if (target.kind === 'sqlite') {
        const rows: { name: string }[] = await db.raw(
          `select name from sqlite_master where name = ? or name like ? escape '\\' order by name`,
          [ftsTable(collection), `${ftsTable(collection)}\\_%`],
        );
        return rows.map((row) => row.name);
      }
      if (target.kind === 'postgres') {
        const result: { rows: { indexname: string }[] } = await db.raw(
          `select indexname from pg_indexes where tablename = ? and indexname like 'cms\\_trgm\\_%'`,
          [collection],
        );
        return result.rows.map((row) => row.indexname);
      }
      return [];
    };

    const status = async (collection: string) => {
      const response = await admin.get('/search-index');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const data = response.body.data as {
        engine: string;
        active: boolean;
        collections: { collection: string; enabled: boolean; indexed: boolean }[];
      };
      return { ...data, entry: data.collections.find((entry) => entry.collection === collection) };
    };

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      const key = server.projectKey ?? '';
      const signIn = async (baseUrl: string) => {
        const response = await send(`${baseUrl}/${key}/auth/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(server.admin),
        });
        return (response.body.data as { token: string }).token;
      };
      admin = client(server.baseUrl, key, await signIn(server.baseUrl));
      // A second server process on the same database (own pool, own schema cache).
      second = await buildApp({ dataDir: server.dataDir, logger: false, env: 'development' });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      secondAdmin = client(secondUrl, key, await signIn(secondUrl));
    });
    after(async () => {
      await second?.close();
      await server?.close();
    });

    it('creates the index with the collection and reports it', async () => {
      const created = await admin.post('/collections', { collection: 'notes', fields: FIELDS });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const objects = await indexObjects('notes');
      if (target.kind === 'sqlite') {
        // The body (TEXT) has a part of its own; the other columns share one.
        for (const table of [ftsTable('notes'), ftsTable('notes', true)]) {
          assert.ok(objects.includes(table), objects.join());
          for (const kind of ['insert', 'delete', 'update']) {
            assert.ok(objects.includes(`${table}_${kind}`), `${table} trigger ${kind}`);
          }
        }
      } else if (target.kind === 'postgres') {
        assert.equal(objects.length, 4, 'id, title, body and views');
      } else {
        assert.deepEqual(objects, []);
      }
      const { engine, active, entry } = await status('notes');
      assert.equal(
        engine,
        { sqlite: 'fts5-trigram', postgres: 'pg_trgm', mysql: 'scan' }[target.kind],
      );
      assert.equal(active, indexed);
      assert.deepEqual(
        { enabled: entry?.enabled, indexed: entry?.indexed },
        { enabled: true, indexed },
      );
      // Not a collection of its own.
      const collections = await admin.get('/collections');
      const names = (collections.body.data as { collection: string }[]).map((c) => c.collection);
      assert.ok(!names.some((name) => name.startsWith('cms_')), names.join());
      // Admins see the engine in the project info.
      const info = await admin.get('/');
      const search = (info.body.data as { server: { search: { engine: string; active: boolean } } })
        .server.search;
      assert.deepEqual({ engine: search.engine, active: search.active }, { engine, active });
    });

    it('answers q through the index with exactly the scan’s ids', async () => {
      const rows = generate(160);
      const inserted = await admin.post('/items/notes', rows);
      assert.equal(inserted.status, 200, JSON.stringify(inserted.body).slice(0, 500));
      const terms = [...new Set([...FIXED_TERMS, ...cutTerms(rows)])];
      const viaIndex: number[][] = [];
      for (const term of terms) viaIndex.push(await ids(admin, 'notes', term));

      const off = await admin.patch('/search-index/notes', { enabled: false });
      assert.equal(off.status, 200, JSON.stringify(off.body));
      assert.deepEqual(await indexObjects('notes'), [], 'switched off: the index is dropped');
      for (const [index, term] of terms.entries()) {
        assert.deepEqual(viaIndex[index], await ids(admin, 'notes', term), `q=${term}`);
      }
      const matching = viaIndex.filter((list) => list.length > 0).length;
      assert.ok(matching > terms.length / 2, `${matching} of ${terms.length} terms match rows`);

      const on = await admin.patch('/search-index/notes', { enabled: true });
      assert.equal(on.status, 200, JSON.stringify(on.body));
      assert.equal((on.body.data as { indexed: boolean }).indexed, indexed);
      for (const [index, term] of terms.entries()) {
        assert.deepEqual(await ids(admin, 'notes', term), viaIndex[index], `rebuilt, q=${term}`);
      }
    });

    it('uses the index (SQLite: a row missing from it is not found; PostgreSQL: the plan)', async () => {
      if (target.kind === 'mysql') return;
      const [row] = await db('notes').insert({ title: 'quokkaquill', body: '', views: 0 }, ['id']);
      const id = Number(typeof row === 'object' ? row.id : row);
      assert.deepEqual(await ids(admin, 'notes', 'quokkaquill'), [id]);
      if (target.kind === 'sqlite') {
        // Take the row out of the index behind the server's back: q no longer finds it. The title
        // is in the short columns' part; the body (TEXT) has a part of its own.
        const fts = ftsTable('notes');
        await db.raw(
          `insert into "${fts}"("${fts}", rowid, id, title, views) values ('delete', ?, ?, 'quokkaquill', 0)`,
          [id, id],
        );
        assert.deepEqual(await ids(admin, 'notes', 'quokkaquill'), []);
        await db('notes').where({ id }).delete();
        await db.raw(`insert into "${fts}"("${fts}") values ('rebuild')`);
        return;
      }
      const plan = await db.transaction(async (trx) => {
        await trx.raw('set local enable_seqscan = off');
        const result: { rows: Record<string, string>[] } = await trx.raw(
          `explain select id from notes where title ilike ? or body ilike ? or cast(views as text) ilike ?`,
          ['%quokka%', '%quokka%', '%quokka%'],
        );
        return result.rows.map((line) => Object.values(line)[0]).join('\n');
      });
      assert.match(plan, /Bitmap Index Scan on cms_trgm_/);
      await db('notes').where({ id }).delete();
    });

    it('answers q through a many-to-one from the foreign key index (PostgreSQL: the plan)', async () => {
      const made = [
        await admin.post('/collections', {
          collection: 'writers',
          fields: [
            {
              field: 'id',
              type: 'integer',
              datatype: 'INT',
              primary_key: true,
              auto_increment: true,
            },
            { field: 'name', type: 'string', datatype: 'VARCHAR', length: 100 },
            { field: 'stories', type: 'o2m', interface: 'one-to-many' },
          ],
        }),
        await admin.post('/collections', {
          collection: 'stories',
          fields: [
            {
              field: 'id',
              type: 'integer',
              datatype: 'INT',
              primary_key: true,
              auto_increment: true,
            },
            { field: 'headline', type: 'string', datatype: 'VARCHAR', length: 100 },
            {
              field: 'writer',
              type: 'm2o',
              datatype: 'INT',
              interface: 'many-to-one',
              indexed: true,
            },
          ],
        }),
        await admin.post('/relations', {
          collection_many: 'stories',
          field_many: 'writer',
          collection_one: 'writers',
          field_one: 'stories',
        }),
      ];
      for (const response of made)
        assert.equal(response.status, 200, JSON.stringify(response.body));
      const writer = await admin.post('/items/writers', { name: 'Ottoline Narwhal' });
      const writerId = Number((writer.body.data as { id: number }).id);
      const story = await admin.post('/items/stories', { headline: 'Tides', writer: writerId });
      const storyId = Number((story.body.data as { id: number }).id);
      await admin.post('/items/stories', { headline: 'Harbour', writer: null });

      const queries: { sql: string; bindings: readonly unknown[] }[] = [];
      const listen = (query: { sql: string; bindings: readonly unknown[] }) => queries.push(query);
      db.on('query', listen);
      try {
        assert.deepEqual(await ids(admin, 'stories', 'narwhal'), [storyId]);
        assert.deepEqual(await ids(admin, 'stories', 'tides'), [storyId]);
        // And back through the one-to-many: the writer of a story holding the term.
        assert.deepEqual(await ids(admin, 'writers', 'tides'), [writerId]);
        assert.deepEqual(await ids(admin, 'writers', 'harbour'), []);
        const counted = await admin.get('/items/stories?fields=id&meta=filter_count&q=narwhal');
        assert.equal((counted.body.meta as { filter_count: number }).filter_count, 1);
        const page = await admin.get('/items/stories?fields=id&limit=50&sort=-writer&q=narwhal');
        assert.deepEqual(
          (page.body.data as { id: number }[]).map((row) => Number(row.id)),
          [storyId],
        );
      } finally {
        db.off('query', listen);
      }
      if (target.kind === 'sqlite') {
        // A page sorted by an indexed column (the listing's usual shape) is read from the
        // candidates' keys (the index's and the writer's), not by walking the sort's index and
        // testing every story.
        // With statistics for many stories, SQLite's planner prefers walking the sort's index.
        const more = Array.from({ length: 500 }, (_, index) => ({
          headline: `Story ${index}`,
          writer: index % 7 === 0 ? writerId : null,
        }));
        await db.batchInsert('stories', more, 100);
        await db.raw('analyze');
        const schema = await getSchema(db);
        const collection = schema.collections.get('stories');
        assert.ok(collection);
        const read = await parseReadQuery({
          schema,
          collection,
          scope: UNRESTRICTED_READ,
          scopes: async () => UNRESTRICTED_READ,
          params: { sort: '-writer', limit: '50', q: 'narwhal' },
          mode: 'list',
          settings: { defaultLimit: 50, sortNullLast: true },
          messages: [],
        });
        const { sql, bindings } = buildSelect(db, read, await ftsIndexesOf(db, schema)).toSQL();
        const plan: { detail: string }[] = await db.raw(
          `explain query plan ${sql}`,
          bindings as Knex.RawBinding[],
        );
        const details = plan.map((line) => line.detail).join('\n');
        assert.match(details, /SEARCH stories USING INTEGER PRIMARY KEY/, details);
        assert.doesNotMatch(details, /SCAN stories/, details);

        // The listing narrows to the candidates only where that pays (query/search.ts): few
        // matches are fetched by key and sorted; a term many stories hold, through their own
        // column or through their writer, is found sooner by walking the sort's order. Five
        // prolific writers ("Writer 0" to "Writer 4") have 7 stories in 8, occasional ones the rest.
        const writers = Array.from({ length: 200 }, (_, index) => ({ name: `Writer ${index}` }));
        await db.batchInsert('writers', writers, 100);
        const listed = await db('writers').where('name', 'like', 'Writer %').pluck('id');
        const many = Array.from({ length: 20_000 }, (_, index) => ({
          headline: `Story ${index}`,
          writer: index % 8 === 0 ? listed[(index / 8) % listed.length] : listed[index % 5],
        }));
        await db.batchInsert('stories', many, 250); // SQLite: at most 500 rows per compound select
        const current = await getSchema(db);
        const stories = current.collections.get('stories');
        assert.ok(stories);
        const indexes = await ftsIndexesOf(db, current);
        const narrows = async (q: string, offset = 0) => {
          const listing = await parseReadQuery({
            schema: current,
            collection: stories,
            scope: UNRESTRICTED_READ,
            scopes: async () => UNRESTRICTED_READ,
            params: { sort: '-id', limit: '50', offset: String(offset), q },
            mode: 'list',
            settings: { defaultLimit: 50, sortNullLast: true },
            messages: [],
          });
          const chosen = await indexesForListing(db, listing, indexes);
          assert.equal(chosen.has('writers'), true, 'the related index is kept either way');
          return chosen === indexes;
        };
        assert.equal(await narrows('Story 1234'), true, 'a rare headline');
        assert.equal(await narrows('Writer 17'), true, 'an occasional writer');
        assert.equal(await narrows('Story'), false, 'a headline every story has');
        assert.equal(await narrows('Writer 3'), false, 'a prolific writer (one story in five)');
        assert.equal(await narrows('Writer 3', 3_000), true, 'the same, a page far down');
        // Either way, the pages are the scan's.
        for (const [q, offset] of [
          ['Writer 17', 0],
          ['Writer 3', 0],
          ['Writer 3', 3_000],
          ['Story 1234', 0],
        ] as const) {
          const all = await ids(admin, 'stories', q);
          const page = await admin.get(
            `/items/stories?fields=id&limit=50&offset=${offset}&sort=-id&q=${encodeURIComponent(q)}`,
          );
          assert.equal(page.status, 200, JSON.stringify(page.body));
          assert.deepEqual(
            (page.body.data as { id: number }[]).map((row) => Number(row.id)),
            [...all].reverse().slice(offset, offset + 50),
            `${q} at ${offset}`,
          );
        }
      }
      if (target.kind === 'postgres') {
        // The count of the matches (which visits them all) looks the key of the writer found up
        // in the foreign key's index, beside the trigram indexes of the story's own columns: no
        // test of every row against a subquery.
        const read = queries.find(
          (query) => /count\(\*\)/.test(query.sql) && /from "stories"/.test(query.sql),
        );
        assert.ok(read, 'the count was seen');
        const plan = await db.transaction(async (trx) => {
          await trx.raw('set local enable_seqscan = off');
          const result: { rows: Record<string, string>[] } = await trx.raw(
            `explain ${read.sql.replace(/\$\d+/g, '?')}`,
            read.bindings as Knex.RawBinding[],
          );
          return result.rows.map((line) => Object.values(line)[0]).join('\n');
        });
        // The writer's key is read first and bound (query/search.ts): `writer = 1` here.
        assert.match(plan, /Index Cond: \(writer = /);
        assert.doesNotMatch(plan, /SubPlan/);

        // A page sorted by the key (the listing's usual shape) with a term only one writer of
        // many holds: planned with the writer's true share of the stories, the few matches are
        // read from the indexes, not found by walking the key's index and testing every story.
        // (Five prolific writers and many occasional ones: the statistics know the narwhal's
        // writer is rare, but a subquery's keys are planned as ten of the average writer.)
        const writers = Array.from({ length: 200 }, (_, index) => ({ name: `Writer ${index}` }));
        await db.batchInsert('writers', writers, 100);
        const listed = await db('writers').whereNot('id', writerId).pluck('id');
        const more = Array.from({ length: 40_000 }, (_, index) => ({
          headline: `Story ${index}`,
          writer: index % 8 === 0 ? listed[(index / 8) % listed.length] : listed[index % 5],
        }));
        await db.batchInsert('stories', more, 1000);
        await db.raw('analyze');
        const schema = await getSchema(db);
        const collection = schema.collections.get('stories');
        assert.ok(collection);
        const listing = await parseReadQuery({
          schema,
          collection,
          scope: UNRESTRICTED_READ,
          scopes: async () => UNRESTRICTED_READ,
          params: { sort: '-id', limit: '50', q: 'narwhal' },
          mode: 'list',
          settings: { defaultLimit: 50, sortNullLast: true },
          messages: [],
        });
        const keys = await relatedSearchKeys(db, listing, new Map());
        assert.deepEqual(
          [...keys.values()].map((list) => list.map(Number)),
          [[writerId]],
        );
        const select = buildSelect(db, listing, new Map(), keys).toSQL();
        const explained: { rows: Record<string, string>[] } = await db.raw(
          `explain ${select.sql}`,
          select.bindings as Knex.RawBinding[],
        );
        const listingPlan = explained.rows.map((line) => Object.values(line)[0]).join('\n');
        assert.match(listingPlan, /Bitmap Index Scan on stories_writer_index/, listingPlan);
        assert.doesNotMatch(listingPlan, /Index Scan Backward/, listingPlan);

        // A term in few stories (the occasional writers named "Writer 17", "Writer 170" …): the
        // matches are read first from the indexes (a fenced subquery, query/search.ts), not found
        // by walking the key's index and testing stories, with the page and the count the scan
        // gives; a term in every story is left to the planner's walk of the sort's index.
        const listingOf = (q: string) =>
          parseReadQuery({
            schema,
            collection,
            scope: UNRESTRICTED_READ,
            scopes: async () => UNRESTRICTED_READ,
            params: { sort: '-id', limit: '50', q },
            mode: 'list',
            settings: { defaultLimit: 50, sortNullLast: true },
            messages: [],
          });
        const few = await listingOf('Writer 17');
        const fewRelated = await relatedSearchKeys(db, few, new Map());
        assert.equal(await readsMatchesFirst(db, few, fewRelated), true);
        const fewSelect = buildSelect(db, few, new Map(), fewRelated, true).toSQL();
        const fewExplained: { rows: Record<string, string>[] } = await db.raw(
          `explain ${fewSelect.sql}`,
          fewSelect.bindings as Knex.RawBinding[],
        );
        const fewPlan = fewExplained.rows.map((line) => Object.values(line)[0]).join('\n');
        assert.match(fewSelect.sql, / offset 0\) as "stories"/, fewSelect.sql);
        assert.match(fewPlan, /Sort Key: stories\.id DESC/, fewPlan);
        assert.doesNotMatch(fewPlan, /Index Scan Backward/, fewPlan);
        assert.match(fewPlan, /Bitmap Index Scan on stories_writer_index/, fewPlan);
        const scanned = await ids(admin, 'stories', 'Writer 17');
        assert.ok(scanned.length > 50 && scanned.length < 1000, `${scanned.length} matches`);
        for (const offset of [0, 50]) {
          const page = await admin.get(
            `/items/stories?fields=id&limit=50&offset=${offset}&sort=-id&meta=filter_count&q=Writer%2017`,
          );
          assert.equal(page.status, 200, JSON.stringify(page.body));
          assert.deepEqual(
            (page.body.data as { id: number }[]).map((row) => Number(row.id)),
            [...scanned].reverse().slice(offset, offset + 50),
          );
          assert.equal((page.body.meta as { filter_count: number }).filter_count, scanned.length);
        }
        const every = await listingOf('Story');
        assert.equal(
          await readsMatchesFirst(db, every, await relatedSearchKeys(db, every, new Map())),
          false,
        );

        // More matching writers than are worth sending back: searched through the subquery, with
        // the same results.
        const scribes = Array.from({ length: MAX_BOUND_RELATED_KEYS + 1 }, (_, index) => ({
          name: `Scribe ${index}`,
        }));
        await db.batchInsert('writers', scribes, 500);
        const lastScribe = await db('writers').where('name', `Scribe ${MAX_BOUND_RELATED_KEYS}`);
        const scribed = await admin.post('/items/stories', {
          headline: 'Quill',
          writer: lastScribe[0].id,
        });
        const scribedId = Number((scribed.body.data as { id: number }).id);
        const manyMatches = await parseReadQuery({
          schema,
          collection,
          scope: UNRESTRICTED_READ,
          scopes: async () => UNRESTRICTED_READ,
          params: { q: 'scribe' },
          mode: 'list',
          settings: { defaultLimit: 50, sortNullLast: true },
          messages: [],
        });
        assert.equal((await relatedSearchKeys(db, manyMatches, new Map())).size, 0);
        assert.deepEqual(await ids(admin, 'stories', 'scribe'), [scribedId]);
      }
      await admin.del('/collections/stories');
      await admin.del('/collections/writers');
    });

    it('finds a write at once, from a second server process too, and follows updates and deletes', async () => {
      const created = await admin.post('/items/notes', {
        title: 'Zebracorn Émile',
        body: 'x',
        views: 1,
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = Number((created.body.data as { id: number }).id);
      assert.deepEqual(await ids(admin, 'notes', 'zebracorn'), [id]);
      assert.deepEqual(await ids(secondAdmin, 'notes', 'ZEBRACORN'), [id]);

      const fromSecond = await secondAdmin.post('/items/notes', {
        title: 'okapi',
        body: 'Okapiñata',
      });
      const secondId = Number((fromSecond.body.data as { id: number }).id);
      assert.deepEqual(await ids(admin, 'notes', 'kapiñat'), [secondId]);

      const updated = await admin.patch(`/items/notes/${id}`, { title: 'Narwhalicorn' });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      assert.deepEqual(await ids(secondAdmin, 'notes', 'zebracorn'), []);
      assert.deepEqual(await ids(secondAdmin, 'notes', 'narwhali'), [id]);
      // An update of another column leaves the indexed text findable.
      await secondAdmin.patch(`/items/notes/${id}`, { views: 4242 });
      assert.deepEqual(await ids(admin, 'notes', 'narwhali'), [id]);
      assert.deepEqual(await ids(admin, 'notes', '4242'), [id]);

      assert.equal((await secondAdmin.del(`/items/notes/${id}`)).status, 204);
      assert.deepEqual(await ids(admin, 'notes', 'narwhali'), []);
      assert.equal((await admin.del(`/items/notes/${secondId}`)).status, 204);
      assert.deepEqual(await ids(secondAdmin, 'notes', 'kapiñat'), []);
    });

    it('follows the fields: an added field is searched through the index, a dropped one leaves it', async () => {
      const added = await admin.post('/fields/notes', {
        field: 'subtitle',
        type: 'string',
        datatype: 'VARCHAR',
        length: 100,
        interface: 'text-input',
      });
      assert.equal(added.status, 200, JSON.stringify(added.body));
      const created = await admin.post('/items/notes', { title: 't', subtitle: 'Capybaraña' });
      const id = Number((created.body.data as { id: number }).id);
      assert.deepEqual(await ids(secondAdmin, 'notes', 'ybaraÑ'.toLowerCase()), [id]);
      if (target.kind === 'sqlite') {
        const columns = async (table: string) =>
          ((await db.raw(`select name from pragma_table_info(?)`, [table])) as { name: string }[])
            .map((c) => c.name)
            .sort();
        assert.deepEqual(await columns(ftsTable('notes')), ['id', 'subtitle', 'title', 'views']);
        assert.deepEqual(await columns(ftsTable('notes', true)), ['body']);
      }
      if (target.kind === 'postgres') assert.equal((await indexObjects('notes')).length, 5);

      const dropped = await admin.del('/fields/notes/body');
      assert.equal(dropped.status, 204, JSON.stringify(dropped.body));
      assert.deepEqual(await ids(admin, 'notes', 'capybara'), [id]);
      if (target.kind === 'postgres') assert.equal((await indexObjects('notes')).length, 4);
      if (target.kind === 'sqlite') {
        // Without a long text left, one part holds every column.
        const columns: { name: string }[] = await db.raw(`select name from pragma_table_info(?)`, [
          ftsTable('notes'),
        ]);
        assert.deepEqual(columns.map((c) => c.name).sort(), ['id', 'subtitle', 'title', 'views']);
        assert.deepEqual(
          await indexObjects('notes').then((names) => names.filter((n) => n.includes('__long'))),
          [],
        );
      }
      // Writes after the change still reach the index.
      await admin.patch(`/items/notes/${id}`, { subtitle: 'Wombatoid' });
      assert.deepEqual(await ids(secondAdmin, 'notes', 'wombato'), [id]);
      assert.deepEqual(await ids(secondAdmin, 'notes', 'capybara'), []);
    });

    it('lets only admins see the status and turn the index off', async () => {
      const token = await restrictedUser(db, 'editor', [
        { collection: 'notes', read: 'full', update: 'full' },
      ]);
      const editor = client(server.baseUrl, server.projectKey ?? '', token);
      expectError(await editor.get('/search-index'), 10, 403);
      expectError(await editor.patch('/search-index/notes', { enabled: false }), 10, 403);
      expectError(await admin.patch('/search-index/notes', { enabled: 'no' }), 12, 422);
      expectError(await admin.patch('/search-index/nowhere', { enabled: false }), 200, 404);
      expectError(await admin.patch('/search-index/directus_users', { enabled: false }), 200, 404);
      assert.equal((await status('notes')).entry?.indexed, indexed);
    });

    it('builds the index at start-up for a collection that has none', async () => {
      await db.schema.createTable('legacy', (t) => {
        t.increments('id');
        t.string('name', 100);
      });
      await manageTable('legacy', [
        { field: 'id', type: 'integer', interface: 'primary-key' },
        { field: 'name', type: 'string', interface: 'text-input' },
      ]);
      await db('legacy').insert([{ name: 'Pangolin' }, { name: 'Aardvark' }]);
      assert.deepEqual(await indexObjects('legacy'), []);
      // Where there is nothing to build (MySQL), the operator's bump makes the table known.
      if (!indexed) await bumpSchemaVersion(db);
      // SQLite: an update trigger made before same-value writes were skipped is made anew.
      const triggerSql = async (name?: string) => {
        const rows: { name: string; sql: string }[] = await db.raw(
          `select name, sql from sqlite_master where type = 'trigger' and name like ? escape '\\' order by name`,
          [name ?? 'cms\\_fts\\_%\\_update'],
        );
        return rows[0];
      };
      const oldTrigger = target.kind === 'sqlite' ? await triggerSql() : undefined;
      if (oldTrigger) {
        assert.match(oldTrigger.sql, / when old\./);
        await db.raw('drop trigger ??', [oldTrigger.name]);
        await db.raw(oldTrigger.sql.replace(/ when .*? begin /, ' begin '));
        assert.doesNotMatch((await triggerSql(oldTrigger.name))?.sql ?? '', / when /);
      }
      assert.equal(target.kind === 'sqlite', oldTrigger !== undefined);
      const third = await buildApp({ dataDir: server.dataDir, logger: false, env: 'development' });
      try {
        const config = await third.cms.registry.read(server.projectKey ?? '');
        assert.ok(config);
        const thirdDb = await third.cms.connections.get(server.projectKey ?? '', config);
        // PostgreSQL builds a big table's index in the background (a table this small is built
        // before the first request, and there is no background build to wait for).
        await startupBuilds.get(thirdDb);
        assert.equal((await indexObjects('legacy')).length > 0, indexed);
        if (oldTrigger) {
          assert.match((await triggerSql(oldTrigger.name))?.sql ?? '', / when old\./);
        }
      } finally {
        await third.close();
      }
      // The other processes read with the new index once the bumped version reaches them.
      const id = Number((await db('legacy').where({ name: 'Pangolin' }).first()).id);
      assert.deepEqual(await ids(admin, 'legacy', 'angoli'), [id]);
      assert.deepEqual(await ids(secondAdmin, 'legacy', 'ANGOLI'), [id]);
    });

    if (target.kind === 'sqlite') {
      it('remakes at start-up a one-table index of a collection with long texts as two parts', async () => {
        await db.schema.createTable('chronicle', (t) => {
          t.increments('id');
          t.string('headline', 100);
          t.text('story');
        });
        await manageTable('chronicle', [
          { field: 'id', type: 'integer', interface: 'primary-key' },
          { field: 'headline', type: 'string', interface: 'text-input' },
          { field: 'story', type: 'text', interface: 'textarea' },
        ]);
        const [row] = await db('chronicle').insert(
          { headline: 'Marmoset spotted', story: 'A long tale of a quetzal' },
          ['id'],
        );
        const id = Number(typeof row === 'object' ? row.id : row);
        // The layout of the previous version: every column in one table.
        const old = ftsTable('chronicle');
        await db.raw(
          `create virtual table "${old}" using fts5(id, headline, story, content='chronicle', ` +
            `content_rowid='id', tokenize='trigram', detail=none)`,
        );
        await db.raw(`insert into "${old}"("${old}") values ('rebuild')`);
        const app = await buildApp({ dataDir: server.dataDir, logger: false, env: 'development' });
        try {
          // Opening the project runs its start-up (the index reconcile among it).
          const config = await app.cms.registry.read(server.projectKey ?? '');
          assert.ok(config);
          await app.cms.connections.get(server.projectKey ?? '', config);
        } finally {
          await app.close();
        }
        const parts = (await listFtsIndexes(db)).get('chronicle')?.parts ?? [];
        assert.deepEqual(
          parts.map((part) => [part.table, part.columns, part.triggers]),
          [
            [ftsTable('chronicle'), ['id', 'headline'], true],
            [ftsTable('chronicle', true), ['story'], true],
          ],
        );
        assert.deepEqual(await ids(admin, 'chronicle', 'quetza'), [id]);
        assert.deepEqual(await ids(secondAdmin, 'chronicle', 'ARMOSE'), [id]);
      });
    }

    if (target.kind === 'postgres') {
      /** The trigram indexes of notes, and whether the planner may use each. */
      const trigramIndexes = async () => {
        const result: { rows: { name: string; valid: boolean }[] } = await db.raw(
          `select i.relname as name, ix.indisvalid as valid from pg_index ix
             join pg_class i on i.oid = ix.indexrelid join pg_class t on t.oid = ix.indrelid
            where t.relname = 'notes' and i.relname like 'cms\\_trgm\\_%' escape '\\'`,
        );
        return result.rows;
      };
      const validity = async (name: string) =>
        (await trigramIndexes()).find((index) => index.name === name)?.valid;
      /** What a build that failed or whose process died leaves: an index the planner ignores. */
      const breakAnIndex = async () => {
        const [index] = await trigramIndexes();
        assert.ok(index?.valid, 'notes has a valid trigram index');
        await db.raw('update pg_index set indisvalid = false where indexrelid = ?::regclass', [
          index.name,
        ]);
        return index.name;
      };
      /** Another server process on the same project, once its start-up build has begun. */
      const startProcess = async () => {
        const app = await buildApp({ dataDir: server.dataDir, logger: false, env: 'development' });
        const config = await app.cms.registry.read(server.projectKey ?? '');
        assert.ok(config);
        const appDb = await app.cms.connections.get(server.projectKey ?? '', config);
        return { app, build: startupBuilds.get(appDb) };
      };

      it('rebuilds at start-up an index a failed concurrent build left invalid, in the one process that holds the build lock', async () => {
        const broken = await breakAnIndex();
        // Another process is building (it holds the lock): this one leaves the index to it.
        const holder = await db.client.acquireConnection();
        try {
          await db.raw('select pg_advisory_lock(?)', [BUILD_LOCK.toString()]).connection(holder);
          const other = await startProcess();
          await other.build;
          await other.app.close();
          assert.equal(await validity(broken), false);
          await db.raw('select pg_advisory_unlock(?)', [BUILD_LOCK.toString()]).connection(holder);
        } finally {
          await db.client.releaseConnection(holder);
        }
        // The next start takes the lock and builds it anew.
        const next = await startProcess();
        await next.build;
        await next.app.close();
        assert.equal(await validity(broken), true);
      });

      it('stops its start-up build when the server closes, cancelling the index being built', async () => {
        const broken = await breakAnIndex();
        // A write left open: PostgreSQL's concurrent build waits for it, so the build is caught
        // running when the server closes.
        const writer = await db.transaction();
        try {
          await writer('notes').update({ views: 2 }).where('views', 1);
          const other = await startProcess();
          const deadline = Date.now() + 10_000;
          const building = async () => {
            const result: { rows: unknown[] } = await db.raw(
              `select 1 from pg_stat_activity where query ilike '% index concurrently %'
                 and state = 'active' and pid <> pg_backend_pid()`,
            );
            return result.rows.length > 0;
          };
          while (!(await building())) {
            assert.ok(Date.now() < deadline, 'the start-up build began');
            await delay(50);
          }
          // Without the cancel, closing would wait on the build, which waits on this write.
          await other.app.close();
          await other.build;
        } finally {
          await writer.rollback();
        }
        assert.notEqual(await validity(broken), true);
        const next = await startProcess();
        await next.build;
        await next.app.close();
        assert.equal(await validity(broken), true);
      });
    }

    it('drops the index with the collection', async () => {
      assert.equal((await admin.del('/collections/notes')).status, 204);
      assert.deepEqual(await indexObjects('notes'), []);
      assert.equal((await status('notes')).entry, undefined);
    });
  });
}

// PostgreSQL whose role may not create pg_trgm (no CREATE on the database): `q` scans, with the
// same meaning, and the status says why.
const postgres = databaseMatrix().find((target) => target.kind === 'postgres');
if (postgres) {
  describe('q without pg_trgm on postgres (a role that may not create extensions)', () => {
    let server: TestServer;
    let admin: Client;
    const role = `cms_noext_${Math.random().toString(36).slice(2, 10)}`;

    before(async () => {
      const restricted: DatabaseTarget = {
        ...postgres,
        async create() {
          const base = await postgres.create();
          const owner = base.connect?.() as Knex;
          try {
            await owner.raw(`create role ?? login password 'cms-test'`, [role]);
            await owner.raw('grant usage, create on schema public to ??', [role]);
          } finally {
            await owner.destroy();
          }
          return {
            ...base,
            input: { ...base.input, username: role, password: 'cms-test' },
            async drop() {
              await base.drop();
              // The role's tables went with the database; the role itself is server-wide.
              const server = createKnex('/', {
                ...base.input,
                name: 'postgres',
              } as ServerDatabaseConfig);
              await server.raw('drop role if exists ??', [role]).finally(() => server.destroy());
            },
          };
        },
      };
      server = await startTestServer({ database: restricted });
      const response = await send(`${server.baseUrl}/${server.projectKey}/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(server.admin),
      });
      admin = client(
        server.baseUrl,
        server.projectKey ?? '',
        (response.body.data as { token: string }).token,
      );
    });
    after(async () => {
      await server?.close();
    });

    it('scans and reports why', async () => {
      const created = await admin.post('/collections', { collection: 'notes', fields: FIELDS });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const inserted = await admin.post('/items/notes', [
        { title: 'Éclair', body: 'x' },
        { title: 'eclair', body: 'y' },
      ]);
      assert.equal(inserted.status, 200, JSON.stringify(inserted.body));
      const found = await admin.get('/items/notes?fields=id&sort=id&q=CLAIR');
      assert.deepEqual(found.body.data, [{ id: 1 }, { id: 2 }]);
      const status = await admin.get('/search-index');
      const data = status.body.data as {
        engine: string;
        active: boolean;
        reason: string;
        collections: { collection: string; indexed: boolean; reason: string }[];
      };
      assert.equal(data.engine, 'pg_trgm');
      assert.equal(data.active, false);
      assert.match(data.reason, /may not create it/);
      const notes = data.collections.find((entry) => entry.collection === 'notes');
      assert.equal(notes?.indexed, false);
      const info = await admin.get('/');
      const search = (info.body.data as { server: { search: { active: boolean } } }).server.search;
      assert.equal(search.active, false);
    });
  });
}
