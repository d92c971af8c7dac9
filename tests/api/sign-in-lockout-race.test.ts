// Sign-in lockout under concurrency (issue 19, item 6), on every database: with
// `login_attempts_allowed` N, parallel attempts from two server processes over one project get
// exactly N password checks answered "invalid credentials" before the user is suspended; a
// suspended user gets no token, not even with the right password.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import { insertReturningId } from '../../server/db/insert.js';
import { hashPassword } from '../../server/services/auth/password.js';
import { send } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const ATTEMPTS = 40;
const ALLOWED = 3;

for (const target of databaseMatrix()) {
  describe(`sign-in lockout under concurrency on ${target.label}`, () => {
    let server: TestServer;
    let second: FastifyInstance;
    let secondUrl: string;
    let db: Knex;

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      // A second server over the same data folder and database: another process's view.
      second = await buildApp({ dataDir: server.dataDir, logger: false, configRevalidateMs: 0 });
      await second.listen({ port: 0, host: '127.0.0.1' });
      secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      await db('directus_settings')
        .where({ key: 'login_attempts_allowed' })
        .update({ value: String(ALLOWED) });
    });
    after(async () => {
      await second?.close();
      await server?.close();
    });

    const signIn = (base: string, email: string, password: string) =>
      send(`${base}/${server.projectKey}/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });

    it(`${ATTEMPTS} parallel wrong passwords: ${ALLOWED} checked, then suspended`, async () => {
      const email = 'race@example.com';
      const id = await insertReturningId(db, 'directus_users', {
        email,
        password: await hashPassword('the-right-password'),
        status: 'active',
        role: 1,
      });
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, index) =>
          signIn(index % 2 ? secondUrl : server.baseUrl, email, `wrong-${index}`),
        ),
      );
      const codes = answers.map((answer) => answer.body.error?.code);
      assert.equal(codes.filter((code) => code === 100).length, ALLOWED, codes.join());
      assert.equal(codes.filter((code) => code === 103).length, ATTEMPTS - ALLOWED, codes.join());
      assert.equal((await db('directus_users').where({ id }).first()).status, 'suspended');
      const right = await signIn(server.baseUrl, email, 'the-right-password');
      assert.equal(right.status, 404);
      assert.equal(right.body.error?.code, 103);
      assert.equal(right.body.data, undefined);
    });

    it('the right password among parallel wrong ones gets a token only within the allowance', async () => {
      const email = 'race-mixed@example.com';
      await insertReturningId(db, 'directus_users', {
        email,
        password: await hashPassword('the-right-password'),
        status: 'active',
        role: 1,
      });
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, index) =>
          signIn(
            index % 2 ? secondUrl : server.baseUrl,
            email,
            index === ATTEMPTS - 1 ? 'the-right-password' : `wrong-${index}`,
          ),
        ),
      );
      const failures = answers.filter((answer) => answer.body.error?.code === 100).length;
      const successes = answers.filter((answer) => answer.status === 200);
      // Each password checked costs one attempt; a success resets the count, so at most the
      // allowance before it and the allowance after it.
      assert.ok(successes.length <= 1);
      assert.ok(failures <= ALLOWED * (successes.length + 1), `${failures} failures checked`);
      for (const success of successes) {
        assert.equal(typeof (success.body.data as { token?: string }).token, 'string');
      }
    });
  });
}
