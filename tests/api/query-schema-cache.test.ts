// The schema model is cached per server and validated by cms_schema_version on every request: two
// servers sharing one database (here: two apps with their own connection pools and caches, on one
// SQLite file, MySQL or PostgreSQL database) see each other's schema changes as soon as the
// version is bumped, and not before. Tables Directus does not manage are readable by admins;
// projects installed before the version table existed get it on their first read.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../../server/app.js';
import { fieldRow } from '../../server/db/system-fields.js';
import type { Actor } from '../../server/http/actor.js';
import {
  bumpSchemaVersion,
  getSchema,
  SCHEMA_VERSION_TABLE,
} from '../../server/services/schema/index.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Test only: every request of this file reads as an administrator.
const ADMIN: Actor = { userId: 1, roleId: 1, admin: true, public: false, enforce2fa: false };

function asAdmin(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.actor = ADMIN;
  });
}

for (const target of databaseMatrix()) {
  describe(`schema cache across servers on ${target.label}`, () => {
    let first: TestServer;
    let second: FastifyInstance;
    let secondUrl: string;
    let firstDb: Knex;
    let secondDb: Knex;

    const read = (base: string, path: string) => fetchJson<Json>(`${base}/test${path}`);
    const both = async (path: string) => [
      await read(first.baseUrl, path),
      await read(secondUrl, path),
    ];

    before(async () => {
      first = await startTestServer({ database: target, configure: asAdmin });
      second = await buildApp({ dataDir: first.dataDir, logger: false, env: 'development' });
      asAdmin(second);
      await second.listen({ port: 0, host: '127.0.0.1' });
      secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      firstDb = await first.projectDb();
      const config = await second.cms.registry.read('test');
      assert.ok(config);
      secondDb = await second.cms.connections.get('test', config);
      assert.notEqual(firstDb, secondDb, 'each server has its own pool');
    });
    after(async () => {
      await second?.close();
      await first?.close();
    });

    it('sees a new table on both servers once the version is bumped, not before', async () => {
      for (const response of await both('/items/gadgets')) {
        assert.equal(response.body.error?.code, 200);
      }
      await secondDb.schema.createTable('gadgets', (t) => {
        t.increments('id');
        t.string('name', 50).notNullable();
        t.integer('flag').nullable();
      });
      await secondDb('gadgets').insert([
        { name: 'lamp', flag: 1 },
        { name: 'kettle', flag: 0 },
      ]);
      for (const response of await both('/items/gadgets')) {
        assert.equal(response.status, 404, 'cached schema, no bump yet');
      }
      await bumpSchemaVersion(secondDb);
      for (const response of await both('/items/gadgets')) {
        assert.equal(response.status, 200, JSON.stringify(response.body));
        assert.deepEqual(response.body.data, [
          { id: 1, name: 'lamp', flag: 1 },
          { id: 2, name: 'kettle', flag: 0 },
        ]);
      }
    });

    it('sees field types and relations changed by the other server', async () => {
      await firstDb.transaction(async (trx) => {
        await trx('directus_fields').insert(
          fieldRow({ collection: 'gadgets', field: 'flag', type: 'boolean', interface: 'toggle' }),
        );
        await bumpSchemaVersion(trx);
      });
      for (const response of await both('/items/gadgets?fields=name,flag&limit=1')) {
        assert.deepEqual(response.body.data, [{ name: 'lamp', flag: true }]);
      }

      await firstDb.schema.createTable('makers', (t) => {
        t.increments('id');
        t.string('name', 50);
      });
      await firstDb('makers').insert({ name: 'Acme' });
      await firstDb.schema.alterTable('gadgets', (t) => {
        t.integer('maker').nullable();
      });
      await firstDb('gadgets').update({ maker: 1 });
      await firstDb('directus_relations').insert({
        collection_many: 'gadgets',
        field_many: 'maker',
        collection_one: 'makers',
        field_one: 'gadgets',
        junction_field: null,
      });
      await firstDb('directus_fields').insert(
        fieldRow({ collection: 'makers', field: 'gadgets', type: 'o2m', interface: 'one-to-many' }),
      );
      await bumpSchemaVersion(firstDb);
      for (const response of await both('/items/gadgets/1?fields=name,maker.name')) {
        assert.deepEqual(response.body.data, { name: 'lamp', maker: { name: 'Acme' } });
      }
      for (const response of await both('/items/makers?fields=name,gadgets.name')) {
        assert.deepEqual(response.body.data, [
          { name: 'Acme', gadgets: [{ name: 'lamp' }, { name: 'kettle' }] },
        ]);
      }
    });

    it('loads the schema once per version', async () => {
      const a = await getSchema(firstDb);
      const b = await getSchema(firstDb);
      assert.equal(a, b);
      await bumpSchemaVersion(firstDb);
      const c = await getSchema(firstDb);
      assert.notEqual(c, a);
      assert.equal(c.version, a.version + 1);
    });

    it('never lists its own bookkeeping tables as collections', async () => {
      for (const table of [SCHEMA_VERSION_TABLE, 'cms_migrations', 'cms_migrations_lock']) {
        const response = await read(first.baseUrl, `/items/${table}`);
        assert.equal(response.body.error?.code, 200, table);
      }
    });

    it('answers a column dropped under a stale schema with E202/404, the SQL shown in development only', async () => {
      for (const response of await both('/items/gadgets?limit=1')) {
        assert.deepEqual(Object.keys((response.body.data as object[])[0]), [
          'id',
          'name',
          'flag',
          'maker',
        ]);
      }
      // Dropped without a version bump: both servers still select the column.
      await firstDb.schema.alterTable('gadgets', (t) => {
        t.dropColumn('flag');
      });
      const [production, development] = await both('/items/gadgets');
      // As after the change (schema-drift.test.ts): the field is gone, not a server failure.
      for (const response of [production, development]) {
        assert.equal(response.status, 404, JSON.stringify(response.body));
        assert.equal(response.body.error?.code, 202);
      }
      assert.equal(production.body.error?.query, undefined);
      assert.match(String(development.body.error?.query), /flag/);
      await bumpSchemaVersion(firstDb);
      for (const response of await both('/items/gadgets?fields=id,name&limit=1')) {
        assert.deepEqual(response.body.data, [{ id: 1, name: 'lamp' }]);
      }
    });

    it('creates the version table for a project installed before it existed', async () => {
      await firstDb.schema.dropTable(SCHEMA_VERSION_TABLE);
      await firstDb('cms_migrations').where('name', '20250601000000_schema_version').delete();
      const response = await read(first.baseUrl, '/items/gadgets?fields=id');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(await firstDb.schema.hasTable(SCHEMA_VERSION_TABLE), true);
      const again = await read(secondUrl, '/items/makers?fields=id');
      assert.equal(again.status, 200, JSON.stringify(again.body));
    });
  });
}
