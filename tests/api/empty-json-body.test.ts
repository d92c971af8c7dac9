// A JSON content type with an empty body, on every route that takes a body. Clients send this on
// DELETE (and on a PATCH or POST without data); v8 took it. Each route must answer with the
// envelope — data where no body is needed, an error code where one is — and never a 500.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sqliteTarget } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const WRITE_METHODS = ['POST', 'PATCH', 'DELETE', 'PUT'];

interface RouteEntry {
  method: string;
  path: string;
}

/** Every route with a write method, read from Fastify's route tree printout. */
function writeRoutes(tree: string): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    const parent = stack[depth - 1] ?? '';
    const full =
      segment.startsWith('/') || parent.endsWith('/') || parent === ''
        ? `${parent}${segment}`
        : `${parent}/${segment}`;
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (WRITE_METHODS.includes(method)) routes.push({ method, path: full });
    }
  }
  return routes;
}

describe('an empty JSON body on every write route', () => {
  let server: TestServer;
  let token: string;

  before(async () => {
    server = await startTestServer({ database: sqliteTarget, demoContent: true });
    const signIn = await fetch(`${server.baseUrl}/${server.projectKey}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    const jwt = ((await signIn.json()) as { data: { token: string } }).data.token;
    // A static token: the probe posts to auth/logout too, which ends a JWT's session.
    token = `static-${Date.now()}`;
    const patched = await fetch(`${server.baseUrl}/${server.projectKey}/users/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    assert.equal(patched.status, 200);
  });
  after(() => server.close());

  it('reads as no body: each route answers with the envelope, never a 500', async () => {
    const routes = writeRoutes(server.app.printRoutes({ commonPrefix: false }));
    assert.ok(routes.length > 40, `the route tree was read (${routes.length} write routes)`);
    const failures: string[] = [];
    for (const { method, path } of routes) {
      // Real names where a body is read; a missing collection where a DELETE would destroy one.
      const url = path
        .replace(':project', server.projectKey ?? '')
        .replace(':collection', method === 'DELETE' ? 'no_such_collection' : 'articles')
        .replace(':field', 'title')
        .replace(/:[a-z_]+/g, '999999');
      const response = await fetch(`${server.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '',
      });
      const text = await response.text();
      let body: { data?: unknown; error?: { code?: unknown } } | null = null;
      try {
        body = text === '' ? {} : JSON.parse(text);
      } catch {
        failures.push(`${method} ${url}: ${response.status} not JSON: ${text.slice(0, 80)}`);
        continue;
      }
      if (response.status >= 500) {
        failures.push(`${method} ${url}: ${response.status} ${text.slice(0, 160)}`);
      } else if (response.status >= 400 && typeof body?.error?.code !== 'number') {
        failures.push(`${method} ${url}: ${response.status} without an error code`);
      } else if (response.status === 400 && body?.error?.code !== 13 && body?.error?.code !== 4) {
        failures.push(`${method} ${url}: 400 with code ${String(body?.error?.code)}`);
      }
    }
    assert.deepEqual(failures, []);
    // The probe's own access lasted (posting to auth/logout did not end it), so every route above
    // was reached as the admin.
    const me = await fetch(`${server.baseUrl}/${server.projectKey}/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.status, 200);
  });

  it('a DELETE sent with a JSON content type and no body deletes', async () => {
    const created = await fetch(`${server.baseUrl}/${server.projectKey}/items/tags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Short-lived' }),
    });
    const { data } = (await created.json()) as { data: { id: number } };
    const removed = await fetch(`${server.baseUrl}/${server.projectKey}/items/tags/${data.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    assert.equal(removed.status, 204);
    const gone = await fetch(`${server.baseUrl}/${server.projectKey}/items/tags/${data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(gone.status, 404);
  });
});
