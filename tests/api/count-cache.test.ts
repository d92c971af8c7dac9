// Listing counts (total_count, filter_count) are cached per collection and query shape until the
// next write to that collection (issue #20 §3), and never stale across processes: every write
// goes through server A, every count through server B (its own pool and caches, one database).
// A row inserted by hand, behind both servers' backs, shows that B really answers from its cache,
// and that the next write through A (of any kind) brings B's count up to date.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import { WRITE_COUNTERS_TABLE } from '../../server/db/system-collections.js';
import { readsOnlyOwnRows } from '../../server/services/query/count-cache.js';
import {
  type Client,
  client,
  expectError,
  type Row,
  restrictedUser,
  signIn,
} from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('count cache key', () => {
  it('caches only counts that read the collection itself and server-owned tables', () => {
    assert.equal(readsOnlyOwnRows('select count(*) as `count` from `articles`', 'articles'), true);
    assert.equal(
      readsOnlyOwnRows(
        'select count(*) as "count" from "articles" where rowid in (select rowid from "cms_fts_articles" where x match ?)',
        'articles',
      ),
      true,
    );
    assert.equal(
      readsOnlyOwnRows(
        'select count(*) as `count` from `articles` where `author` in (select `id` from `authors` where `name` = ?)',
        'articles',
      ),
      false,
    );
    assert.equal(
      readsOnlyOwnRows(
        'select count(*) as `count` from `articles` where exists (select 1 from (select 1) as x)',
        'articles',
      ),
      false,
    );
  });
});

