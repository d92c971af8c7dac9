// PostgreSQL at start-up, when the trigram indexes a collection lacks are on big tables (one made
// before this feature, a table created outside the server and marked managed, an existing
// Directus 8 database): they are built while the project serves requests. Built in a
// transaction, as a schema change builds them, they would hold every request of the project
// behind the build (111 s for a million posts of 1 KB) and every write to the table behind the
// transaction. Here each is built `concurrently`, one at a time: reads and writes go on, and `q`
// scans with the same results until its index is valid. Small tables are still built before the
// first request (index.ts), so a new project answers with its indexes from the start.
import type { Knex } from 'knex';
import { createTrigramIndex, dropTrigramIndex, listTrigramIndexes } from './postgres.js';
import { type WantedTrigramIndexes, wantedTrigramIndexes } from './reconcile.js';

/**
 * The session-level advisory lock that lets one process build (pg_try_advisory_lock's key: the
 * bytes of "cms_trgm" as an integer, to stay clear of other tools' keys).
 */
export const BUILD_LOCK = 0x636d_735f_7472_676dn;

/**
 * Above this much table data awaiting an index, the start-up build runs in the background
 * (about 5 s of building in a transaction at this size here).
 */
export const BACKGROUND_BUILD_BYTES = 64 * 1024 * 1024;

/** What the background build makes: the indexes the schema asks for, in pg_trgm's schema. */
export interface BackgroundBuild {
  trigramSchema: string;
  wanted: WantedTrigramIndexes;
}

/**
 * The background build, when the start-up build goes there: the tables awaiting an index hold
 * more than BACKGROUND_BUILD_BYTES, or an index is invalid (a concurrent build failed or was
 * cancelled: only the background build, under its lock, makes such an index anew). Null for the
 * usual project, decided from the catalogue alone: its tables together are smaller than that and
 * no index is invalid, so the schema is not read twice at start-up.
 */
export async function backgroundBuild(db: Knex): Promise<BackgroundBuild | null> {
  const indexes = await listTrigramIndexes(db);
  if (indexes.some((index) => !index.valid)) return wantedBuild(db);
  const userTables = await tableBytes(db, `c.relkind in ('r', 'p') and c.relname not like ?`, [
    'directus\\_%',
  ]);
  if (userTables <= BACKGROUND_BUILD_BYTES) return null;
  const build = await wantedBuild(db);
  if (!build) return null;
  const existing = new Set(indexes.map((index) => index.name));
  const tables = new Set<string>();
  for (const [name, { table }] of build.wanted) if (!existing.has(name)) tables.add(table);
  if (tables.size === 0) return null;
  const bytes = await tableBytes(db, 'c.relname = any(?)', [[...tables]]);
  return bytes > BACKGROUND_BUILD_BYTES ? build : null;
}

/** What the schema asks for; null without pg_trgm. */
async function wantedBuild(db: Knex): Promise<BackgroundBuild | null> {
  const { trigramSchema, wanted } = await wantedTrigramIndexes(db);
  return trigramSchema ? { trigramSchema, wanted } : null;
}

/** The bytes of the current schema's tables that `where` picks (`c`: pg_class). */
async function tableBytes(db: Knex, where: string, bindings: Knex.RawBinding[]): Promise<number> {
  const result: { rows: { bytes: string | number }[] } = await db.raw(
    `select coalesce(sum(pg_table_size(c.oid)), 0) as bytes from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and ${where}`,
    bindings,
  );
  return Number(result.rows[0]?.bytes ?? 0);
}

/** What a start-up build did: whether it created an index, and the builds the database refused. */
export interface StartupBuild {
  built: boolean;
  failures: string[];
}

/**
 * Creates the missing trigram indexes. Another process holding the lock is building them
 * already: nothing to do here. Never drops an index the schema does not ask for: a schema change
 * commits its own indexes, and a schema read before it would count them as unwanted (dropping is
 * the schema change's job, in its transaction). `signal` stops the build (the server closing):
 * the index being built is cancelled, left invalid, and made anew at the next start.
 */
export async function buildMissingTrigramIndexes(
  db: Knex,
  build: BackgroundBuild,
  signal: AbortSignal,
): Promise<StartupBuild> {
  // The lock and the builds on one connection: a session lock belongs to its connection, and the
  // server cancels a build by its connection's process id.
  const connection = await db.client.acquireConnection();
  const on = (sql: string, bindings: readonly string[] = []) =>
    db.raw(sql, bindings).connection(connection);
  try {
    const locked: { rows: { locked: boolean; pid: number }[] } = await on(
      'select pg_try_advisory_lock(?) as locked, pg_backend_pid() as pid',
      [BUILD_LOCK.toString()],
    );
    const [session] = locked.rows;
    if (!session?.locked) return { built: false, failures: [] };
    const cancel = () => {
      db.raw('select pg_cancel_backend(?)', [session.pid]).catch(() => {});
    };
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return await buildMissing(db, build, connection, signal);
    } finally {
      signal.removeEventListener('abort', cancel);
      await on('select pg_advisory_unlock(?)', [BUILD_LOCK.toString()]);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

async function buildMissing(
  db: Knex,
  { trigramSchema, wanted }: BackgroundBuild,
  connection: unknown,
  signal: AbortSignal,
): Promise<StartupBuild> {
  // Listed again under the lock: another process may have finished a build meanwhile.
  const existing = new Map((await listTrigramIndexes(db)).map((index) => [index.name, index]));
  const options = { concurrently: true, connection };
  const built = new Set<string>();
  const failures: string[] = [];
  for (const [name, { table, field }] of wanted) {
    const index = existing.get(name);
    if (index?.valid) continue;
    if (signal.aborted) break;
    try {
      // Invalid while this process holds the lock: a build that failed or was cancelled.
      if (index) await dropTrigramIndex(db, name, options);
      await createTrigramIndex(db, trigramSchema, table, field, options);
      built.add(table);
    } catch (error) {
      if (signal.aborted) break;
      // The table or column went meanwhile, or the database refused: that column scans.
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${table}.${field.field}: ${message}`);
    }
  }
  // Statistics of the new expressions, so the planner can tell a rare term from a common one.
  for (const table of built) {
    if (!signal.aborted) await db.raw('analyze ??', [table]).connection(connection);
  }
  return { built: built.size > 0, failures };
}
