// A one-row counter that every schema change bumps (services/schema: bumpSchemaVersion). Each
// server process caches its project's schema model and, per request, compares one integer with
// this row: several processes sharing one MySQL/PostgreSQL database (or one SQLite file) see each
// other's DDL without reloading the whole schema on every request.
//
// Idempotent (projects created before this migration get the table lazily, the first time their
// schema is read).
import type { Knex } from 'knex';

export const SCHEMA_VERSION_TABLE = 'cms_schema_version';

export async function up(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable(SCHEMA_VERSION_TABLE))) {
    await db.schema.createTable(SCHEMA_VERSION_TABLE, (t) => {
      t.integer('id').notNullable().primary();
      t.bigInteger('version').notNullable().defaultTo(1);
    });
  }
  const row = await db(SCHEMA_VERSION_TABLE).where('id', 1).first('id');
  if (!row) await db(SCHEMA_VERSION_TABLE).insert({ id: 1, version: 1 });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(SCHEMA_VERSION_TABLE);
}
