// Runs a ReadQuery: one query for the rows, then one query per expanded relation and level
// (`WHERE key IN (…)` over the whole batch, never one per row), then shapes every row: values
// formatted (format.ts), relations attached, per-status blacklisted fields stripped. The SQL of
// each query is compiled by knex once per distinct read (compiled-cache.ts), and rows are read as
// arrays, taken apart by column position.
import type { Knex } from 'knex';
import type { DatabaseType } from '../../config/project-config.js';
import { dialectOf } from '../../db/dialect.js';
import { ApiError } from '../../errors/api-error.js';
import type { ReadScope } from '../permissions/read-scope.js';
import type { CollectionSchema, FieldSchema, SchemaModel } from '../schema/types.js';
import { type FtsIndexes, ftsIndexesOf } from '../search-index/query.js';
import { compileCached, readKey } from './compiled-cache.js';
import { cachedCount } from './count-cache.js';
import { applyFilter } from './filter.js';
import { type Formatter, formatterFor } from './format.js';
import { defaultSort } from './parse-query.js';
import { rowHookFor } from './row-hooks.js';
import { type RowSet, run, select, selectRows } from './runner.js';
import { applyRowRules, hiddenInStatuses, readsNothing } from './scope.js';
import {
  applySearch,
  indexesForListing,
  NO_RELATED_KEYS,
  type RelatedSearchKeys,
  readsMatchesFirst,
  relatedKeysPart,
  relatedSearchKeys,
} from './search.js';
import { randomOrder } from './sql.js';
import type { Binding, ReadQuery, Selection, SortTerm } from './types.js';

export type Item = Record<string, unknown>;

const NO_INDEXES: FtsIndexes = new Map();

/** Largest IN (…) list sent in one query (bound parameter limits of the drivers). */
const KEY_CHUNK = 1000;

export { run };

const formatters = new WeakMap<FieldSchema, Formatter>();

function formatter(field: FieldSchema): Formatter {
  let format = formatters.get(field);
  if (!format) {
    format = formatterFor(field.cast);
    formatters.set(field, format);
  }
  return format;
}

/** Where a column is in the rows of a RowSet (-1: not selected, its values read as undefined). */
function position(set: RowSet, column: string): number {
  return set.columns.indexOf(column);
}

function uniqueKeys(set: RowSet, column: string): Binding[] {
  const seen = new Set<string>();
  const keys: Binding[] = [];
  const index = position(set, column);
  for (const row of set.rows) {
    const value = row[index];
    if (value === null || value === undefined) continue;
    const key = String(value);
    if (seen.has(key)) continue;
    seen.add(key);
    keys.push(typeof value === 'bigint' ? key : (value as Binding));
  }
  return keys;
}

function chunks<T>(list: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += KEY_CHUNK) result.push(list.slice(i, i + KEY_CHUNK));
  return result;
}

/** The status condition: explicit statuses, or the default (non-soft-deleted) ones. */
function applyStatuses(
  query: Knex.QueryBuilder,
  dialect: DatabaseType,
  collection: CollectionSchema,
  statuses: string[] | null,
): void {
  const statusField = collection.statusField;
  if (!statusField || !statuses || statuses.length === 0) return;
  const field = collection.fields.get(statusField);
  const isDefault =
    statuses.length === collection.defaultStatuses.length &&
    statuses.every((status, index) => status === collection.defaultStatuses[index]);
  if (dialect === 'sqlite' && isDefault && field?.valueClass === 'string') {
    // The default statuses usually match nearly every row; SQLite (without ANALYZE statistics)
    // would still pick an index on the status column and sort the whole table instead of walking
    // the sort column's index. The unary + keeps the condition but takes it out of index
    // selection (a no-op on text values).
    const placeholders = statuses.map(() => '?').join(', ');
    query.whereRaw(`+?? in (${placeholders})`, [statusField, ...statuses]);
    return;
  }
  query.whereIn(statusField, statuses);
}

/** Status and permission conditions every read of `collection` gets (related reads included). */
function applyVisibility(
  query: Knex.QueryBuilder,
  dialect: DatabaseType,
  collection: CollectionSchema,
  selection: Selection,
  statuses: string[] | null,
): void {
  applyStatuses(query, dialect, collection, statuses);
  applyRowRules(query, collection, selection.scope);
}

/**
 * A sort column hidden from the caller in some statuses (workflow blacklists) orders only the rows
 * where it is readable: elsewhere it sorts as empty (`CASE WHEN status IN (…) THEN NULL ELSE col`),
 * so the order cannot reveal the hidden values. Null: the plain column.
 */
