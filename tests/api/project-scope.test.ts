// The /{project} scope (server/http/project-scope.ts): a request resolves its project once, and a
// project that is not configured is refused (E3/401) before the body is read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sqliteTarget } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('the /{project} scope', () => {
  let server: TestServer;
  let projectUrl: string;
  let token: string;
  let reads: string[];

  before(async () => {
    server = await startTestServer({ database: sqliteTarget, demoContent: true });
    projectUrl = `${server.baseUrl}/${server.projectKey}`;
    const signIn = await fetch(`${projectUrl}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    token = ((await signIn.json()) as { data: { token: string } }).data.token;
    // Count the project config lookups every request makes.
    const { registry } = server.app.cms;
    const read = registry.read.bind(registry);
    registry.read = (key) => {
      reads.push(key);
      return read(key);
    };
  });
  after(() => server.close());

  async function readsOf(request: () => Promise<Response>): Promise<string[]> {
    reads = [];
    const response = await request();
    assert.ok(response.status < 300, `${response.status}: ${await response.text()}`);
    return reads;
  }

  it('resolves the project once for a signed-in read (the caller and the route share it)', async () => {
    const lookups = await readsOf(() =>
      fetch(`${projectUrl}/items/articles?fields=id,title&limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    assert.deepEqual(lookups, [server.projectKey]);
  });

  it('resolves the project once for a write', async () => {
    const lookups = await readsOf(() =>
      fetch(`${projectUrl}/items/tags?fields=id`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `scope-${Date.now()}`, color: '#123456' }),
      }),
    );
    assert.deepEqual(lookups, [server.projectKey]);
  });

  it('resolves the project once on the routes the caller middleware skips (auth)', async () => {
    const lookups = await readsOf(() =>
      fetch(`${projectUrl}/auth/check`, { headers: { authorization: `Bearer ${token}` } }),
    );
    assert.deepEqual(lookups, [server.projectKey]);
  });

  it('refuses a project that is not configured (E3/401) before reading the body', async () => {
    const response = await fetch(`${server.baseUrl}/not_configured/items/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"not json',
    });
    assert.equal(response.status, 401);
    const body = (await response.json()) as { error: { code: number } };
    assert.equal(body.error.code, 3);
  });
});
