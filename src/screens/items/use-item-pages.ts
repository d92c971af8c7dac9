import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ApiErrorShape } from '../../api/api-error.js';
import { type ItemFilter, listItems } from '../../api/items.js';
import type { RowSource } from '../../layouts/registry.js';
import { PageCache, type PageCacheStatus, type Row } from './page-cache.js';

// A listing query's pages (spec 2 §7, §9) as React state: a new query gets a new page cache (and
// the old one's requests are aborted); `offset = limit × page` for every page asked for.

export interface PageQuery {
  project: string;
  collection: string;
  fields: readonly string[];
  sort: string;
  q: string;
  filters: readonly ItemFilter[];
  limit: number;
}

export type PageStatus = 'idle' | PageCacheStatus;

export interface ItemPages {
  /** The unbroken run of rows from the first one. */
  items: Row[];
  /** Every row in memory (the table may have loaded pages further down). */
  loaded: Row[];
  /** Row access by index, once the number of matching items is known. */
  rows: RowSource | null;
  status: PageStatus;
  error: ApiErrorShape | null;
  /** Items matching the query on the server (filter_count, else total_count). */
  total: number | null;
  hasMore: boolean;
  loadMore(): void;
  /** Asks again for the pages that failed. */
  retry(): void;
  /** Starts the query over. */
  reload(): void;
}

function matchingCount(meta: { filter_count?: unknown; total_count?: unknown }): number | null {
  if (typeof meta.filter_count === 'number') return meta.filter_count;
  if (typeof meta.total_count === 'number') return meta.total_count;
  return null;
}

const noSubscription = () => () => {};

export function useItemPages(query: PageQuery | null): ItemPages {
  const [generation, setGeneration] = useState(0);
  const key = query ? JSON.stringify(query) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised query is the trigger
  const cache = useMemo(() => {
    if (!query) return null;
    return new PageCache(async (page, signal) => {
      const { data, meta } = await listItems(query.project, query.collection, {
        fields: query.fields,
        sort: query.sort,
        q: query.q,
        filters: query.filters,
        limit: query.limit,
        offset: query.limit * page,
        signal,
      });
      return { rows: data, count: matchingCount(meta) };
    }, query.limit);
  }, [key, generation]);

  useEffect(() => {
    cache?.start();
    return () => cache?.dispose();
  }, [cache]);

  const version = useSyncExternalStore(
    cache ? cache.subscribe : noSubscription,
    () => cache?.version ?? -1,
  );

  const loadMore = useCallback(() => cache?.loadNext(), [cache]);
  const retry = useCallback(() => cache?.retry(), [cache]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` marks the cache's changes
  return useMemo((): ItemPages => {
    if (!cache) {
      return {
        items: [],
        loaded: [],
        rows: null,
        status: 'idle',
        error: null,
        total: null,
        hasMore: false,
        loadMore,
        retry,
        reload,
      };
    }
    const loaded = cache.loaded();
    const total = cache.total;
    return {
      items: cache.prefix(),
      loaded,
      rows:
        total === null
          ? null
          : {
              total,
              loaded,
              at: (index) => cache.at(index),
              want: (start, end) => cache.want(start, end),
            },
      status: cache.status,
      error: cache.error,
      total,
      hasMore: cache.hasMore,
      loadMore,
      retry,
      reload,
    };
  }, [cache, version, loadMore, retry, reload]);
}
