// POST /{project}/roles/{id}/preview (issue #16) on every configured database: what a role would
// read of one collection, computed by the server's read path with the stored or the staged
// (candidate) rows, as the role's first active user, a chosen user of the role, or a user-less
// identity; admin only; bad input refused. The demo content supplies `articles` (statuses
// published/draft/deleted, owner `created_by`) and `authors`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { type Client, client, expectError, type Row, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

interface Preview {
  collection: string;
  role: number;
  user: { id: number; first_name: string | null; last_name: string | null; email: string } | null;
  readable: boolean;
  fields: string[];
  total_count: number;
  statuses: string[] | null;
  error?: { code: number; message: string };
}

/** The editors' stored rows: published readable by all, drafts their own, view counts hidden. */
const STORED_ROWS: Row[] = [
  { collection: 'articles', status: 'published', read: 'full', read_field_blacklist: 'view_count' },
  {
    collection: 'articles',
    status: 'draft',
    read: 'mine',
    read_field_blacklist: 'view_count,body',
  },
  { collection: 'articles', status: 'deleted', read: 'none' },
  { collection: 'authors', status: null, read: 'full', read_field_blacklist: 'bio' },
];

for (const target of databaseMatrix()) {
  describe(`role preview on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let editors: number;
    let editorId: number;
    let colleagueId: number;
    let editorToken: string;

    const preview = async (role: number | string, body: unknown, as: Client = admin) =>
      as.post(`/roles/${role}/preview`, body);
    const answer = async (role: number | string, body: unknown): Promise<Preview> => {
      const response = await preview(role, body);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.data as Preview;
    };
    /** The editors' stored rows as the admin app holds them (blacklists as arrays). */
    const storedRecords = async (): Promise<Row[]> => {
      const listed = await admin.get(`/permissions?filter[role][eq]=${editors}&limit=-1`);
      assert.equal(listed.status, 200, JSON.stringify(listed.body));
      return listed.body.data as Row[];
    };
    const withRow = (rows: Row[], status: string | null, changes: Row) =>
      rows.map((row) =>
        row.collection === 'articles' && row.status === status ? { ...row, ...changes } : row,
      );
    const countArticles = async (where: (query: Knex.QueryBuilder) => void) => {
      const query = db('articles');
      where(query);
      return Number((await query.count('* as n'))[0]!.n);
    };

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      admin = client(server.baseUrl, server.projectKey!, await signIn(server));
      editors = await insertReturningId(db, 'directus_roles', { name: 'Editors' });
      editorToken = `editor-${Math.random().toString(36).slice(2)}`;
      // An invited user first: the default identity is the first *active* one.
      await insertReturningId(db, 'directus_users', {
        status: 'invited',
        role: editors,
        email: 'invited@example.com',
      });
      editorId = await insertReturningId(db, 'directus_users', {
        status: 'active',
        role: editors,
        email: 'editor@example.com',
        first_name: 'Eda',
        last_name: 'Editor',
        token: editorToken,
      });
      colleagueId = await insertReturningId(db, 'directus_users', {
        status: 'active',
        role: editors,
        email: 'colleague@example.com',
      });
      for (const row of STORED_ROWS) {
        await insertReturningId(db, 'directus_permissions', { role: editors, ...row });
      }
      for (const title of ['Editor draft one', 'Editor draft two']) {
        await insertReturningId(db, 'articles', { status: 'draft', title, created_by: editorId });
      }
    });
    after(async () => {
      await server?.close();
    });

    it('answers the fields, count and statuses of the stored rows, as the first active user', async () => {
      const all = await answer(1, { collection: 'articles' });
      assert.equal(all.readable, true);
      assert.ok(all.fields.includes('view_count') && all.fields.includes('body'));

      const result = await answer(editors, { collection: 'articles' });
      assert.equal(result.collection, 'articles');
      assert.equal(result.role, editors);
      assert.deepEqual(result.user, {
        id: editorId,
        first_name: 'Eda',
        last_name: 'Editor',
        email: 'editor@example.com',
      });
      assert.equal(result.readable, true);
      assert.equal(result.error, undefined);
      // Hidden in every readable status: gone; hidden in drafts only: still a field of `*`.
      assert.deepEqual(
        result.fields,
        all.fields.filter((field) => field !== 'view_count'),
      );
      assert.deepEqual(result.statuses, ['published', 'draft']);
      const published = await countArticles((q) => q.where({ status: 'published' }));
      assert.equal(result.total_count, published + 2);

      // The same as the editor's own read.
      const own = await client(server.baseUrl, server.projectKey!, editorToken).get(
        '/items/articles?limit=-1&fields=id',
      );
      assert.equal((own.body.data as Row[]).length, result.total_count);
    });

    it('answers for a chosen user of the role, and refuses users of other roles', async () => {
      const colleague = await answer(editors, { collection: 'articles', user: colleagueId });
      assert.equal(colleague.user?.id, colleagueId);
      assert.equal(
        colleague.total_count,
        await countArticles((q) => q.where({ status: 'published' })),
        'none of the drafts are the colleague’s',
      );
      const adminUser = await db('directus_users').where({ role: 1 }).first('id');
      for (const user of [adminUser.id, 999_999, 'someone']) {
        const refused = await preview(editors, { collection: 'articles', user });
        expectError(refused, 4, 422);
        assert.match(String(refused.body.error?.message), /^user: /);
      }
    });

    it('answers for staged rows without storing them', async () => {
      const stored = await storedRecords();
      const before = await db('directus_permissions').where({ role: editors }).orderBy('id');

      const noDrafts = await answer(editors, {
        collection: 'articles',
        permissions: withRow(stored, 'draft', { read: 'none' }),
      });
      assert.deepEqual(noDrafts.statuses, ['published']);
      assert.equal(
        noDrafts.total_count,
        await countArticles((q) => q.where({ status: 'published' })),
      );

      const hideBody = await answer(editors, {
        collection: 'articles',
        permissions: withRow(stored, 'published', { read_field_blacklist: ['view_count', 'body'] }),
      });
      assert.equal(hideBody.fields.includes('body'), false);
      assert.equal(hideBody.fields.includes('view_count'), false);

      // `role`: the colleague sees the editor's drafts (the role's user ids are loaded).
      const roleDrafts = await answer(editors, {
        collection: 'articles',
        user: colleagueId,
        permissions: withRow(stored, 'draft', { read: 'role' }),
      });
      assert.equal(
        roleDrafts.total_count,
        (await countArticles((q) => q.where({ status: 'published' }))) + 2,
      );

      // A new row (id 0, as the admin app sends rows it has not stored yet) opens tags.
      const tagsBefore = await answer(editors, { collection: 'tags' });
      assert.equal(tagsBefore.readable, false);
      assert.equal(tagsBefore.error?.code, 300);
      const tagsAfter = await answer(editors, {
        collection: 'tags',
        permissions: [...stored, { id: 0, collection: 'tags', role: editors, read: 'full' }],
      });
      assert.equal(tagsAfter.readable, true);
      assert.equal(tagsAfter.total_count, Number((await db('tags').count('* as n'))[0]!.n));
      assert.equal(tagsAfter.statuses, null);

      assert.deepEqual(
        await db('directus_permissions').where({ role: editors }).orderBy('id'),
        before,
        'nothing written',
      );
    });

    it('reports a read that would fail, e.g. status rows on a collection without status field', async () => {
      const stored = await storedRecords();
      const result = await answer(editors, {
        collection: 'authors',
        permissions: [
          ...stored.filter((row) => row.collection !== 'authors'),
          { collection: 'authors', status: 'published', read: 'full' },
        ],
      });
      assert.equal(result.readable, false);
      assert.equal(result.error?.code, 300);
      assert.deepEqual(result.fields, []);
      assert.equal(result.total_count, 0);

      const authors = await answer(editors, { collection: 'authors' });
      assert.equal(authors.readable, true);
      assert.equal(authors.fields.includes('bio'), false);
      assert.equal(authors.fields.includes('name'), true);
    });

    it('previews a role without users as an identity that owns nothing', async () => {
      const lonely = await insertReturningId(db, 'directus_roles', { name: 'Nobody yet' });
      const rows = [{ collection: 'articles', status: null, read: 'mine' }];
      const result = await answer(lonely, { collection: 'articles', permissions: rows });
      assert.equal(result.user, null);
      assert.equal(result.readable, true);
      assert.equal(result.total_count, 0);
      assert.equal(result.statuses, null);
      const full = await answer(lonely, {
        collection: 'articles',
        permissions: [{ ...rows[0], read: 'full' }],
      });
      assert.equal(
        full.total_count,
        await countArticles((q) => q.whereNot({ status: 'deleted' })),
        'soft-deleted items are not counted',
      );
      // The public role reads as the public caller: nothing granted → E3.
      const anonymous = await answer(2, { collection: 'articles' });
      assert.equal(anonymous.user, null);
      assert.equal(anonymous.error?.code, 3);
    });

    it('is for admins only, and refuses bad input', async () => {
      const editor = client(server.baseUrl, server.projectKey!, editorToken);
      expectError(await preview(editors, { collection: 'articles' }, editor), 3, 401);
      expectError(await preview(editors, {}, editor), 3, 401);
      const anonymous = client(server.baseUrl, server.projectKey!, null);
      expectError(await preview(editors, { collection: 'articles' }, anonymous), 3, 401);

      expectError(await preview(editors, { collection: 'no_such_thing' }), 200, 404);
      expectError(await preview(editors, { collection: '' }), 4, 422);
      expectError(await preview(editors, { user: editorId }), 4, 422);
      expectError(await preview(999_999, { collection: 'articles' }), 203, 404);
      expectError(await preview('abc', { collection: 'articles' }), 203, 404);
      for (const permissions of [
        'read everything',
        [{ collection: 'articles', read: 'sometimes' }],
        [{ collection: '', read: 'full' }],
        [{ collection: 'articles', read: 'full', role: 1 }],
        [{ collection: 'articles', reed: 'full' }],
        [{ collection: 'articles', read_field_blacklist: [1] }],
        [null],
      ]) {
        const response = await preview(editors, { collection: 'articles', permissions });
        expectError(response, 4, 422);
      }
      const named = await preview(editors, {
        collection: 'articles',
        permissions: [
          { collection: 'articles', read: 'full' },
          { collection: 'tags', read: 'x' },
        ],
      });
      assert.match(String(named.body.error?.message), /^permissions\[1\] \(tags\): read: /);
    });
  });
}
