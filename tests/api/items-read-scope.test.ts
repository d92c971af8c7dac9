// How the items read applies a ReadScope (contract §9.3-9.5) on every database: row rules on the
// status and owner fields (ORed, parenthesised apart from the user filter), field blacklists
// (dropped from *, E304 when selected, E215 when filtered, sorted or traversed), per-status
// blacklists (stripped per row, excluding rows when filtered), and related collections the caller
// may not read (left out with a code 18 warning). The ReadScopes come from a provider installed the
// way the permission service will install its own.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../server/http/actor.js';
import {
  type ReadScopeRequest,
  setReadScopeProvider,
} from '../../server/services/items/read-scope-provider.js';
import { type ReadScope, UNRESTRICTED_READ } from '../../server/services/permissions/read-scope.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Item = Record<string, unknown>;

// Test only: a signed-in, non-admin caller chosen by a header.
const EDITOR: Actor = { userId: 1, roleId: 3, admin: false, public: false, enforce2fa: false };

/** The scopes the fake provider answers, per collection (absent: unrestricted). */
let scopes: Record<string, ReadScope | null> = {};
let calls: string[] = [];

const scope = (partial: Partial<ReadScope>): ReadScope => ({ ...UNRESTRICTED_READ, ...partial });

function install(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-test-actor'] === 'editor') request.actor = EDITOR;
  });
  setReadScopeProvider(app.cms, (request: ReadScopeRequest) => {
    calls.push(request.collection);
    assert.equal(request.actor.admin, false);
    if (request.actor.public) return null;
    return request.collection in scopes ? scopes[request.collection] : UNRESTRICTED_READ;
  });
}

