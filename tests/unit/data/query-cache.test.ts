import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { ApiError } from '../../../src/api/api-error.js';
import {
  clearQueries,
  fetchMoreQuery,
  invalidateQueries,
  peekQuery,
  prefetchQuery,
  type QueryKey,
  type QueryState,
  refetchQuery,
  setQueryData,
  subscribeQuery,
} from '../../../src/data/query-cache.js';

/** A fetcher whose answers the test hands out, one per call, and which records each call. */
function controlledFetcher<T>() {
  const calls: { signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }[] =
    [];
  const fetcher = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
      signal.addEventListener('abort', () =>
        reject(new DOMException('The request was aborted.', 'AbortError')),
      );
    });
  return { fetcher, calls };
}

/** Resolves once the listener sees a state that passes `test`. */
function next<T>(key: QueryKey, test: (state: QueryState<T>) => boolean) {
  return new Promise<QueryState<T>>((resolve) => {
    if (test(peekQuery<T>(key))) return resolve(peekQuery<T>(key));
    const stop = subscribeQuery<T>(
      key,
      () => new Promise<T>(() => {}),
      (state) => {
        if (!test(state)) return;
        queueMicrotask(stop);
        resolve(state);
      },
    );
  });
}

afterEach(() => clearQueries());

describe('query cache', () => {
  it('shares one request between the subscribers of a key', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const seen: string[] = [];
    const stopA = subscribeQuery(['item', 'p', 'a', 1], fetcher, (s) => seen.push(`a:${s.status}`));
    const stopB = subscribeQuery(['item', 'p', 'a', 1], fetcher, (s) => seen.push(`b:${s.status}`));
    assert.equal(calls.length, 1);
    calls[0].resolve('one');
    await Promise.resolve();
    assert.deepEqual(seen.sort(), ['a:ready', 'b:ready']);
    assert.equal(peekQuery<string>(['item', 'p', 'a', 1]).data, 'one');
    stopA();
    stopB();
  });

  it('aborts the request when the last subscriber leaves, not before', () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const stopA = subscribeQuery(['items', 'p', 'a'], fetcher, () => {});
    const stopB = subscribeQuery(['items', 'p', 'a'], fetcher, () => {});
    stopA();
    assert.equal(calls[0].signal.aborted, false);
    stopB();
    assert.equal(calls[0].signal.aborted, true);
    // Nobody follows it any more: it is gone, and a new subscriber asks again.
    assert.equal(peekQuery(['items', 'p', 'a']).status, 'loading');
    const stopC = subscribeQuery(['items', 'p', 'a'], fetcher, () => {});
    assert.equal(calls.length, 2);
    stopC();
  });

  it('never shows an old key answer under the new key', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const seen: string[] = [];
    const record = (state: QueryState<string>) => seen.push(`${state.status}:${state.data}`);
    const stopOld = subscribeQuery(['items', 'p', 'a', 'q=old'], fetcher, record);
    // The component switched keys: it leaves the old one and follows the new one.
    stopOld();
    const stopNew = subscribeQuery(['items', 'p', 'a', 'q=new'], fetcher, record);
    calls[0].resolve('old answer');
    calls[1].resolve('new answer');
    await Promise.resolve();
    await Promise.resolve();
    assert.deepEqual(seen, ['ready:new answer']);
    assert.equal(peekQuery(['items', 'p', 'a', 'q=new']).data, 'new answer');
    stopNew();
  });

  it('ignores the answer of a request a refetch replaced', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const stop = subscribeQuery(['item', 'p', 'a', 1], fetcher, () => {});
    refetchQuery(['item', 'p', 'a', 1]);
    assert.equal(calls[0].signal.aborted, true);
    calls[0].resolve('first');
    calls[1].resolve('second');
    const state = await next<string>(['item', 'p', 'a', 1], (s) => s.status === 'ready');
    assert.equal(state.data, 'second');
    stop();
  });

  it('refetches followed queries under an invalidated prefix, keeping their data meanwhile', async () => {
    const item = controlledFetcher<string>();
    const list = controlledFetcher<string>();
    const other = controlledFetcher<string>();
    const stops = [
      subscribeQuery(['item', 'p', 'articles', 1], item.fetcher, () => {}),
      subscribeQuery(['items', 'p', 'articles', 'q='], list.fetcher, () => {}),
      subscribeQuery(['items', 'p', 'authors', 'q='], other.fetcher, () => {}),
    ];
    item.calls[0].resolve('v1');
    list.calls[0].resolve('l1');
    other.calls[0].resolve('o1');
    await next<string>(['items', 'p', 'authors', 'q='], (s) => s.status === 'ready');

    invalidateQueries(['item', 'p', 'articles']);
    invalidateQueries(['items', 'p', 'articles']);
    assert.equal(item.calls.length, 2);
    assert.equal(list.calls.length, 2);
    assert.equal(other.calls.length, 1, 'another collection is not touched');
    // `item` is not a prefix of `items`: keys compare part by part.
    assert.deepEqual(peekQuery(['item', 'p', 'articles', 1]), {
      status: 'loading',
      data: 'v1',
      error: null,
    });
    item.calls[1].resolve('v2');
    const state = await next<string>(['item', 'p', 'articles', 1], (s) => s.status === 'ready');
    assert.equal(state.data, 'v2');
    for (const stop of stops) stop();
  });

  it('reports every failure as the ApiError shape, and an abort as none', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const stop = subscribeQuery(['item', 'p', 'a', 9], fetcher, () => {});
    calls[0].reject(new ApiError({ code: 203, status: 404, message: 'Item not found' }));
    const failed = await next<string>(['item', 'p', 'a', 9], (s) => s.status === 'error');
    assert.deepEqual(failed.error, { code: 203, status: 404, message: 'Item not found' });
    assert.ok(!(failed.error instanceof Error), 'a plain shape, fit for a store');

    refetchQuery(['item', 'p', 'a', 9]);
    calls[1].reject(new TypeError('boom'));
    const uncoded = await next<string>(['item', 'p', 'a', 9], (s) => s.status === 'error');
    assert.deepEqual(uncoded.error, { code: 0, status: 0, message: 'boom' });
    stop();
  });

  it('keeps a fresh answer for staleTime after its last subscriber left', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const options = { staleTime: 60_000 };
    const stop = subscribeQuery(['user-profile', 'p', 1], fetcher, () => {}, options);
    calls[0].resolve('card');
    await next<string>(['user-profile', 'p', 1], (s) => s.status === 'ready');
    stop();
    const again = subscribeQuery(['user-profile', 'p', 1], fetcher, () => {}, options);
    assert.equal(calls.length, 1, 'no second request');
    assert.equal(peekQuery(['user-profile', 'p', 1]).data, 'card');
    again();
  });

  it('takes a write answer in place of a followed query', () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const stop = subscribeQuery(['item', 'p', 'a', 1], fetcher, () => {});
    setQueryData(['item', 'p', 'a', 1], 'saved');
    assert.equal(calls[0].signal.aborted, true);
    assert.deepEqual(peekQuery(['item', 'p', 'a', 1]), {
      status: 'ready',
      data: 'saved',
      error: null,
    });
    stop();
  });
});

