// What the item engine asks before compiling a `q`: which collections have a usable SQLite FTS5
// index, over which columns. Read once per schema model: every index change bumps the schema
// version (reconcile.ts callers), so a model and the indexes it was read with stay in step, in
// every server process sharing the database. PostgreSQL needs nothing here (its trigram indexes
// serve the unchanged ILIKE); MySQL/MariaDB scan.
import type { Knex } from 'knex';
import type { SchemaModel } from '../schema/types.js';
import { type FtsIndex, ftsQuery, listFtsIndexes } from './sqlite.js';

export type FtsIndexes = Map<string, FtsIndex>;

const NONE: FtsIndexes = new Map();
const states = new WeakMap<SchemaModel, Promise<FtsIndexes>>();

/** The usable FTS5 indexes (triggers in place) for reads of `schema`; empty off SQLite. */
export function ftsIndexesOf(db: Knex, schema: SchemaModel): Promise<FtsIndexes> {
  if (schema.dialect !== 'sqlite') return Promise.resolve(NONE);
  let state = states.get(schema);
  if (!state) {
    state = listFtsIndexes(db).then(
      (indexes) => new Map([...indexes].filter(([, index]) => index.triggers && index.current)),
    );
    // A failed read is not kept: the next read asks again.
    state.catch(() => states.delete(schema));
    states.set(schema, state);
  }
  return state;
}

/** Trigrams need three characters (code points); shorter terms scan. */
export function usesTrigrams(text: string): boolean {
  let count = 0;
  for (const _ of text) if (++count >= 3) return true;
  return false;
}

/**
 * Narrows `query` (a read of `collection`) to the rows holding every trigram of `text`: a
 * candidate filter only, ANDed with the original LIKE (trigrams need not be adjacent, and FTS5
 * folds case over all of Unicode where LIKE folds ASCII only, so the index may offer more rows,
 * never fewer).
 */
export function whereFtsCandidates(
  query: Knex.QueryBuilder,
  index: FtsIndex,
  key: string,
  text: string,
): void {
  query.whereIn(key, (sub) => selectFtsCandidates(sub, index, text));
}

/**
 * `select rowid from <part> where <part> match <text's trigrams>`, one per part of the index, in a
 * union: the candidates' keys.
 */
export function selectFtsCandidates(query: Knex.QueryBuilder, index: FtsIndex, text: string): void {
  const match = ftsQuery(text);
  const [first, ...others] = index.parts;
  query.select('rowid').from(first.table).whereRaw('?? match ?', [first.table, match]);
  for (const part of others) {
    query.union((more) =>
      more.select('rowid').from(part.table).whereRaw('?? match ?', [part.table, match]),
    );
  }
}
