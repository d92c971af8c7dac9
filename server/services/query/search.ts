// `q`: the where clause of a search (a case-insensitive substring match over the collection's
// searchable columns and those of the related collections it reaches), and the reads that help the
// database answer it from its indexes. The LIKEs always decide which rows match; everything else
// here only narrows where the database looks (services/search-index).
import type { Knex } from 'knex';
import type { CollectionSchema, FieldSchema, SchemaModel } from '../schema/types.js';
import { TRGM_PREFIX } from '../search-index/postgres.js';
import {
  type FtsIndexes,
  selectFtsCandidates,
  usesTrigrams,
  whereFtsCandidates,
} from '../search-index/query.js';
import type { FtsIndex } from '../search-index/sqlite.js';
import { likeAny, visibleRelated } from './filter.js';
import { compile, select } from './runner.js';
import { guardHiddenField } from './scope.js';
import type { Binding, ReadQuery, SearchPlan, SearchRelation } from './types.js';
import { escapeLike } from './values.js';

/**
 * PostgreSQL, per searched relation: the keys its matches point to, read before the main query
 * (see relatedSearchKeys). A relation missing from the map is searched through a subquery.
 */
export type RelatedSearchKeys = Map<SearchRelation, Binding[]>;

export const NO_RELATED_KEYS: RelatedSearchKeys = new Map();

/**
 * Above this many keys a relation is searched through a subquery again: a term most related rows
 * hold is better left to the database than sent back to it as a list.
 */
export const MAX_BOUND_RELATED_KEYS = 1000;

/** The column of `collection` a relation's matching keys are compared with. */
function relationColumn(collection: CollectionSchema, relation: SearchRelation): string {
  return relation.field.relation?.kind === 'm2o' ? relation.field.field : collection.primaryKey;
}

function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Selects into `sub` the keys of `relation`'s rows that hold the term and that the read may see:
 * the related primary keys (M2O) or the foreign keys pointing back (O2M).
 */
function selectMatchingRelated(
  sub: Knex.QueryBuilder,
  read: ReadQuery,
  search: SearchPlan,
  relation: SearchRelation,
  fts: FtsIndexes,
): void {
  const related = relation.collection;
  if (relation.field.relation?.kind === 'm2o') {
    sub.select(related.primaryKey).from(related.collection);
  } else {
    const foreignKey = relation.field.relation?.field as string;
    sub.select(foreignKey).from(related.collection).whereNotNull(foreignKey);
  }
  const relatedIndex = usesTrigrams(search.text) ? fts.get(related.collection) : undefined;
  if (relatedIndex && relation.columns.every((c) => relatedIndex.columns.includes(c.field))) {
    whereFtsCandidates(sub, relatedIndex, related.primaryKey, search.text);
  }
  const pattern = likePattern(search.text);
  likeAny(sub, read.schema.dialect, related, relation.scope, relation.columns, pattern);
  visibleRelated(sub, related, relation.scope);
}

/**
 * Selects into `query` the keys of the read's collection whose `relation` holds the term: through
 * the foreign key's index (M2O), or the keys the related rows point back with (O2M).
 */
function selectKeysThroughRelation(
  query: Knex.QueryBuilder,
  read: ReadQuery,
  search: SearchPlan,
  relation: SearchRelation,
  fts: FtsIndexes,
): void {
  const { collection } = read;
  if (relation.field.relation?.kind === 'm2o') {
    query
      .select(collection.primaryKey)
      .from(collection.collection)
      .whereIn(relationColumn(collection, relation), (sub) =>
        selectMatchingRelated(sub, read, search, relation, fts),
      );
  } else {
    selectMatchingRelated(query, read, search, relation, fts);
  }
}

/** Whether the SQLite index holds every own column `q` searches (the read can be narrowed). */
function coversOwnColumns(index: FtsIndex, search: SearchPlan): boolean {
  return search.columns.every((column) => index.columns.includes(column.field));
}

/**
 * PostgreSQL plans `column = any(array(subquery))` as if the subquery returned ten keys, whatever
 * it returns: a rare term looked common, so a listing sorted by an indexed date walked that index
 * and tested every row against the LIKEs (480 ms at 100,000 rows) instead of reading the few
 * matches from the trigram indexes (2 ms). Reading the keys first and binding them as values lets
 * it plan with the true count (node-postgres' unnamed statements are planned with their values).
 * A relation with more than MAX_BOUND_RELATED_KEYS matching keys keeps the subquery.
 */
