// `q`: the where clause of a search (a case-insensitive substring match over the collection's
// searchable columns and those of the related collections it reaches), and the reads that help the
// database answer it from its indexes. The LIKEs always decide which rows match; everything else
// here only narrows where the database looks (services/search-index).
import type { Knex } from 'knex';
import type { CollectionSchema, FieldSchema } from '../schema/types.js';
import {
  type FtsIndexes,
  selectFtsCandidates,
  usesTrigrams,
  whereFtsCandidates,
} from '../search-index/query.js';
import { likeAny, visibleRelated } from './filter.js';
import { select } from './runner.js';
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
