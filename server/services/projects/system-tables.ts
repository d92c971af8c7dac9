// The tables a project install creates and a project delete (or a forced reinstall) drops: the
// directus_* tables of contract §8 and this server's own bookkeeping. User tables are never listed.
import type { Knex } from 'knex';
import { SCHEMA_VERSION_TABLE } from '../../db/migrations/20250601000000_schema_version.js';
import { listTables } from '../../db/schema-inspector.js';
import {
  MIGRATIONS_LOCK_TABLE,
  MIGRATIONS_TABLE,
  SYSTEM_TABLES,
} from '../../db/system-collections.js';

const INSTALLED_TABLES: ReadonlySet<string> = new Set([
  ...SYSTEM_TABLES,
  MIGRATIONS_TABLE,
  MIGRATIONS_LOCK_TABLE,
  SCHEMA_VERSION_TABLE,
]);

/** Drops every install-created table present in the database; user tables stay. */
export async function dropInstalledTables(db: Knex): Promise<string[]> {
  const present = (await listTables(db)).filter((table) => INSTALLED_TABLES.has(table));
  for (const table of present) await db.schema.dropTableIfExists(table);
  return present;
}
