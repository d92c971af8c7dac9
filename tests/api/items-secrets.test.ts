// Users' credentials (password hash, static token, 2FA secret, reset token) never leave the server
// through the item engine: not expanded through a relation, not filtered or searched on, not even
// for an admin. On every configured database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { bumpSchemaVersion } from '../../server/services/schema/index.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const ADMIN_TOKEN = 'admin-static-token-for-secret-tests';

for (const target of databaseMatrix()) {
  describe(`credentials stay hidden on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    const get = (path: string) =>
      fetchJson<Json & { data: Record<string, unknown>[] }>(
        `${server.baseUrl}/${server.projectKey}${path}`,
        { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      );

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      await db('directus_users')
        .where({ email: server.admin!.email })
        .update({ token: ADMIN_TOKEN, '2fa_secret': null });
      // The owner field points at the users, as the admin app relates it.
      await db('directus_relations').insert({
        collection_many: 'articles',
        field_many: 'created_by',
        collection_one: 'directus_users',
      });
      await bumpSchemaVersion(db);
    });
    after(async () => {
      await server?.close();
    });

    it('expands the owner without its credentials', async () => {
      const response = await get('/items/articles?fields=id,created_by.*&limit=1');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const owner = response.body.data[0].created_by as Record<string, unknown>;
      assert.equal(owner.email, server.admin!.email);
      for (const secret of ['password', 'token', '2fa_secret', 'password_reset_token']) {
        assert.equal(secret in owner, false, `${secret} must not be returned`);
      }
      assert.doesNotMatch(JSON.stringify(response.body), /\$argon2|admin-static-token/);
    });

    it('refuses to filter or select on a credential (E215/E304)', async () => {
      const filtered = await get('/items/articles?filter[created_by.token][rlike]=admin%');
      assert.equal(filtered.status, 403);
      assert.equal(filtered.body.error?.code, 215);
      const selected = await get('/items/articles?fields=id,created_by.password');
      assert.equal(selected.status, 403);
      assert.equal(selected.body.error?.code, 304);
    });
  });
}
