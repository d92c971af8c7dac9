// Plain (non-unique) B-tree indexes a user asks for per field: `indexed` on a field object
// (issue #20 §2). It is an extension of the v8 field shape, like `unique` a schema attribute: not
// stored in directus_fields, applied as DDL and read back from the database's own catalogue on
// every read, so an index made by hand (any name) shows too. v8 clients ignore the key, and when
// they send a field object back the echoed value changes nothing.
//
// What `indexed` means: the column has a single-column, non-unique index. A unique field or the
// primary key is indexed by its own unique index already; asking for a second one is refused, and
// `indexed` reports only plain indexes (so echoing a unique field's object never conflicts).
// Refused, with E404/422 naming the reason (before any DDL):
// - alias fields (no column);
// - JSON fields on every database (a B-tree over JSON documents sorts nothing useful; PostgreSQL's
//   json has no B-tree operator class);
// - MySQL/MariaDB TEXT/BLOB columns (they need a prefix length, which would index only the first
//   characters and could not serve exact sorts) and CHAR/VARCHAR longer than 768 characters
//   (InnoDB's 3,072-byte key limit at 4 bytes per utf8mb4 character).
//
// PostgreSQL matches an index to ORDER BY including where NULLs go, and it does not use NOT NULL
// to ignore that. The item engine puts NULLs last in both directions by default (setting
// sort_null_last; query/execute.ts applySort writes `desc nulls last` there). So a nullable
// column's index is made NULLS FIRST: read backwards it is `desc nulls last`, what newest-first
// listings ask for (and with sort_null_last off it serves both directions); a NOT NULL column's
// index keeps the default order, which serves both directions.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { DatabaseType } from '../../config/project-config.js';
import { dialectOf } from '../../db/dialect.js';
import { fieldError } from './columns.js';
import { MAX_IDENTIFIER_LENGTH } from './names.js';

/** table → column → names of the plain single-column indexes on it. */
export type FieldIndexes = Map<string, Map<string, string[]>>;

/** A plan's index change, applied after the column change (create) or before it (drop). */
export interface IndexStep {
  kind: 'create' | 'drop';
  /** `drop`: every plain single-column index of the column (by whatever name it was made). */
  names: string[];
  /** `create`: whether the column may hold NULLs (PostgreSQL index order, see above). */
  nullable?: boolean;
}

type Row = Record<string, unknown>;

function collect(rows: Row[]): FieldIndexes {
  const map: FieldIndexes = new Map();
  for (const row of rows) {
    const table = String(row.table_name);
    const column = String(row.column_name);
    let columns = map.get(table);
    if (!columns) {
      columns = new Map();
      map.set(table, columns);
    }
    const names = columns.get(column) ?? [];
    names.push(String(row.index_name));
    columns.set(column, names);
  }
  return map;
}

/** The plain single-column indexes of every table, read from the catalogue (one query). */
export async function loadFieldIndexes(db: Knex): Promise<FieldIndexes> {
  switch (dialectOf(db)) {
    case 'sqlite': {
      // Expression indexes have a NULL column name; partial ones are left out (not plain).
      const rows: Row[] = await db.raw(
        `select m.name as table_name, il.name as index_name, min(ii.name) as column_name
           from sqlite_master m
           join pragma_index_list(m.name) il
           join pragma_index_info(il.name) ii
          where m.type = 'table' and il."unique" = 0 and il.partial = 0
          group by m.name, il.name
         having count(*) = 1 and min(ii.name) is not null`,
      );
      return collect(rows);
    }
    case 'mysql': {
      const [rows] = (await db.raw(
        `select s.table_name as table_name, s.index_name as index_name,
                min(s.column_name) as column_name
           from information_schema.statistics s
          where s.table_schema = database() and s.non_unique = 1 and s.index_type = 'BTREE'
          group by s.table_name, s.index_name
         having count(*) = 1 and max(s.sub_part) is null`,
      )) as [Row[], unknown];
      return collect(rows);
    }
    default: {
      const result: { rows: Row[] } = await db.raw(
        `select t.relname as table_name, i.relname as index_name, a.attname as column_name
           from pg_index ix
           join pg_class i on i.oid = ix.indexrelid
           join pg_class t on t.oid = ix.indrelid
           join pg_namespace n on n.oid = t.relnamespace
           join pg_am am on am.oid = i.relam
           join pg_attribute a on a.attrelid = t.oid and a.attnum = ix.indkey[0]
          where n.nspname = current_schema() and not ix.indisunique and not ix.indisprimary
            and ix.indnatts = 1 and ix.indpred is null and ix.indexprs is null
            and am.amname = 'btree'`,
      );
      return collect(result.rows);
    }
  }
}

