import { atom, type WritableAtom } from 'nanostores';
import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../api/api-error.js';
import { onReset } from '../state/reset.js';

// The one place screens load data through: a keyed cache of server answers. Written here (about a
// hundred lines on nanostores) rather than taken from @nanostores/query because the admin needs
// what that package does not give as such: the AbortSignal handed to every request (api/request.ts
// takes one), the abort of a request nobody waits for any more, invalidation by key prefix, and
// every failure as the one ApiErrorShape. The cache lives at module level, so every custom element
// on a page shares it, as they share the other stores. Only signed-in screens (lazy chunks) import it.

/** A query's name: what it reads, then its parameters (`['item', project, collection, key]`). */
export type QueryKey = readonly (string | number | boolean | null)[];

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface QueryState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last answer; kept while a refetch runs and after a refetch failed. */
  data: T | undefined;
  error: ApiErrorShape | null;
}

export interface QueryOptions {
  /** How long (ms) an answer is fresh: a new subscriber within it gets no new request, and it stays
   * cached after its last subscriber left. 0 (the default) asks again on every first subscriber. */
  staleTime?: number;
}

interface Entry {
  key: QueryKey;
  $state: WritableAtom<QueryState<unknown>>;
  fetcher: Fetcher<unknown>;
  subscribers: number;
  staleTime: number;
  /** The request whose answer counts; an answer from any other one is stale and ignored. */
  controller: AbortController | null;
  fetchedAt: number;
  /** Asked for ahead of its screen (prefetchQuery): the first subscriber until then takes the
   * answer as it is, however old. 0 otherwise. */
  prefetchedUntil: number;
}

/** How long a prefetched answer waits for the screen that asked for it. */
const PREFETCH_HOLD_MS = 10_000;

export const IDLE: QueryState<never> = { status: 'idle', data: undefined, error: null };
const LOADING: QueryState<never> = { status: 'loading', data: undefined, error: null };

const entries = new Map<string, Entry>();

const idOf = (key: QueryKey) => JSON.stringify(key);

/**
 * The entry of `id`. A prefetched one nobody came for in time is dropped here (no timer): a later
 * screen must not even glimpse that old answer, it asks afresh.
 */
function entryOf(id: string): Entry | undefined {
  const entry = entries.get(id);
  if (entry && entry.prefetchedUntil > 0 && entry.subscribers === 0) {
    if (Date.now() >= entry.prefetchedUntil) {
      entry.controller?.abort();
      entries.delete(id);
      return undefined;
    }
  }
  return entry;
}

/** A query nobody has asked for yet (its first subscriber sets its fetcher and staleTime). */
function newEntry(key: QueryKey, fetcher: Fetcher<unknown>, prefetchedUntil: number): Entry {
  return {
    key,
    $state: atom<QueryState<unknown>>(LOADING),
    fetcher,
    subscribers: 0,
    staleTime: 0,
    controller: null,
    fetchedAt: 0,
    prefetchedUntil,
  };
}

function run(entry: Entry, fetcher: Fetcher<unknown> = entry.fetcher): void {
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  const before = entry.$state.get();
  if (before !== LOADING) entry.$state.set({ status: 'loading', data: before.data, error: null });
  fetcher(controller.signal).then(
    (answer) => {
      if (entry.controller !== controller) return;
      entry.controller = null;
      entry.fetchedAt = Date.now();
      entry.$state.set({ status: 'ready', data: answer, error: null });
    },
    (error: unknown) => {
      if (entry.controller !== controller || isAbortError(error)) return;
      entry.controller = null;
      const kept = entry.$state.get().data;
      entry.$state.set({ status: 'error', data: kept, error: toApiErrorShape(error) });
    },
  );
}

/** The state of a query now (loading when nobody asked for it yet). */
export function peekQuery<T>(key: QueryKey): QueryState<T> {
  return (entryOf(idOf(key))?.$state.get() ?? LOADING) as QueryState<T>;
}

/**
 * Follows a query: the first subscriber starts the request (unless a fresh answer is cached), later
 * ones share it. When the last one leaves, a request still running is aborted.
 */