describe('query cache: more of a list', () => {
  it('appends a page to the answer, and drops it when the list was asked again meanwhile', async () => {
    const { fetcher, calls } = controlledFetcher<string[]>();
    const key = ['items', 'p', 'authors', 'picker', ''];
    const stop = subscribeQuery(key, fetcher, () => {});
    calls[0].resolve(['a', 'b']);
    await next<string[]>(key, (s) => s.status === 'ready');

    const more = controlledFetcher<string[]>();
    fetchMoreQuery<string[]>(key, (rows, signal) =>
      more.fetcher(signal).then((page) => [...rows, ...page]),
    );
    assert.deepEqual(peekQuery(key), { status: 'loading', data: ['a', 'b'], error: null });
    more.calls[0].resolve(['c']);
    const grown = await next<string[]>(key, (s) => s.status === 'ready');
    assert.deepEqual(grown.data, ['a', 'b', 'c']);

    fetchMoreQuery<string[]>(key, (rows, signal) =>
      more.fetcher(signal).then((page) => [...rows, ...page]),
    );
    invalidateQueries(['items', 'p', 'authors']);
    assert.equal(more.calls[1].signal.aborted, true, 'the late page is not added to the new list');
    calls[1].resolve(['x']);
    const fresh = await next<string[]>(key, (s) => s.status === 'ready');
    assert.deepEqual(fresh.data, ['x']);
    stop();
  });
});

describe('query cache: asked for ahead of the screen', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('lets the screen share the request still on its way', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const key = ['own-preset', 'p', 'articles', 1];
    prefetchQuery(key, fetcher);
    prefetchQuery(key, fetcher);
    assert.equal(calls.length, 1, 'a second prefetch of the key asks nothing');
    const seen: QueryState<string>[] = [];
    const stop = subscribeQuery(key, fetcher, (state) => seen.push(state));
    assert.equal(calls.length, 1, 'the screen shares the request');
    calls[0].resolve('view');
    await flush();
    assert.deepEqual(seen.at(-1), { status: 'ready', data: 'view', error: null });
    stop();
  });

  it('hands the screen the answer that came first, without asking again, once', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const key = ['own-preset', 'p', 'articles', 1];
    prefetchQuery(key, fetcher);
    calls[0].resolve('view');
    await flush();
    const stop = subscribeQuery(key, fetcher, () => {});
    assert.equal(calls.length, 1);
    assert.deepEqual(peekQuery(key), { status: 'ready', data: 'view', error: null });
    stop();
    // Left and back: an ordinary query again, asked anew.
    const again = subscribeQuery(key, fetcher, () => {});
    assert.equal(calls.length, 2);
    again();
  });

  it('forgets an answer nobody came for in time', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const key = ['own-preset', 'p', 'articles', 1];
    prefetchQuery(key, fetcher);
    calls[0].resolve('old view');
    await flush();
    const realNow = Date.now;
    Date.now = () => realNow() + 60_000;
    try {
      assert.equal(peekQuery(key).data, undefined, 'the old answer is not shown');
      const stop = subscribeQuery(key, fetcher, () => {});
      assert.equal(calls.length, 2, 'the screen asks again');
      stop();
    } finally {
      Date.now = realNow;
    }
  });

  it('asks again when the early request failed', async () => {
    const { fetcher, calls } = controlledFetcher<string>();
    const key = ['own-preset', 'p', 'articles', 1];
    prefetchQuery(key, fetcher);
    calls[0].reject(new ApiError({ code: 3, message: 'Not allowed', status: 403 }));
    await flush();
    const stop = subscribeQuery(key, fetcher, () => {});
    assert.equal(calls.length, 2);
    stop();
  });
});
