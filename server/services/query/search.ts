// `q`: the where clause of a search (a case-insensitive substring match over the collection's
// searchable columns and those of the related collections it reaches), and the reads that help the
// database answer it from its indexes. The LIKEs always decide which rows match; everything else
// here only narrows where the database looks (services/search-index).
import type { Knex } from 'knex';
import type { CollectionSchema, FieldSchema, SchemaModel } from '../schema/types.js';
import {
  type FtsIndexes,
  selectFtsCandidates,
  usesTrigrams,
  whereFtsCandidates,
} from '../search-index/query.js';
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

/**
 * PostgreSQL, a listing's `q` with at most this many matching rows: their keys are read first and
 * the page is read by key. PostgreSQL prices an ILIKE at a hundredth of what one on an
 * 800-character body costs (about 10 µs a row), so for a term in about 1% of the rows (an author's
 * name) it walks the sort's index and tests 12,000 rows (130 ms at 100,000 rows) where reading
 * the 900 matches from the trigram indexes takes 7 ms. Walking the index wins when the matches are
 * dense: it tests about (offset + limit) × rows ÷ matches rows, reading the matches tests them
 * all, so the two cost the same near √(50 × rows) matches: 2,236 at 100,000 rows.
 */
export const MAX_BOUND_MATCHES = 2000;

/** Per schema model: whether a term (with its bound related keys) had too many matches. */
const manyMatches = new WeakMap<SchemaModel, Map<string, boolean>>();
/** Terms remembered per schema model (the oldest is forgotten first). */
const MAX_REMEMBERED_TERMS = 500;

function rememberedMany(schema: SchemaModel): Map<string, boolean> {
  let terms = manyMatches.get(schema);
  if (!terms) {
    terms = new Map();
    manyMatches.set(schema, terms);
  }
  return terms;
}

/**
 * The keys of the rows `q` matches (the other filters apart), when they are few enough to read
 * the page by key (MAX_BOUND_MATCHES); null to leave `q` to the planner. PostgreSQL listings only.
 * The planner's estimate decides, for each term once per schema model: it is good (900 estimated
 * for 870), only its price per row is wrong. A page and its filter_count share one lookup.
 */
export function searchMatchKeys(
  db: Knex,
  read: ReadQuery,
  relatedKeys: RelatedSearchKeys,
): Promise<Binding[] | null> {
  const search = read.search;
  if (read.schema.dialect !== 'postgres' || !search || !usesTrigrams(search.text)) {
    return Promise.resolve(null);
  }
  let keys = matchLookups.get(read);
  if (!keys) {
    keys = readMatchKeys(db, read, search, relatedKeys);
    keys.catch(() => matchLookups.delete(read));
    matchLookups.set(read, keys);
  }
  return keys;
}

const matchLookups = new WeakMap<ReadQuery, Promise<Binding[] | null>>();

/** A node of PostgreSQL's `explain (format json)` plan. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** Whether the plan reads all of `table` (a sequential scan, parallel or not). */
function scansTable(node: PlanNode, table: string): boolean {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table) return true;
  return (node.Plans ?? []).some((child) => scansTable(child, table));
}

async function readMatchKeys(
  db: Knex,
  read: ReadQuery,
  search: SearchPlan,
  relatedKeys: RelatedSearchKeys,
): Promise<Binding[] | null> {
  const { collection, schema } = read;
  const matching = db.from(collection.collection).select(collection.primaryKey);
  applySearch(db, matching, read, search, new Map(), relatedKeys);
  const term = JSON.stringify([
    collection.collection,
    search.text,
    relatedKeysPart(read, relatedKeys),
  ]);
  const remembered = rememberedMany(schema);
  let many = remembered.get(term);
  if (many === undefined) {
    const { sql, bindings } = compile(matching);
    const explained = await db.raw(`explain (format json) ${sql}`, [
      ...bindings,
    ] as Knex.RawBinding[]);
    const plan = (explained as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows[0]?.[
      'QUERY PLAN'
    ][0]?.Plan;
    // Without trigram indexes (switched off, or pg_trgm missing) the matches are found by reading
    // the whole table: the planner's walk of the sort's index, which may stop early, is better.
    many =
      !plan || plan['Plan Rows'] > MAX_BOUND_MATCHES || scansTable(plan, collection.collection);
    if (remembered.size >= MAX_REMEMBERED_TERMS) {
      remembered.delete(remembered.keys().next().value as string);
    }
    remembered.set(term, many);
  }
  if (many) return null;
  const rows = await select(db, matching.limit(MAX_BOUND_MATCHES + 1));
  // More than the estimate said: the planner's own plan after all (and next time at once).
  if (rows.length > MAX_BOUND_MATCHES) {
    remembered.set(term, true);
    return null;
  }
  return rows.map((row) => row[collection.primaryKey] as Binding);
}

/**
 * Adds `q`'s condition to `query` (a read of the collection). `fts`: the SQLite FTS5 indexes that
 * may narrow the candidates; `relatedKeys`: PostgreSQL's keys read beforehand (relatedSearchKeys).
 */
export function applySearch(
  db: Knex,
  query: Knex.QueryBuilder,
  read: ReadQuery,
  search: SearchPlan,
  fts: FtsIndexes,
  relatedKeys: RelatedSearchKeys,
): void {
  const { collection, schema } = read;
  const pattern = likePattern(search.text);
  const index = usesTrigrams(search.text) ? fts.get(collection.collection) : undefined;
  const indexed = search.columns.filter((column) => index?.columns.includes(column.field));
  // Every own column searched is in the index: the read is narrowed to candidates first (below).
  const narrowed = index !== undefined && indexed.length === search.columns.length;
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
        keys.union((more) => {
          if (relation.field.relation?.kind === 'm2o') {
            more
              .select(collection.primaryKey)
              .from(collection.collection)
              .whereIn(relationColumn(collection, relation), (sub) =>
                matchingRelated(sub, relation),
              );
          } else {
            matchingRelated(more, relation);
          }
        });
      }
    });
  }
}