function guardedSortColumn(
  collection: CollectionSchema,
  scope: ReadScope,
  column: string,
): { sql: string; bindings: Binding[] } | null {
  const statusField = collection.statusField;
  const hidden = statusField ? hiddenInStatuses(scope, column) : [];
  if (!statusField || hidden.length === 0) return null;
  const placeholders = hidden.map(() => '?').join(', ');
  return {
    sql: `case when ?? in (${placeholders}) then null else ?? end`,
    bindings: [statusField, ...hidden, column],
  };
}

function applySort(
  query: Knex.QueryBuilder,
  dialect: DatabaseType,
  collection: CollectionSchema,
  scope: ReadScope,
  sort: SortTerm[],
  nullLast: boolean,
): void {
  const terms = sort.length > 0 ? sort : defaultSort(collection);
  let hasPrimaryKey = false;
  for (const term of terms) {
    if (!term.field) {
      query.orderByRaw(randomOrder(dialect));
      continue;
    }
    const column = term.field.field;
    const direction = term.direction;
    if (column === collection.primaryKey) hasPrimaryKey = true;
    // NULLs last when sort_null_last is on; otherwise NULLs sort as the smallest value (first
    // ascending, last descending), the same on every database. SQLite and MySQL already treat
    // NULL as the smallest value, PostgreSQL as the largest: only the other cases need a clause
    // (so the common ones can still walk an index).
    const wantLast = nullLast || direction === 'desc';
    const guarded = guardedSortColumn(collection, scope, column);
    if (guarded) {
      // Nullable by construction: the same NULL placement as below, written out.
      if (dialect === 'mysql') {
        query.orderByRaw(`(${guarded.sql}) is null ${wantLast ? 'asc' : 'desc'}`, guarded.bindings);
        query.orderByRaw(`${guarded.sql} ${direction}`, guarded.bindings);
      } else {
        query.orderByRaw(
          `${guarded.sql} ${direction} nulls ${wantLast ? 'last' : 'first'}`,
          guarded.bindings,
        );
      }
      continue;
    }
    const naturalLast = dialect === 'postgres' ? direction === 'asc' : direction === 'desc';
    if (term.field.column?.nullable && wantLast !== naturalLast) {
      if (dialect === 'mysql') {
        query.orderByRaw(`?? is null ${wantLast ? 'asc' : 'desc'}`, [column]);
        query.orderBy(column, direction);
      } else {
        query.orderByRaw(`?? ${direction} nulls ${wantLast ? 'last' : 'first'}`, [column]);
      }
      continue;
    }
    query.orderBy(column, direction);
  }
  // The primary key breaks ties so pages are stable, in the direction of the last term: an index
  // on the sorted column holds (column, primary key) on SQLite and MySQL, so one direction
  // throughout lets the database walk it instead of sorting every row.
  const last = terms[terms.length - 1];
  if (!hasPrimaryKey) query.orderBy(collection.primaryKey, last?.field ? last.direction : 'asc');
}

/**
 * The where clause of the main read (also used by filter_count). `fts`: the SQLite FTS5 indexes
 * `q` may narrow its candidates with (services/search-index); `relatedKeys`: PostgreSQL's keys of
 * the relations `q` searches, read beforehand (search.ts); `matchesFirst`: PostgreSQL finds
 * `q`'s few matches before the rest (search.ts).
 */
function applyWhere(
  db: Knex,
  query: Knex.QueryBuilder,
  read: ReadQuery,
  fts: FtsIndexes,
  relatedKeys: RelatedSearchKeys,
  matchesFirst: boolean,
): void {
  const { collection, schema } = read;
  if (read.ids) query.whereIn(collection.primaryKey, read.ids);
  applyVisibility(query, schema.dialect, collection, read.selection, read.statuses);
  applyFilter(query, read.filter, schema.dialect);
  if (read.search) applySearch(db, query, read, read.search, fts, relatedKeys, matchesFirst);
  if (read.groups) {
    const groups = read.groups.map((field) => field.field);
    query.whereIn(collection.primaryKey, (sub) => {
      sub.min(collection.primaryKey).from(collection.collection);
      if (read.ids) sub.whereIn(collection.primaryKey, read.ids);
      applyVisibility(sub, schema.dialect, collection, read.selection, read.statuses);
      applyFilter(sub, read.filter, schema.dialect);
      sub.groupBy(groups);
    });
  }
}

interface LoadContext {
  db: Knex;
  /** The schema model the read was parsed against (compiled queries are cached per model). */
  schema: SchemaModel;
  dialect: DatabaseType;
  lang: string[] | null;
  sortNullLast: boolean;
}

