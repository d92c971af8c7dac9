// GET /items as a restricted role, decided by the real permission service from the role's rows
// (contract §9): workflow rows per status, `mine`, field blacklists (all rows and per status),
// unreadable collections and relations, the public role. On every configured database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const EDITOR_TOKEN = 'editor-static-token-for-read-tests';

type Row = Record<string, unknown>;

for (const target of databaseMatrix()) {
  describe(`item reads under permissions on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let editorId: number;
    let ownDraftId: number;

    const get = (path: string, token: string | null = EDITOR_TOKEN) =>
      fetchJson<Json & { data: Row[] | Row; messages?: Json[] }>(
        `${server.baseUrl}/${server.projectKey}${path}`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      const roleId = await insertReturningId(db, 'directus_roles', { name: 'Editors' });
      editorId = await insertReturningId(db, 'directus_users', {
        status: 'active',
        role: roleId,
        email: 'editor@example.com',
        token: EDITOR_TOKEN,
      });
      const rows = [
        // Workflow mode on articles: published rows readable by all (view counts hidden),
        // drafts only the editor's own; deleted ones not at all.
        {
          collection: 'articles',
          status: 'published',
          read: 'full',
          read_field_blacklist: 'view_count',
        },
        { collection: 'articles', status: 'draft', read: 'mine' },
        { collection: 'authors', read: 'full', read_field_blacklist: 'bio' },
      ];
      for (const row of rows)
        await insertReturningId(db, 'directus_permissions', { role: roleId, ...row });
      ownDraftId = await insertReturningId(db, 'articles', {
        status: 'draft',
        title: 'The editor’s own draft',
        view_count: 7,
        created_by: editorId,
      });
    });
    after(async () => {
      await server?.close();
    });

    it('lists published articles and only the editor’s own drafts', async () => {
      const all = await db('articles').select('id', 'status', 'created_by');
      const expected = all
        .filter(
          (a) =>
            a.status === 'published' || (a.status === 'draft' && Number(a.created_by) === editorId),
        )
        .map((a) => Number(a.id))
        .sort((x, y) => x - y);
      const response = await get('/items/articles?fields=id,status,view_count&limit=-1');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const rows = response.body.data as Row[];
      assert.deepEqual(
        rows.map((row) => Number(row.id)).sort((x, y) => x - y),
        expected,
      );
      assert.ok(expected.includes(ownDraftId));
      assert.ok(all.some((a) => a.status === 'draft' && Number(a.created_by) !== editorId));
      // view_count is hidden on published rows only.
      for (const row of rows) {
        if (row.status === 'published') assert.equal('view_count' in row, false);
        else assert.equal(row.view_count, 7);
      }
    });

    it('hides another owner’s draft as not found (E203/404)', async () => {
      const other = await db('articles')
        .where({ status: 'draft' })
        .whereNot({ created_by: editorId })
        .first('id');
      const response = await get(`/items/articles/${other.id}`);
      assert.equal(response.status, 404);
      assert.equal(response.body.error?.code, 203);
      const own = await get(`/items/articles/${ownDraftId}`);
      assert.equal(own.status, 200);
    });

    it('drops blacklisted fields from * and refuses them when named (E304/403)', async () => {
      const list = await get('/items/authors?limit=1');
      assert.equal(list.status, 200);
      const [author] = list.body.data as Row[];
      assert.ok('name' in author && !('bio' in author));
      const named = await get('/items/authors?fields=name,bio');
      assert.equal(named.status, 403);
      assert.equal(named.body.error?.code, 304);
    });

    it('refuses a collection without read permission (E300/403), and the public role (E3/401)', async () => {
      const tags = await get('/items/tags');
      assert.equal(tags.status, 403);
      assert.equal(tags.body.error?.code, 300);
      const anonymous = await get('/items/articles', null);
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.error?.code, 3);
    });

    it('leaves an unreadable relation out with a code 18 warning', async () => {
      const response = await get(`/items/articles/${ownDraftId}?fields=id,tags.*.*,author.name`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const item = response.body.data as Row;
      assert.equal('tags' in item, false);
      assert.ok(
        response.body.messages?.some(
          (message) => message.code === 18 && JSON.stringify(message.fields).includes('tags'),
        ),
        JSON.stringify(response.body.messages),
      );
    });
  });
}
