// `q` answered from an index where the database has one fitting substring search (issue #20 §1):
// SQLite FTS5 trigram tables kept in step by triggers (sqlite.ts), PostgreSQL pg_trgm GIN indexes
// (postgres.ts); MySQL/MariaDB scan. `q` keeps its meaning exactly: SQLite uses the index only to
// narrow the candidates of the unchanged LIKE (query.ts), PostgreSQL's planner answers the
// unchanged ILIKE from its index. Lifecycle in reconcile.ts, the admin's switch in switch.ts.
import type { Knex } from 'knex';
import { bumpSchemaVersion } from '../schema/index.js';
import { reconcileSearchIndexes } from './reconcile.js';
import { startupFailures } from './status.js';

export { type FtsIndexes, ftsIndexesOf, usesTrigrams, whereFtsCandidates } from './query.js';
export { prepareSchemaChange, reconcileSearchIndexes, runDdlStep } from './reconcile.js';
export { FTS_PREFIX } from './sqlite.js';
export {
  type SearchIndexStatus,
  type SearchIndexSummary,
  searchIndexStatus,
} from './status.js';
export { setSearchIndexEnabled } from './switch.js';
export { SEARCH_INDEX_TABLE } from './targets.js';

/**
 * Start-up (once per process and project, after the migrations): builds the indexes that are
 * missing. A failure is not fatal (`q` scans where there is no index, with the same results); the
 * search status reports it (status.ts). Another process doing the same at once is such a failure.
 */
export async function ensureSearchIndexes(db: Knex): Promise<void> {
  try {
    await db.transaction(async (trx) => {
      if (await reconcileSearchIndexes(trx)) await bumpSchemaVersion(trx);
    });
    startupFailures.delete(db);
  } catch (error) {
    startupFailures.set(db, error instanceof Error ? error.message : String(error));
  }
}
