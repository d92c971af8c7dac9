// What a project's database does for `q` (GET /{project}/search-index, and admins' project info):
// the engine, whether trigram search is active, why not, and per collection whether it is indexed.
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import type { SchemaModel } from '../schema/types.js';
import { listTrigramIndexes, trigramSchema } from './postgres.js';
import { ftsIndexesOf } from './query.js';
import { disabledCollections, unindexableReason } from './targets.js';

/** The start-up build's failure per project connection (index.ts ensureSearchIndexes). */
export const startupFailures = new WeakMap<Knex, string>();

/**
 * PostgreSQL's start-up build per project connection, running in the background (index.ts):
 * settled when it is done, failed or not.
 */
export const startupBuilds = new WeakMap<Knex, Promise<void>>();

/** A collection's reason while the background start-up build has not made its index yet. */
export const BUILDING_REASON = 'being built (start-up): q scans until it is ready';

/** Start-up builds still running in this process. */
const building = new WeakSet<Knex>();

export function trackStartupBuild(db: Knex, build: Promise<void>): void {
  building.add(db);
  startupBuilds.set(
    db,
    build.finally(() => building.delete(db)),
  );
}

export type SearchEngine = 'fts5-trigram' | 'pg_trgm' | 'scan';

export interface SearchIndexSummary {
  engine: SearchEngine;
  /** Whether trigram search answers `q` on this database (for at least one collection). */
  active: boolean;
  /** Why not, when it is not (null when active). */
  reason: string | null;
}

export interface CollectionSearchIndex {
  collection: string;
  /** The admin's switch (true unless turned off). */
  enabled: boolean;
  /** Whether an index answers `q` for it now. */
  indexed: boolean;
  /** Why it is not indexed (null when it is). */
  reason: string | null;
}

export interface SearchIndexStatus extends SearchIndexSummary {
  collections: CollectionSearchIndex[];
}

async function postgresReason(db: Knex): Promise<string> {
  const result: { rows: unknown[] } = await db.raw(
    `select 1 from pg_available_extensions where name = 'pg_trgm'`,
  );
  return result.rows.length === 0
    ? 'pg_trgm is not available on this PostgreSQL server: q scans'
    : 'pg_trgm is not installed and this role may not create it: q scans';
}

export async function searchIndexStatus(db: Knex, schema: SchemaModel): Promise<SearchIndexStatus> {
  const dialect = dialectOf(db);
  const disabled = await disabledCollections(db);
  let indexed = new Set<string>();
  let engine: SearchEngine = 'scan';
  let reason: string | null = 'MySQL/MariaDB: q scans (no index of theirs keeps its meaning)';
  if (dialect === 'sqlite') {
    engine = 'fts5-trigram';
    indexed = new Set((await ftsIndexesOf(db, schema)).keys());
    reason = indexed.size > 0 ? null : 'no collection is indexed';
  } else if (dialect === 'postgres') {
    engine = 'pg_trgm';
    if (await trigramSchema(db)) {
      // A table whose index `create index concurrently` is still building is scanned for that
      // column, so for `q`.
      const indexes = await listTrigramIndexes(db);
      const unfinished = new Set(
        indexes.filter((index) => !index.valid).map((index) => index.table),
      );
      indexed = new Set(
        indexes.map((index) => index.table).filter((table) => !unfinished.has(table)),
      );
      reason = indexed.size > 0 ? null : 'no collection is indexed';
    } else {
      reason = await postgresReason(db);
    }
  }
  const failure = startupFailures.get(db);
  if (failure && reason) reason = `${reason} (start-up build failed: ${failure})`;
  const collections: CollectionSearchIndex[] = [];
  for (const collection of schema.collections.values()) {
    if (collection.system) continue;
    const name = collection.collection;
    const enabled = !disabled.has(name);
    const isIndexed = indexed.has(name);
    collections.push({
      collection: name,
      enabled,
      indexed: isIndexed,
      reason: isIndexed
        ? null
        : !enabled
          ? 'turned off'
          : (unindexableReason(collection, dialect) ??
            (building.has(db) ? BUILDING_REASON : null) ??
            reason ??
            'not indexed yet'),
    });
  }
  return { engine, active: indexed.size > 0, reason, collections };
}
