// Compatibility with the Directus v8 admin app (8.8.1): requests it sends in everyday flows and
// what it expects back, on every database of the matrix (issue 19, items 1-5).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Client, client, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Row = Record<string, unknown>;

for (const target of databaseMatrix()) {
  describe(`the v8 admin app's requests on ${target.label}`, () => {
    let server: TestServer;
    let api: Client;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      api = client(server.baseUrl, server.projectKey!, await signIn(server));
    });
    after(() => server?.close());

    it('a bare "-" in fields removes nothing and is no error (the settings hub counts)', async () => {
      const roles = await api.get('/roles?fields=-&limit=0&meta=total_count');
      assert.equal(roles.status, 200, JSON.stringify(roles.body));
      assert.deepEqual(roles.body.data, []);
      assert.equal(typeof roles.body.meta?.total_count, 'number');
      const articles = await api.get('/items/articles?fields=id,-&sort=id&limit=1');
      assert.equal(articles.status, 200, JSON.stringify(articles.body));
      assert.deepEqual(articles.body.data, [{ id: 1 }]);
    });

    it('a non-numeric value on an integer field matches no row (200, not 422)', async () => {
      for (const value of ['+', 'null', 'abc', '99999999999999999999']) {
        const response = await api.get(
          `/items/articles?fields=id&filter[author]=${encodeURIComponent(value)}`,
        );
        assert.equal(response.status, 200, `${value}: ${JSON.stringify(response.body)}`);
        assert.deepEqual(response.body.data, [], value);
      }
      // In a list the impossible value drops out; the others still match.
      const list = await api.get('/items/articles?fields=id&filter[id][in]=1,x');
      assert.equal(list.status, 200, JSON.stringify(list.body));
      assert.deepEqual(
        (list.body.data as Row[]).map((row) => row.id),
        [1],
      );
      // Every row with a value differs from an impossible one.
      const all = await api.get('/items/articles?fields=id&filter[id][neq]=x&meta=result_count');
      const count = await api.get('/items/articles?fields=id&limit=-1&meta=result_count');
      assert.equal(all.status, 200, JSON.stringify(all.body));
      assert.equal(all.body.meta?.result_count, count.body.meta?.result_count);
      const range = await api.get('/items/articles?fields=id&filter[id][between]=x,5');
      assert.equal(range.status, 200, JSON.stringify(range.body));
      assert.deepEqual(range.body.data, []);
    });
  });
}