export function relatedSearchKeys(
  db: Knex,
  read: ReadQuery,
  fts: FtsIndexes,
): Promise<RelatedSearchKeys> {
  const search = read.search;
  if (read.schema.dialect !== 'postgres' || !search || search.relations.length === 0) {
    return Promise.resolve(NO_RELATED_KEYS);
  }
  // The page and its filter_count read the same ReadQuery: one lookup serves both, so they also
  // count the same matches.
  let keys = lookups.get(read);
  if (!keys) {
    keys = readRelatedKeys(db, read, search, fts);
    keys.catch(() => lookups.delete(read));
    lookups.set(read, keys);
  }
  return keys;
}

const lookups = new WeakMap<ReadQuery, Promise<RelatedSearchKeys>>();

async function readRelatedKeys(
  db: Knex,
  read: ReadQuery,
  search: SearchPlan,
  fts: FtsIndexes,
): Promise<RelatedSearchKeys> {
  const keys: RelatedSearchKeys = new Map();
  await Promise.all(
    search.relations.map(async (relation) => {
      const query = db.queryBuilder();
      selectMatchingRelated(query, read, search, relation, fts);
      const rows = await select(db, query.distinct().limit(MAX_BOUND_RELATED_KEYS + 1));
      if (rows.length > MAX_BOUND_RELATED_KEYS) return;
      keys.set(
        relation,
        rows.map((row) => Object.values(row)[0] as Binding),
      );
    }),
  );
  return keys;
}

/** What of `keys` a read's SQL depends on (in a compiled-cache key): the lists in relation order. */
export function relatedKeysPart(
  read: ReadQuery,
  keys: RelatedSearchKeys,
): (Binding[] | null)[] | null {
  if (keys.size === 0 || !read.search) return null;
  return read.search.relations.map((relation) => keys.get(relation) ?? null);
}

/** Relative prices per row of the two ways to answer a listing's `q` (readingMatchesFirstPays). */
export interface SearchPrices {
  /** A row found exactly (through a relation's keys): fetched, tested and sorted. */
  exact: number;
  /** A row a trigram index offered: fetched, rechecked with the LIKEs and sorted. */
  trigram: number;
  /** A row the walk of the sort's order meets and tests. */
  walked: number;
}

/**
 * Measured per dialect on 800-character bodies, 1,000,000 posts.
 * - PostgreSQL: a row fetched by key with the sort about 1.5 µs, an ILIKE test 10-13 µs. The walk
 *   tests every row it meets; a trigram index's candidates are rechecked.
 * - SQLite: reading the row costs most, whichever way. A trigram candidate about 1.9 µs, a
 *   relation's key about 3.9 µs (its row fails the own columns' LIKEs before the relation's
 *   test), a walked row 3.2-4.3 µs.
 */
export const SEARCH_PRICES: Record<'postgres' | 'sqlite', SearchPrices> = {
  postgres: { exact: 1, trigram: 8, walked: 8 },
  sqlite: { exact: 2, trigram: 1, walked: 2 },
};

/** For `q` alone: rows found exactly, rows found by trigrams; the table's rows. */
export interface MatchEstimate {
  exact: number;
  trigram: number;
  rows: number;
}

/**
 * A listing's `q`: whether to read the matches first and sort them, instead of walking the sort's
 * order and testing each row met. The walk meets about `paged × rows ÷ matches` rows to fill the
 * page (`paged`: offset + limit); reading first fetches each match once. Measured at 1,000,000
 * posts, an author's 10,094 (found exactly, through the foreign key): PostgreSQL walks in
 * 54-68 ms and reads first in 14-15 ms; SQLite walks in 20-23 ms and reads first in 33-39 ms.
 */
export function readingMatchesFirstPays(
  estimate: MatchEstimate,
  paged: number,
  prices: SearchPrices,
): boolean {
  const matches = Math.max(1, estimate.exact + estimate.trigram);
  const walk = ((paged * estimate.rows) / matches) * prices.walked;
  const readFirst = estimate.exact * prices.exact + estimate.trigram * prices.trigram;
  return readFirst <= walk;
}

/**
 * Matches above which reading first never pays, whatever their kind (readingMatchesFirstPays with
 * every match at the cheaper price): counting them can stop there.
 */
