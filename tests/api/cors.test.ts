// CORS per project (contract §1.6) on every database: preflights answered before authentication,
// the forced allowed headers, credentials only for trusted origins (the server's own, the
// configured ones, the app_url setting's), headers on errors too, and CORS switched off.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const KEY = 'corsy';

for (const target of databaseMatrix()) {
  describe(`CORS on ${target.label}`, () => {
    let server: TestServer;
    const configFile = () => path.join(server.dataDir, 'config', `${KEY}.json`);
    const setCors = async (cors: Record<string, unknown>) => {
      const json = JSON.parse(await readFile(configFile(), 'utf8'));
      json.cors = { ...json.cors, ...cors };
      await writeFile(configFile(), JSON.stringify(json, null, 2));
    };
    const preflight = (origin: string, route = `/${KEY}/items/articles`) =>
      fetch(`${server.baseUrl}${route}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const header = (response: Response, name: string) => response.headers.get(name);

    before(async () => {
      server = await startTestServer({ database: target, projectKey: KEY });
    });
    after(() => server.close());

    it('answers preflights of the default config: any origin, credentials only for its own', async () => {
      const foreign = await preflight('https://elsewhere.example');
      assert.equal(foreign.status, 204);
      assert.equal(header(foreign, 'access-control-allow-origin'), '*');
      assert.equal(header(foreign, 'access-control-allow-credentials'), null);
      const allowed = String(header(foreign, 'access-control-allow-headers'));
      for (const name of ['X-Directus-Project', 'Content-Type', 'Authorization']) {
        assert.ok(allowed.includes(name), allowed);
      }
      assert.match(String(header(foreign, 'access-control-allow-methods')), /PATCH/);

      const own = await preflight(server.baseUrl);
      assert.equal(own.status, 204);
      assert.equal(header(own, 'access-control-allow-origin'), server.baseUrl);
      assert.equal(header(own, 'access-control-allow-credentials'), 'true');
      assert.match(String(header(own, 'vary')), /Origin/);

      const normal = await fetch(`${server.baseUrl}/${KEY}/`, {
        headers: { origin: 'https://elsewhere.example' },
      });
      assert.equal(normal.status, 200);
      assert.equal(header(normal, 'access-control-allow-origin'), '*');
      assert.equal(header(normal, 'access-control-allow-credentials'), null);

      // Outside preflights, credentials follow the config (off by default) even for trusted origins.
      const ownNormal = await fetch(`${server.baseUrl}/${KEY}/`, {
        headers: { origin: server.baseUrl },
      });
      assert.equal(header(ownNormal, 'access-control-allow-origin'), server.baseUrl);
      assert.equal(header(ownNormal, 'access-control-allow-credentials'), null);

      const serverRoute = await fetch(`${server.baseUrl}/server/ping`, {
        headers: { origin: 'https://elsewhere.example' },
      });
      assert.equal(header(serverRoute, 'access-control-allow-origin'), '*');
    });

    it('trusts the origin of the app_url setting', async () => {
      // The test installer sets app_url to http://localhost/admin/.
      const response = await preflight('http://localhost');
      assert.equal(header(response, 'access-control-allow-origin'), 'http://localhost');
      assert.equal(header(response, 'access-control-allow-credentials'), 'true');
    });

    it('follows a configured origin list with credentials, on errors too', async () => {
      await setCors({
        origin: ['https://app.example'],
        credentials: true,
        headers: ['X-Custom'],
        exposed_headers: ['X-Total'],
        max_age: 600,
      });
      const ok = await preflight('https://app.example');
      assert.equal(ok.status, 204);
      assert.equal(header(ok, 'access-control-allow-origin'), 'https://app.example');
      assert.equal(header(ok, 'access-control-allow-credentials'), 'true');
      assert.equal(header(ok, 'access-control-max-age'), '600');
      const allowed = String(header(ok, 'access-control-allow-headers'));
      for (const name of ['X-Custom', 'X-Directus-Project', 'Content-Type', 'Authorization']) {
        assert.ok(allowed.includes(name), allowed);
      }

      const refused = await preflight('https://evil.example');
      assert.equal(header(refused, 'access-control-allow-origin'), null);
      assert.equal(header(refused, 'access-control-allow-credentials'), null);

      // A cross-origin sign-in in cookie mode gets its cookie and the credentials header.
      const admin = server.admin ?? { email: '', password: '' };
      const login = await fetch(`${server.baseUrl}/${KEY}/auth/authenticate`, {
        method: 'POST',
        headers: { origin: 'https://app.example', 'content-type': 'application/json' },
        body: JSON.stringify({ ...admin, mode: 'cookie' }),
      });
      assert.equal(login.status, 200);
      assert.equal(header(login, 'access-control-allow-origin'), 'https://app.example');
      assert.equal(header(login, 'access-control-allow-credentials'), 'true');
      assert.equal(header(login, 'access-control-expose-headers'), 'X-Total');
      assert.equal(login.headers.getSetCookie().length, 1);

      const error = await fetch(`${server.baseUrl}/${KEY}/auth/sessions`, {
        headers: { origin: 'https://app.example' },
      });
      assert.equal(error.status, 401);
      assert.equal(header(error, 'access-control-allow-origin'), 'https://app.example');
      const evil = await fetch(`${server.baseUrl}/${KEY}/`, {
        headers: { origin: 'https://evil.example' },
      });
      assert.equal(header(evil, 'access-control-allow-origin'), null);
    });

    it('sends no CORS headers and answers no preflight when disabled', async () => {
      await setCors({ enabled: false, origin: ['*'] });
      const response = await preflight(server.baseUrl);
      assert.notEqual(response.status, 204);
      assert.equal(header(response, 'access-control-allow-origin'), null);
      const normal = await fetch(`${server.baseUrl}/${KEY}/`, {
        headers: { origin: server.baseUrl },
      });
      assert.equal(header(normal, 'access-control-allow-origin'), null);
    });
  });
}
