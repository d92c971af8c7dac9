// Keeps the search indexes equal to what targets.ts asks for: after every schema change (in its
// transaction, schema-admin/apply.ts), when an admin turns a collection's index off or on
// (switch.ts), and once per process at start-up for projects whose indexes are missing (a
// collection made before this feature, a table rebuilt outside the server).
//
// SQLite: the triggers are dropped before a schema change's DDL (SQLite refuses to drop or rename
// a column a trigger names, and knex rebuilds tables to alter them) and put back after; an index
// whose table's definition changed meanwhile is rebuilt from the table, one whose columns changed
// is made anew. PostgreSQL: missing indexes are created, unwanted ones dropped (a dropped column
// or table takes its own). MySQL/MariaDB: nothing to keep.
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import { loadSchema } from '../schema/load-schema.js';
import type { FieldSchema } from '../schema/types.js';
import {
  createTrigramIndex,
  dropTrigramIndex,
  ensureTrigram,
  listTrigramIndexes,
  wantedIndexes,
} from './postgres.js';
import {
  createFts,
  createTriggers,
  dropFts,
  dropTriggers,
  type FtsIndex,
  listFtsIndexes,
  rebuildFts,
  tableSql,
  wantedParts,
} from './sqlite.js';
import { disabledCollections, type IndexTarget, indexTargets } from './targets.js';

/** SQLite: each indexed table's definition before a schema change, and whether it was in step. */
export type Snapshot = Map<string, { sql: string | null; inStep: boolean }>;

/** Before a schema change's DDL: SQLite's triggers out of the way (the snapshot says what was). */
export async function prepareSchemaChange(trx: Knex): Promise<Snapshot | null> {
  if (dialectOf(trx) !== 'sqlite') return null;
  const snapshot: Snapshot = new Map();
  for (const index of (await listFtsIndexes(trx)).values()) {
    snapshot.set(index.collection, {
      sql: await tableSql(trx, index.collection),
      inStep: index.triggers,
    });
    await dropTriggers(trx, index.collection);
  }
  return snapshot;
}

async function reconcileSqlite(trx: Knex, snapshot: Snapshot | null): Promise<boolean> {
  const schema = await loadSchema(trx, 0);
  const targets = indexTargets(schema, await disabledCollections(trx));
  const existing = await listFtsIndexes(trx);
  let changed = false;
  for (const index of existing.values()) {
    if (targets.has(index.collection)) continue;
    await dropFts(trx, index.collection);
    changed = true;
  }
  for (const target of targets.values()) {
    // A collection the index cannot be built for scans; it never fails the schema change.
    if (await inSavepoint(trx, (sp) => reconcileFts(sp, target, existing, snapshot))) {
      changed = true;
    }
  }
  return changed;
}

/** Runs `work` in a savepoint; false (and nothing of it kept) when it fails. */
async function inSavepoint(trx: Knex, work: (savepoint: Knex) => Promise<unknown>) {
  try {
    const result = await trx.transaction((savepoint) => work(savepoint));
    return result !== false;
  } catch {
    return false;
  }
}

/** Brings one collection's FTS5 index in line; false when it was in step already. */
async function reconcileFts(
  trx: Knex,
  target: IndexTarget,
  existing: Map<string, FtsIndex>,
  snapshot: Snapshot | null,
): Promise<boolean> {
  const index = existing.get(target.collection);
  const before = snapshot?.get(target.collection);
  if (!index?.current || !sameParts(index, target)) {
    if (index) await dropFts(trx, target.collection);
    await createFts(trx, target);
  } else {
    // The triggers are missing because the change dropped them (then the index is in step
    // unless the table was rebuilt or was out of step already), or because something outside
    // this server rebuilt the table (then it is not).
    const inStep = before
      ? before.inStep && before.sql === (await tableSql(trx, target.collection))
      : index.triggers;
    if (inStep) {
      if (!index.triggers || !index.triggersCurrent) {
        await dropTriggers(trx, target.collection);
        await createTriggers(trx, target);
      }
      return false;
    }
    await dropTriggers(trx, target.collection);
  }
  await rebuildFts(trx, target);
  await createTriggers(trx, target);
  return true;
}

