// PostgreSQL: pg_trgm GIN indexes, one per searchable column, over exactly the expression `q`'s
// ILIKE reads (query/sql.ts likeCondition: the column, or `cast(column as text)` for non-text
// columns). The planner answers the unchanged ILIKE from them (a Bitmap Index Scan, rechecked
// against the row), so results are the scan's by construction. Index names:
// `cms_trgm_<hash of table and column>`, so this module finds its own and nobody else's.
//
// The extension is created when the role may (pg_trgm is a trusted extension from PostgreSQL 13:
// a database owner may); otherwise nothing is indexed and the project info says why.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { isPostgresText } from '../query/sql.js';
import type { FieldSchema } from '../schema/types.js';
import type { IndexTarget } from './targets.js';

export const TRGM_PREFIX = 'cms_trgm_';

/** Named by table, column and expression: a column whose type changes gets a new index. */
export function trigramIndexName(table: string, field: FieldSchema): string {
  const form = isPostgresText(field) ? 'text' : 'cast';
  const hash = createHash('sha1')
    .update(`${table}\u0000${field.field}\u0000${form}`)
    .digest('hex')
    .slice(0, 20);
  return `${TRGM_PREFIX}${hash}`;
}

type Row = Record<string, unknown>;

export interface TrigramIndex {
  name: string;
  table: string;
  /** Whether it is on a plain text column (a type change of that column would refuse it). */
  plainColumn: boolean;
  /**
   * False while `create index concurrently` builds it, or when such a build failed: the planner
   * does not use it.
   */
  valid: boolean;
}

/** This module's indexes in the current schema. */
export async function listTrigramIndexes(db: Knex): Promise<TrigramIndex[]> {
  const result: { rows: Row[] } = await db.raw(
    `select i.relname as index_name, t.relname as table_name, ix.indexprs is null as plain,
            ix.indisvalid as valid
       from pg_index ix
       join pg_class i on i.oid = ix.indexrelid
       join pg_class t on t.oid = ix.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and i.relname like 'cms\\_trgm\\_%' escape '\\'`,
  );
  return result.rows.map((row) => ({
    name: String(row.index_name),
    table: String(row.table_name),
    plainColumn: row.plain === true,
    valid: row.valid === true,
  }));
}

/** The schema pg_trgm is installed in, or null when it is not installed. */
export async function trigramSchema(db: Knex): Promise<string | null> {
  const result: { rows: Row[] } = await db.raw(
    `select n.nspname as schema from pg_extension e
       join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
  );
  return result.rows.length > 0 ? String(result.rows[0].schema) : null;
}

/**
 * Installs pg_trgm when it is missing and the role may; returns its schema, or the reason it is
 * not available. Runs in a savepoint so a refusal leaves the caller's transaction usable.
 */
export async function ensureTrigram(
  db: Knex,
): Promise<{ schema: string; reason: null } | { schema: null; reason: string }> {
  const installed = await trigramSchema(db);
  if (installed) return { schema: installed, reason: null };
  try {
    await db.transaction(async (savepoint) => {
      await savepoint.raw('create extension if not exists pg_trgm');
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { schema: null, reason: `pg_trgm could not be installed: ${message}` };
  }
  const schema = await trigramSchema(db);
  return schema ? { schema, reason: null } : { schema: null, reason: 'pg_trgm is not installed' };
}

/**
 * Text columns likeCondition reads as they are but gin_trgm_ops cannot index (it takes text and
 * varchar; `char` and `citext` have ILIKE operators of their own that a text index does not
 * serve): left out, so their arm of a `q` scans.
 */
const UNINDEXABLE_TEXT = new Set(['character', 'char', 'citext']);

export function isTrigramIndexable(field: FieldSchema): boolean {
  return !UNINDEXABLE_TEXT.has(field.column?.dataType ?? '');
}

/** The indexed expression of a column: what likeCondition's ILIKE reads. */
function expression(field: FieldSchema): string {
  return isPostgresText(field) ? '??' : '(cast(?? as text))';
}

/** How the start-up build runs its statements (startup-postgres.ts). */
export interface BuildOptions {
  /** The table's writes go on while it is built (outside a transaction only). */
  concurrently?: boolean;
  /** The connection to run on (knex's own otherwise). */
  connection?: unknown;
}

function run(db: Knex, sql: string, bindings: readonly string[], options: BuildOptions) {
  const statement = db.raw(sql, bindings);
  if (options.connection) statement.connection(options.connection);
  return statement;
}

export async function createTrigramIndex(
  db: Knex,
  schema: string,
  table: string,
  field: FieldSchema,
  options: BuildOptions = {},
): Promise<void> {
  const concurrently = options.concurrently ? 'concurrently ' : '';
  await run(
    db,
    `create index ${concurrently}if not exists ?? on ?? using gin (${expression(field)} ??.gin_trgm_ops)`,
    [trigramIndexName(table, field), table, field.field, schema],
    options,
  );
}

export async function dropTrigramIndex(
  db: Knex,
  name: string,
  options: BuildOptions = {},
): Promise<void> {
  const concurrently = options.concurrently ? 'concurrently ' : '';
  await run(db, `drop index ${concurrently}if exists ??`, [name], options);
}

/** The index names a target wants, with the field each is for. */
export function wantedIndexes(target: IndexTarget): Map<string, FieldSchema> {
  return new Map(
    target.columns
      .filter(isTrigramIndexable)
      .map((field) => [trigramIndexName(target.collection, field), field]),
  );
}
