// knex's better-sqlite3 client, with prepared statements kept per connection. knex prepares every
// statement anew, and on SQLite preparing (parsing and planning the SQL) costs more than running a
// typical query; the SQL of a given query shape is the same on every request, so each connection
// keeps its most recently used statements. SQLite re-prepares a cached statement by itself when
// the schema changes, so DDL needs no invalidation here.
import { createRequire } from 'node:module';

export interface SqliteStatement {
  reader: boolean;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  safeIntegers(toggle: boolean): SqliteStatement;
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