/** The names of the plain indexes on a column (empty when it has none). */
export function indexesOf(indexes: FieldIndexes, table: string, column: string): string[] {
  return indexes.get(table)?.get(column) ?? [];
}

/**
 * The name of the index this server creates for a column: `<table>_<column>_index` (knex's
 * convention) while that fits the identifier limit, else shortened with a hash of both names.
 * Index names are global per schema on PostgreSQL and SQLite, so the table is part of it.
 */
export function fieldIndexName(table: string, column: string): string {
  const name = `${table}_${column}_index`;
  if (name.length <= MAX_IDENTIFIER_LENGTH) return name;
  const hash = createHash('sha1').update(`${table}\u0000${column}`).digest('hex').slice(0, 10);
  return `${table.slice(0, 24)}_${column.slice(0, 20)}_${hash}_ix`;
}

/** What the column of an `indexed` request is (enough to decide whether it can be indexed). */
export interface IndexTarget {
  field: string;
  /** The Directus type after the change. */
  type: string;
  /** The SQL type as the database names it (`varchar(255)`, `longtext` …); null for aliases. */
  sqlType: string | null;
  primaryKey: boolean;
  unique: boolean;
}

const MYSQL_MAX_INDEXED_CHARS = 768;

/** Why the column cannot take a plain index on this database, or null when it can. */
export function indexRefusal(target: IndexTarget, dialect: DatabaseType): string | null {
  const { field } = target;
  if (target.sqlType === null) return `Field "${field}" has no column to index`;
  if (target.primaryKey) return `Field "${field}" is the primary key: it is indexed already`;
  if (target.unique) return `Field "${field}" is unique: its unique index serves it already`;
  const sql = target.sqlType.toLowerCase();
  if (target.type === 'json' || /^jsonb?\b/.test(sql)) {
    return `Field "${field}" holds JSON, which cannot be indexed`;
  }
  if (dialect === 'mysql') {
    if (/text|blob/.test(sql)) {
      return `Field "${field}" is a ${sql.toUpperCase()} column, which MySQL/MariaDB cannot index whole: use a VARCHAR of at most ${MYSQL_MAX_INDEXED_CHARS} characters`;
    }
    const sized = /^(?:var)?(?:char|binary)\((\d+)\)/.exec(sql);
    if (sized && Number(sized[1]) > MYSQL_MAX_INDEXED_CHARS) {
      return `Field "${field}" is longer than ${MYSQL_MAX_INDEXED_CHARS} characters, more than a MySQL/MariaDB index holds`;
    }
  }
  return null;
}

/** E404/422 (a field DDL failure) when the target cannot be indexed. */
export function assertIndexable(target: IndexTarget, dialect: DatabaseType): void {
  const refusal = indexRefusal(target, dialect);
  if (refusal) throw fieldError(refusal);
}

/** CREATE INDEX on one column (identifiers quoted by knex, never spliced). */
export async function createFieldIndex(
  conn: Knex,
  table: string,
  column: string,
  dialect: DatabaseType,
  nullable = true,
): Promise<void> {
  const name = fieldIndexName(table, column);
  const order = dialect === 'postgres' && nullable ? ' nulls first' : '';
  await conn.raw(`create index ?? on ?? (??${order})`, [name, table, column]);
}

/** DROP INDEX by name (MySQL names indexes per table). */
export async function dropFieldIndex(
  conn: Knex,
  table: string,
  name: string,
  dialect: DatabaseType,
): Promise<void> {
  if (dialect === 'mysql') await conn.raw('alter table ?? drop index ??', [table, name]);
  else await conn.raw('drop index ??', [name]);
}

/** Runs a plan's index step (`when` says which half: drops go before the column change). */
export async function runIndexStep(
  conn: Knex,
  table: string,
  column: string,
  step: IndexStep | undefined,
  dialect: DatabaseType,
): Promise<void> {
  if (!step) return;
  if (step.kind === 'create') {
    await createFieldIndex(conn, table, column, dialect, step.nullable ?? true);
  } else for (const name of step.names) await dropFieldIndex(conn, table, name, dialect);
}
