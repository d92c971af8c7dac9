// Per-project schema cache validated by a version counter (cms_schema_version): each request
// reads one integer (in the same round trip as the settings it needs) and reuses the cached model
// while it matches, so several server processes sharing a database see each other's schema
// changes at once, without any process reloading the schema per request.
//
// The cache is keyed by knex instance: one per project and server (ConnectionManager), so two
// apps in one process (tests) never share an entry.
import type { Knex } from 'knex';
import { SCHEMA_VERSION_TABLE } from '../../db/migrations/20250601000000_schema_version.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { isMissingTableError } from '../../errors/schema-drift.js';
import { type CompiledQuery, compile, select } from '../query/runner.js';
import { loadSchema } from './load-schema.js';
import type { SchemaModel } from './types.js';

export { SCHEMA_VERSION_TABLE };

interface CacheEntry {
  version: number;
  schema: Promise<SchemaModel>;
}

const cache = new WeakMap<Knex, CacheEntry>();
const upgrading = new WeakMap<Knex, Promise<void>>();

export interface ProjectState {
  version: number;
  /** The requested directus_settings values (null when the key is missing or empty). */
  settings: Record<string, string | null>;
}

/** A "table does not exist" driver error, possibly wrapped (as E9 or E200) by the runner. */
function isMissingTable(error: unknown): boolean {
  if (isMissingTableError(error)) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause !== undefined && cause !== error && isMissingTable(cause);
}

/**
 * Projects installed before the version table existed get it (and any other pending system
 * migration) the first time their schema is read, as v8 ran pending migrations per request.
 */
async function upgrade(db: Knex): Promise<void> {
  let running = upgrading.get(db);
  if (!running) {
    running = (async () => {
      if (await db.schema.hasTable(SCHEMA_VERSION_TABLE)) return;
      await migrateToLatest(db);
    })().finally(() => upgrading.delete(db));
    upgrading.set(db, running);
  }
  await running;
}

const compiledStates = new WeakMap<Knex, Map<string, CompiledQuery>>();

/**
 * The columns of the state query: the schema version and the requested settings, each a scalar
 * subquery (NULL when the row is missing). Other one-row statements include them too, so a
 * request can read its state in a statement it runs anyway (services/auth/request-auth.ts).
 */
export function stateColumns(
  db: Knex,
  settingKeys: readonly string[],
  prefix = '',
): Knex.QueryBuilder[] {
  const columns: Knex.QueryBuilder[] = [
    db(SCHEMA_VERSION_TABLE).select('version').where('id', 1).as(`${prefix}schema_version`),
  ];
  settingKeys.forEach((key, index) => {
    columns.push(
      db('directus_settings').select('value').where('key', key).as(`${prefix}setting_${index}`),
    );
  });
  return columns;
}

/** The ProjectState in a row selected with `stateColumns(db, settingKeys, prefix)`. */
export function stateFromRow(
  row: Record<string, unknown>,
  settingKeys: readonly string[],
  prefix = '',
): ProjectState {
  const settings: Record<string, string | null> = {};
  settingKeys.forEach((key, index) => {
    const value = row[`${prefix}setting_${index}`];
    settings[key] = value === null || value === undefined ? null : String(value);
  });
  return { version: Number(row[`${prefix}schema_version`] ?? 0), settings };
}

/** The state query's SQL depends only on the database and the keys: built by knex once. */
function stateQuery(db: Knex, settingKeys: readonly string[]): CompiledQuery {
  let byKeys = compiledStates.get(db);
  if (!byKeys) {
    byKeys = new Map();
    compiledStates.set(db, byKeys);
  }
  const cacheKey = settingKeys.join('\u0000');
  let compiled = byKeys.get(cacheKey);
  if (!compiled) {
    compiled = compile(db.select(stateColumns(db, settingKeys)));
    byKeys.set(cacheKey, compiled);
  }
  return compiled;
}

async function queryState(db: Knex, settingKeys: readonly string[]): Promise<ProjectState> {
  const rows = await select(db, stateQuery(db, settingKeys));
  return stateFromRow(rows[0] ?? {}, settingKeys);
}

/**
 * Runs a statement that reads the schema version table; when the table does not exist yet, the
 * pending system migrations run first and the statement runs again.
 */
export async function withSchemaVersionTable<T>(db: Knex, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    await upgrade(db);
    return run();
  }
}

/** The schema version and a few settings, in one query. */
export async function readProjectState(
  db: Knex,
  settingKeys: readonly string[] = [],
): Promise<ProjectState> {
  return withSchemaVersionTable(db, () => queryState(db, settingKeys));
}

/** The schema model at a version just read from the database (loaded once per version). */
export function schemaAt(db: Knex, version: number): Promise<SchemaModel> {
  const entry = cache.get(db);
  if (entry && entry.version === version) return entry.schema;
  const schema = loadSchema(db, version);
  const fresh: CacheEntry = { version, schema };
  cache.set(db, fresh);
  // A failed load must not stay cached.
  schema.catch(() => {
    if (cache.get(db) === fresh) cache.delete(db);
  });
  return schema;
}

/** The current schema model (one version query, plus a full load when the schema changed). */
export async function getSchema(db: Knex): Promise<SchemaModel> {
  const { version } = await readProjectState(db);
  return schemaAt(db, version);
}

/**
 * Call after any change to tables, columns, directus_collections, directus_fields or
 * directus_relations (inside the same transaction when there is one): every process holding a
 * cached schema of this database reloads it on its next request.
 */
export async function bumpSchemaVersion(db: Knex | Knex.Transaction): Promise<void> {
  try {
    await db(SCHEMA_VERSION_TABLE).where('id', 1).increment('version', 1);
  } catch (error) {
    if (!isMissingTable(error) || (db as Knex.Transaction).isTransaction) throw error;
    await upgrade(db as Knex);
    await db(SCHEMA_VERSION_TABLE).where('id', 1).increment('version', 1);
  }
}

/** Drops this process's cached model (the next read reloads it even at the same version). */
export function forgetSchema(db: Knex): void {
  cache.delete(db);
}
