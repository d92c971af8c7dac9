// /server/ping, /server/projects and /server/info, without and with projects, on every database.
import assert from 'node:assert/strict';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, fetchText, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('server routes on a server without projects', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('answers ping with plain-text pong', async () => {
    const response = await fetchText(`${server.baseUrl}/server/ping`);
    assert.equal(response.status, 200);
    assert.equal(response.body, 'pong');
    assert.match(String(response.headers.get('content-type')), /^text\/plain/);
  });

  it('answers E14/503 for the project list (the admin then shows the installer)', async () => {
    const response = await fetchJson(`${server.baseUrl}/server/projects`);
    assert.equal(response.status, 503);
    assert.equal(response.body.error?.code, 14);
    assert.equal(response.body.public, undefined);
  });

  it('gives server info without a token while no project exists', async () => {
    const response = await fetchJson<Json & { data: Record<string, Record<string, unknown>> }>(
      `${server.baseUrl}/server/info`,
    );
    assert.equal(response.status, 200);
    assert.equal(response.body.public, true);
    const info = response.body.data;
    assert.equal(info.server.type, 'node');
    assert.equal(info.runtime.name, 'node');
    assert.equal(info.runtime.version, process.versions.node);
    assert.equal(typeof info.runtime.max_upload_size, 'number');
    assert.deepEqual(info.databases, { sqlite: true, mysql: true, postgres: true });
    const folders = info.folders as Record<string, { writable: boolean; exists: boolean }>;
    assert.equal(folders.data.exists, true);
    assert.equal(folders.data.writable, true);
    assert.equal(folders.config.writable, true);
    assert.match(String((info.permissions as Record<string, string>).data), /^0[0-7]{3}$/);
    assert.doesNotMatch(JSON.stringify(info), /php/i);
  });
});

for (const target of databaseMatrix()) {
  describe(`server routes with a project on ${target.label}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ database: target, projectKey: 'shop' });
      // Hand-made configs around the real one, to check what the list hides.
      const config = path.join(server.dataDir, 'config', 'shop.json');
      for (const name of ['private.secret.json', '_example.json', '_.json', 'Bad.Name.json']) {
        await copyFile(config, path.join(server.dataDir, 'config', name));
      }
    });
    after(() => server.close());

    it('answers ping', async () => {
      const response = await fetchText(`${server.baseUrl}/server/ping`);
      assert.equal(response.status, 200);
      assert.equal(response.body, 'pong');
    });

    it('lists public projects only', async () => {
      const response = await fetchJson(`${server.baseUrl}/server/projects`);
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, { data: ['_', 'shop'], public: true });
    });

    it('requires the super-admin token for server info: missing → E4/422', async () => {
      const response = await fetchJson(`${server.baseUrl}/server/info`);
      assert.equal(response.status, 422);
      assert.equal(response.body.error?.code, 4);
      assert.match(String(response.body.error?.message), /super_admin_token/);
    });

    it('requires the super-admin token for server info: wrong → E3/401', async () => {
      const response = await fetchJson(`${server.baseUrl}/server/info?super_admin_token=nope`);
      assert.equal(response.status, 401);
      assert.equal(response.body.error?.code, 3);
      assert.equal(response.body.error?.message, 'Permission denied: Superadmin Only');
    });

    it('gives server info with the right token', async () => {
      const token = encodeURIComponent(String(server.superAdminToken));
      const response = await fetchJson(`${server.baseUrl}/server/info?super_admin_token=${token}`);
      assert.equal(response.status, 200);
      assert.equal((response.body.data as { directus: string }).directus, '8.8.1');
    });
  });
}
