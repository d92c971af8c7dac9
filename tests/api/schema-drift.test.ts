// A request that overlaps a schema change (issue 19, item 14), on every database: a column or
// table dropped after the request read its schema model (here: dropped behind the server's back,
// so its model still names them) is answered as after the change, a 404 with the v8 code of what
// is gone, never a 500 (E9).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { type Client, client, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

for (const target of databaseMatrix()) {
  describe(`requests overlapping a schema change on ${target.label}`, () => {
    let server: TestServer;
    let api: Client;
    let db: Knex;

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      api = client(server.baseUrl, server.projectKey!, await signIn(server));
      const created = await api.post('/collections', {
        collection: 'notes',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            primary_key: true,
            auto_increment: true,
          },
          { field: 'title', type: 'string', datatype: 'VARCHAR', length: 100 },
          { field: 'extra', type: 'string', datatype: 'VARCHAR', length: 100 },
        ],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.equal((await api.post('/items/notes', { title: 'one', extra: 'x' })).status, 200);
      // The server's model now holds `notes` with both columns.
      assert.equal((await api.get('/items/notes')).status, 200);
    });
    after(() => server?.close());

    it('a dropped column: 404 E202, not 500 E9', async () => {
      await db.schema.alterTable('notes', (table) => table.dropColumn('extra'));
      const read = await api.get('/items/notes');
      assert.equal(read.status, 404, JSON.stringify(read.body));
      assert.equal(read.body.error?.code, 202);
    });

    it('a dropped table: 404 E200, not 500 E9', async () => {
      await db.schema.dropTable('notes');
      const read = await api.get('/items/notes?fields=id');
      assert.equal(read.status, 404, JSON.stringify(read.body));
      assert.equal(read.body.error?.code, 200);
      const write = await api.post('/items/notes', { title: 'two' });
      assert.equal(write.status, 404, JSON.stringify(write.body));
      assert.equal(write.body.error?.code, 200);
    });
  });
}
