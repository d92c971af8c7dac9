// knex's better-sqlite3 client, with prepared statements kept per connection. knex prepares every
// statement anew, and on SQLite preparing (parsing and planning the SQL) costs more than running a
// typical query; the SQL of a given query shape is the same on every request, so each connection
// keeps its most recently used statements (in object mode, and apart from them in raw mode, rows
// as arrays, for the item engine). SQLite re-prepares a cached statement by itself when the schema
// changes, so DDL needs no invalidation here. Transactions begin IMMEDIATE (see _query).
import { createRequire } from 'node:module';
import type { Knex } from 'knex';

export interface SqliteStatement {
  reader: boolean;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  safeIntegers(toggle: boolean): SqliteStatement;
  raw(toggle: boolean): SqliteStatement;
  columns(): { name: string }[];
}

export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

const CACHE_SIZE = 200;
const caches = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

/** The connection's prepared statement for `sql` (least recently used ones are dropped). */
export function preparedStatement(connection: SqliteConnection, sql: string): SqliteStatement {
  let cache = caches.get(connection);
  if (!cache) {
    cache = new Map();
    caches.set(connection, cache);
  }
  let statement = cache.get(sql);
  if (statement) {
    cache.delete(sql);
  } else {
    statement = connection.prepare(sql);
    if (cache.size >= CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }
  cache.set(sql, statement);
  return statement;
}

/** A statement answering rows as arrays, and the names of its result columns. */
export interface RawSqliteStatement {
  statement: SqliteStatement;
  columns: string[];
}

const rawCaches = new WeakMap<SqliteConnection, Map<string, RawSqliteStatement>>();

/**
 * The connection's prepared statement for `sql` in raw mode (rows as arrays, which better-sqlite3
 * builds faster than objects), kept apart from the object-mode statements (a statement's mode is
 * its own state). SELECTs only. Least recently used ones are dropped.
 */
export function preparedRawStatement(
  connection: SqliteConnection,
  sql: string,
): RawSqliteStatement {
  let cache = rawCaches.get(connection);
  if (!cache) {
    cache = new Map();
    rawCaches.set(connection, cache);
  }
  let entry = cache.get(sql);
  if (entry) {
    cache.delete(sql);
  } else {
    const statement = connection.prepare(sql);
    if (!statement.reader) throw new Error('Only SELECT statements run here');
    statement.raw(true);
    entry = { statement, columns: statement.columns().map((column) => column.name) };
    if (cache.size >= CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }
  cache.set(sql, entry);
  return entry;
}

interface QueryObject {
  sql?: string;
  bindings?: unknown[];
  options?: unknown;
  response?: unknown;
  context?: { lastID: number | bigint; changes: number };
}

interface BetterSqlite3ClientBase {
  _optSafeIntegers(options: unknown): boolean | undefined;
  _formatBindings(bindings: unknown[] | undefined): unknown[];
}

const BetterSqlite3Client = createRequire(import.meta.url)(
  'knex/lib/dialects/better-sqlite3/index.js',
) as new (
  config: unknown,
) => BetterSqlite3ClientBase;

/** Pass as knex's `client` option for SQLite projects. */
export class CachingBetterSqlite3Client extends BetterSqlite3Client {
  /** Overrides knex's `_query`: the same contract, with a cached statement. */
  async _query(connection: SqliteConnection, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty');
    if (!connection) throw new Error('No connection provided');
    // knex opens every SQLite transaction with a deferred BEGIN: the transaction reads first, and
    // its first write then needs the write lock. When another process wrote meanwhile, SQLite
    // cannot wait for that lock (the transaction's snapshot is stale) and fails at once with
    // SQLITE_BUSY, whatever busy_timeout says (two server processes updating items: E9 on a few
    // percent of writes). BEGIN IMMEDIATE takes the write lock first, waiting for it as long as
    // busy_timeout allows; in one process the pool's single connection already serialises them.
    if (obj.sql === 'BEGIN;') obj.sql = 'BEGIN IMMEDIATE;';
    const statement = preparedStatement(connection, obj.sql);
    // A cached statement keeps its integer mode: set it every time, as knex would on a new one.
    statement.safeIntegers(this._optSafeIntegers(obj.options) ?? false);
    const bindings = this._formatBindings(obj.bindings);
    if (statement.reader) {
      obj.response = statement.all(bindings);
      return obj;
    }
    const response = statement.run(bindings);
    obj.response = response;
    obj.context = { lastID: response.lastInsertRowid, changes: response.changes };
    return obj;
  }
}

interface IdlePool {
  numUsed(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
  free?: readonly { resource?: unknown }[];
}

/**
 * The SQLite connection of `db` when nobody holds it, else undefined. A synchronous read on it then
 * skips the pool's acquire and release (promises and a timer per query). Safe because the pool has
 * one connection: an idle pool means no transaction is open, and none can begin while a
 * synchronous read runs. A transaction's `db` finds its own connection in use and goes the pool's
 * way. Relies on tarn's `free` list; when that is not there, it answers undefined.
 */
export function idleSqliteConnection(db: Knex): SqliteConnection | undefined {
  const pool = (db.client as { pool?: IdlePool }).pool;
  if (!pool || !Array.isArray(pool.free)) return undefined;
  if (pool.numUsed() > 0 || pool.numPendingAcquires() > 0 || pool.numPendingCreates() > 0) {
    return undefined;
  }
  return pool.free[0]?.resource as SqliteConnection | undefined;
}