export function mostMatchesWorthReading(rows: number, paged: number, prices: SearchPrices): number {
  const cheapest = Math.min(prices.exact, prices.trigram);
  return Math.floor(Math.sqrt((paged * rows * prices.walked) / cheapest));
}

/** How long a term's estimate is kept: the statistics and counts it rests on change with the data. */
const ESTIMATE_TTL_MS = 5 * 60_000;
/** Estimates remembered per schema model (the oldest is forgotten first). */
const MAX_REMEMBERED_ESTIMATES = 500;

/** Per schema model: estimates by what they were asked for, and since when. */
const estimates = new WeakMap<
  SchemaModel,
  Map<string, { estimate: Promise<unknown>; at: number }>
>();

/**
 * `ask()`, or its answer for the same `key` and schema model within ESTIMATE_TTL_MS. The estimate
 * only decides how a listing is read, never which rows it gets, so a stale one costs time at most.
 */
function rememberedEstimate<T>(
  schema: SchemaModel,
  key: string,
  ask: () => Promise<T>,
): Promise<T> {
  let known = estimates.get(schema);
  if (!known) {
    known = new Map();
    estimates.set(schema, known);
  }
  const entries = known;
  const entry = entries.get(key);
  if (entry && Date.now() - entry.at < ESTIMATE_TTL_MS) return entry.estimate as Promise<T>;
  const estimate = ask();
  // A failed estimate is asked again next time.
  estimate.catch(() => entries.delete(key));
  entries.delete(key);
  if (entries.size >= MAX_REMEMBERED_ESTIMATES)
    entries.delete(entries.keys().next().value as string);
  entries.set(key, { estimate, at: Date.now() });
  return estimate;
}

/**
 * Whether a PostgreSQL listing reads `q`'s matches first (readingMatchesFirstPays): its planner
 * walks too often, as it prices an ILIKE at a hundredth of its cost on a long text. The planner's
 * estimates decide, asked once per term and schema model: its row counts are good (1,110
 * estimated for 1,086), only its price per row is wrong. Without trigram indexes (switched off,
 * pg_trgm missing) the matches would be found by reading the whole table: left to the planner.
 */
export async function readsMatchesFirst(
  db: Knex,
  read: ReadQuery,
  relatedKeys: RelatedSearchKeys,
): Promise<boolean> {
  const { search, schema, collection } = read;
  if (schema.dialect !== 'postgres' || !search || read.limit === null) return false;
  // A relation searched through a subquery is planned as ten keys whatever it holds (see
  // relatedSearchKeys): the estimate would not know how many rows match.
  const unbound = search.relations.some((relation) => !relatedKeys.has(relation));
  if (!usesTrigrams(search.text) || unbound) return false;
  const key = JSON.stringify([
    'postgres',
    collection.collection,
    search.text,
    relatedKeysPart(read, relatedKeys),
  ]);
  const estimate = await rememberedEstimate(schema, key, () =>
    estimateMatches(db, matchingRows(db, read, search, relatedKeys), collection),
  );
  return (
    estimate !== null &&
    readingMatchesFirstPays(estimate, read.offset + read.limit, SEARCH_PRICES.postgres)
  );
}

/** A node of PostgreSQL's `explain (format json)` plan. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

async function explain(db: Knex, query: Knex.QueryBuilder): Promise<PlanNode | undefined> {
  const { sql, bindings } = compile(query);
  const explained = await db.raw(`explain (format json) ${sql}`, [
    ...bindings,
  ] as Knex.RawBinding[]);
  const rows = (explained as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows;
  return rows[0]?.['QUERY PLAN'][0]?.Plan;
}

async function estimateMatches(
  db: Knex,
  matches: Knex.QueryBuilder,
  collection: CollectionSchema,
): Promise<MatchEstimate | null> {
  const [matchesPlan, tablePlan] = await Promise.all([
    explain(db, matches),
    // The planner's row count: from the statistics or, never analyzed, from the table's size.
    explain(db, db.from(collection.collection).select(collection.primaryKey)),
  ]);
  if (!matchesPlan || !tablePlan || scansTable(matchesPlan, collection.collection)) return null;
  let exact = 0;
  let trigram = 0;
  for (const scan of indexScans(matchesPlan)) {
    if (scan['Index Name']?.startsWith(TRGM_PREFIX)) trigram += scan['Plan Rows'];
    else exact += scan['Plan Rows'];
  }
  return { exact, trigram, rows: tablePlan['Plan Rows'] };
}

/** The plan's reads of an index: what each finds, before the rows are combined. */
function indexScans(node: PlanNode): PlanNode[] {
  if (node['Index Name'] !== undefined) return [node];
  return (node.Plans ?? []).flatMap(indexScans);
}

