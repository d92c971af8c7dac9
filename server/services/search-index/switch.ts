// The per-collection switch (admin only): turning a collection's search index off drops it (its
// writes no longer pay for it, `q` scans with the same results); on again builds it. Stored in
// cms_search_index, applied in the same transaction, and the schema version is bumped so every
// server process reads with the new state.
import type { Knex } from 'knex';
import { ApiError } from '../../errors/api-error.js';
import { bumpSchemaVersion } from '../schema/index.js';
import { reconcileSearchIndexes } from './reconcile.js';
import { SEARCH_INDEX_TABLE } from './targets.js';

export async function setSearchIndexEnabled(
  db: Knex,
  collection: string,
  enabled: boolean,
): Promise<void> {
  // MySQL/MariaDB keep the flag too (nothing to build there), for when the project moves.
  await db.transaction(async (trx) => {
    const updated = await trx(SEARCH_INDEX_TABLE).where({ collection }).update({ enabled });
    if (updated === 0) await trx(SEARCH_INDEX_TABLE).insert({ collection, enabled });
    await reconcileSearchIndexes(trx);
    await bumpSchemaVersion(trx);
  });
}

/** `{ "enabled": true|false }` → the boolean; anything else is a 422 naming the key. */
export function parseEnabled(body: unknown): boolean {
  const enabled = (body as { enabled?: unknown } | null)?.enabled;
  if (typeof enabled !== 'boolean') {
    throw new ApiError('UNPROCESSABLE_ENTITY', 'enabled: This value should be of type bool.');
  }
  return enabled;
}
