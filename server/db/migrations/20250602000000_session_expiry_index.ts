// Every token-bearing request purges expired sessions (contract §5.5): index their expiry so the
// purge is a range scan, not a walk over the whole table.
import type { Knex } from 'knex';
import { hasIndex } from '../schema-inspector.js';

const INDEX = 'idx_user_sessions_expired_at';

export async function up(db: Knex): Promise<void> {
  // Present already when a project is attached to the tables of an earlier one (`existing`).
  if (await hasIndex(db, INDEX)) return;
  await db.schema.alterTable('directus_user_sessions', (t) => {
    t.index(['token_expired_at'], INDEX);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('directus_user_sessions', (t) => {
    t.dropIndex(['token_expired_at'], INDEX);
  });
}