export function subscribeQuery<T>(
  key: QueryKey,
  fetcher: Fetcher<T>,
  listener: (state: QueryState<T>) => void,
  options: QueryOptions = {},
): () => void {
  const id = idOf(key);
  let entry = entryOf(id);
  if (!entry) {
    entry = newEntry(key, fetcher as Fetcher<unknown>, 0);
    entries.set(id, entry);
  }
  const current = entry;
  // Subscribers of one key ask the same thing: the first one's fetcher and options serve them all.
  if (current.subscribers === 0) {
    current.fetcher = fetcher as Fetcher<unknown>;
    current.staleTime = options.staleTime ?? 0;
  }
  current.subscribers += 1;
  const unlisten = current.$state.listen((state) => listener(state as QueryState<T>));
  const { status } = current.$state.get();
  const now = Date.now();
  const prefetched = now < current.prefetchedUntil;
  current.prefetchedUntil = 0;
  const fresh = status === 'ready' && (prefetched || now - current.fetchedAt < current.staleTime);
  if (current.subscribers === 1 && !current.controller && !fresh) run(current);
  return () => {
    unlisten();
    current.subscribers -= 1;
    if (current.subscribers > 0) return;
    current.controller?.abort();
    current.controller = null;
    const keep = current.$state.get().status === 'ready' && current.staleTime > 0;
    if (!keep && entries.get(id) === current) entries.delete(id);
  };
}

/**
 * Asks for a query before the screen that follows it is there (its code still downloading): the
 * screen's first subscription within PREFETCH_HOLD_MS shares the request, or takes its answer
 * without asking again. Nothing happens when the key is cached or followed already. A prefetch
 * that failed is asked again by the screen.
 */
export function prefetchQuery<T>(key: QueryKey, fetcher: Fetcher<T>): void {
  const id = idOf(key);
  if (entryOf(id)) return;
  const entry = newEntry(key, fetcher as Fetcher<unknown>, Date.now() + PREFETCH_HOLD_MS);
  entries.set(id, entry);
  run(entry);
}

function matches(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/**
 * After a write: every query whose key starts with `prefix` is out of date. Followed ones ask again
 * (showing their last answer meanwhile); the others are dropped from the cache.
 */
export function invalidateQueries(prefix: QueryKey): void {
  for (const [id, entry] of entries) {
    if (!matches(entry.key, prefix)) continue;
    if (entry.subscribers > 0) run(entry);
    else entries.delete(id);
  }
}

/** Asks again for one query now (a retry button), if anyone follows it. */
export function refetchQuery(key: QueryKey): void {
  const entry = entries.get(idOf(key));
  if (entry && entry.subscribers > 0) run(entry);
}

/**
 * Grows a followed query's answer (the next page of a list): `more` gets the answer so far and
 * returns the whole new one. Same rules as any request: aborted when nobody follows the key any
 * more, ignored when a refetch or invalidation replaced it. A failure keeps the answer so far.
 */
export function fetchMoreQuery<T>(
  key: QueryKey,
  more: (data: T, signal: AbortSignal) => Promise<T>,
): void {
  const entry = entries.get(idOf(key));
  const data = entry?.$state.get().data;
  if (!entry || entry.subscribers === 0 || entry.controller || data === undefined) return;
  run(entry, (signal) => more(data as T, signal));
}

/** Puts an answer the caller already has (a write's response) in place of a followed query's. */
export function setQueryData<T>(key: QueryKey, data: T): void {
  const entry = entries.get(idOf(key));
  if (!entry) return;
  entry.controller?.abort();
  entry.controller = null;
  entry.fetchedAt = Date.now();
  entry.$state.set({ status: 'ready', data, error: null });
}

/** Forgets every cached answer (a sign-out, a project switch; tests). */
export function clearQueries(): void {
  for (const entry of entries.values()) entry.controller?.abort();
  entries.clear();
}

// Answers belong to the signed-in session: the reset of spec 1 §4 drops them with the rest.
onReset(clearQueries);
