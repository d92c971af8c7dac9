// What a restricted reader must not learn through indirect paths (issue 19, items 8-11), on every
// database: sorting on a field hidden in some statuses, status counts, collection definitions and
// comments on items they cannot read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { type Client, client } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Row = Record<string, unknown>;

for (const target of databaseMatrix()) {
  describe(`indirect read paths of a restricted user on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let editor: Client;
    let editorId: number;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      const role = await insertReturningId(db, 'directus_roles', { name: 'Editors' });
      const token = `editor-${Math.random().toString(36).slice(2)}`;
      editorId = await insertReturningId(db, 'directus_users', {
        status: 'active',
        role,
        email: 'editor@example.com',
        token,
      });
      // Workflow on articles: published rows readable with their view counts hidden, drafts only
      // the editor's own; authors readable without their bio.
      for (const row of [
        {
          collection: 'articles',
          status: 'published',
          read: 'full',
          comment: 'create',
          read_field_blacklist: 'view_count',
        },
        { collection: 'articles', status: 'draft', read: 'mine', comment: 'create' },
        { collection: 'authors', read: 'full', read_field_blacklist: 'bio' },
        { collection: 'directus_collections', read: 'full' },
        { collection: 'directus_fields', read: 'full' },
        { collection: 'directus_activity', read: 'full', create: 'full' },
      ]) {
        await insertReturningId(db, 'directus_permissions', { role, ...row });
      }
      await insertReturningId(db, 'articles', {
        status: 'draft',
        title: 'The editor’s own draft',
        view_count: 7,
        created_by: editorId,
      });
      // Hidden view counts that order published rows opposite to their ids.
      for (const { id } of await db('articles').where({ status: 'published' }).select('id')) {
        await db('articles')
          .where({ id })
          .update({ view_count: 1000 + Number(id) });
      }
      editor = client(server.baseUrl, server.projectKey!, token);
    });
    after(() => server?.close());

    it('sorting on a field hidden in some statuses orders those rows as if it were empty', async () => {
      const response = await editor.get(
        '/items/articles?fields=id,status&sort=-view_count&limit=-1',
      );
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const rows = response.body.data as Row[];
      const published = rows.filter((row) => row.status === 'published').map((row) => row.id);
      assert.ok(published.length > 1);
      // The hidden values must not order them: ties broken by the primary key, in the direction
      // of the last sort term (descending here).
      assert.deepEqual(
        published,
        [...published].sort((a, b) => Number(b) - Number(a)),
      );
      assert.equal(rows[0].status, 'draft', 'the own draft, whose view count is readable, first');
    });

    it('meta=status (status_count) counts only readable rows', async () => {
      const response = await editor.get('/items/articles?limit=1&meta=status');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const counts = response.body.meta?.status_count as Record<string, number>;
      const published = await db('articles').where({ status: 'published' }).count({ n: '*' });
      assert.equal(counts.published, Number(published[0].n));
      const drafts = await db('articles').where({ status: 'draft' }).count({ n: '*' });
      assert.ok(Number(drafts[0].n) > 1, 'the demo has drafts of others');
      assert.equal(counts.draft, 1, 'only the editor’s own draft');
    });

    it('GET /collections/{c} leaves out read-blacklisted fields, as /fields does', async () => {
      const fields = await editor.get('/fields/authors');
      assert.equal(fields.status, 200, JSON.stringify(fields.body));
      const listed = (fields.body.data as Row[]).map((field) => field.field);
      assert.ok(!listed.includes('bio'));
      const collection = await editor.get('/collections/authors');
      assert.equal(collection.status, 200, JSON.stringify(collection.body));

      const defined = Object.keys((collection.body.data as { fields: Row }).fields);
      assert.ok(!defined.includes('bio'), defined.join());
      assert.deepEqual(defined.sort(), [...listed].sort());
    });

    it('a comment on an item the caller cannot read answers as if it did not exist', async () => {
      const hidden = await db('articles')
        .where({ status: 'draft' })
        .whereNot({ created_by: editorId })
        .first('id');
      const missing = await editor.post('/activity/comment', {
        collection: 'articles',
        item: 999999,
        comment: 'hello',
      });
      const unreadable = await editor.post('/activity/comment', {
        collection: 'articles',
        item: hidden.id,
        comment: 'hello',
      });
      assert.equal(missing.status, 404, JSON.stringify(missing.body));
      assert.equal(unreadable.status, missing.status, JSON.stringify(unreadable.body));
      assert.equal(unreadable.body.error?.code, missing.body.error?.code);
      const stored = await db('directus_activity')
        .where({ action: 'comment', collection: 'articles', item: String(hidden.id) })
        .count({ n: '*' });
      assert.equal(Number(stored[0].n), 0);
      // A readable one still takes comments.
      const published = await db('articles').where({ status: 'published' }).first('id');
      const ok = await editor.post('/activity/comment', {
        collection: 'articles',
        item: published.id,
        comment: 'hello',
      });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
    });
  });
}
