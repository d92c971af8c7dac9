// Single-column unique indexes of the database (the `unique` attribute of field objects, and what
// to drop when a field stops being unique). One query for the whole database, cached per schema
// version: every DDL of the schema admin bumps the version.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';

export interface UniqueIndex {
  table: string;
  column: string;
  name: string;
  /** PostgreSQL: a UNIQUE constraint (dropped as a constraint, not as an index). */
  constraint: boolean;
}

/** table → column → index. */
export type UniqueIndexes = Map<string, Map<string, UniqueIndex>>;

type Row = Record<string, unknown>;

function collect(rows: Row[]): UniqueIndexes {
  const map: UniqueIndexes = new Map();
  for (const row of rows) {
    const table = String(row.table_name);
    const column = String(row.column_name);
    let columns = map.get(table);
    if (!columns) {
      columns = new Map();
      map.set(table, columns);
    }
    if (!columns.has(column)) {
      columns.set(column, {
        table,
        column,
        name: String(row.index_name),
        constraint: row.is_constraint === true || row.is_constraint === 1,
      });
    }
  }
  return map;
}

async function load(db: Knex): Promise<UniqueIndexes> {
  switch (dialectOf(db)) {
    case 'sqlite': {
      const rows: Row[] = await db.raw(
        `select m.name as table_name, il.name as index_name, min(ii.name) as column_name,
                count(*) as columns
           from sqlite_master m
           join pragma_index_list(m.name) il
           join pragma_index_info(il.name) ii
          where m.type = 'table' and il."unique" = 1 and il.origin <> 'pk'
          group by m.name, il.name
         having count(*) = 1`,
      );
      return collect(rows);
    }
    case 'mysql': {
      const [rows] = (await db.raw(
        `select s.table_name as table_name, s.index_name as index_name,
                min(s.column_name) as column_name
           from information_schema.statistics s
          where s.table_schema = database() and s.non_unique = 0 and s.index_name <> 'PRIMARY'
          group by s.table_name, s.index_name
         having count(*) = 1`,
      )) as [Row[], unknown];
      return collect(rows);
    }
    default: {
      const result: { rows: Row[] } = await db.raw(
        `select t.relname as table_name, i.relname as index_name, a.attname as column_name,
                (c.oid is not null) as is_constraint
           from pg_index ix
           join pg_class i on i.oid = ix.indexrelid
           join pg_class t on t.oid = ix.indrelid
           join pg_namespace n on n.oid = t.relnamespace
           join pg_attribute a on a.attrelid = t.oid and a.attnum = ix.indkey[0]
           left join pg_constraint c on c.conindid = ix.indexrelid and c.contype = 'u'
          where n.nspname = current_schema() and ix.indisunique and not ix.indisprimary
            and ix.indnatts = 1`,
      );
      return collect(result.rows);
    }
  }
}

const cache = new WeakMap<Knex, { version: number; indexes: Promise<UniqueIndexes> }>();

/** The unique indexes at a schema version (loaded once per version and knex instance). */
export function uniqueIndexesAt(db: Knex, version: number): Promise<UniqueIndexes> {
  const entry = cache.get(db);
  if (entry && entry.version === version) return entry.indexes;
  const indexes = load(db);
  const fresh = { version, indexes };
  cache.set(db, fresh);
  indexes.catch(() => {
    if (cache.get(db) === fresh) cache.delete(db);
  });
  return indexes;
}

/**
 * The name of the unique index this server creates for a column: knex's `<table>_<column>_unique`
 * while that fits the 63 characters PostgreSQL keeps, a shortened name with a hash otherwise.
 * Index names are global on PostgreSQL and SQLite, so the table is part of it.
 */
export function uniqueIndexName(table: string, column: string): string {
  const name = `${table}_${column}_unique`;
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(`${table}\u0000${column}`).digest('hex').slice(0, 10);
  return `${table.slice(0, 24)}_${column.slice(0, 20)}_${hash}_uq`;
}
