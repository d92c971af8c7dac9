// Role IP whitelists (contract §9.1, issue #16) on every configured database: /roles refuses an
// entry that is neither an address nor a CIDR range (E4/422, naming it) in the array and the CSV
// form, and a stored range admits the clients inside it and refuses the others with E19/401, for
// signed-in roles and for the public role alike. The test server listens on 127.0.0.1.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { type Client, client, expectError, type Row, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

for (const target of databaseMatrix()) {
  describe(`role IP whitelists on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let anonymous: Client;

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      admin = client(server.baseUrl, server.projectKey!, await signIn(server));
      anonymous = client(server.baseUrl, server.projectKey!, null);
    });
    after(async () => {
      await server?.close();
    });

    const roleCount = async () => Number((await db('directus_roles').count('* as n'))[0]!.n);

    it('refuses a role whose whitelist holds something else than an address or a range', async () => {
      const before = await roleCount();
      for (const [ipWhitelist, bad] of [
        [['10.0.0.1', 'office-router'], 'office-router'],
        ['10.0.0.0/8,10.0.0.0/40', '10.0.0.0/40'],
        [['192.168.1'], '192.168.1'],
      ] as const) {
        const response = await admin.post('/roles', { name: 'Office', ip_whitelist: ipWhitelist });
        expectError(response, 4, 422);
        assert.ok(
          String(response.body.error?.message).includes(`"${bad}"`),
          `the message names ${bad}: ${response.body.error?.message}`,
        );
      }
      expectError(await admin.post('/roles', { name: 'Office', ip_whitelist: [42] }), 4, 422);
      assert.equal(await roleCount(), before, 'nothing stored');

      const created = await admin.post('/roles?fields=id,ip_whitelist', {
        name: 'Office',
        ip_whitelist: ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const role = created.body.data as Row;
      assert.deepEqual(role.ip_whitelist, ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32']);

      const refused = await admin.patch(`/roles/${role.id}`, {
        ip_whitelist: '10.0.0.0/8,localhost',
      });
      expectError(refused, 4, 422);
      assert.match(String(refused.body.error?.message), /"localhost"/);
      const stored = await db('directus_roles').where({ id: role.id }).first();
      assert.equal(stored.ip_whitelist, '203.0.113.7,10.0.0.0/8,2001:db8::/32', 'unchanged');

      const cleared = await admin.patch(`/roles/${role.id}?fields=ip_whitelist`, {
        ip_whitelist: null,
      });
      assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    });

    it('admits clients inside a stored range and refuses the others with E19', async () => {
      const created = await admin.post('/roles?fields=id', {
        name: 'Local office',
        ip_whitelist: ['127.0.0.0/8'],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const roleId = (created.body.data as Row).id;
      const token = `local-${Math.random().toString(36).slice(2)}`;
      await insertReturningId(db, 'directus_users', {
        email: 'local-office@example.com',
        status: 'active',
        role: roleId,
        token,
      });
      const user = client(server.baseUrl, server.projectKey!, token);

      const inside = await user.get('/users/me?fields=email');
      assert.equal(inside.status, 200, JSON.stringify(inside.body));
      assert.equal((inside.body.data as Row).email, 'local-office@example.com');

      const moved = await admin.patch(`/roles/${roleId}`, { ip_whitelist: '10.0.0.0/8,::1/128' });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      expectError(await user.get('/users/me?fields=email'), 19, 401);

      await admin.patch(`/roles/${roleId}`, { ip_whitelist: ['10.0.0.0/8', '127.0.0.1'] });
      assert.equal((await user.get('/users/me?fields=email')).status, 200, 'a single address');
    });

    it("applies the public role's ranges to anonymous callers", async () => {
      try {
        const outside = await admin.patch('/roles/2', { ip_whitelist: ['10.0.0.0/8'] });
        assert.equal(outside.status, 200, JSON.stringify(outside.body));
        expectError(await anonymous.get('/'), 19, 401);
        // The admin role has no whitelist: still admitted.
        assert.equal((await admin.get('/roles/2?fields=id')).status, 200);

        await admin.patch('/roles/2', { ip_whitelist: ['127.0.0.0/24'] });
        const inside = await anonymous.get('/');
        assert.notEqual(inside.body.error?.code, 19, JSON.stringify(inside.body));
      } finally {
        await db('directus_roles').where({ id: 2 }).update({ ip_whitelist: null });
      }
    });
  });
}
