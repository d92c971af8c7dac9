// How tokens travel and what they are worth (contract §1.4, §1.5, §10) on every database: the
// transport order, the silent public fallback, tokens bound to their project (two projects on one
// server), and two server processes sharing one database and data folder.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp } from '../../server/app.js';
import { ProjectRegistry } from '../../server/config/project-registry.js';
import { createProject } from '../../server/services/projects/create-project.js';
import { databaseMatrix, type TestDatabase } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Body = Json & { data?: { server?: { general?: unknown } } };

const EDITOR_TOKEN = 'editor-static-token-0123456789';

function basic(user: string, password = ''): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

for (const target of databaseMatrix()) {
  describe(`token transport and project binding on ${target.label}`, () => {
    let server: TestServer;
    let beta: TestDatabase | undefined;
    let second: FastifyInstance | undefined;
    let secondUrl = '';
    const betaAdmin = { email: 'beta-admin@example.com', password: 'beta-admin-password' };

    /** Who GET /{project}/ thinks the caller is. */
    const whoami = async (
      headers: Record<string, string>,
      options: { project?: string; base?: string; query?: string } = {},
    ) => {
      const response = await fetchJson<Body>(
        `${options.base ?? server.baseUrl}/${options.project ?? 'alpha'}/${options.query ?? ''}`,
        { headers },
      );
      assert.equal(response.status, 200, JSON.stringify(response.body));
      if (response.body.public) return 'public';
      return response.body.data?.server?.general ? 'admin' : 'user';
    };
    const authenticate = async (
      project: string,
      credentials: { email?: string; password?: string },
      mode: 'jwt' | 'cookie' = 'jwt',
      base = server.baseUrl,
    ) => {
      const response = await fetchJson<Json & { data: { token?: string } }>(
        `${base}/${project}/auth/authenticate`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...credentials, mode }),
        },
      );
      assert.equal(response.status, 200, JSON.stringify(response.body));
      if (mode === 'jwt') return String(response.body.data.token);
      const cookie = response.headers.getSetCookie()[0];
      assert.ok(cookie);
      return String(cookie.split(';')[0]);
    };

    before(async () => {
      server = await startTestServer({ database: target, projectKey: 'alpha' });
      const db = await server.projectDb();
      await db('directus_roles').insert({ name: 'Editors' });
      await db('directus_users').insert({
        email: 'editor@example.com',
        status: 'active',
        role: 3,
        token: EDITOR_TOKEN,
      });
      beta = await target.create();
      await createProject(
        { dataDir: server.dataDir, registry: new ProjectRegistry(server.dataDir) },
        { key: 'beta', database: beta.input, admin: betaAdmin },
      );
    });
    after(async () => {
      await second?.close();
      await server.close();
      await beta?.drop();
    });

    it('reads ?access_token first, then the Basic user, then Bearer, then the cookie', async () => {
      const adminJwt = await authenticate('alpha', server.admin ?? {});
      const adminCookie = await authenticate('alpha', server.admin ?? {}, 'cookie');
      assert.equal(await whoami({ cookie: adminCookie }), 'admin');
      assert.equal(await whoami({ authorization: `Bearer ${adminJwt}` }), 'admin');
      assert.equal(
        await whoami(
          { authorization: `Bearer ${adminJwt}`, cookie: adminCookie },
          { query: `?access_token=${EDITOR_TOKEN}` },
        ),
        'user',
      );
      assert.equal(
        await whoami({ authorization: basic(EDITOR_TOKEN), cookie: adminCookie }),
        'user',
      );
      assert.equal(
        await whoami({ authorization: basic(EDITOR_TOKEN, EDITOR_TOKEN), cookie: adminCookie }),
        'user',
      );
      // A Basic header with a real password is no static token: the cookie decides.
      assert.equal(
        await whoami({ authorization: basic(EDITOR_TOKEN, 'password'), cookie: adminCookie }),
        'admin',
      );
      assert.equal(
        await whoami({ authorization: `bearer ${EDITOR_TOKEN}`, cookie: adminCookie }),
        'user',
      );
      // The first token found wins even when it is bad: no fallback to the next one.
      assert.equal(
        await whoami({ authorization: `Bearer ${adminJwt}` }, { query: '?access_token=wrong' }),
        'public',
      );
    });

    it('silently falls back to public, with public: true, for any bad token', async () => {
      const config = await server.app.cms.registry.read('alpha');
      assert.ok(config);
      const expired = await new SignJWT({
        id: 1,
        type: 'auth',
        key: config.auth.public_key,
        project: 'alpha',
        jti: 'whatever',
        ttl: 20,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
        .sign(new TextEncoder().encode(config.auth.secret_key));
      const cases: Record<string, string>[] = [
        { authorization: 'Bearer not-a-token' },
        { authorization: `Bearer ${expired}` },
        { authorization: 'Bearer a.b.c' },
        { cookie: 'directus-alpha-session=garbage' },
        { cookie: 'directus-alpha-session=AAAA::00112233445566778899aabbccddeeff' },
      ];
      for (const headers of cases) {
        const response = await fetchJson<Body>(`${server.baseUrl}/alpha/`, { headers });
        assert.equal(response.status, 200, JSON.stringify(headers));
        assert.equal(response.body.public, true, JSON.stringify(headers));
      }
    });

    it('binds JWTs and cookies to their project: a token of alpha is public on beta', async () => {
      const alphaJwt = await authenticate('alpha', server.admin ?? {});
      const betaJwt = await authenticate('beta', betaAdmin);
      assert.equal(
        await whoami({ authorization: `Bearer ${betaJwt}` }, { project: 'beta' }),
        'admin',
      );
      assert.equal(
        await whoami({ authorization: `Bearer ${alphaJwt}` }, { project: 'beta' }),
        'public',
      );
      assert.equal(await whoami({ authorization: `Bearer ${betaJwt}` }), 'public');

      // The cookie of alpha, presented under beta's name, does not decrypt with beta's secret.
      const alphaCookie = await authenticate('alpha', server.admin ?? {}, 'cookie');
      const renamed = alphaCookie.replace('directus-alpha-session', 'directus-beta-session');
      assert.equal(await whoami({ cookie: renamed }, { project: 'beta' }), 'public');
      assert.equal(await whoami({ cookie: alphaCookie }, { project: 'beta' }), 'public');
      assert.equal(await whoami({ cookie: alphaCookie }), 'admin');
      // A static token belongs to one project's users table.
      assert.equal(
        await whoami({ authorization: `Bearer ${EDITOR_TOKEN}` }, { project: 'beta' }),
        'public',
      );
    });

    it('shares sessions between two server processes on one database and data folder', async () => {
      second = await buildApp({
        dataDir: server.dataDir,
        adminDir: path.join(server.dataDir, 'no-admin-build'),
        demoDir: path.join(server.dataDir, 'no-demo-pages'),
        logger: false,
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
      secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;

      // Signed in on one process, signed in on the other.
      const jwt = await authenticate('alpha', server.admin ?? {});
      assert.equal(await whoami({ authorization: `Bearer ${jwt}` }, { base: secondUrl }), 'admin');
      const cookie = await authenticate('alpha', server.admin ?? {}, 'cookie', secondUrl);
      assert.equal(await whoami({ cookie }), 'admin');

      // Logged out on one process, logged out on the other.
      const logout = await fetch(`${secondUrl}/alpha/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}` },
      });
      assert.equal(logout.status, 200);
      assert.equal(await whoami({ authorization: `Bearer ${jwt}` }), 'public');
      await fetch(`${server.baseUrl}/alpha/auth/logout`, { method: 'POST', headers: { cookie } });
      assert.equal(await whoami({ cookie }, { base: secondUrl }), 'public');

      // A refresh on one process is accepted by the other.
      const fresh = await authenticate('alpha', server.admin ?? {}, 'jwt', secondUrl);
      const refreshed = await fetchJson<Json & { data: { token: string } }>(
        `${server.baseUrl}/alpha/auth/refresh`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: fresh }),
        },
      );
      assert.equal(refreshed.status, 200);
      assert.equal(
        await whoami({ authorization: `Bearer ${refreshed.body.data.token}` }, { base: secondUrl }),
        'admin',
      );
    });
  });
}
