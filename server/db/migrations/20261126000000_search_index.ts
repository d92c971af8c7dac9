// The per-collection switch of the `q` search index (services/search-index): one row per
// collection an admin turned the index off for (or on again). A collection without a row is
// indexed wherever the database can (SQLite FTS5 trigram, PostgreSQL pg_trgm).
import type { Knex } from 'knex';

export const SEARCH_INDEX_TABLE = 'cms_search_index';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable(SEARCH_INDEX_TABLE)) return;
  await db.schema.createTable(SEARCH_INDEX_TABLE, (t) => {
    t.string('collection', 64).primary();
    t.boolean('enabled').notNullable().defaultTo(true);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(SEARCH_INDEX_TABLE);
}
