// total_count / filter_count of listings, cached per collection and query shape until the next
// write to that collection (issue #20 §3). A listing asks for its counts with every page; at a
// million rows each count is a scan, while the answer only changes when a write commits.
//
// - The key is the count's own SQL and bindings: filter, q, statuses and the caller's permission
//   scope all reach the SQL, so two callers share an entry only when they count the same rows.
// - An entry holds the collection's write counter (write-counters.ts) read BEFORE counting. A
//   write committing in between makes the count newer than its label, never older; the next read
//   sees a higher counter and counts again. So a cached count is never staler than the counter,
//   across every process sharing the database.
// - Only counts whose SQL reads the collection's own table (and server-owned cms_ tables, such as
//   a search index kept in step in the same transaction) are cached: a filter through a relation
//   or a permission rule reading directus_users depends on other tables' writes.
// - System collections (directus_*) are never cached: several services write them directly.
// - One cache per schema model: a schema change (new version, new model) starts empty.
// Rows changed outside this server (by hand in SQL) are not seen until the next write through it
// or a schema change; that is the price of not scanning.
import type { Knex } from 'knex';
import type { CollectionSchema, SchemaModel } from '../schema/types.js';
import { compile, select } from './runner.js';
import { ensureWriteCounters, readWriteCounter } from './write-counters.js';

const MAX_ENTRIES = 1000;
/** Longer keys (a huge IN list) are not worth keeping. */
const MAX_KEY_LENGTH = 4096;

interface Entry {
  counter: number;
  count: number;
}

const caches = new WeakMap<SchemaModel, Map<string, Entry>>();

function entriesOf(schema: SchemaModel): Map<string, Entry> {
  let entries = caches.get(schema);
  if (!entries) {
    entries = new Map();
    caches.set(schema, entries);
  }
  return entries;
}

const TABLE_REFERENCE = /\b(?:from|join)\s+[`"]([^`"]+)[`"]/gi;

/** Whether the SQL reads only the collection's table and server-owned cms_ tables. */
export function readsOnlyOwnRows(sql: string, table: string): boolean {
  const references = [...sql.matchAll(TABLE_REFERENCE)];
  const clauses = sql.match(/\b(?:from|join)\b/gi)?.length ?? 0;
  // A FROM or JOIN we could not read a table name from (a subquery): not cacheable.
  if (references.length === 0 || references.length !== clauses) return false;
  return references.every(([, name]) => name === table || name.startsWith('cms_'));
}

async function runCount(db: Knex, query: Knex.QueryBuilder): Promise<number> {
  const rows = await select(db, compile(query));
  return Number(rows[0]?.count ?? 0);
}

/**
 * The count `query` (a SELECT count(*) AS count) answers, from the cache while the collection has
 * had no write since it was counted.
 */
export async function cachedCount(
  db: Knex,
  schema: SchemaModel,
  collection: CollectionSchema,
  query: Knex.QueryBuilder,
): Promise<number> {
  const compiled = compile(query);
  if (collection.system || !readsOnlyOwnRows(compiled.sql, collection.collection)) {
    return runCount(db, query);
  }
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.bindings)}`;
  if (key.length > MAX_KEY_LENGTH) return runCount(db, query);
  // The table is made on first use; a database user that may not create it gets plain counts.
  const ready = await ensureWriteCounters(db).then(
    () => true,
    () => false,
  );
  if (!ready) return runCount(db, query);
  const counter = await readWriteCounter(db, collection.collection, (q) => select(db, q));
  if (counter === undefined) return runCount(db, query);
  const entries = entriesOf(schema);
  const cached = entries.get(key);
  if (cached && cached.counter === counter) {
    entries.delete(key);
    entries.set(key, cached);
    return cached.count;
  }
  const rows = await select(db, compiled);
  const count = Number(rows[0]?.count ?? 0);
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, { counter, count });
  return count;
}
