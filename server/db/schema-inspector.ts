// Reads the live schema. Only table names for now; columns and keys come with the schema service.
import type { Knex } from 'knex';
import { dialectOf } from './dialect.js';
import { MIGRATIONS_LOCK_TABLE, MIGRATIONS_TABLE, SYSTEM_TABLES } from './system-collections.js';

interface NameRow {
  name: string;
}

/** Base tables of the connection's database (or current schema on PostgreSQL). */
export async function listTables(db: Knex): Promise<string[]> {
  const dialect = dialectOf(db);
  let rows: NameRow[];
  if (dialect === 'sqlite') {
    rows = await db.select('name').from('sqlite_master').where('type', 'table');
    rows = rows.filter((row) => !row.name.startsWith('sqlite_'));
  } else if (dialect === 'mysql') {
    rows = await db
      .select('table_name as name')
      .from('information_schema.tables')
      .where('table_schema', db.raw('database()'))
      .andWhere('table_type', 'BASE TABLE');
  } else {
    rows = await db
      .select('tablename as name')
      .from('pg_catalog.pg_tables')
      .where('schemaname', db.raw('current_schema()'));
  }
  return rows.map((row) => row.name).sort();
}

/** The system tables (and this server's migration tables) that already exist. */
export async function existingSystemTables(db: Knex): Promise<string[]> {
  const ours = new Set<string>([...SYSTEM_TABLES, MIGRATIONS_TABLE, MIGRATIONS_LOCK_TABLE]);
  return (await listTables(db)).filter((name) => ours.has(name));
}

/** Whether an index of that name exists (index names are unique per database/schema here). */
export async function hasIndex(db: Knex, name: string): Promise<boolean> {
  const dialect = dialectOf(db);
  const query =
    dialect === 'sqlite'
      ? db('sqlite_master').where({ type: 'index', name })
      : dialect === 'mysql'
        ? db('information_schema.statistics')
            .where('table_schema', db.raw('database()'))
            .andWhere('index_name', name)
        : db('pg_catalog.pg_indexes')
            .where('schemaname', db.raw('current_schema()'))
            .andWhere('indexname', name);
  return (await query.first(db.raw('1 as found'))) !== undefined;
}
