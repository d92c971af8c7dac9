import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { type ItemFilter, listItems } from '../../api/items.js';

// Pages of a collection's items (spec 2 §7, §9): the first page when the query changes, the next
// one when the layout asks (`offset = limit × page`). A new query aborts the calls of the old one.

export interface PageQuery {
  project: string;
  collection: string;
  fields: readonly string[];
  sort: string;
  q: string;
  filters: readonly ItemFilter[];
  limit: number;
}

export type PageStatus = 'idle' | 'loading' | 'lazy-loading' | 'ready' | 'error';

export interface ItemPages {
  items: Record<string, unknown>[];
  status: PageStatus;
  error: ApiErrorShape | null;
  /** Items matching the query on the server (filter_count, else total_count). */
  total: number | null;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
}

export function useItemPages(query: PageQuery | null): ItemPages {
  const [items, setItems] = useState<Record<string, unknown>[]>([]);
  const [status, setStatus] = useState<PageStatus>('idle');
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [generation, setGeneration] = useState(0);
  const page = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);
  const loaded = useRef<Record<string, unknown>[]>([]);
  const key = query ? JSON.stringify(query) : null;
  const queryRef = useRef(query);
  queryRef.current = query;

  const fetchPage = useCallback(async (pageIndex: number) => {
    const current = queryRef.current;
    if (!current) return;
    const signal = controller.current?.signal;
    busy.current = true;
    setStatus(pageIndex === 0 ? 'loading' : 'lazy-loading');
    try {
      const { data, meta } = await listItems(current.project, current.collection, {
        fields: current.fields,
        sort: current.sort,
        q: current.q,
        filters: current.filters,
        limit: current.limit,
        offset: current.limit * pageIndex,
        signal,
      });
      if (signal?.aborted) return;
      const count =
        typeof meta.filter_count === 'number'
          ? meta.filter_count
          : typeof meta.total_count === 'number'
            ? meta.total_count
            : null;
      page.current = pageIndex;
      const next = pageIndex === 0 ? data : [...loaded.current, ...data];
      loaded.current = next;
      setItems(next);
      setHasMore(count === null ? data.length === current.limit : next.length < count);
      setTotal(count);
      setError(null);
      setStatus('ready');
    } catch (caught) {
      if (isAbortError(caught) || signal?.aborted) return;
      setError(toApiErrorShape(caught));
      setStatus('error');
    } finally {
      if (!signal?.aborted) busy.current = false;
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised query is the trigger
  useEffect(() => {
    if (key === null) return;
    controller.current?.abort();
    controller.current = new AbortController();
    busy.current = false;
    loaded.current = [];
    setItems([]);
    setHasMore(false);
    void fetchPage(0);
    return () => controller.current?.abort();
  }, [key, generation, fetchPage]);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    void fetchPage(page.current + 1);
  }, [fetchPage]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  return { items, status, error, total, hasMore, loadMore, reload };
}
