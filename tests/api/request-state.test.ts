// What a request reads before its route runs (the caller, their role and permissions, the public
// role, the settings, the schema version) comes from the database on every request, in one
// statement (services/auth/request-auth.ts), and the engine's cached SQL is keyed by everything
// that shapes it (services/query/compiled-cache.ts). So a second server process on the same
// database sees changes made elsewhere at once: here the changes are written straight to the
// database, as another process would, and read back through the second server.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import { insertReturningId } from '../../server/db/insert.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const EDITOR_TOKEN = 'editor-static-token-request-state';

type Row = Record<string, unknown>;
type Body = Json & { data?: Row[] | Row; public?: boolean };

for (const target of databaseMatrix()) {
  describe(`request state read per request on ${target.label}`, () => {
    let server: TestServer;
    let second: FastifyInstance;
    let secondUrl: string;
    let db: Knex;
    let roleId: number;
    let editorId: number;
    let permissionId: number;

    /** A GET on the second server (the one that did not make the change). */
    const get = (route: string, token: string | null = EDITOR_TOKEN) =>
      fetchJson<Body>(
        `${secondUrl}/${server.projectKey}${route}`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
    const rows = (response: { status: number; body: Body }) => {
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.data as Row[];
    };

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      roleId = await insertReturningId(db, 'directus_roles', { name: 'Editors' });
      editorId = await insertReturningId(db, 'directus_users', {
        status: 'active',
        role: roleId,
        email: 'editor@example.com',
        token: EDITOR_TOKEN,
      });
      permissionId = await insertReturningId(db, 'directus_permissions', {
        role: roleId,
        collection: 'authors',
        read: 'full',
      });
      second = await buildApp({
        dataDir: server.dataDir,
        adminDir: path.join(server.dataDir, 'no-admin-build'),
        demoDir: path.join(server.dataDir, 'no-demo-pages'),
        logger: false,
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
      secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    });
    after(async () => {
      await second?.close();
      await server?.close();
    });

    it('applies a changed field blacklist to the very next read (same query string)', async () => {
      const route = '/items/authors?limit=2&sort=id';
      // Twice, so the second server has this read's SQL cached.
      for (let i = 0; i < 2; i++) assert.ok(rows(await get(route)).every((row) => 'bio' in row));
      await db('directus_permissions')
        .where({ id: permissionId })
        .update({ read_field_blacklist: 'bio' });
      assert.ok(rows(await get(route)).every((row) => !('bio' in row) && 'name' in row));
      await db('directus_permissions').where({ id: permissionId }).update({ read: 'none' });
      assert.equal((await get(route)).status, 403);
      await db('directus_permissions')
        .where({ id: permissionId })
        .update({ read: 'full', read_field_blacklist: null });
      assert.ok(rows(await get(route)).every((row) => 'bio' in row));
    });

    it('uses the default_limit setting as it is now', async () => {
      const total = rows(await get('/items/authors?limit=-1')).length;
      assert.ok(total >= 2, 'the demo has several authors');
      await db('directus_settings').where({ key: 'default_limit' }).delete();
      await db('directus_settings').insert({ key: 'default_limit', value: '1' });
      assert.equal(rows(await get('/items/authors')).length, 1);
      await db('directus_settings').where({ key: 'default_limit' }).update({ value: '2' });
      assert.equal(rows(await get('/items/authors')).length, 2);
      await db('directus_settings').where({ key: 'default_limit' }).delete();
      assert.equal(rows(await get('/items/authors')).length, Math.min(total, 200));
    });

    it('sees a suspended user, a rotated static token and a changed role at once', async () => {
      assert.equal((await get('/items/authors?limit=1')).status, 200);
      await db('directus_users').where({ id: editorId }).update({ status: 'suspended' });
      const suspended = await get('/items/authors?limit=1');
      assert.equal(suspended.status, 401, 'public: the public role reads nothing here');
      await db('directus_users').where({ id: editorId }).update({ status: 'active' });
      assert.equal((await get('/items/authors?limit=1')).status, 200);

      await db('directus_users')
        .where({ id: editorId })
        .update({ token: `${EDITOR_TOKEN}-new` });
      assert.equal((await get('/items/authors?limit=1')).status, 401);
      assert.equal((await get('/items/authors?limit=1', `${EDITOR_TOKEN}-new`)).status, 200);
      // Static tokens match exactly, on MySQL too (its collation compares case-insensitively).
      assert.equal((await get('/items/authors?limit=1', EDITOR_TOKEN.toUpperCase())).status, 401);
      await db('directus_users').where({ id: editorId }).update({ token: EDITOR_TOKEN });

      const otherRole = await insertReturningId(db, 'directus_roles', { name: 'Nobody' });
      await db('directus_users').where({ id: editorId }).update({ role: otherRole });
      assert.equal((await get('/items/authors?limit=1')).status, 403);
      await db('directus_users').where({ id: editorId }).update({ role: roleId });
      assert.equal((await get('/items/authors?limit=1')).status, 200);
    });

    it('checks the public role’s IP whitelist as it is now', async () => {
      assert.equal((await get('/', null)).status, 200);
      await db('directus_roles').where({ id: 2 }).update({ ip_whitelist: '10.1.2.3' });
      const refused = await get('/', null);
      assert.equal(refused.status, 401);
      assert.equal(refused.body.error?.code, 19);
      // A signed-in caller is checked against their own role instead.
      assert.equal((await get('/items/authors?limit=1')).status, 200);
      await db('directus_roles').where({ id: 2 }).update({ ip_whitelist: null });
      assert.equal((await get('/', null)).status, 200);
    });

    it('purges expired sessions on token-bearing requests, also with a bad token', async () => {
      await db('directus_user_sessions').insert({
        user: editorId,
        token_type: 'jwt',
        token: 'an-expired-session-token',
        token_expired_at: '2020-01-01 00:00:00',
      });
      const bad = await get('/', 'not-a-token-of-anyone');
      assert.equal(bad.body.public, true);
      const left = await db('directus_user_sessions').where({
        token: 'an-expired-session-token',
      });
      assert.equal(left.length, 0);
    });
  });
}
