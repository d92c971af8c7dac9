// A project installed by an older server is brought up to date on its first request (contract
// §1.2.5: pending system migrations run before a project is served), on every database.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import { MIGRATIONS } from '../../server/db/migrations/index.js';
import { MIGRATIONS_TABLE } from '../../server/db/system-collections.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const LAST = MIGRATIONS.at(-1)!;

for (const target of databaseMatrix()) {
  describe(`pending migrations on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    before(async () => {
      server = await startTestServer({ database: target, projectKey: 'older' });
      db = await server.projectDb();
      // Make the project look as an older server left it: the newest migration not applied.
      await LAST.down(db);
      await db(MIGRATIONS_TABLE).where({ name: LAST.name }).delete();
    });
    after(async () => {
      await server?.close();
    });

    it('are applied by a new server process before it serves the project', async () => {
      const names = async () => (await db(MIGRATIONS_TABLE).select('name')).map((row) => row.name);
      assert.ok(!(await names()).includes(LAST.name), 'the setup removed the newest migration');
      const upgraded = await buildApp({ dataDir: server.dataDir, logger: false });
      try {
        await upgraded.listen({ port: 0, host: '127.0.0.1' });
        const { port } = upgraded.server.address() as AddressInfo;
        const info = await fetchJson(`http://127.0.0.1:${port}/older/`);
        assert.equal(info.status, 200);
        assert.deepEqual(
          await names(),
          MIGRATIONS.map((migration) => migration.name),
        );
      } finally {
        await upgraded.close();
      }
    });
  });
}
