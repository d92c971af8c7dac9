// Body and path shapes declared as route schemas (server/http/bodies.ts) answer with v8's codes
// and messages, before the handler runs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, caller } from '../helpers/caller.js';
import { sqliteTarget } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('route shapes', () => {
  let server: TestServer;
  let token: string | null = null;
  const api = caller(
    () => `${server.baseUrl}/${server.projectKey}`,
    () => token,
  );

  before(async () => {
    server = await startTestServer({ database: sqliteTarget });
    const signIn = await api.post('/auth/authenticate', server.admin, null);
    token = String((signIn.body?.data as { token?: string } | undefined)?.token);
  });
  after(() => server.close());

  it('auth: no body reads as empty, a non-object body is E13', async () => {
    // No body: the credentials are missing (E114), not the payload.
    assertError(await api.call('POST', '/auth/authenticate', undefined, null), 422, 114);
    assertError(await api.post('/auth/authenticate', ['x'], null), 400, 13);
    assertError(await api.post('/auth/password/reset', 'text', null), 400, 13);
  });

  it('auth/refresh: a blank token is E4 with its field named', async () => {
    assertError(await api.post('/auth/refresh', {}, null), 422, 4, /^token: This value/);
    assertError(await api.post('/auth/refresh', { token: '' }, null), 422, 4, /^token: /);
  });

  it('auth/logout/{user}/{id}: ids that are not positive integers are E4, user first', async () => {
    assertError(await api.post('/auth/logout/me', {}), 422, 4, /^user: .*positive integer/);
    assertError(await api.post('/auth/logout/x/y', {}), 422, 4, /^user: /);
    assertError(await api.post('/auth/logout/1/y', {}), 422, 4, /^id: .*positive integer/);
  });

  it('schema admin: collections and relations take objects, fields objects or arrays', async () => {
    assertError(await api.post('/collections', [{ collection: 'x' }]), 400, 13);
    assertError(await api.patch('/relations/1', [1]), 400, 13);
    assertError(await api.post('/relations', 'text'), 400, 13);
    assertError(await api.post('/fields/directus_users', 'text'), 400, 13);
  });

  it('system writes: empty bodies are E13, a batch of non-objects E4', async () => {
    assertError(await api.post('/roles', {}), 400, 13);
    assertError(await api.post('/roles', []), 400, 13);
    assertError(await api.post('/roles', [1]), 422, 4, /batch create expect an array/);
    assertError(await api.patch('/roles', { name: 'x' }), 422, 4, /batch update expect an array/);
    assertError(await api.post('/activity/comment', {}), 400, 13);
    const created = await api.post('/roles', { name: `shape-${Date.now()}` });
    assert.equal(created.status, 200, JSON.stringify(created.body));
  });
});