/** Whether the plan reads all of `table` (a sequential scan, parallel or not). */
function scansTable(node: PlanNode, table: string): boolean {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table) return true;
  return (node.Plans ?? []).some((child) => scansTable(child, table));
}

/** `select * from <collection> where <q>`: the rows `q` matches. */
function matchingRows(
  db: Knex,
  read: ReadQuery,
  search: SearchPlan,
  relatedKeys: RelatedSearchKeys,
): Knex.QueryBuilder {
  const matches = db.from(read.collection.collection).select('*');
  applySearch(db, matches, read, search, new Map(), relatedKeys, false);
  return matches;
}

/**
 * SQLite, a listing's `q`: the FTS5 indexes to read it with. `indexes` when narrowing the read to
 * the candidates first pays (applySearch, readingMatchesFirstPays): the index's candidates and the
 * rows the relations' matches point to, fetched by key and sorted. Otherwise a copy without the
 * collection's own index, so that SQLite walks the sort's order and tests each row, which fills a
 * page of a common term sooner. Decided once per term, page depth and schema model (kept as the
 * PostgreSQL estimates are). Counts always narrow: they visit every match either way.
 */
export async function indexesForListing(
  db: Knex,
  read: ReadQuery,
  indexes: FtsIndexes,
): Promise<FtsIndexes> {
  const { search, collection } = read;
  const index = indexes.get(collection.collection);
  if (!search || read.limit === null || !index || !usesTrigrams(search.text)) return indexes;
  const paged = read.offset + read.limit;
  const key = JSON.stringify(['sqlite', collection.collection, search.text, paged]);
  const keep = await rememberedEstimate(read.schema, key, () =>
    ownIndexPays(db, read, search, index, indexes, paged),
  );
  if (keep) return indexes;
  const without = new Map(indexes);
  without.delete(collection.collection);
  return without;
}

/**
 * Whether a SQLite listing of `paged` rows (offset + limit) should use the collection's own index
 * (indexesForListing). The candidates are counted up to the most that could pay: the index's, then the rows the
 * relations' matches point to.
 */
async function ownIndexPays(
  db: Knex,
  read: ReadQuery,
  search: SearchPlan,
  index: FtsIndex,
  indexes: FtsIndexes,
  paged: number,
): Promise<boolean> {
  const prices = SEARCH_PRICES.sqlite;
  const rows = await estimateRows(db, read.collection.collection);
  const most = mostMatchesWorthReading(rows, paged, prices);
  const candidates = db.queryBuilder();
  selectFtsCandidates(candidates, index, search.text);
  const trigram = await countUpTo(db, candidates, most + 1);
  if (trigram > most) return false;
  // Not every own column is indexed: the candidates only spare the walk some LIKEs (applySearch).
  if (!coversOwnColumns(index, search)) return true;
  let exact = 0;
  for (const relation of search.relations) {
    const keys = db.queryBuilder();
    selectKeysThroughRelation(keys, read, search, relation, indexes);
    exact += await countUpTo(db, keys, most + 1 - trigram - exact);
    if (trigram + exact > most) return false;
  }
  return readingMatchesFirstPays({ exact, trigram, rows }, paged, prices);
}

/**
 * SQLite: about how many rows `table` holds, from its first and last rowid (each a step down the
 * table's b-tree, where count(*) reads a whole index; one aggregate each, or SQLite scans).
 * Deleted rows count too.
 */
