// Inserting a row and getting its new id back works differently per driver.
import type { Knex } from 'knex';
import { dialectOf } from './dialect.js';

export async function insertReturningId(
  db: Knex,
  table: string,
  row: Record<string, unknown>,
): Promise<number> {
  if (dialectOf(db) === 'postgres') {
    const [inserted] = await db(table).insert(row).returning('id');
    return Number(typeof inserted === 'object' ? inserted.id : inserted);
  }
  // mysql2 and better-sqlite3 answer [insertId].
  const [id] = await db(table).insert(row);
  return Number(id);
}

/**
 * After rows were inserted with explicit ids, PostgreSQL's serial sequence still starts at 1;
 * move it past the highest id so the next plain insert does not collide. No-op elsewhere.
 */
export async function syncIdSequence(db: Knex, table: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.raw(
    "select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from ??), 0) + 1, false)",
    [table, table],
  );
}
