// The engine's compiled-SQL cache (services/query/compiled-cache.ts): a read's key covers
// everything its SQL depends on — the parameters' values and the caller's scope included — and
// nothing that changes on every request, so equal reads share one compiled query and any
// difference compiles anew. Values stay bindings.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import knex, { type Knex } from 'knex';
import { migrateToLatest } from '../../../server/db/migrations/index.js';
import { seedSystemData } from '../../../server/db/seed-system.js';
import { fieldRow } from '../../../server/db/system-fields.js';
import {
  type ReadScope,
  UNRESTRICTED_READ,
} from '../../../server/services/permissions/read-scope.js';
import { compileCached, readKey } from '../../../server/services/query/compiled-cache.js';
import {
  buildSelect,
  executeRead,
  parseReadQuery,
  type ReadQuery,
} from '../../../server/services/query/index.js';
import { compile } from '../../../server/services/query/runner.js';
import { getSchema, type SchemaModel } from '../../../server/services/schema/index.js';

describe('compiled query cache', () => {
  let db: Knex;
  let schema: SchemaModel;

  before(async () => {
    db = knex({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
    await migrateToLatest(db);
    await seedSystemData(db);
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('status', 20).notNullable();
      t.string('title', 100).notNullable();
      t.integer('owner').nullable();
    });
    await db('directus_fields').insert([
      fieldRow({
        collection: 'notes',
        field: 'status',
        type: 'status',
        interface: 'status',
        options: { status_mapping: { published: { name: 'Published' }, draft: { name: 'Draft' } } },
      }),
      fieldRow({ collection: 'notes', field: 'owner', type: 'owner', interface: 'owner' }),
    ]);
    await db('notes').insert([
      { status: 'published', title: 'One', owner: 1 },
      { status: 'draft', title: 'Two', owner: 2 },
      { status: 'published', title: 'Three', owner: 2 },
    ]);
    schema = await getSchema(db);
  });
  after(async () => {
    await db.destroy();
  });

  const parse = (
    params: Record<string, unknown>,
    scope: ReadScope = UNRESTRICTED_READ,
    now?: Date,
  ) =>
    parseReadQuery({
      schema,
      collection: schema.collections.get('notes')!,
      scope,
      scopes: async () => scope,
      params,
      mode: 'list',
      settings: { defaultLimit: 200, sortNullLast: true },
      messages: [],
      now,
    });
  const key = (read: ReadQuery) => readKey(schema, 'select', read);

  it('keys equal reads alike, whenever they are parsed', async () => {
    const params = { filter: { title: { eq: 'One' } }, sort: '-id', limit: '2' };
    const a = await parse(params, UNRESTRICTED_READ, new Date('2025-01-01T00:00:00Z'));
    const b = await parse(params, UNRESTRICTED_READ, new Date('2025-06-01T00:00:00Z'));
    assert.ok(key(a));
    assert.equal(key(a), key(b));
  });

  it('keys apart reads whose SQL or bindings differ', async () => {
    const base = { filter: { title: { eq: 'One' } }, sort: '-id', limit: '2' };
    const keys = [
      key(await parse(base)),
      key(await parse({ ...base, filter: { title: { eq: 'Two' } } })),
      key(await parse({ ...base, sort: 'id' })),
      key(await parse({ ...base, limit: '3' })),
      key(await parse({ ...base, fields: 'id' })),
      key(
        await parse(base, {
          rows: [{ ownerIn: [1] }],
          fieldBlacklist: [],
          fieldBlacklistByStatus: {},
        }),
      ),
      key(
        await parse(base, {
          rows: [{ ownerIn: [2] }],
          fieldBlacklist: [],
          fieldBlacklistByStatus: {},
        }),
      ),
      key(
        await parse(base, { rows: 'all', fieldBlacklist: ['owner'], fieldBlacklistByStatus: {} }),
      ),
      // `now` filter values are in the key as the value they stand for.
      key(await parse({ ...base, filter: { title: { eq: 'now' } } })),
    ];
    assert.ok(keys.every((k) => typeof k === 'string'));
    assert.equal(new Set(keys).size, keys.length);
  });

  it('returns the SQL and bindings knex compiles, once per key', async () => {
    const read = await parse({ filter: { status: { eq: 'draft' } }, sort: 'title' });
    let builds = 0;
    const build = () => {
      builds += 1;
      return buildSelect(db, read);
    };
    const first = compileCached(schema, key(read), build);
    const again = compileCached(
      schema,
      key(await parse({ filter: { status: { eq: 'draft' } }, sort: 'title' })),
      build,
    );
    assert.equal(builds, 1);
    assert.equal(again, first);
    assert.deepEqual({ ...first, bindings: [...first.bindings] }, compile(buildSelect(db, read)));
    assert.ok(first.bindings.includes('draft'), 'values are bindings');
    assert.ok(!first.sql.includes('draft'));
    // Uncacheable keys compile every time.
    compileCached(schema, undefined, build);
    assert.equal(builds, 2);
  });

  it('reads the same rows through the cache', async () => {
    const params = { fields: 'id,title', sort: '-id', filter: { owner: { eq: '2' } } };
    const first = await executeRead(db, await parse(params));
    const second = await executeRead(db, await parse(params));
    assert.deepEqual(first, [
      { id: 3, title: 'Three' },
      { id: 2, title: 'Two' },
    ]);
    assert.deepEqual(second, first);
    const other = await executeRead(db, await parse({ ...params, filter: { owner: { eq: '1' } } }));
    assert.deepEqual(other, [{ id: 1, title: 'One' }]);
  });

  it('does not key what is not plain data', () => {
    assert.equal(readKey(schema, { f: () => 1 }), undefined);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    assert.equal(readKey(schema, cycle), undefined);
    assert.notEqual(readKey(schema, [1n]), readKey(schema, ['1']));
    assert.notEqual(readKey(schema, [Number.NaN]), readKey(schema, [null]));
    assert.equal(readKey(schema, new Date()), undefined);
    // Too long to be worth keeping (a huge IN list), nested or not.
    const ids = Array.from({ length: 2000 }, (_, index) => index);
    assert.equal(readKey(schema, ids), undefined);
    assert.equal(readKey(schema, { filter: { in: ids } }), undefined);
    assert.equal(typeof readKey(schema, ids.slice(0, 100)), 'string');
  });

  it('gives different keys to different data of every form', () => {
    const notes = schema.collections.get('notes');
    assert.ok(notes);
    const distinct = [
      [undefined],
      ['#u'],
      [null],
      ['null'],
      [true],
      ['true'],
      [1],
      ['1'],
      [[1, 2]],
      [new Set([1, 2])],
      [new Map([[1, 2]])],
      [[[1, 2]]],
      [{ a: 1 }],
      [{ a: '1' }],
      [{ 'a:1': 1 }],
      [notes],
      ['c:notes'],
      ['@"c:notes"'],
      ['a', 'b'],
      ['a,b'],
      ['a;b'],
    ].map((parts) => readKey(schema, ...parts));
    assert.equal(new Set(distinct).size, distinct.length);
    // Undefined properties are absent, as in JSON; property order is the object's own.
    assert.equal(readKey(schema, { a: 1, b: undefined }), readKey(schema, { a: 1 }));
  });
});
