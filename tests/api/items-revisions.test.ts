// Item revisions and revert on every database (contract §6.9, quirk 7): the revision list with
// §3 parameters, revisions by offset counted from the oldest, revert (activity `revert`) with
// E203/E207/E208, system collections (E201), and read permissions on the revisions.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Item = Record<string, unknown>;

interface Reply {
  status: number;
  body: {
    data?: unknown;
    meta?: Record<string, unknown>;
    error?: { code: number | null; message: string };
  } | null;
}

const READER_TOKEN = 'reader-static-token-0123456789';

for (const target of databaseMatrix()) {
  describe(`item revisions on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let adminToken: string;
    let articleId: number;
    /** Revision ids of the article: create, then two updates. */
    let revisions: number[];

    const url = (path: string) => `${server.baseUrl}/${server.projectKey}${path}`;

    async function call(
      method: string,
      path: string,
      body?: unknown,
      token: string | null = adminToken,
    ): Promise<Reply> {
      const response = await fetch(url(path), {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    }

    function assertError(reply: Reply, status: number, code: number | null) {
      assert.equal(reply.status, status, JSON.stringify(reply.body));
      assert.equal(reply.body?.error?.code, code, JSON.stringify(reply.body));
    }

    function data<T>(reply: Reply): T {
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      return reply.body?.data as T;
    }

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      const signIn = await fetch(url('/auth/authenticate'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(server.admin),
      });
      adminToken = ((await signIn.json()) as { data: { token: string } }).data.token;

      // A role that may read articles but has no permission on directus_revisions.
      const roleId = await insertReturningId(db, 'directus_roles', { name: 'Readers' });
      await insertReturningId(db, 'directus_users', {
        email: 'reader@example.com',
        status: 'active',
        role: roleId,
        token: READER_TOKEN,
      });
      await db('directus_permissions').insert({
        collection: 'articles',
        role: roleId,
        status: null,
        create: 'none',
        read: 'full',
        update: 'none',
        delete: 'none',
      });

      const created = data<Item>(await call('POST', '/items/articles', { title: 'Version 1' }));
      articleId = Number(created.id);
      data(await call('PATCH', `/items/articles/${articleId}`, { title: 'Version 2' }));
      data(
        await call('PATCH', `/items/articles/${articleId}`, { title: 'Version 3', view_count: 3 }),
      );
      const rows = await db('directus_revisions')
        .where({ collection: 'articles', item: String(articleId) })
        .orderBy('id');
      revisions = rows.map((row) => Number(row.id));
      assert.equal(revisions.length, 3);
    });

    after(async () => {
      await server?.close();
    });

    it('lists the revisions of an item, oldest first, with §3 parameters', async () => {
      const list = data<Item[]>(await call('GET', `/items/articles/${articleId}/revisions`));
      assert.deepEqual(
        list.map((revision) => revision.id),
        revisions,
      );
      const first = list[0] as Item;
      assert.equal(first.collection, 'articles');
      assert.equal(first.item, String(articleId));
      assert.equal((first.data as Item).title, 'Version 1');
      assert.equal(first.parent_collection, null);
      assert.equal(first.parent_changed, false);
      assert.deepEqual(Object.keys((list[2] as Item).delta as Item).sort(), [
        'modified_on',
        'title',
        'view_count',
      ]);

      const shaped = await call(
        'GET',
        `/items/articles/${articleId}/revisions?fields=id,delta&sort=-id&limit=2&meta=total_count,result_count,filter_count`,
      );
      const rows = data<Item[]>(shaped);
      assert.deepEqual(
        rows.map((revision) => revision.id),
        [revisions[2], revisions[1]],
      );
      assert.deepEqual(Object.keys(rows[0] as Item).sort(), ['delta', 'id']);
      assert.equal(shaped.body?.meta?.total_count, 3);
      assert.equal(shaped.body?.meta?.result_count, 2);
      assert.equal(shaped.body?.meta?.filter_count, 3);

      const filtered = data<Item[]>(
        await call('GET', `/items/articles/${articleId}/revisions?filter[id][eq]=${revisions[1]}`),
      );
      assert.equal(filtered.length, 1);
      // Another item's filter cannot widen the list past this item.
      const widened = data<Item[]>(
        await call(
          'GET',
          `/items/articles/${articleId}/revisions?filter[item][eq]=1&filter[id][logical]=or&filter[id][nnull]=1`,
        ),
      );
      assert.ok(widened.every((revision) => revision.item === String(articleId)));
      assert.deepEqual(data<Item[]>(await call('GET', '/items/articles/1/revisions')), []);
    });

    it('returns one revision by offset counted from the oldest', async () => {
      const oldest = data<Item>(await call('GET', `/items/articles/${articleId}/revisions/0`));
      assert.equal(oldest.id, revisions[0]);
      assert.equal((oldest.data as Item).title, 'Version 1');
      const latest = data<Item>(
        await call('GET', `/items/articles/${articleId}/revisions/2?fields=id`),
      );
      assert.deepEqual(latest, { id: revisions[2] });
      assertError(await call('GET', `/items/articles/${articleId}/revisions/3`), 404, 203);
      assertError(await call('GET', `/items/articles/${articleId}/revisions/abc`), 422, 4);
    });

    it('reverts an item to a revision and logs `revert`', async () => {
      const reverted = data<Item>(
        await call(
          'PATCH',
          `/items/articles/${articleId}/revert/${revisions[0]}?fields=id,title,view_count`,
        ),
      );
      assert.deepEqual(reverted, { id: articleId, title: 'Version 1', view_count: 0 });
      const activity = await db('directus_activity')
        .where({ collection: 'articles', item: String(articleId) })
        .orderBy('id', 'desc')
        .first();
      assert.equal(activity?.action, 'revert');
      const revision = await db('directus_revisions').where('activity', activity?.id).first();
      assert.ok(revision, 'a revert writes a revision');
      const list = data<Item[]>(await call('GET', `/items/articles/${articleId}/revisions`));
      assert.equal(list.length, 4);
    });

    it('refuses reverts to unknown or foreign revisions (E207) and unknown items (E203)', async () => {
      const [other] = await db('directus_revisions').whereNot('item', String(articleId)).limit(1);
      const foreign = other
        ? Number(other.id)
        : Number((await db('directus_revisions').max({ max: 'id' }).first())?.max ?? 0) + 1000;
      assertError(await call('PATCH', `/items/articles/${articleId}/revert/${foreign}`), 404, 207);
      assertError(await call('PATCH', `/items/articles/${articleId}/revert/999999`), 404, 207);
      assertError(await call('PATCH', `/items/articles/${articleId}/revert/abc`), 404, 207);
      assertError(await call('PATCH', `/items/articles/999999/revert/${revisions[0]}`), 404, 203);
      assertError(await call('PATCH', `/items/tags/1/revert/${revisions[0]}`), 404, 207);
    });

    it('answers 500 with a null code for a revision whose data does not decode (E208)', async () => {
      const activity = await insertReturningId(db, 'directus_activity', {
        action: 'update',
        action_by: 1,
        action_on: '2025-01-01 00:00:00',
        ip: '127.0.0.1',
        user_agent: 'test',
        collection: 'articles',
        item: String(articleId),
      });
      const broken = await insertReturningId(db, 'directus_revisions', {
        activity,
        collection: 'articles',
        item: String(articleId),
        data: '{not json',
        delta: null,
      });
      const reply = await call('PATCH', `/items/articles/${articleId}/revert/${broken}`);
      assertError(reply, 500, null);
      assert.equal(reply.body?.error?.message, 'Revision has invalid data');
    });

    it('refuses system collections (E201), unknown collections (E200), unreadable revisions', async () => {
      assertError(await call('GET', '/items/directus_users/1/revisions'), 401, 201);
      assertError(await call('GET', '/items/directus_users/1/revisions/0'), 401, 201);
      assertError(await call('PATCH', '/items/directus_users/1/revert/1'), 401, 201);
      assertError(await call('GET', '/items/nope/1/revisions'), 404, 200);
      assertError(
        await call('GET', `/items/articles/${articleId}/revisions`, undefined, READER_TOKEN),
        403,
        300,
      );
      assertError(
        await call('GET', `/items/articles/${articleId}/revisions`, undefined, null),
        401,
        3,
      );
      assertError(
        await call(
          'PATCH',
          `/items/articles/${articleId}/revert/${revisions[0]}`,
          undefined,
          READER_TOKEN,
        ),
        403,
        302,
      );
    });
  });
}
