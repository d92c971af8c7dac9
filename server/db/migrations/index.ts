// Runs the system schema migrations through knex's migrator with an in-code migration source:
// the list below is imported like any module, so the same code works from server/*.ts under tsx
// and from the compiled build/server/*.js, with no directory scanning or file extensions involved.
import type { Knex } from 'knex';
import { MIGRATIONS_LOCK_TABLE, MIGRATIONS_TABLE } from '../system-collections.js';
import * as systemTables from './20250101000000_system_tables.js';
import * as schemaVersion from './20250601000000_schema_version.js';
import * as sessionExpiryIndex from './20250602000000_session_expiry_index.js';
import * as otpUses from './20251121000000_otp_uses.js';
import * as toManyTypeO2m from './20251125000000_to_many_type_o2m.js';
import * as toggleToSwitch from './20251125000100_toggle_to_switch.js';
import * as signInAttempts from './20251125000200_sign_in_attempts.js';
import * as searchIndex from './20261126000000_search_index.js';

export interface Migration {
  /** Timestamp-prefixed, never renamed: knex records it in cms_migrations. */
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** In order. Append new migrations; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  { name: '20250101000000_system_tables', up: systemTables.up, down: systemTables.down },
  { name: '20250601000000_schema_version', up: schemaVersion.up, down: schemaVersion.down },
  {
    name: '20250602000000_session_expiry_index',
    up: sessionExpiryIndex.up,
    down: sessionExpiryIndex.down,
  },
  { name: '20251121000000_otp_uses', up: otpUses.up, down: otpUses.down },
  { name: '20251125000000_to_many_type_o2m', up: toManyTypeO2m.up, down: toManyTypeO2m.down },
  { name: '20251125000100_toggle_to_switch', up: toggleToSwitch.up, down: toggleToSwitch.down },
  { name: '20251125000200_sign_in_attempts', up: signInAttempts.up, down: signInAttempts.down },
  { name: '20261126000000_search_index', up: searchIndex.up, down: searchIndex.down },
];

class ListMigrationSource implements Knex.MigrationSource<Migration> {
  constructor(private readonly migrations: readonly Migration[]) {}

  getMigrations(): Promise<Migration[]> {
    return Promise.resolve([...this.migrations]);
  }

  getMigrationName(migration: Migration): string {
    return migration.name;
  }

  getMigration(migration: Migration): Promise<Knex.Migration> {
    return Promise.resolve({ up: migration.up, down: migration.down });
  }
}

export const migratorConfig: Knex.MigratorConfig = {
  migrationSource: new ListMigrationSource(MIGRATIONS),
  tableName: MIGRATIONS_TABLE,
};

/** Brings the project's system schema up to date; returns the names that ran. */
export async function migrateToLatest(db: Knex): Promise<string[]> {
  const [, ran] = (await db.migrate.latest(migratorConfig)) as [number, string[]];
  return ran;
}

/** Names of migrations not applied yet. */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const [, pending] = (await db.migrate.list(migratorConfig)) as [unknown[], Migration[]];
  return pending.map((migration) => migration.name);
}

/** Drops knex's bookkeeping tables (used when an install is rolled back). */
export async function dropMigrationTables(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(MIGRATIONS_LOCK_TABLE);
  await db.schema.dropTableIfExists(MIGRATIONS_TABLE);
}
