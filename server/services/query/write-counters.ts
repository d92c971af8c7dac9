// A per-collection write counter, owned by the server (table cms_write_counters): every item write
// request bumps the counter of each user collection it wrote to, inside its own transaction
// (services/items/write-context.ts runWrite), so the bump commits with the rows or not at all.
// Whoever cached something derived from a collection's rows (count-cache.ts) reads the counter
// and knows whether it still holds, in this process or any other sharing the database.
//
// Schema changes need no bump here: they bump cms_schema_version, which gives every process a new
// schema model and with it empty caches. The table is made on first use, so projects installed
// before it existed get it without a migration step.
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import { WRITE_COUNTERS_TABLE } from '../../db/system-collections.js';
import { isMissingTableError } from '../../errors/schema-drift.js';

const ready = new WeakMap<Knex, Promise<void>>();

async function createTable(db: Knex): Promise<void> {
  if (await db.schema.hasTable(WRITE_COUNTERS_TABLE)) return;
  try {
    await db.schema.createTable(WRITE_COUNTERS_TABLE, (t) => {
      t.string('collection', 64).notNullable().primary();
      t.bigInteger('counter').notNullable().defaultTo(0);
    });
  } catch (error) {
    // Another process made it first.
    if (!(await db.schema.hasTable(WRITE_COUNTERS_TABLE))) throw error;
  }
}

/** Makes sure the table exists (once per knex instance; call outside any transaction). */
export function ensureWriteCounters(db: Knex): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = createTable(db);
    ready.set(db, done);
    done.catch(() => {
      if (ready.get(db) === done) ready.delete(db);
    });
  }
  return done;
}

/** Adds one to each collection's counter, in the caller's transaction (sorted: one lock order). */
export async function bumpWriteCounters(
  trx: Knex.Transaction,
  collections: Iterable<string>,
): Promise<void> {
  const mysql = dialectOf(trx) === 'mysql';
  for (const collection of [...new Set(collections)].sort()) {
    if (mysql) {
      await trx.raw(
        'insert into ?? (collection, counter) values (?, 1) on duplicate key update counter = counter + 1',
        [WRITE_COUNTERS_TABLE, collection],
      );
    } else {
      await trx.raw(
        'insert into ?? (collection, counter) values (?, 1) on conflict (collection) do update set counter = ??.counter + 1',
        [WRITE_COUNTERS_TABLE, collection, WRITE_COUNTERS_TABLE],
      );
    }
  }
}

/**
 * The collection's counter now (0 before its first write), or undefined when the table does not
 * exist yet (then nothing may be cached).
 */
export async function readWriteCounter(
  db: Knex,
  collection: string,
  select: (query: Knex.QueryBuilder) => Promise<Record<string, unknown>[]>,
): Promise<number | undefined> {
  try {
    const rows = await select(
      db(WRITE_COUNTERS_TABLE).select('counter').where('collection', collection),
    );
    return Number(rows[0]?.counter ?? 0);
  } catch (error) {
    if (isMissingTableError(error) || isMissingTableError((error as { cause?: unknown }).cause)) {
      return undefined;
    }
    throw error;
  }
}