for (const target of databaseMatrix()) {
  describe(`count cache across servers on ${target.label}`, () => {
    let first: TestServer;
    let second: FastifyInstance;
    let db: Knex;
    let writer: Client;
    let reader: Client;
    let key: string;
    let token: string;

    before(async () => {
      first = await startTestServer({ database: target, demoContent: true });
      db = await first.projectDb();
      key = first.projectKey ?? '';
      token = await signIn(first);
      writer = client(first.baseUrl, key, token);
      second = await buildApp({ dataDir: first.dataDir, logger: false, env: 'production' });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      reader = client(secondUrl, key, token);
    });
    after(async () => {
      await second?.close();
      await first?.close();
    });

    const counts = async (who: Client, path: string) => {
      const separator = path.includes('?') ? '&' : '?';
      const response = await who.get(`${path}${separator}meta=total_count,filter_count&limit=1`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const meta = response.body.meta as Row;
      return { total: Number(meta.total_count), filtered: Number(meta.filter_count) };
    };
    /** A row the servers do not know was written (no counter bump). */
    const insertByHand = (title: string) =>
      db('articles').insert({ title, status: 'published', view_count: 0 });

    it('answers from the cache until a write through another server, then counts again', async () => {
      const start = await counts(reader, '/items/articles');
      const rows = Number((await db('articles').count({ count: '*' }).first())?.count);
      assert.ok(start.total > 0 && start.total <= rows);

      await insertByHand('Hand 1');
      assert.deepEqual(await counts(reader, '/items/articles'), start, 'cached: no write seen');

      const created = await writer.post('/items/articles', { title: 'Through A', status: 'draft' });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const afterCreate = await counts(reader, '/items/articles');
      assert.equal(afterCreate.total, start.total + 2, 'both rows counted after the write');

      const id = (created.body.data as Row).id;
      // Soft delete: the item leaves the default statuses (no content to answer with).
      const updated = await writer.patch(`/items/articles/${id}`, { status: 'deleted' });
      assert.ok([200, 204].includes(updated.status), JSON.stringify(updated.body));
      assert.equal((await counts(reader, '/items/articles')).total, start.total + 1);

      const removed = await writer.del(`/items/articles/${id}`);
      assert.equal(removed.status, 204);
      assert.equal((await counts(reader, '/items/articles')).total, start.total + 1);
    });

    it('keeps one entry per filter and per permission scope', async () => {
      const draft = '/items/articles?filter[status][eq]=draft';
      const before = await counts(reader, draft);
      const batch = await writer.post('/items/articles', [
        { title: 'Batch 1', status: 'draft' },
        { title: 'Batch 2', status: 'draft' },
        { title: 'Batch 3', status: 'published' },
      ]);
      assert.equal(batch.status, 200, JSON.stringify(batch.body));
      const after = await counts(reader, draft);
      assert.equal(after.filtered, before.filtered + 2);
      assert.equal(after.total, before.total + 3);

      // A role that reads only its own items counts only those (the scope is in the key).
      const own = await restrictedUser(db, 'counter', [
        { collection: 'articles', create: 'full', read: 'mine' },
      ]);
      const mine = client(first.baseUrl, key, own);
      const restrictedReader = client(
        `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`,
        key,
        own,
      );
      assert.equal((await counts(restrictedReader, draft)).filtered, 0);
      const made = await mine.post('/items/articles', { title: 'Mine', status: 'draft' });
      assert.equal(made.status, 200, JSON.stringify(made.body));
      assert.equal((await counts(restrictedReader, draft)).filtered, 1);
      assert.equal((await counts(reader, draft)).filtered, after.filtered + 1);
    });

    it('sees nested writes, releases of references and reverts', async () => {
      const junctions = await counts(reader, '/items/articles_tags');
      const authors = await counts(reader, '/items/authors');
      // One request: a new author with a new article, which links two existing tags.
      const tags = (await writer.get('/items/tags?fields=id&limit=2')).body.data as Row[];
      const nested = await writer.post('/items/authors', {
        name: 'Nested Author',
        articles: [
          {
            title: 'Nested article',
            status: 'draft',
            tags: tags.map((tag) => ({ tag: { id: tag.id } })),
          },
        ],
      });
      assert.equal(nested.status, 200, JSON.stringify(nested.body));
      assert.equal((await counts(reader, '/items/authors')).total, authors.total + 1);
      assert.equal((await counts(reader, '/items/articles_tags')).total, junctions.total + 2);

      // Deleting the article drops its junction rows in the same transaction.
      const article = (await writer.get('/items/articles?filter[title][eq]=Nested article')).body
        .data as Row[];
      assert.equal(article.length, 1);
      const removed = await writer.del(`/items/articles/${article[0].id}`);
      assert.equal(removed.status, 204);
      assert.equal((await counts(reader, '/items/articles_tags')).total, junctions.total);

      // A revert writes the row back as a revision had it.
      const author = await writer.post('/items/authors', { name: 'Before' });
      const authorId = (author.body.data as Row).id;
      await writer.patch(`/items/authors/${authorId}`, { name: 'After' });
      const named = (path: string) => counts(reader, `/items/authors?filter[name][eq]=${path}`);
      assert.equal((await named('Before')).filtered, 0);
      const revisions = (
        await writer.get(
          `/revisions?filter[collection][eq]=authors&filter[item][eq]=${authorId}&sort=id`,
        )
      ).body.data as Row[];
      const reverted = await writer.patch(`/items/authors/${authorId}/revert/${revisions[0].id}`);
      assert.equal(reverted.status, 200, JSON.stringify(reverted.body));
      assert.equal((await named('Before')).filtered, 1);
    });

    it('starts afresh after a schema change, and a failed write changes nothing', async () => {
      const start = await counts(reader, '/items/articles');
      await insertByHand('Hand 2');
      assert.deepEqual(await counts(reader, '/items/articles'), start);
      const field = await writer.post('/fields/articles', {
        field: 'subtitle',
        type: 'string',
        datatype: 'VARCHAR',
        length: 50,
      });
      assert.equal(field.status, 200, JSON.stringify(field.body));
      assert.equal((await counts(reader, '/items/articles')).total, start.total + 1);

      const counter = async () =>
        Number(
          (await db(WRITE_COUNTERS_TABLE).where('collection', 'articles').first())?.counter ?? 0,
        );
      const before = await counter();
      // The second item fails (title is required): the batch rolls back, counter included.
      const failed = await writer.post('/items/articles', [
        { title: 'Fine', status: 'draft' },
        { status: 'draft' },
      ]);
      expectError(failed, 4, 422);
      assert.equal(await counter(), before);
      assert.equal((await counts(reader, '/items/articles')).total, start.total + 1);
    });
  });
}
