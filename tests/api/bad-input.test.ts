// Bad input is a 4xx with a v8 code on every database, never a 500 (issue 19, item 13): NUL
// characters (PostgreSQL cannot hold them in text) in query parameters, paths and bodies, signed
// in or not, and a LIKE pattern ending in the escape character.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Client, client, send, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const NUL_QUERIES = [
  '/items/articles?filter[title][eq]=%00',
  '/items/articles?filter[title][like]=a%00',
  '/items/articles?filter[title][in]=a,%00',
  '/items/articles?q=%00',
  '/items/articles?status=%00',
  '/items/articles?fields=%00',
  '/items/articles?sort=%00',
  '/fields/articles/%00',
  '/collections/%00',
  '/items/tags/%00',
  '/users?filter[email][eq]=%00',
];

for (const target of databaseMatrix()) {
  describe(`bad input on ${target.label}`, () => {
    let server: TestServer;
    let api: Client;
    let anonymous: Client;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      api = client(server.baseUrl, server.projectKey!, await signIn(server));
      anonymous = client(server.baseUrl, server.projectKey!, null);
    });
    after(() => server?.close());

    const isClientError = (
      path: string,
      response: { status: number; body: { error?: unknown } },
    ) => {
      assert.ok(
        response.status >= 400 && response.status < 500,
        `${path}: ${response.status} ${JSON.stringify(response.body)}`,
      );
      const error = response.body.error as { code?: unknown } | undefined;
      assert.equal(typeof error?.code, 'number', `${path}: a v8 code`);
    };

    it('a NUL in a query parameter or path is a 4xx, signed in or not', async () => {
      for (const path of NUL_QUERIES) isClientError(path, await api.get(path));
      for (const path of [
        '/items/articles?access_token=%00',
        '/items/articles?filter[title][eq]=%00',
        '/auth/sso/%00',
      ]) {
        isClientError(path, await anonymous.get(path));
      }
    });

    it('a NUL in a JSON body is a 4xx (sign-in, item writes)', async () => {
      const signInAnswer = await send(`${server.baseUrl}/${server.projectKey}/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin\u0000@example.com', password: 'x' }),
      });
      isClientError('sign-in email', signInAnswer);
      isClientError('create', await api.post('/items/articles', { title: 'a\u0000b' }));
      isClientError('update', await api.patch('/items/articles/1', { title: 'a\u0000b' }));
    });

    it('a LIKE pattern ending in a backslash is no error: it matches a literal backslash', async () => {
      for (const path of [
        '/items/articles?filter[title][rlike]=%5C',
        '/items/articles?filter[title][nrlike]=a%5C',
        '/items/articles?filter[title][rlike]=%5C%5C%5C',
      ]) {
        const response = await api.get(path);
        assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
      }
      const none = await api.get('/items/articles?filter[title][rlike]=%5C');
      assert.deepEqual(none.body.data, []);
    });
  });
}
