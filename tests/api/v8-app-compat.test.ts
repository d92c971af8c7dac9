// Compatibility with the Directus v8 admin app (8.8.1): requests it sends in everyday flows and
// what it expects back, on every database of the matrix (issue 19, items 1-5).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { up as toManyTypeO2m } from '../../server/db/migrations/20251125000000_to_many_type_o2m.js';
import { up as toggleToSwitch } from '../../server/db/migrations/20251125000100_toggle_to_switch.js';
import { type Client, client, send, signIn } from '../helpers/api-client.js';
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

    it('stores and reports many-to-many fields as v8 does: type o2m, interface many-to-many', async () => {
      for (const [collection, field] of [
        ['articles', 'tags'],
        ['tags', 'articles'],
      ]) {
        const response = await api.get(`/fields/${collection}/${field}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const data = response.body.data as Row;
        assert.equal(data.type, 'o2m', `${collection}.${field}`);
        assert.equal(data.interface, 'many-to-many');
      }
      const types = await send(`${server.baseUrl}/types`, {
        headers: { authorization: `Bearer ${await signIn(server)}` },
      });
      const names = (types.body.data as Row[]).map((type) => type.name);
      assert.ok(names.includes('o2m') && !names.includes('m2m'), names.join());
      // `m2m` is accepted as another name of o2m and stored as v8 would.
      const created = await api.post('/fields/articles', {
        field: 'related_tags',
        type: 'm2m',
        interface: 'many-to-many',
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.equal((created.body.data as Row).type, 'o2m');
      // The relation still expands.
      const article = await api.get('/items/articles/1?fields=id,tags.tag.name');
      assert.equal(article.status, 200, JSON.stringify(article.body));
      assert.ok(((article.body.data as Row).tags as Row[]).length > 0);
    });

    it('a system migration turns existing m2m fields into o2m', async () => {
      const db = await server.projectDb();
      await db('directus_fields')
        .where({ collection: 'tags', field: 'articles' })
        .update({ type: 'm2m' });
      await toManyTypeO2m(db);
      const row = await db('directus_fields')
        .where({ collection: 'tags', field: 'articles' })
        .first();
      assert.equal(row.type, 'o2m');
    });

    it('boolean fields use the interface switch and report the datatype of v8 (MySQL: TINYINT)', async () => {
      for (const [collection, field] of [
        ['directus_collections', 'hidden'],
        ['directus_collections', 'single'],
        ['directus_roles', 'enforce_2fa'],
      ]) {
        const response = await api.get(`/fields/${collection}/${field}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const data = response.body.data as Row;
        assert.equal(data.interface, 'switch', `${collection}.${field}`);
        assert.equal(data.datatype, 'TINYINT', `${collection}.${field}`);
      }
      const all = (await api.get('/fields?limit=-1')).body.data as Row[];
      const toggles = all.filter((row) => row.interface === 'toggle' || row.datatype === 'BOOLEAN');
      assert.deepEqual(
        toggles.map((row) => `${row.collection}.${row.field}`),
        [],
      );
    });

    it('a system migration renames the toggle interface to switch', async () => {
      const db = await server.projectDb();
      const where = { collection: 'directus_roles', field: 'enforce_2fa' };
      await db('directus_fields').where(where).update({ interface: 'toggle' });
      await toggleToSwitch(db);
      assert.equal((await db('directus_fields').where(where).first()).interface, 'switch');
    });

    it('a new project has the four default presets v8 seeds', async () => {
      const response = await api.get(
        '/collection_presets?filter[user][null]=1&filter[role][null]=1&filter[title][null]=1&sort=id',
      );
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const views = Object.fromEntries(
        (response.body.data as Row[]).map((row) => [row.collection, row.view_type]),
      );
      assert.deepEqual(views, {
        directus_activity: 'timeline',
        directus_files: 'cards',
        directus_users: 'cards',
        directus_webhooks: 'tabular',
      });
      const webhooks = (response.body.data as Row[]).find(
        (row) => row.collection === 'directus_webhooks',
      )!;
      const query =
        typeof webhooks.view_query === 'string'
          ? JSON.parse(webhooks.view_query)
          : webhooks.view_query;
      assert.equal(query.tabular.fields, 'status,http_action,url,collection,directus_action');
    });
  });
}