/** Loads the related rows of every expanded relation of `selection`, then shapes `set`'s rows. */
async function shape(context: LoadContext, selection: Selection, set: RowSet): Promise<Item[]> {
  const { collection, scope } = selection;
  const related = await Promise.all(
    selection.output.map(async (entry) => {
      if (entry.kind === 'm2o' && entry.child)
        return loadManyToOne(context, entry.child, set, entry.field);
      if (entry.kind === 'many') return loadToMany(context, entry.child, entry, set, collection);
      return null;
    }),
  );

  const statusField = collection.statusField;
  const byStatus = statusField ? scope.fieldBlacklistByStatus : {};
  const stripPerStatus = statusField !== null && Object.keys(byStatus).length > 0;
  const statusIndex = statusField ? position(set, statusField) : -1;
  const keyIndex = position(set, collection.primaryKey);
  const output = selection.output;
  const formats = output.map((entry) => formatter(entry.field));
  const names = output.map((entry) => entry.field.field);
  // Where each output field's column is in a row (aliases: -1, they read the primary key).
  const indexes = output.map((entry) => position(set, entry.field.field));

  const items = set.rows.map((row) => {
    const item: Item = {};
    const hidden = stripPerStatus ? byStatus[String(row[statusIndex])] : undefined;
    for (let index = 0; index < output.length; index++) {
      const entry = output[index];
      const name = names[index];
      if (hidden?.includes(name)) continue;
      if (entry.kind === 'value') {
        item[name] = formats[index](row[indexes[index]]);
        continue;
      }
      if (entry.kind === 'm2o') {
        const key = row[indexes[index]];
        if (key === null || key === undefined) {
          item[name] = null;
        } else if (!entry.child) {
          item[name] = { [entry.relatedKey]: formats[index](key) };
        } else {
          item[name] = (related[index] as Map<string, Item>).get(String(key)) ?? null;
        }
        continue;
      }
      const key = row[keyIndex];
      item[name] =
        key === null || key === undefined
          ? []
          : ((related[index] as Map<string, unknown[]>).get(String(key)) ?? []);
    }
    return item;
  });
  // Computed values (directus_files `data`, see row-hooks.ts).
  const hook = selection.computed ? rowHookFor(collection.collection) : undefined;
  if (hook && items.length > 0) {
    const hookIndexes = hook.columns.map((column) => position(set, column));
    const rows = set.rows.map((row) =>
      Object.fromEntries(hook.columns.map((column, index) => [column, row[hookIndexes[index]]])),
    );
    await hook.apply(items, rows, context.db);
  }
  return items;
}

async function loadManyToOne(
  context: LoadContext,
  child: Selection,
  set: RowSet,
  field: FieldSchema,
): Promise<Map<string, Item>> {
  const map = new Map<string, Item>();
  const keys = uniqueKeys(set, field.field);
  if (keys.length === 0) return map;
  const related = child.collection;
  for (const batch of chunks(keys)) {
    const key = readKey(context.schema, 'm2o', child, batch);
    const compiled = compileCached(context.schema, key, () => {
      const query = context.db.from(related.collection).select(child.columns);
      query.whereIn(related.primaryKey, batch);
      applyVisibility(query, context.dialect, related, child, related.defaultStatuses);
      return query;
    });
    const childRows = await selectRows(context.db, compiled);
    const items = await shape(context, child, childRows);
    const keyIndex = position(childRows, related.primaryKey);
    childRows.rows.forEach((row, index) => {
      map.set(String(row[keyIndex]), items[index]);
    });
  }
  return map;
}

async function loadToMany(
  context: LoadContext,
  child: Selection,
  entry: { field: FieldSchema; idsOnly: boolean },
  set: RowSet,
  parent: CollectionSchema,
): Promise<Map<string, unknown[]>> {
  const map = new Map<string, unknown[]>();
  const keys = uniqueKeys(set, parent.primaryKey);
  if (keys.length === 0) return map;
  const relation = entry.field.relation;
  const foreignKey = relation?.field as string;
  const related = child.collection;
  const translation = entry.field.type === 'translation' && context.lang !== null;
  if (translation && !related.langField) {
    throw new ApiError(
      'FIELD_NOT_FOUND',
      `field of lang type was not found in collection: ${related.collection}`,
    );
  }
  const keyFormat = formatter(related.fields.get(related.primaryKey) as FieldSchema);
  for (const batch of chunks(keys)) {
    const key = readKey(
      context.schema,
      'many',
      child,
      entry.field,
      batch,
      translation ? context.lang : null,
      context.sortNullLast,
    );
    const compiled = compileCached(context.schema, key, () => {
      const query = context.db.from(related.collection).select(child.columns);
      query.whereIn(foreignKey, batch);
      applyVisibility(query, context.dialect, related, child, related.defaultStatuses);
      if (translation) query.whereIn(related.langField as string, context.lang as string[]);
      applySort(query, context.dialect, related, child.scope, [], context.sortNullLast);
      return query;
    });
    const childRows = await selectRows(context.db, compiled);
    const keyIndex = position(childRows, related.primaryKey);
    const foreignKeyIndex = position(childRows, foreignKey);
    const items: unknown[] = entry.idsOnly
      ? childRows.rows.map((row) => keyFormat(row[keyIndex]))
      : await shape(context, child, childRows);
    childRows.rows.forEach((row, index) => {
      const key = String(row[foreignKeyIndex]);
      const list = map.get(key);
      if (list) list.push(items[index]);
      else map.set(key, [items[index]]);
    });
  }
  return map;
}

