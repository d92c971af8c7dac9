import { type Item, listItems } from '../api/items.js';
import { fetchMoreQuery, type QueryKey } from './query-cache.js';
import { type QueryResult, useQuery } from './use-query.js';

// The items a relational picker offers (spec 2 §9): `GET items/{related}?fields=*&limit=…` with the
// search box's `q`, then further pages on request. Pickers of one collection with the same search
// share the request.

export interface RelatedList {
  rows: Item[];
  /** The last page was full: the next one may hold more. */
  hasMore: boolean;
}

export interface RelatedItems extends QueryResult<RelatedList> {
  /** Loads the next page onto the list (status `loading` meanwhile, the rows stay). */
  loadMore(): void;
}

async function page(
  project: string,
  collection: string,
  q: string,
  limit: number,
  offset: number,
  signal: AbortSignal,
): Promise<Item[]> {
  const options = { q, limit, fields: ['*'], meta: [], signal };
  const { data } = await listItems(project, collection, offset ? { ...options, offset } : options);
  return data;
}

/** `collection` null (no relation): nothing is loaded. The previous search's rows stay meanwhile. */
export function useRelatedItems(
  project: string | null,
  collection: string | null,
  q: string,
  limit: number,
): RelatedItems {
  const key: QueryKey | null =
    project && collection ? ['items', project, collection, 'related', q, limit] : null;
  const list = useQuery<RelatedList>(
    key,
    async (signal) => {
      const rows = await page(project ?? '', collection ?? '', q, limit, 0, signal);
      return { rows, hasMore: rows.length === limit };
    },
    { keepPreviousData: true },
  );
  const loadMore = () => {
    if (!key || !project || !collection) return;
    fetchMoreQuery<RelatedList>(key, async (listed, signal) => {
      const rows = await page(project, collection, q, limit, listed.rows.length, signal);
      return { rows: [...listed.rows, ...rows], hasMore: rows.length === limit };
    });
  };
  return { ...list, loadMore };
}
