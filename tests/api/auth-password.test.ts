// Password reset by mail on every database (contract §5.7 with this project's decisions): the
// request writes a message to the file outbox whose link carries a one-time token, the reset
// applies the password policy, a reset_url of an untrusted origin is refused.
import assert from 'node:assert/strict';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import type { ProjectConfig } from '../../server/config/project-config.js';
import { insertReturningId } from '../../server/db/insert.js';
import { hashPassword } from '../../server/services/auth/password.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const KEY = 'mailer';

/** POST with a Host header of the caller's choosing (fetch always sends the real one). */
function postWithHost(
  url: string,
  host: string,
  body: unknown,
): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { host, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Json }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

interface OutboxEntry {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

for (const target of databaseMatrix()) {
  describe(`password reset on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let config: ProjectConfig;
    let userId: number;
    const outbox = () => path.join(server.dataDir, 'outbox', KEY);
    const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
      fetchJson<Json>(`${server.baseUrl}/${KEY}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const messages = async (): Promise<string[]> => {
      try {
        return (await readdir(outbox())).filter((name) => name.endsWith('.json')).sort();
      } catch {
        return [];
      }
    };
    /** Requests a reset and returns the new outbox message and the link in it. */
    const requestReset = async (body: Record<string, unknown>) => {
      const before = await messages();
      const response = await post('/auth/password/request', body);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.deepEqual(response.body, { public: true });
      const added = (await messages()).filter((name) => !before.includes(name));
      assert.equal(added.length, 1);
      const file = path.join(outbox(), added[0] as string);
      const message = JSON.parse(await readFile(file, 'utf8')) as OutboxEntry;
      const link = /(\S+token=\S+)/.exec(message.text)?.[1];
      assert.ok(link, message.text);
      const token = decodeURIComponent(String(/token=([^&\s]+)/.exec(link)?.[1]));
      return { message, file, link, token };
    };
    const signIn = (password: string) =>
      post('/auth/authenticate', { email: 'writer@example.com', password });
    const craft = (claims: Record<string, unknown>, exp: number) =>
      new SignJWT({ type: 'reset_password', key: config.auth.public_key, project: KEY, ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(config.auth.secret_key));

    before(async () => {
      server = await startTestServer({ database: target, projectKey: KEY });
      db = await server.projectDb();
      const read = await server.app.cms.registry.read(KEY);
      assert.ok(read);
      config = read;
      userId = await insertReturningId(db, 'directus_users', {
        email: 'writer@example.com',
        password: await hashPassword('first-password'),
        status: 'active',
        role: 1,
      });
    });
    after(() => server.close());

    it('answers E107/404 for an unknown email and E4/422 for an invalid one, sending nothing', async () => {
      const unknown = await post('/auth/password/request', { email: 'ghost@example.com' });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.error?.code, 107);
      const invalid = await post('/auth/password/request', { email: 'not an email' });
      assert.equal(invalid.status, 422);
      assert.equal(invalid.body.error?.code, 4);
      assert.deepEqual(await messages(), []);
    });

    it('mails a one-time link whose token resets the password and ends the sessions', async () => {
      const session = await signIn('first-password');
      assert.equal(session.status, 200);
      const { message, file, link, token } = await requestReset({ email: 'WRITER@example.com' });
      assert.deepEqual(message.to, ['writer@example.com']);
      assert.equal(message.from, config.mail.default.from);
      assert.match(message.subject, /password/i);
      // The project's app_url (the installer set http://localhost/admin/), never the Host header.
      assert.ok(
        link.startsWith('http://localhost/admin/#/reset-password?token='),
        `default link: ${link}`,
      );
      assert.ok(link.endsWith(`&project=${KEY}`), link);
      assert.equal((await stat(file)).mode & 0o777, 0o600);
      assert.match(
        await readFile(file.replace(/\.json$/, '.txt'), 'utf8'),
        /^To: writer@example\.com$/m,
      );
      const stored = await db('directus_users').where({ id: userId }).first();
      assert.equal(stored.password_reset_token, token);

      const reset = await post('/auth/password/reset', { token, password: 'second-password' });
      assert.equal(reset.status, 200, JSON.stringify(reset.body));
      assert.deepEqual(reset.body, { public: true });
      assert.equal((await signIn('first-password')).body.error?.code, 100);
      const token2 = String((session.body.data as Record<string, unknown>).token);
      const info = await fetchJson<Json>(`${server.baseUrl}/${KEY}/`, {
        headers: { authorization: `Bearer ${token2}` },
      });
      assert.equal(info.body.public, true, 'sessions end with a password reset');
      assert.equal((await signIn('second-password')).status, 200);
      assert.equal(
        (await db('directus_users').where({ id: userId }).first()).password_reset_token,
        null,
      );

      const again = await post('/auth/password/reset', { token, password: 'third-password' });
      assert.equal(again.status, 401);
      assert.equal(again.body.error?.code, 105);
    });

    it('honours only the latest token', async () => {
      const first = await requestReset({ email: 'writer@example.com' });
      const second = await requestReset({ email: 'writer@example.com' });
      assert.notEqual(first.token, second.token);
      const stale = await post('/auth/password/reset', {
        token: first.token,
        password: 'x-password',
      });
      assert.equal(stale.body.error?.code, 105);
      const fresh = await post('/auth/password/reset', {
        token: second.token,
        password: 'fourth-password',
      });
      assert.equal(fresh.status, 200);
    });

    it('applies the password policy on reset (E4/422) without using up the token', async () => {
      await db('directus_settings')
        .where({ key: 'password_policy' })
        .update({ value: '/^.{14,}$/' });
      try {
        const { token } = await requestReset({ email: 'writer@example.com' });
        const short = await post('/auth/password/reset', { token, password: 'short-pw' });
        assert.equal(short.status, 422);
        assert.equal(short.body.error?.code, 4);
        const long = await post('/auth/password/reset', {
          token,
          password: 'a-long-enough-password',
        });
        assert.equal(long.status, 200);
        assert.equal((await signIn('a-long-enough-password')).status, 200);
      } finally {
        await db('directus_settings').where({ key: 'password_policy' }).update({ value: '' });
      }
    });

    it('refuses a reset_url of an untrusted origin (E4/422) without making a token or a mail', async () => {
      const before = await messages();
      const stored = (await db('directus_users').where({ id: userId }).first())
        .password_reset_token;
      // With app_url set, the origin the request came in on (its Host header, which a caller
      // chooses freely) is not trusted either.
      for (const resetUrl of [
        'https://evil.example/steal',
        'https://localhost.evil.example/reset',
        'javascript:alert(1)',
        '/relative/reset',
        `${server.baseUrl}/portal/#/reset`,
      ]) {
        const refused = await post('/auth/password/request', {
          email: 'writer@example.com',
          reset_url: resetUrl,
        });
        assert.equal(refused.status, 422, resetUrl);
        assert.equal(refused.body.error?.code, 4, resetUrl);
        assert.match(String(refused.body.error?.message), /^reset_url: /);
      }
      assert.deepEqual(await messages(), before, 'no mail for a refused reset_url');
      assert.equal(
        (await db('directus_users').where({ id: userId }).first()).password_reset_token,
        stored,
        'no new token for a refused reset_url',
      );
    });

    it('uses a reset_url of a trusted origin', async () => {
      // The app_url setting's origin (the installer sets http://localhost/admin/).
      const app = await requestReset({
        email: 'writer@example.com',
        reset_url: 'http://localhost/reset?lang=en',
      });
      assert.ok(app.link.startsWith('http://localhost/reset?lang=en&token='), app.link);

      // Origins listed in the project's CORS config.
      const file = path.join(server.dataDir, 'config', `${KEY}.json`);
      const json = JSON.parse(await readFile(file, 'utf8'));
      json.cors.origin = ['https://app.example.org'];
      await writeFile(file, JSON.stringify(json, null, 2));
      const listed = await requestReset({
        email: 'writer@example.com',
        reset_url: 'https://app.example.org/reset',
      });
      assert.ok(listed.link.startsWith('https://app.example.org/reset?token='), listed.link);
    });

    it('without app_url nor a public address, never builds the link from a host name the caller sent', async () => {
      await db('directus_settings').where({ key: 'app_url' }).update({ value: '' });
      try {
        const before = await messages();
        const tokenBefore = (await db('directus_users').where({ id: userId }).first())
          .password_reset_token;
        const refused = await postWithHost(
          `${server.baseUrl}/${KEY}/auth/password/request`,
          'evil.example',
          { email: 'writer@example.com' },
        );
        // v8's "Mail not sent" (E503, HTTP 500): the server's setup, not the request, is lacking.
        assert.equal(refused.status, 500, JSON.stringify(refused.body));
        assert.equal(refused.body.error?.code, 503);
        assert.match(String(refused.body.error?.message), /app_url/);
        assert.match(String(refused.body.error?.message), /CMS_PUBLIC_URL/);
        assert.deepEqual(await messages(), before, 'no mail');
        const row = await db('directus_users').where({ id: userId }).first();
        assert.equal(row.password_reset_token, tokenBefore, 'no new token');
        // A Host naming this server's own socket address points back at this server: allowed.
        const own = await requestReset({
          email: 'writer@example.com',
          reset_url: `${server.baseUrl}/portal/#/reset`,
        });
        assert.ok(own.link.startsWith(`${server.baseUrl}/portal/#/reset?token=`), own.link);
        const fallback = await requestReset({ email: 'writer@example.com' });
        assert.ok(
          fallback.link.startsWith(`${server.baseUrl}/admin/#/reset-password?token=`),
          fallback.link,
        );
      } finally {
        await db('directus_settings')
          .where({ key: 'app_url' })
          .update({ value: 'http://localhost/admin/' });
      }
    });

    it("without app_url, links to the server's configured public address (CMS_PUBLIC_URL)", async () => {
      await db('directus_settings').where({ key: 'app_url' }).update({ value: '' });
      const configured = await buildApp({
        dataDir: server.dataDir,
        logger: false,
        publicUrl: 'https://cms.example.org',
      });
      try {
        await configured.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(configured.server.address() as AddressInfo).port}`;
        const before = await messages();
        const response = await postWithHost(
          `${base}/${KEY}/auth/password/request`,
          'evil.example',
          {
            email: 'writer@example.com',
          },
        );
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const added = (await messages()).filter((name) => !before.includes(name));
        assert.equal(added.length, 1);
        const message = JSON.parse(
          await readFile(path.join(outbox(), added[0] as string), 'utf8'),
        ) as OutboxEntry;
        assert.match(message.text, /https:\/\/cms\.example\.org\/admin\/#\/reset-password\?token=/);
        assert.doesNotMatch(message.text, /evil\.example/);
      } finally {
        await configured.close();
        await db('directus_settings')
          .where({ key: 'app_url' })
          .update({ value: 'http://localhost/admin/' });
      }
    });

    it('answers E104 for foreign tokens, E105 for expired ones, E106 for a missing user', async () => {
      const exp = Math.floor(Date.now() / 1000) + 600;
      const cases: [string, string, number, number][] = [
        ['garbage', 'not-a-token', 401, 104],
        [
          'another project',
          await craft({ id: userId, email: 'writer@example.com', project: 'x' }, exp),
          401,
          104,
        ],
        [
          'another key',
          await craft({ id: userId, email: 'writer@example.com', key: 'nope' }, exp),
          401,
          104,
        ],
        [
          'an auth token',
          await craft({ id: userId, email: 'writer@example.com', type: 'auth' }, exp),
          401,
          104,
        ],
        ['a changed email', await craft({ id: userId, email: 'old@example.com' }, exp), 401, 104],
        ['expired', await craft({ id: userId, email: 'writer@example.com' }, exp - 1200), 401, 105],
        ['never stored', await craft({ id: userId, email: 'writer@example.com' }, exp), 401, 105],
        ['a deleted user', await craft({ id: 999999, email: 'gone@example.com' }, exp), 404, 106],
      ];
      for (const [name, token, status, code] of cases) {
        const response = await post('/auth/password/reset', {
          token,
          password: 'whatever-password',
        });
        assert.equal(response.status, status, name);
        assert.equal(response.body.error?.code, code, name);
      }
      const missing = await post('/auth/password/reset', { token: 'x' });
      assert.equal(missing.status, 422);
      assert.equal(missing.body.error?.code, 4);
    });
  });
}
