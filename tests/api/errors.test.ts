// The error envelope over real HTTP: unknown routes, wrong methods, bad bodies, validation,
// unexpected errors in production and development.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT } from '../../server/config/limits.js';
import { envelope } from '../../server/http/envelope.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Routes that exist only in this test, to reach the body parser and the validator.
function testRoutes(app: FastifyInstance) {
  app.post('/server/test-echo', async (request) => envelope(request.body));
  app.post(
    '/server/test-validated',
    {
      schema: {
        body: {
          type: 'object',
          required: ['title'],
          properties: { title: { type: 'string', minLength: 3 } },
        },
      },
    },
    async (request) => envelope(request.body),
  );
  app.get('/server/test-boom', async () => {
    throw new Error('select password from directus_users where id = 1');
  });
}

const json = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});

describe('error envelope (production)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ configure: testRoutes });
  });
  after(() => server.close());

  it('answers an unknown route with 404 code 1', async () => {
    const response = await fetchJson(`${server.baseUrl}/server/nothing-here`);
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { error: { code: 1, message: 'Not Found' } });
  });

  it('answers a path that cannot be a project with 404 code 1', async () => {
    const response = await fetchJson(`${server.baseUrl}/favicon.ico`);
    assert.equal(response.status, 404);
    assert.equal(response.body.error?.code, 1);
  });

  it('answers a wrong method on a known route with 405 code 6 and Allow', async () => {
    const response = await fetchJson(`${server.baseUrl}/server/ping`, { method: 'DELETE' });
    assert.equal(response.status, 405);
    assert.deepEqual(response.body, { error: { code: 6, message: 'Method Not Allowed' } });
    assert.match(String(response.headers.get('allow')), /GET/);
  });

  it('answers malformed JSON with 400 code 13', async () => {
    const response = await fetchJson(`${server.baseUrl}/server/test-echo`, json('{"a": '));
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { error: { code: 13, message: 'Invalid or Empty Payload' } });
  });

  it('reads an empty JSON body as no body, so a route that needs one answers 400 code 13', async () => {
    const echoed = await fetchJson(`${server.baseUrl}/server/test-echo`, json(''));
    assert.equal(echoed.status, 200);
    assert.equal(echoed.body.data, undefined);
    const create = await fetchJson(`${server.baseUrl}/server/projects`, json(' '));
    assert.equal(create.status, 400);
    assert.equal(create.body.error?.code, 13);
  });

  it('accepts valid JSON and flags the anonymous response as public', async () => {
    const response = await fetchJson(`${server.baseUrl}/server/test-echo`, json('{"a":1}'));
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { data: { a: 1 }, public: true });
  });

  it('answers schema validation failures with 422 code 4 naming the field', async () => {
    const missing = await fetchJson(`${server.baseUrl}/server/test-validated`, json('{}'));
    assert.equal(missing.status, 422);
    assert.equal(missing.body.error?.code, 4);
    assert.match(String(missing.body.error?.message), /^title: /);
    const short = await fetchJson(`${server.baseUrl}/server/test-validated`, json('{"title":"a"}'));
    assert.equal(short.status, 422);
    assert.match(String(short.body.error?.message), /title: .*3 characters/);
  });

  it('answers an oversized body with 413 code 601', async () => {
    const body = JSON.stringify({ data: 'x'.repeat(BODY_LIMIT) });
    const response = await fetchJson(`${server.baseUrl}/server/test-echo`, json(body));
    assert.equal(response.status, 413);
    assert.equal(response.body.error?.code, 601);
  });

  it('hides unexpected errors: 500, code null, no message, stack or SQL', async () => {
    const response = await fetchJson(`${server.baseUrl}/server/test-boom`);
    assert.equal(response.status, 500);
    assert.deepEqual(response.body, { error: { code: null, message: 'Internal Server Error' } });
  });
});

describe('error envelope (development)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ configure: testRoutes, env: 'development' });
  });
  after(() => server.close());

  it('adds the message, class, file and line of unexpected errors', async () => {
    const response = await fetchJson(`${server.baseUrl}/server/test-boom`);
    assert.equal(response.status, 500);
    const error = response.body.error as Record<string, unknown>;
    assert.equal(error.code, null);
    assert.match(String(error.message), /select password/);
    assert.equal(error.class, 'Error');
    assert.match(String(error.file), /errors\.test\.ts$/);
    assert.equal(typeof error.line, 'number');
  });
});

for (const target of databaseMatrix()) {
  describe(`unknown projects on a server with a project on ${target.label}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ database: target, projectKey: 'site' });
    });
    after(() => server.close());

    it('answers E3/401 "Unauthorized request" for any route of an unknown project', async () => {
      for (const [url, method] of [
        ['/nosuchproject/', 'GET'],
        ['/nosuchproject/items/articles', 'GET'],
        ['/nosuchproject/auth/authenticate', 'POST'],
      ]) {
        const response = await fetchJson(`${server.baseUrl}${url}`, { method });
        assert.equal(response.status, 401, url);
        assert.deepEqual(response.body, { error: { code: 3, message: 'Unauthorized request' } });
      }
    });

    it('answers 404 code 1 for an unknown route of a known project', async () => {
      const response = await fetchJson(`${server.baseUrl}/site/no-such-endpoint`);
      assert.equal(response.status, 404);
      assert.equal(response.body.error?.code, 1);
    });

    it('answers 405 code 6 for a wrong method on the project info route', async () => {
      const response = await fetchJson(`${server.baseUrl}/site/`, { method: 'PATCH' });
      assert.equal(response.status, 405);
      assert.equal(response.body.error?.code, 6);
    });
  });
}
