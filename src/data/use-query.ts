import { useCallback, useRef, useSyncExternalStore } from 'react';
import {
  type Fetcher,
  IDLE,
  peekQuery,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  refetchQuery,
  subscribeQuery,
} from './query-cache.js';

export interface UseQueryOptions extends QueryOptions {
  /** While a new key loads, show the previous key's answer (a search narrowing a list). */
  keepPreviousData?: boolean;
}

export interface QueryResult<T> extends QueryState<T> {
  /** `data` is the previous key's answer (keepPreviousData) while this key loads. */
  isPreviousData: boolean;
  /** Asks again now (a retry button). */
  refetch(): void;
}

/**
 * A component's view of a query (query-cache.ts). `key` null means "not now": no request, state
 * `idle`. The component follows the key it renders with, so a key change leaves (and maybe aborts)
 * the old query and an old answer never shows under the new key. `fetcher` may be a new function every
 * render: the one of the render that subscribed to the key is used (the key says what it reads).
 */
export function useQuery<T>(
  key: QueryKey | null,
  fetcher: Fetcher<T>,
  options: UseQueryOptions = {},
): QueryResult<T> {
  const id = key === null ? null : JSON.stringify(key);
  const latest = useRef({ key, fetcher, options });
  latest.current = { key, fetcher, options };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` stands for `key` (a new array each render)
  const subscribe = useCallback(
    (onChange: () => void) => {
      const { key: current, fetcher, options: opts } = latest.current;
      return current === null ? () => {} : subscribeQuery(current, fetcher, onChange, opts);
    },
    [id],
  );
  const state = useSyncExternalStore(subscribe, () =>
    key === null ? (IDLE as QueryState<T>) : peekQuery<T>(key),
  );

  const previous = useRef<T | undefined>(undefined);
  if (state.data !== undefined) previous.current = state.data;
  const isPreviousData =
    options.keepPreviousData === true &&
    state.status === 'loading' &&
    state.data === undefined &&
    previous.current !== undefined;
  const shown = isPreviousData ? { ...state, data: previous.current } : state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` stands for `key`
  const refetch = useCallback(() => {
    if (latest.current.key !== null) refetchQuery(latest.current.key);
  }, [id]);
  return { ...shown, isPreviousData, refetch };
}
