// /folders (contract §7.5) and /webhooks (§7.14) on every configured database: CRUD, their rules,
// webhook revisions, and a restricted role's refusals.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { type Client, client, expectError, restrictedUser, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Row = Record<string, unknown>;

for (const target of databaseMatrix()) {
  describe(`folders and webhooks on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let reader: Client;

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      admin = client(server.baseUrl, server.projectKey!, await signIn(server));
      const token = await restrictedUser(db, 'reader', [
        { collection: 'directus_folders', read: 'full' },
        { collection: 'directus_webhooks', read: 'full' },
      ]);
      reader = client(server.baseUrl, server.projectKey!, token);
    });
    after(async () => {
      await server?.close();
    });

    it('creates nested folders, refuses a duplicate name in one parent (E204)', async () => {
      const root = await admin.post('/folders', { name: 'Press kit' });
      assert.equal(root.status, 200, JSON.stringify(root.body));
      const rootId = (root.body.data as Row).id;
      const child = await admin.post('/folders', { name: 'Logos', parent_folder: rootId });
      assert.equal((child.body.data as Row).parent_folder, rootId);
      expectError(await admin.post('/folders', { name: 'Logos', parent_folder: rootId }), 204, 409);

      const list = await reader.get(`/folders?filter[parent_folder][eq]=${rootId}`);
      assert.deepEqual(
        (list.body.data as Row[]).map((folder) => folder.name),
        ['Logos'],
      );
      expectError(await reader.post('/folders', { name: 'Nope' }), 301, 403);
      const renamed = await admin.patch(`/folders/${rootId}`, { name: 'Press' });
      assert.equal((renamed.body.data as Row).name, 'Press');
      const removed = await admin.del(`/folders/${(child.body.data as Row).id}`);
      assert.equal(removed.status, 204);
    });

    it('stores webhooks with valid values only (E4) and keeps their revisions', async () => {
      for (const bad of [
        { status: 'sometimes' },
        { http_action: 'delete' },
        { directus_action: 'item.read:after' },
        { url: 'javascript:alert(1)' },
        { url: 'not a url' },
      ]) {
        const response = await admin.post('/webhooks', {
          status: 'inactive',
          http_action: 'post',
          url: 'https://hooks.example.com/cms',
          collection: 'articles',
          directus_action: 'item.create:after',
          ...bad,
        });
        expectError(response, 4, 422);
      }
      assert.equal(
        Number((await db('directus_webhooks').count('* as n'))[0].n),
        0,
        'nothing stored',
      );

      const created = await admin.post('/webhooks', {
        status: 'active',
        http_action: 'post',
        url: 'https://hooks.example.com/cms',
        collection: 'articles',
        directus_action: 'item.create:after',
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = (created.body.data as Row).id;
      await admin.patch(`/webhooks/${id}`, { status: 'inactive' });
      expectError(await admin.patch(`/webhooks/${id}`, { http_action: 'put' }), 4, 422);

      const revisions = await admin.get(`/webhooks/${id}/revisions`);
      assert.equal((revisions.body.data as Row[]).length, 2);
      const oldest = await admin.get(`/webhooks/${id}/revisions/0`);
      assert.equal(((oldest.body.data as Row).data as Row).status, 'active');
      const read = await reader.get(`/webhooks/${id}`);
      assert.equal((read.body.data as Row).status, 'inactive');
      expectError(await reader.del(`/webhooks/${id}`), 303, 403);
    });

    it('still serves the users’ revisions through the shared routes', async () => {
      const me = await admin.get('/users/me?fields=id');
      const id = (me.body.data as Row).id;
      await admin.patch('/users/me', { first_name: 'Renamed' });
      const revisions = await admin.get(`/users/${id}/revisions`);
      assert.equal(revisions.status, 200, JSON.stringify(revisions.body));
      assert.ok((revisions.body.data as Row[]).length >= 1);
      const mine = await admin.get('/users/me/revisions/0');
      assert.equal(mine.status, 200, JSON.stringify(mine.body));
    });
  });
}