for (const target of databaseMatrix()) {
  describe(`read scopes on ${target.label}`, () => {
    let server: TestServer;

    const get = (path: string, actor: string | null = 'editor') =>
      fetchJson<Json>(`${server.baseUrl}/test${path}`, {
        headers: actor ? { 'x-test-actor': actor } : {},
      });
    const ok = async (path: string) => {
      const response = await get(path);
      assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
      return response.body;
    };
    const ids = async (path: string) => ((await ok(path)).data as Item[]).map((item) => item.id);
    const fails = async (path: string, status: number, code: number, actor?: string | null) => {
      const response = await get(path, actor === undefined ? 'editor' : actor);
      assert.equal(response.status, status, `${path}: ${JSON.stringify(response.body)}`);
      assert.equal(response.body.error?.code, code, path);
    };

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true, configure: install });
    });
    after(() => server.close());
    beforeEach(() => {
      scopes = {};
      calls = [];
    });

    describe('row rules', () => {
      it('reads only the rows of the allowed statuses, whatever the status parameter', async () => {
        scopes.articles = scope({ rows: [{ status: 'published' }] });
        assert.deepEqual(await ids('/items/articles?fields=id'), [1, 2, 3, 4, 5]);
        assert.deepEqual(await ids('/items/articles?fields=id&status=*'), [1, 2, 3, 4, 5]);
        assert.deepEqual(await ids('/items/articles?fields=id&status=draft'), []);
        await fails('/items/articles/6', 404, 203);
        assert.deepEqual((await ok('/items/articles/1,6?fields=id')).data, [{ id: 1 }]);
      });

      it('keeps the user filter apart from the rules (an OR cannot widen them)', async () => {
        scopes.articles = scope({ rows: [{ status: 'published' }] });
        assert.deepEqual(
          await ids(
            '/items/articles?fields=id&filter[id][0][eq]=1&filter[id][1][eq]=6&filter[id][1][logical]=or',
          ),
          [1],
        );
      });

      it('applies owner rules, ORed between rules', async () => {
        scopes.articles = scope({ rows: [{ ownerIn: [1] }] });
        assert.deepEqual(await ids('/items/articles?fields=id'), [1, 2, 3, 4, 5, 6, 7]);
        scopes.articles = scope({ rows: [{ ownerIn: [999] }] });
        assert.deepEqual(await ids('/items/articles?fields=id'), []);
        scopes.articles = scope({
          rows: [
            { status: 'draft', ownerIn: [1] },
            { status: 'published', ownerIn: [999] },
          ],
        });
        assert.deepEqual(await ids('/items/articles?fields=id'), [6, 7]);
      });

      it('reads nothing with an empty rule list (item reads: E203)', async () => {
        scopes.articles = scope({ rows: [] });
        const body = await ok('/items/articles?meta=result_count,total_count');
        assert.deepEqual(body.data, []);
        assert.deepEqual(body.meta, { result_count: 0, total_count: 7 });
        await fails('/items/articles/1', 404, 203);
      });

      it('refuses an unreadable collection: E300/403 signed in, E3/401 public', async () => {
        scopes.articles = null;
        await fails('/items/articles', 403, 300);
        await fails('/items/articles/1', 404, 203);
        await fails('/items/articles/1,2', 403, 300);
        await fails('/items/articles', 401, 3, null);
      });
    });

    describe('field blacklists', () => {
      it('drops blacklisted fields from * and from the default fields', async () => {
        scopes.articles = scope({ fieldBlacklist: ['body', 'view_count'] });
        for (const query of ['fields=*', '']) {
          const [item] = (await ok(`/items/articles?limit=1&${query}`)).data as Item[];
          assert.equal('body' in item, false, query);
          assert.equal('view_count' in item, false, query);
          assert.equal(item.title, 'Chasing the Blue Hour in Northern Norway');
        }
      });

      it('refuses selecting (E304), filtering, sorting and traversing them (E215)', async () => {
        scopes.articles = scope({ fieldBlacklist: ['body', 'view_count', 'author'] });
        await fails('/items/articles?fields=id,body', 403, 304);
        await fails('/items/articles?filter[body][contains]=x', 403, 215);
        await fails('/items/articles?sort=-view_count', 403, 215);
        await fails('/items/articles?filter[author.name][eq]=x', 403, 215);
      });

      it('leaves them out of q', async () => {
        scopes.articles = scope({ fieldBlacklist: ['body'] });
        assert.deepEqual(await ids('/items/articles?q=thermos'), []);
        assert.deepEqual(await ids('/items/articles?q=blue'), [1]);
      });

      it('applies the blacklists of related collections', async () => {
        scopes.authors = scope({ fieldBlacklist: ['bio'] });
        const item = (await ok('/items/articles/1?fields=author.*')).data as Item;
        assert.deepEqual(item, { author: { id: 1, name: 'Maya Lindqvist', avatar: 4 } });
        await fails('/items/articles/1?fields=author.bio', 403, 304);
        await fails('/items/articles?filter[author.bio][contains]=x', 403, 215);
      });
    });

    describe('per-status blacklists', () => {
      it('strips the fields from rows in those statuses only', async () => {
        scopes.articles = scope({ fieldBlacklistByStatus: { draft: ['title'] } });
        const items = (await ok('/items/articles?fields=id,title,status')).data as Item[];
        assert.deepEqual(
          items.map((item) => 'title' in item),
          [true, true, true, true, true, false, false],
        );
        assert.deepEqual(items[5], { id: 6, status: 'draft' });
        const withoutStatus = (await ok('/items/articles/6?fields=id,title')).data;
        assert.deepEqual(withoutStatus, { id: 6 });
      });

      it('excludes rows in those statuses when filtering or searching on the field', async () => {
        scopes.articles = scope({ fieldBlacklistByStatus: { draft: ['title'] } });
        assert.deepEqual(await ids('/items/articles?filter[title][contains]=photos'), []);
        assert.deepEqual(await ids('/items/articles?filter[title][contains]=a'), [1, 2, 3, 4, 5]);
        assert.deepEqual(await ids('/items/articles?filter[status][eq]=draft'), [6, 7]);
        assert.deepEqual(await ids('/items/articles?q=ten%20small'), []);
      });

      it('strips related rows too', async () => {
        scopes.articles = scope({ fieldBlacklistByStatus: { draft: ['title'] } });
        const maya = (await ok('/items/authors/1?fields=articles.title,articles.status'))
          .data as Item;
        assert.deepEqual(maya.articles, [
          { title: 'Chasing the Blue Hour in Northern Norway', status: 'published' },
          { title: 'How to Pack for a Three-Day Hut Trek', status: 'published' },
          { status: 'draft' },
        ]);
      });
    });

    describe('related collections', () => {
      it('keeps an unreadable M2O as its key and warns with code 18', async () => {
        scopes.authors = null;
        const body = await ok('/items/articles?fields=id,author.name&limit=2');
        assert.deepEqual(body.data, [
          { id: 1, author: { id: 1 } },
          { id: 2, author: { id: 2 } },
        ]);
        assert.deepEqual(body.messages, [
          {
            type: 'warning',
            message: "Can't read `authors`: read access to `authors` collection denied",
            code: 18,
            fields: ['author'],
          },
        ]);
        const raw = await ok('/items/articles?fields=id,author&limit=1');
        assert.deepEqual(raw.data, [{ id: 1, author: 1 }]);
        assert.equal(raw.messages, undefined);
      });

      it('leaves an unreadable O2M out, refuses filtering through it, skips it in q', async () => {
        scopes.articles = null;
        const body = await ok('/items/authors/2?fields=id,articles.title');
        assert.deepEqual(body.data, { id: 2 });
        assert.deepEqual(
          (body.messages as Item[]).map((message) => message.fields),
          [['articles']],
        );
        await fails('/items/authors?filter[articles.title][contains]=x', 403, 215);
        await fails('/items/authors?filter[articles][has]=1', 403, 215);
        assert.deepEqual(await ids('/items/authors?q=sourdough'), []);
      });

      it('applies related row rules to expansions and relational filters', async () => {
        scopes.tags = scope({ rows: [] });
        const item = (await ok('/items/articles/1?fields=id,tags.tag.name')).data as Item;
        assert.deepEqual(item, { id: 1, tags: [{ tag: null }, { tag: null }] });
        assert.deepEqual(await ids('/items/articles?filter[tags.tag.name][eq]=Food'), []);
        scopes.tags = scope({ rows: [{ ownerIn: [1] }] });
        assert.deepEqual(await ids('/items/articles?filter[tags.tag.name][eq]=Food'), []);
      });

      it('asks the provider once per collection and request', async () => {
        await ok('/items/articles?fields=*.*.*&filter[author.name][nnull]&q=a');
        assert.deepEqual([...new Set(calls)].sort(), calls.slice().sort());
        assert.ok(
          calls.includes('articles') && calls.includes('authors') && calls.includes('tags'),
        );
      });
    });
  });
}
