// The SQLite client (server/db/sqlite-client.ts) against a real database file shared by two
// connections, as two server processes share it: transactions take the write lock when they
// begin, so a transaction that read first can still write after another connection wrote
// (a deferred BEGIN fails there with SQLITE_BUSY whatever busy_timeout says).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import { createKnex } from '../../../server/db/connection.js';

describe('SQLite client', () => {
  let dir: string;
  let db: Knex;
  let other: Database.Database;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cms-sqlite-client-'));
    db = createKnex(dir, { type: 'sqlite', filename: 'shared.sqlite' }, { createSqliteFile: true });
    await db.schema.createTable('counters', (t) => {
      t.integer('id').primary();
      t.integer('value').notNullable();
    });
    await db('counters').insert({ id: 1, value: 0 });
    // The other "process": no busy timeout, so a held lock shows at once.
    other = new Database(path.join(dir, 'shared.sqlite'));
    other.pragma('busy_timeout = 0');
  });
  after(async () => {
    other?.close();
    await db?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('begins transactions with the write lock, so a read-then-write cannot go stale', async () => {
    await db.transaction(async (trx) => {
      const [row] = await trx('counters').where({ id: 1 }).select('value');
      // Another connection cannot write while the transaction is open...
      assert.throws(
        () => other.prepare('update counters set value = value + 100 where id = 1').run(),
        /locked|busy/i,
      );
      // ...so the transaction's own write, based on what it read, goes through.
      await trx('counters')
        .where({ id: 1 })
        .update({ value: Number(row.value) + 1 });
    });
    const stored = other.prepare('select value from counters where id = 1').get() as {
      value: number;
    };
    assert.equal(stored.value, 1);
    // Once committed, the other connection writes again.
    other.prepare('update counters set value = value + 100 where id = 1').run();
    const [row] = await db('counters').where({ id: 1 }).select('value');
    assert.equal(Number(row.value), 101);
  });

  it('keeps nested transactions as savepoints', async () => {
    await db.transaction(async (trx) => {
      await trx('counters').where({ id: 1 }).update({ value: 5 });
      await trx
        .transaction(async (inner) => {
          await inner('counters').where({ id: 1 }).update({ value: 6 });
          throw new Error('roll back the inner one');
        })
        .catch(() => {});
    });
    const [row] = await db('counters').where({ id: 1 }).select('value');
    assert.equal(Number(row.value), 5);
  });
});