async function estimateRows(db: Knex, table: string): Promise<number> {
  const rows: { n: number | null }[] = await db.raw(
    'select (select max(rowid) from ??) - (select min(rowid) from ??) + 1 as n',
    [table, table],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The rows `query` selects, counted up to `most`. */
async function countUpTo(db: Knex, query: Knex.QueryBuilder, most: number): Promise<number> {
  const rows = await select(db, db.from(query.limit(most).as('rows')).count({ n: '*' }));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Adds `q`'s condition to `query` (a read of the collection). `fts`: the SQLite FTS5 indexes that
 * may narrow the candidates; `relatedKeys`: PostgreSQL's keys read beforehand (relatedSearchKeys);
 * `matchesFirst`: PostgreSQL reads the matches' keys before the rest (readsMatchesFirst).
 */
export function applySearch(
  db: Knex,
  query: Knex.QueryBuilder,
  read: ReadQuery,
  search: SearchPlan,
  fts: FtsIndexes,
  relatedKeys: RelatedSearchKeys,
  matchesFirst: boolean,
): void {
  const { collection, schema } = read;
  if (matchesFirst) {
    // PostgreSQL (readsMatchesFirst): the read is of the matches, found from the indexes, under
    // the table's own name so every other condition, the sort and the columns read them as they
    // are. `offset 0` keeps the planner from merging the two, which would let it walk the sort's
    // index again.
    const matches = matchingRows(db, read, search, relatedKeys);
    query.from(db.raw('(? offset 0) as ??', [matches, collection.collection]));
    return;
  }
  const pattern = likePattern(search.text);
  const index = usesTrigrams(search.text) ? fts.get(collection.collection) : undefined;
  const indexed = search.columns.filter((column) => index?.columns.includes(column.field));
  // Every own column searched is in the index: the read is narrowed to candidates first (below).
  const narrowed = index !== undefined && coversOwnColumns(index, search);
  const likeColumn = (group: Knex.QueryBuilder, column: FieldSchema) =>
    guardHiddenField(
      group,
      collection,
      read.scope,
      column.field,
      (inner) => likeAny(inner, schema.dialect, collection, read.scope, [column], pattern),
      'or',
    );
  const matchingRelated = (sub: Knex.QueryBuilder, relation: SearchRelation) =>
    selectMatchingRelated(sub, read, search, relation, fts);
  query.where((group) => {
    // No column and no relation to search: nothing matches. (Only then: SQLite uses the index's
    // candidates to find rows only when they are not one arm of an OR with a constant.)
    if (search.columns.length === 0 && search.relations.length === 0) group.whereRaw('1 = 0');
    if (index && indexed.length > 0 && !narrowed) {
      // Rows the index finds the text in, then the same LIKEs as without it.
      group.orWhere((candidates) => {
        whereFtsCandidates(candidates, index, collection.primaryKey, search.text);
        candidates.where((likes) => {
          for (const column of indexed) likeColumn(likes, column);
        });
      });
    }
    for (const column of search.columns) {
      if (narrowed || !indexed.includes(column)) likeColumn(group, column);
    }
    for (const relation of search.relations) {
      const column = relationColumn(collection, relation);
      const keys = relatedKeys.get(relation);
      let matches: (inner: Knex.QueryBuilder) => void;
      if (keys) {
        // Bound values (an empty list is knex's `1 = 0`).
        matches = (inner) => inner.whereIn(column, keys);
      } else if (schema.dialect === 'postgres') {
        // PostgreSQL answers `x in (subquery)` beside the other ORed LIKEs by testing every row
        // of the table; `x = any(array(subquery))` is a condition an index answers (the foreign
        // key's, the primary key), so the whole OR becomes a union of index scans.
        matches = (inner) => {
          const subquery = db.queryBuilder();
          matchingRelated(subquery, relation);
          inner.whereRaw('?? = any(array(?))', [column, subquery]);
        };
      } else {
        matches = (inner) => inner.whereIn(column, (sub) => matchingRelated(sub, relation));
      }
      guardHiddenField(group, collection, read.scope, relation.field.field, matches, 'or');
    }
  });
  // SQLite plans the OR above by walking the sort's index and testing every row, so a rare term
  // read the whole table (18 ms at 10,000 rows, 2.3 s at 1,000,000). When the index covers every
  // own column searched, the only rows that can match are its candidates and the rows the
  // relations' matches point to: narrowing to that union first lets SQLite fetch those rows by
  // key and sort the few (0.3 ms). The OR still decides which of them match.
  if (narrowed) {
    query.whereIn(collection.primaryKey, (keys) => {
      selectFtsCandidates(keys, index, search.text);
      for (const relation of search.relations) {
        keys.union((more) => selectKeysThroughRelation(more, read, search, relation, fts));
      }
    });
  }
}
