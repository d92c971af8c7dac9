// Indexes a user asks for (issue #20 §2): `indexed` on a field object through /fields and
// /collections creates and drops a plain B-tree index on every database, is read back from the
// database's catalogue (an index made by hand shows too), is refused with E404/422 where a column
// cannot take one, and a listing sorted by an indexed field reads the index (EXPLAIN).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { UNRESTRICTED_READ } from '../../server/services/permissions/read-scope.js';
import { buildSelect } from '../../server/services/query/execute.js';
import { parseReadQuery } from '../../server/services/query/parse-query.js';
import { getSchema } from '../../server/services/schema/index.js';
import {
  fieldIndexName,
  indexesOf,
  loadFieldIndexes,
} from '../../server/services/schema-admin/field-indexes.js';
import {
  type Body,
  type Client,
  client,
  expectError,
  type Row,
  signIn,
} from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const ROWS = 20_000;

/** The plan of a statement as text, whatever the database prints it as. */
async function explain(db: Knex, sql: string, bindings: readonly unknown[]): Promise<string> {
  const dialect = (db.client as { dialect: string }).dialect;
  const values = bindings as Knex.RawBinding[];
  if (dialect === 'sqlite3') {
    const rows: Row[] = await db.raw(`explain query plan ${sql}`, values);
    return rows.map((row) => String(row.detail)).join('\n');
  }
  if (dialect === 'mysql') {
    const [rows] = (await db.raw(`explain ${sql}`, values)) as [Row[], unknown];
    return rows.map((row) => `key=${String(row.key)} extra=${String(row.Extra)}`).join('\n');
  }
  const result: { rows: Row[] } = await db.raw(`explain ${sql}`, values);
  return result.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

async function indexNames(db: Knex, table: string, column: string): Promise<string[]> {
  return indexesOf(await loadFieldIndexes(db), table, column);
}

function expectWrapped(response: { status: number; body: Body }, message: RegExp) {
  expectError(response, 404, 422);
  assert.match(response.body.error?.message ?? '', message);
}

for (const target of databaseMatrix()) {
  describe(`field indexes on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    const dialect = target.kind;

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      admin = client(server.baseUrl, server.projectKey ?? '', await signIn(server));
      const created = await admin.post('/collections', {
        collection: 'events',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            primary_key: true,
            auto_increment: true,
          },
          { field: 'title', type: 'string', datatype: 'VARCHAR', length: 100 },
          { field: 'happened_on', type: 'datetime', datatype: 'DATETIME', indexed: true },
          { field: 'rank', type: 'integer', datatype: 'INT', required: true, indexed: true },
          { field: 'code', type: 'string', datatype: 'VARCHAR', length: 20, unique: true },
          { field: 'body', type: 'string', datatype: 'TEXT' },
          { field: 'data', type: 'json', datatype: 'TEXT' },
        ],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
    });
    after(async () => {
      await server?.close();
    });

    it('creates the indexes asked for with the collection and reports them', async () => {
      assert.deepEqual(await indexNames(db, 'events', 'happened_on'), [
        fieldIndexName('events', 'happened_on'),
      ]);
      const fields = (await admin.get('/fields/events')).body.data as Row[];
      const indexed = Object.fromEntries(fields.map((field) => [field.field, field.indexed]));
      assert.deepEqual(indexed, {
        id: false,
        title: false,
        happened_on: true,
        rank: true,
        // Unique: served by its unique index, not a plain one.
        code: false,
        body: false,
        data: false,
      });
      const collection = (await admin.get('/collections/events')).body.data as Row;
      const objects = collection.fields as Record<string, Row>;
      assert.equal(objects.happened_on.indexed, true);
      assert.equal(objects.title.indexed, false);
    });

    it('adds and drops the index of an existing field through PATCH /fields', async () => {
      const added = await admin.patch('/fields/events/title', { indexed: true });
      assert.equal(added.status, 200, JSON.stringify(added.body));
      assert.equal((added.body.data as Row).indexed, true);
      assert.deepEqual(await indexNames(db, 'events', 'title'), [
        fieldIndexName('events', 'title'),
      ]);

      // Echoing the object back (as the v8 app saves) changes nothing.
      const echoed = await admin.patch('/fields/events/title', added.body.data);
      assert.equal(echoed.status, 200, JSON.stringify(echoed.body));
      assert.equal((echoed.body.data as Row).indexed, true);

      // A column change keeps the index.
      const longer = await admin.patch('/fields/events/title', { length: 150 });
      assert.equal(longer.status, 200, JSON.stringify(longer.body));
      assert.equal((longer.body.data as Row).indexed, true);

      const dropped = await admin.patch('/fields/events/title', { indexed: false });
      assert.equal(dropped.status, 200, JSON.stringify(dropped.body));
      assert.equal((dropped.body.data as Row).indexed, false);
      assert.deepEqual(await indexNames(db, 'events', 'title'), []);
    });

    it('adds an indexed field through POST /fields and drops it with its index', async () => {
      const created = await admin.post('/fields/events', {
        field: 'place',
        type: 'string',
        datatype: 'VARCHAR',
        length: 50,
        indexed: true,
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.equal((created.body.data as Row).indexed, true);
      assert.deepEqual(await indexNames(db, 'events', 'place'), [
        fieldIndexName('events', 'place'),
      ]);
      const removed = await admin.del('/fields/events/place');
      assert.equal(removed.status, 204, JSON.stringify(removed.body));
      assert.deepEqual(await indexNames(db, 'events', 'place'), []);
    });

    it('shows an index made by hand and drops it by its own name', async () => {
      await db.raw('create index ?? on ?? (??)', ['by_hand_title', 'events', 'title']);
      const read = (await admin.get('/fields/events/title')).body.data as Row;
      assert.equal(read.indexed, true, 'read from the catalogue, no schema change needed');
      const dropped = await admin.patch('/fields/events/title', { indexed: false });
      assert.equal(dropped.status, 200, JSON.stringify(dropped.body));
      assert.deepEqual(await indexNames(db, 'events', 'title'), []);
    });

    it('refuses what cannot take a plain index, leaving the field as it was', async () => {
      expectWrapped(await admin.patch('/fields/events/data', { indexed: true }), /JSON/);
      expectWrapped(await admin.patch('/fields/events/code', { indexed: true }), /unique/);
      expectWrapped(await admin.patch('/fields/events/id', { indexed: true }), /primary key/);
      expectWrapped(
        await admin.patch('/fields/events/title', { unique: true, indexed: true }),
        /unique/,
      );
      const alias = await admin.post('/fields/events', {
        field: 'notes_alias',
        type: 'alias',
        interface: 'divider',
        indexed: true,
      });
      expectWrapped(alias, /no column/);
      const body = await admin.patch('/fields/events/body', { indexed: true });
      if (dialect === 'mysql') {
        expectWrapped(body, /TEXT column.*VARCHAR of at most 768/);
        const wide = await admin.post('/fields/events', {
          field: 'wide',
          type: 'string',
          datatype: 'VARCHAR',
          length: 1000,
          indexed: true,
        });
        expectWrapped(wide, /longer than 768/);
        assert.equal((await admin.get('/fields/events/wide')).status, 404, 'nothing created');
      } else {
        assert.equal(body.status, 200, JSON.stringify(body.body));
        assert.equal((body.body.data as Row).indexed, true);
      }
      for (const field of ['data', 'code', 'title']) {
        assert.deepEqual(await indexNames(db, 'events', field), [], field);
      }
      expectError(await admin.patch('/fields/events/title', { indexed: 'yes' }), 404, 422);
    });

    it('reads the index when a listing sorts by the indexed field', async () => {
      const rows = Array.from({ length: ROWS }, (_, index) => ({
        title: `Event ${index}`,
        happened_on: index % 10 === 0 ? null : new Date(Date.UTC(2020, 0, 1) + index * 3_600_000),
        rank: (index * 7919) % ROWS,
        code: `C${index}`,
      }));
      for (let start = 0; start < rows.length; start += 250) {
        await db('events').insert(rows.slice(start, start + 250));
      }
      if (dialect === 'postgres') await db.raw('analyze ??', ['events']);
      if (dialect === 'mysql') await db.raw('analyze table ??', ['events']);
      if (dialect === 'sqlite') await db.raw('analyze');

      const schema = await getSchema(db);
      const collection = schema.collections.get('events');
      assert.ok(collection);
      const planOf = async (sort: string) => {
        const read = await parseReadQuery({
          schema,
          collection,
          scope: UNRESTRICTED_READ,
          scopes: async () => UNRESTRICTED_READ,
          params: { sort, limit: '50' },
          mode: 'list',
          settings: { defaultLimit: 50, sortNullLast: true },
          messages: [],
        });
        const { sql, bindings } = buildSelect(db, read).toSQL();
        return explain(db, sql, bindings);
      };
      const uses = (plan: string, index: string) => {
        if (dialect === 'mysql') {
          assert.match(plan, new RegExp(`key=${index}`), plan);
          assert.doesNotMatch(plan, /filesort/, plan);
        } else if (dialect === 'sqlite') {
          assert.match(plan, new RegExp(`USING (COVERING )?INDEX ${index}`), plan);
          assert.doesNotMatch(plan, /USE TEMP B-TREE FOR ORDER BY/, plan);
        } else {
          assert.match(plan, new RegExp(`Index Scan( Backward)? using ${index}`), plan);
        }
      };
      // Newest first (NULLs last, the default): the listing the demo and the admin ask for.
      uses(await planOf('-happened_on'), fieldIndexName('events', 'happened_on'));
      // A NOT NULL column reads its index both ways.
      uses(await planOf('rank'), fieldIndexName('events', 'rank'));
      uses(await planOf('-rank'), fieldIndexName('events', 'rank'));

      const listed = await admin.get('/items/events?sort=-happened_on&limit=3&fields=id');
      assert.equal(listed.status, 200, JSON.stringify(listed.body));
      assert.deepEqual(
        (listed.body.data as Row[]).map((row) => row.id),
        [ROWS, ROWS - 1, ROWS - 2],
      );
    });
  });
}
