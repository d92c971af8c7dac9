// Runs the engine's SELECTs. Queries are built with knex (identifiers quoted by knex, values as
// bindings); on SQLite the compiled SQL then runs on the pooled better-sqlite3 connection through
// the connection's cache of prepared statements (db/sqlite-client.ts), skipping knex's runner, and
// straight away when the pool is idle (no acquire round trip).
// MySQL and PostgreSQL run through knex as usual. Queries whose SQL never changes are compiled
// once (`compile`, or `template` when some values change per run: still bound parameters), and
// the item engine reads its rows as arrays (`selectRows`), which better-sqlite3 builds faster.
//
// Any SQL failure that is not a connection problem becomes E9 (the SQL is only shown in
// development, see errors/handler.ts).
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import {
  idleSqliteConnection,
  preparedRawStatement,
  preparedStatement,
  type SqliteConnection,
} from '../../db/sqlite-client.js';
import { ApiError } from '../../errors/api-error.js';
import { toApiError } from '../../errors/handler.js';
import { schemaDriftError } from '../../errors/schema-drift.js';

export type Row = Record<string, unknown>;

/** Rows as arrays, in the order of `columns` (the names of the result columns). */
export interface RowSet {
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
}

export interface CompiledQuery {
  sql: string;
  bindings: readonly unknown[];
}

function sqliteBinding(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.valueOf();
  return value;
}

function readSqlite(connection: SqliteConnection, compiled: CompiledQuery): Row[] {
  const statement = preparedStatement(connection, compiled.sql);
  if (!statement.reader) throw new Error('Only SELECT statements run here');
  return statement.all(compiled.bindings.map(sqliteBinding)) as Row[];
}

function readSqliteRows(connection: SqliteConnection, compiled: CompiledQuery): RowSet {
  const { statement, columns } = preparedRawStatement(connection, compiled.sql);
  const rows = statement.all(compiled.bindings.map(sqliteBinding)) as unknown[][];
  return { columns, rows };
}

/** Runs `read` on the idle connection at once, else on one acquired from the pool. */
async function onSqlite<T>(db: Knex, read: (connection: SqliteConnection) => T): Promise<T> {
  const idle = idleSqliteConnection(db);
  if (idle) return read(idle);
  const connection = (await db.client.acquireConnection()) as SqliteConnection;
  try {
    return read(connection);
  } finally {
    await db.client.releaseConnection(connection);
  }
}

const runSqlite = (db: Knex, compiled: CompiledQuery): Promise<Row[]> =>
  onSqlite(db, (connection) => readSqlite(connection, compiled));

const runSqliteRows = (db: Knex, compiled: CompiledQuery): Promise<RowSet> =>
  onSqlite(db, (connection) => readSqliteRows(connection, compiled));

async function runRaw(db: Knex, compiled: CompiledQuery): Promise<Row[]> {
  const result = (await db.raw(compiled.sql, compiled.bindings as Knex.RawBinding[])) as unknown;
  if (Array.isArray(result)) return result[0] as Row[]; // mysql2: [rows, fields]
  return (result as { rows: Row[] }).rows; // pg
}

function failure(error: unknown, sql: string): unknown {
  const drift = schemaDriftError(error, sql);
  if (drift) return drift;
  if (toApiError(error)) return error;
  return new ApiError('SQL_QUERY_FAILED', undefined, { cause: error, query: sql });
}

/**
 * Compiles a knex query once (for queries whose SQL never changes). The SQL keeps knex's `?`
 * placeholders: SQLite takes them as they are, MySQL and PostgreSQL run it through knex.raw.
 */
export function compile(query: Knex.QueryBuilder): CompiledQuery {
  const { sql, bindings } = query.toSQL();
  return { sql, bindings };
}

/** A binding of a QueryTemplate: a fixed value, or the name of a parameter given per run. */
type TemplateSlot = { value: unknown } | { param: string };

/** A query compiled once (by knex) whose values are supplied per run: see `template`. */
export interface QueryTemplate {
  sql: string;
  slots: readonly TemplateSlot[];
}

const PARAM_MARK = '\u0000cms-param:';

/** Stands for a named parameter while a QueryTemplate is built (pass it where a value goes). */
export function param(name: string): string {
  return `${PARAM_MARK}${name}`;
}

/**
 * Compiles a query built with `param(name)` placeholders once: its SQL is fixed, and each run
 * only binds the values (`bindTemplate`). Every value stays a bound parameter.
 */
export function template(query: Knex.QueryBuilder): QueryTemplate {
  const { sql, bindings } = query.toSQL();
  const slots = bindings.map((binding): TemplateSlot => {
    if (typeof binding === 'string' && binding.startsWith(PARAM_MARK)) {
      return { param: binding.slice(PARAM_MARK.length) };
    }
    return { value: binding };
  });
  return { sql, slots };
}

/** A QueryTemplate with its parameters bound (a missing parameter is an error, not NULL). */
export function bindTemplate(
  compiled: QueryTemplate,
  values: Readonly<Record<string, unknown>>,
): CompiledQuery {
  const bindings = compiled.slots.map((slot) => {
    if ('value' in slot) return slot.value;
    if (!(slot.param in values)) throw new Error(`No value for query parameter ${slot.param}`);
    return values[slot.param];
  });
  return { sql: compiled.sql, bindings };
}

/** Runs a SELECT built with knex (or compiled before) and returns its rows. */
export async function select(db: Knex, query: Knex.QueryBuilder | CompiledQuery): Promise<Row[]> {
  const isBuilder = typeof (query as Knex.QueryBuilder).toSQL === 'function';
  const sqlite = dialectOf(db) === 'sqlite';
  let compiled: CompiledQuery | undefined;
  try {
    if (sqlite) {
      compiled = isBuilder ? compile(query as Knex.QueryBuilder) : (query as CompiledQuery);
      return await runSqlite(db, compiled);
    }
    if (isBuilder) return (await (query as Knex.QueryBuilder)) as Row[];
    compiled = query as CompiledQuery;
    return await runRaw(db, compiled);
  } catch (error) {
    const sql = compiled?.sql ?? (isBuilder ? (query as Knex.QueryBuilder).toString() : '');
    throw failure(error, sql);
  }
}

/**
 * Runs a compiled SELECT and returns its rows as arrays (on SQLite straight from the driver, which
 * builds arrays faster than objects; elsewhere from the driver's objects). For readers that look
 * columns up by position (the item engine's row shaping).
 */
export async function selectRows(db: Knex, compiled: CompiledQuery): Promise<RowSet> {
  try {
    if (dialectOf(db) === 'sqlite') return await runSqliteRows(db, compiled);
    const objects = await runRaw(db, compiled);
    const columns = objects.length > 0 ? Object.keys(objects[0]) : [];
    return { columns, rows: objects.map((row) => columns.map((column) => row[column])) };
  } catch (error) {
    throw failure(error, compiled.sql);
  }
}

/** The first row of a SELECT (as knex's `.first()`), on the same fast path as select(). */
export async function selectFirst(db: Knex, query: Knex.QueryBuilder): Promise<Row | undefined> {
  return (await select(db, query.limit(1)))[0];
}

/** Runs any knex query through knex itself; SQL failures become E9 (kept for other services). */
export async function run<T>(query: Knex.QueryBuilder): Promise<T> {
  try {
    return (await query) as T;
  } catch (error) {
    throw failure(error, query.toString());
  }
}
