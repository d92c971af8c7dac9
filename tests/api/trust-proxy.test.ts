// Behind a reverse proxy (CMS_TRUST_PROXY): the client address of X-Forwarded-For counts for role
// IP whitelists and activity rows, and X-Forwarded-Proto https makes session cookies Secure — but
// only from a trusted proxy; by default the headers are ignored, so a client cannot claim an
// address. Transport only, so SQLite alone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { hashPassword } from '../../server/services/auth/password.js';
import { sqliteTarget } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const OFFICE_IP = '10.20.30.40';
const PASSWORD = 'office-password';

async function officeUser(db: Knex): Promise<{ email: string; token: string }> {
  const role = await insertReturningId(db, 'directus_roles', {
    name: 'Office',
    ip_whitelist: OFFICE_IP,
  });
  const email = 'office@example.com';
  const token = 'office-static-token';
  await insertReturningId(db, 'directus_users', {
    email,
    password: await hashPassword(PASSWORD),
    status: 'active',
    role,
    token,
  });
  return { email, token };
}

for (const trusted of [false, true]) {
  describe(`X-Forwarded-* headers ${trusted ? 'from a trusted proxy' : 'without CMS_TRUST_PROXY'}`, () => {
    let server: TestServer;
    let db: Knex;
    let office: { email: string; token: string };

    const url = (path: string) => `${server.baseUrl}/${server.projectKey}${path}`;
    const forwarded = { 'x-forwarded-for': OFFICE_IP, 'x-forwarded-proto': 'https' };

    before(async () => {
      server = await startTestServer({
        database: sqliteTarget,
        ...(trusted ? { trustProxy: ['127.0.0.1', '::1'] } : {}),
      });
      db = await server.projectDb();
      office = await officeUser(db);
    });
    after(() => server.close());

    it(`${trusted ? 'applies' : 'ignores'} the forwarded client address for IP whitelists`, async () => {
      const response = await fetch(url('/users/me?fields=email'), {
        headers: { authorization: `Bearer ${office.token}`, ...forwarded },
      });
      const body = (await response.json()) as {
        data?: { email: string };
        error?: { code: number };
      };
      if (trusted) {
        assert.equal(response.status, 200, JSON.stringify(body));
        assert.equal(body.data?.email, office.email);
      } else {
        assert.equal(response.status, 401);
        assert.equal(body.error?.code, 19);
      }
    });

    it(`${trusted ? 'marks' : 'does not mark'} the session cookie Secure for forwarded https`, async () => {
      const response = await fetch(url('/auth/authenticate?mode=cookie'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwarded },
        body: JSON.stringify({ email: server.admin?.email, password: server.admin?.password }),
      });
      assert.equal(response.status, 200);
      const cookie = response.headers.getSetCookie()[0] ?? '';
      const attributes = cookie.split(';').map((part) => part.trim());
      assert.equal(attributes.includes('Secure'), trusted, cookie);
      const [login] = await db('directus_activity')
        .where({ action: 'authenticate' })
        .orderBy('id', 'desc')
        .limit(1);
      assert.equal(login?.ip === OFFICE_IP, trusted, `activity ip ${login?.ip}`);
    });
  });
}