/** Whether the index has the parts the target asks for, each with the same columns. */
function sameParts(index: FtsIndex, target: IndexTarget): boolean {
  const wanted = wantedParts(target);
  return (
    index.parts.length === wanted.length &&
    wanted.every(
      (part, at) =>
        index.parts[at].table === part.table &&
        index.parts[at].columns.join('\u0000') === part.columns.map((f) => f.field).join('\u0000'),
    )
  );
}

/** The trigram indexes the schema asks for, by name, with the table and field each is for. */
export type WantedTrigramIndexes = Map<string, { table: string; field: FieldSchema }>;

/** The trigram indexes the schema asks for, and the schema pg_trgm is in. */
export async function wantedTrigramIndexes(db: Knex): Promise<{
  trigramSchema: string | null;
  wanted: WantedTrigramIndexes;
}> {
  const schema = await loadSchema(db, 0);
  const targets = indexTargets(schema, await disabledCollections(db));
  const trigram = targets.size > 0 ? await ensureTrigram(db) : null;
  const wanted: WantedTrigramIndexes = new Map();
  if (trigram?.schema) {
    for (const target of targets.values()) {
      for (const [name, field] of wantedIndexes(target)) {
        wanted.set(name, { table: target.collection, field });
      }
    }
  }
  return { trigramSchema: trigram?.schema ?? null, wanted };
}

async function reconcilePostgres(trx: Knex): Promise<boolean> {
  const { trigramSchema, wanted } = await wantedTrigramIndexes(trx);
  const existing = await listTrigramIndexes(trx);
  let changed = false;
  for (const index of existing) {
    if (wanted.has(index.name)) continue;
    await dropTrigramIndex(trx, index.name);
    changed = true;
  }
  const names = new Set(existing.map((index) => index.name));
  const analyze = new Set<string>();
  for (const [name, { table, field }] of wanted) {
    if (names.has(name) || !trigramSchema) continue;
    const schemaName = trigramSchema;
    // An index the database refuses leaves that column to the scan, never fails the change.
    if (await inSavepoint(trx, (sp) => createTrigramIndex(sp, schemaName, table, field))) {
      changed = true;
      analyze.add(table);
    }
  }
  // Statistics of the new expressions (cast(column as text)), so the planner can tell a rare term,
  // read from the index, from a common one, read in the listing's order (ANALYZE samples rows).
  for (const table of analyze) await trx.raw('analyze ??', [table]);
  return changed;
}

/**
 * Brings the indexes in line with the schema (inside the caller's transaction); true when it
 * created, rebuilt or dropped one (the caller bumps the schema version so every process sees it).
 */
export async function reconcileSearchIndexes(
  trx: Knex,
  snapshot: Snapshot | null = null,
): Promise<boolean> {
  switch (dialectOf(trx)) {
    case 'sqlite':
      return reconcileSqlite(trx, snapshot);
    case 'postgres':
      return reconcilePostgres(trx);
    default:
      return false;
  }
}

/**
 * Runs one DDL step of a schema change. PostgreSQL refuses to change a text column's type while a
 * trigram index names it (`gin_trgm_ops` takes text only): the step runs in a savepoint, and on
 * that refusal the plain-column trigram indexes are dropped and the step runs again (the
 * reconcile after the change creates what is still wanted).
 */
export async function runDdlStep(trx: Knex, step: (conn: Knex) => Promise<void>): Promise<void> {
  if (dialectOf(trx) !== 'postgres' || !trx.isTransaction) return step(trx);
  try {
    await trx.transaction((savepoint) => step(savepoint));
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (!message.includes('gin_trgm_ops')) throw error;
    for (const index of await listTrigramIndexes(trx)) {
      if (index.plainColumn) await dropTrigramIndex(trx, index.name);
    }
    await step(trx);
  }
}
