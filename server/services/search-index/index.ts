// `q` answered from an index where the database has one fitting substring search (issue #20 §1):
// SQLite FTS5 trigram tables kept in step by triggers (sqlite.ts), PostgreSQL pg_trgm GIN indexes
// (postgres.ts); MySQL/MariaDB scan. `q` keeps its meaning exactly: SQLite uses the index only to
// narrow the candidates of the unchanged LIKE (query.ts), PostgreSQL's planner answers the
// unchanged ILIKE from its index. Lifecycle in reconcile.ts, the admin's switch in switch.ts.
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import { bumpSchemaVersion } from '../schema/index.js';
import { reconcileSearchIndexes } from './reconcile.js';
import {
  type BackgroundBuild,
  backgroundBuild,
  buildMissingTrigramIndexes,
} from './startup-postgres.js';
import { startupBuilds, startupFailures, trackStartupBuild } from './status.js';

export { type FtsIndexes, ftsIndexesOf, usesTrigrams, whereFtsCandidates } from './query.js';
export { prepareSchemaChange, reconcileSearchIndexes, runDdlStep } from './reconcile.js';
export { FTS_PREFIX } from './sqlite.js';
export {
  type SearchIndexStatus,
  type SearchIndexSummary,
  searchIndexStatus,
  startupBuilds,
} from './status.js';
export { setSearchIndexEnabled } from './switch.js';
export { SEARCH_INDEX_TABLE } from './targets.js';

/** The start-up builds running in this process, to stop them when the server closes. */
const runningBuilds = new WeakMap<Knex, AbortController>();

/**
 * Start-up (once per process and project, after the migrations): builds the indexes that are
 * missing. A failure is not fatal (`q` scans where there is no index, with the same results); the
 * search status reports it (status.ts). Another process doing the same at once is such a failure.
 * PostgreSQL builds big tables' indexes in the background (startup-postgres.ts): this returns at
 * once, and `startupBuilds` holds the build.
 */
export async function ensureSearchIndexes(db: Knex): Promise<void> {
  let background: BackgroundBuild | null = null;
  try {
    if (dialectOf(db) === 'postgres') background = await backgroundBuild(db);
  } catch (error) {
    startupFailures.set(db, error instanceof Error ? error.message : String(error));
    return;
  }
  if (background) {
    const controller = new AbortController();
    runningBuilds.set(db, controller);
    const build = buildPostgresInBackground(db, background, controller.signal).finally(() =>
      runningBuilds.delete(db),
    );
    trackStartupBuild(db, build);
    return;
  }
  try {
    await db.transaction(async (trx) => {
      if (await reconcileSearchIndexes(trx)) await bumpSchemaVersion(trx);
    });
    startupFailures.delete(db);
  } catch (error) {
    startupFailures.set(db, error instanceof Error ? error.message : String(error));
  }
}

/** Before a project's pool closes: stops its start-up build (the index being built is cancelled). */
export async function stopStartupBuild(db: Knex): Promise<void> {
  runningBuilds.get(db)?.abort();
  await startupBuilds.get(db);
}

async function buildPostgresInBackground(
  db: Knex,
  plan: BackgroundBuild,
  signal: AbortSignal,
): Promise<void> {
  try {
    const { built, failures } = await buildMissingTrigramIndexes(db, plan, signal);
    // Every process forgets its query estimates and reads with the new indexes.
    if (built && !signal.aborted) await bumpSchemaVersion(db);
    if (failures.length > 0) startupFailures.set(db, failures.join('; '));
    else startupFailures.delete(db);
  } catch (error) {
    if (!signal.aborted) {
      startupFailures.set(db, error instanceof Error ? error.message : String(error));
    }
  }
}