/** The main SELECT of a ReadQuery (not run); the rest as for applyWhere. */
export function buildSelect(
  db: Knex,
  read: ReadQuery,
  fts = NO_INDEXES,
  relatedKeys = NO_RELATED_KEYS,
  matchesFirst = false,
): Knex.QueryBuilder {
  const { collection, selection, schema } = read;
  const query = db.from(collection.collection).select(selection.columns);
  applyWhere(db, query, read, fts, relatedKeys, matchesFirst);
  applySort(query, schema.dialect, collection, read.scope, read.sort, read.sortNullLast);
  if (read.limit !== null) {
    query.limit(read.limit);
    if (read.offset > 0) query.offset(read.offset);
  }
  return query;
}

/** Reads and shapes the rows of a ReadQuery. */
export async function executeRead(db: Knex, read: ReadQuery): Promise<Item[]> {
  const { selection, schema } = read;
  if (read.limit === 0 || readsNothing(read.scope) || (read.ids && read.ids.length === 0)) {
    return [];
  }
  // The SQL depends on the ReadQuery (the search indexes are read per schema model), on
  // whether a `q` term is rare enough to list from its index and on the related keys bound: the
  // same read again skips knex (compiled-cache.ts).
  const indexes = read.search ? await ftsIndexesOf(db, schema) : NO_INDEXES;
  const fts = await indexesForListing(db, read, indexes);
  const relatedKeys = await relatedSearchKeys(db, read, indexes);
  const matchesFirst = await readsMatchesFirst(db, read, relatedKeys);
  const key = readKey(
    schema,
    'select',
    read,
    fts === indexes,
    relatedKeysPart(read, relatedKeys),
    matchesFirst,
  );
  const compiled = compileCached(schema, key, () =>
    buildSelect(db, read, fts, relatedKeys, matchesFirst),
  );
  const rows = await selectRows(db, compiled);
  return shape(
    { db, schema, dialect: schema.dialect, lang: read.lang, sortNullLast: read.sortNullLast },
    selection,
    rows,
  );
}

async function count(db: Knex, query: Knex.QueryBuilder): Promise<number> {
  const rows = await select(db, query.count({ count: '*' }));
  return Number(rows[0]?.count ?? 0);
}

/** Rows of the collection outside soft-deleted statuses, ignoring filters and permissions. */
export function countTotal(
  db: Knex,
  collection: CollectionSchema,
  schema?: SchemaModel,
): Promise<number> {
  const query = db.from(collection.collection);
  applyStatuses(query, dialectOf(db), collection, collection.defaultStatuses);
  // With the model: cached until the next write to the collection (count-cache.ts).
  if (schema) return cachedCount(db, schema, collection, query.count({ count: '*' }));
  return count(db, query);
}

/** Rows matching the read's filter, q, statuses and permissions (limit ignored). */
export async function countFiltered(db: Knex, read: ReadQuery): Promise<number> {
  if (readsNothing(read.scope)) return 0;
  const fts = read.search ? await ftsIndexesOf(db, read.schema) : NO_INDEXES;
  const relatedKeys = await relatedSearchKeys(db, read, fts);
  const matchesFirst = await readsMatchesFirst(db, read, relatedKeys);
  const query = db.from(read.collection.collection);
  applyWhere(db, query, read, fts, relatedKeys, matchesFirst);
  return cachedCount(db, read.schema, read.collection, query.count({ count: '*' }));
}

/** Rows per status, every mapped status included (zero counts too). */
export async function countByStatus(
  db: Knex,
  collection: CollectionSchema,
  scope: ReadScope,
): Promise<Record<string, number>> {
  const statusField = collection.statusField;
  const counts: Record<string, number> = {};
  if (!statusField) return counts;
  for (const status of collection.statuses) counts[status.value] = 0;
  if (readsNothing(scope)) return counts;
  // Only the rows the caller may read count (rows of others' drafts are not theirs to know of).
  const query = db.from(collection.collection).select(statusField).count({ count: '*' });
  applyRowRules(query, collection, scope);
  const rows = await select(db, query.groupBy(statusField));
  for (const row of rows) {
    const status = row[statusField];
    if (status === null || status === undefined) continue;
    counts[String(status)] = Number(row.count);
  }
  return counts;
}
