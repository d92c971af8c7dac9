// Running a schema change: DDL plus the metadata rows describing it, then a schema version bump
// so every server process sharing the database reloads its schema model.
//
// - PostgreSQL and SQLite have transactional DDL: DDL, metadata and the bump run in one
//   transaction, and a failure leaves nothing behind.
// - MariaDB/MySQL commit implicitly on DDL: the DDL runs first, then the metadata in a
//   transaction; when anything fails the `undo` steps reverse the DDL already done (dropping a
//   created table or added column, restoring an altered one), and the version is bumped anyway so
//   no process keeps a model of a half-applied change.
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import { ApiError, isApiError } from '../../errors/api-error.js';
import type { ErrorName } from '../../errors/codes.js';
import { bumpSchemaVersion } from '../schema/index.js';
import { prepareSchemaChange, reconcileSearchIndexes, runDdlStep } from '../search-index/index.js';

export interface SchemaChange<T> {
  /** DDL steps, in order; each gets the connection (the transaction where DDL is transactional). */
  ddl?: ((conn: Knex) => Promise<void>)[];
  /**
   * MySQL only: reverses DDL step `index`; called, last first, for every step that ran (the
   * failing one included), so it must tolerate a step that did not happen.
   */
  undo?: (conn: Knex, index: number) => Promise<void>;
  /** Metadata writes, always inside a transaction. */
  metadata?: (trx: Knex.Transaction) => Promise<T>;
}

export async function applySchemaChange<T>(db: Knex, change: SchemaChange<T>): Promise<T> {
  const steps = change.ddl ?? [];
  if (dialectOf(db) !== 'mysql') {
    return db.transaction(async (trx) => {
      // The `q` search indexes follow the change in the same transaction (search-index/).
      const snapshot = await prepareSchemaChange(trx);
      for (const step of steps) await runDdlStep(trx, step);
      const result = (await change.metadata?.(trx)) as T;
      await reconcileSearchIndexes(trx, snapshot);
      await bumpSchemaVersion(trx);
      return result;
    });
  }

  let done = 0;
  try {
    for (const step of steps) {
      await step(db);
      done++;
    }
    return await db.transaction(async (trx) => {
      const result = (await change.metadata?.(trx)) as T;
      await bumpSchemaVersion(trx);
      return result;
    });
  } catch (error) {
    // The failing step may have half-applied (CREATE TABLE done, its unique index refused).
    const last = Math.min(done, steps.length - 1);
    for (let index = last; index >= 0; index--) {
      await change.undo?.(db, index).catch(() => {});
    }
    await bumpSchemaVersion(db).catch(() => {});
    throw error;
  }
}

/** A driver's error code (mysql2 `ER_…`, PostgreSQL SQLSTATE, better-sqlite3 `SQLITE_…`). */
function driverCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether CREATE TABLE of `table` failed because the table exists (a concurrent create won):
 * MySQL ER_TABLE_EXISTS_ERROR, PostgreSQL duplicate_table naming it (an index name clash is
 * 42P07 too) or, when both creates ran at once, the unique index of its type catalogue, SQLite's
 * message.
 */
export function isTableExistsError(error: unknown, table: string): boolean {
  const code = driverCode(error);
  const message = error instanceof Error ? error.message : '';
  if (code === 'ER_TABLE_EXISTS_ERROR') return true;
  if (code === '42P07') return message.includes(`relation "${table}" already exists`);
  if (code === '23505') return message.includes('pg_type_typname_nsp_index');
  return /^SQLITE/.test(code ?? '') && message.includes(`table ${table} already exists`);
}

/**
 * A failure turned into a catalogue error: ApiErrors pass through; database errors keep their
 * message only on development servers (it holds the SQL), production gets a fixed message and the
 * driver's error code.
 */
export function asApiError(
  error: unknown,
  name: ErrorName,
  fallback: string,
  exposeErrors: boolean,
): ApiError {
  if (isApiError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (exposeErrors) return new ApiError(name, message, { cause: error });
  const code = driverCode(error);
  return new ApiError(name, code ? `${fallback} (${code})` : fallback, { cause: error });
}
