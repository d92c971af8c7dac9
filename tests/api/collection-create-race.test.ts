// Ten concurrent creates of one collection (issue 19, item 15), on every database: exactly one
// wins with 200, the others get "already exists" (E307), and the collection is then whole (table,
// metadata and items readable). MySQL DDL is not transactional, so a loser must not undo the
// winner's table. A loser must not clear the winner's claim either, and a claim left by a request
// that died must not hold the name for ever.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Client, client, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const RACERS = 10;

for (const target of databaseMatrix()) {
  describe(`concurrent creates of one collection on ${target.label}`, () => {
    let server: TestServer;
    let api: Client;

    before(async () => {
      server = await startTestServer({ database: target });
      api = client(server.baseUrl, server.projectKey!, await signIn(server));
    });
    after(() => server?.close());

    it(`${RACERS} racing POST /collections: one 200, the others E307, the collection whole`, async () => {
      const body = {
        collection: 'racers',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            primary_key: true,
            auto_increment: true,
          },
          { field: 'name', type: 'string', datatype: 'VARCHAR', length: 100 },
        ],
      };
      const answers = await Promise.all(
        Array.from({ length: RACERS }, () => api.post('/collections', body)),
      );
      const statuses = answers.map((answer) => `${answer.status}:${answer.body.error?.code ?? ''}`);
      assert.equal(answers.filter((answer) => answer.status === 200).length, 1, statuses.join());
      for (const answer of answers.filter((one) => one.status !== 200)) {
        assert.equal(answer.body.error?.code, 307, JSON.stringify(answer.body));
      }
      const read = await api.get('/collections/racers');
      assert.equal(read.status, 200, JSON.stringify(read.body));
      const created = await api.post('/items/racers', { name: 'first' });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const items = await api.get('/items/racers');
      assert.equal((items.body.data as unknown[]).length, 1);
    });

    it('a claim left by a request that died does not hold the name; a live one answers E307', async () => {
      const db = await server.projectDb();
      const body = {
        collection: 'claimed',
        fields: [{ field: 'id', type: 'integer', datatype: 'INT', primary_key: true }],
      };
      await db('directus_collections').insert({
        collection: 'claimed',
        note: `cms-claim:${Date.now()}:live`,
      });
      const whileClaimed = await api.post('/collections', body);
      assert.equal(whileClaimed.body.error?.code, 307, JSON.stringify(whileClaimed.body));

      const elevenMinutesAgo = Date.now() - 11 * 60 * 1000;
      await db('directus_collections')
        .where('collection', 'claimed')
        .update({ note: `cms-claim:${elevenMinutesAgo}:dead` });
      const afterDeath = await api.post('/collections', body);
      assert.equal(afterDeath.status, 200, JSON.stringify(afterDeath.body));
      const row = await db('directus_collections').where('collection', 'claimed').first('note');
      assert.equal(row.note, null);
    });
  });
}
