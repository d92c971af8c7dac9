import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../src/api/api-error.js';
import { type FetchedPage, PageCache, type Row } from '../../src/screens/items/page-cache.js';

// The listing's page cache (spec 2 §9): pages asked for by index, a few at a time, far ones
// dropped. The fetcher here stands in for the API so each answer can be held back and released.

interface Call {
  page: number;
  signal: AbortSignal;
  resolve(answer: FetchedPage): void;
  reject(error: unknown): void;
}

function fakeApi(total: number, pageSize: number) {
  const calls: Call[] = [];
  const fetchPage = (page: number, signal: AbortSignal) =>
    new Promise<FetchedPage>((resolve, reject) => calls.push({ page, signal, resolve, reject }));
  const rowsOf = (page: number): Row[] =>
    Array.from({ length: Math.max(0, Math.min(pageSize, total - page * pageSize)) }, (_, i) => ({
      id: page * pageSize + i + 1,
    }));
  /** Answers the oldest open call for `page` with its rows. */
  const answer = async (page: number) => {
    const call = calls.find((entry) => entry.page === page && !('done' in entry));
    if (!call) throw new Error(`no open call for page ${page}`);
    Object.assign(call, { done: true });
    call.resolve({ rows: rowsOf(page), count: total });
    await new Promise((resolve) => setTimeout(resolve));
  };
  /** Fails the oldest open call for `page`. */
  const fail = async (page: number, error: unknown) => {
    const call = calls.find((entry) => entry.page === page && !('done' in entry));
    if (!call) throw new Error(`no open call for page ${page}`);
    Object.assign(call, { done: true });
    call.reject(error);
    await new Promise((resolve) => setTimeout(resolve));
  };
  /** Answers every open call, and those they lead to, until none is left. */
  const settle = async () => {
    for (let open = openPages(); open.length > 0; open = openPages()) await answer(open[0]!);
  };
  const openPages = () => calls.filter((entry) => !('done' in entry)).map((entry) => entry.page);
  return { calls, fetchPage, answer, fail, open: openPages, settle };
}

describe('the listing page cache', () => {
  it('loads the first page on start, then knows the count and the rows', async () => {
    const api = fakeApi(120, 50);
    const cache = new PageCache(api.fetchPage, 50);
    assert.equal(api.calls.length, 0, 'nothing before start');
    cache.start();
    assert.equal(cache.status, 'loading');
    assert.deepEqual(api.open(), [0]);
    await api.answer(0);
    assert.equal(cache.status, 'ready');
    assert.equal(cache.total, 120);
    assert.equal(cache.prefix().length, 50);
    assert.deepEqual(cache.at(49), { id: 50 });
    assert.equal(cache.at(50), undefined);
    assert.equal(cache.hasMore, true);
  });

  it('jumps to row 10,000 with requests for its pages, not the pages before it', async () => {
    const api = fakeApi(100_000, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.want(9_990, 10_020);
    assert.deepEqual(api.open(), [199, 200]);
    await api.answer(199);
    await api.answer(200);
    assert.deepEqual(cache.at(10_000), { id: 10_001 });
    assert.deepEqual(cache.at(9_990), { id: 9_991 });
    // Then one page either side, since the direction is not known yet.
    assert.deepEqual(api.open(), [201, 198]);
    await api.settle();
    // The unbroken run from the top is still the first page only.
    assert.equal(cache.prefix().length, 50);
    const loaded = cache.loaded().map((row) => row.id);
    for (const id of [1, 9_901, 10_100]) assert.ok(loaded.includes(id), `row ${id} loaded`);
    assert.deepEqual(
      api.calls.map((call) => call.page),
      [0, 199, 200, 201, 198],
    );
  });

  it('runs at most two requests at once and starts only pages still wanted', async () => {
    const api = fakeApi(100_000, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.want(1_000, 1_200); // pages 20–23
    assert.deepEqual(api.open(), [20, 21]);
    // The window moves on before they answer: 22 and 23 are no longer wanted.
    cache.want(5_000, 5_040); // page 100, then 101 and 102 ahead (scrolling down)
    await api.answer(20);
    assert.deepEqual(api.open(), [21, 100]);
    await api.settle();
    assert.deepEqual(
      api.calls.map((call) => call.page),
      [0, 20, 21, 100, 101, 102],
    );
    assert.equal(cache.status, 'ready');
  });

  it('loads ahead in the direction of scrolling', async () => {
    const api = fakeApi(100_000, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.want(5_000, 5_030); // page 100, then 101 and 99 either side
    await api.settle();
    cache.want(4_900, 4_930); // page 98: scrolling up
    await api.settle();
    assert.deepEqual(api.calls.map((call) => call.page).slice(-3), [98, 97, 96]);
    cache.want(4_950, 4_980); // page 99: down again, 100 and 101 are there
    assert.deepEqual(api.open(), []);
    cache.want(5_100, 5_130); // page 102, then 103 and 104 ahead
    assert.deepEqual(api.open(), [102, 103]);
    await api.settle();
    assert.deepEqual(api.calls.map((call) => call.page).slice(-3), [102, 103, 104]);
  });

  it('reads in order with loadNext until the count is reached', async () => {
    const api = fakeApi(120, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.loadNext();
    cache.loadNext(); // a second call while the page is on its way asks for nothing more
    assert.deepEqual(api.open(), [1]);
    assert.equal(cache.status, 'lazy-loading');
    await api.answer(1);
    cache.loadNext();
    await api.answer(2);
    assert.equal(cache.prefix().length, 120);
    assert.equal(cache.hasMore, false);
    cache.loadNext();
    assert.deepEqual(api.open(), []);
  });

  it('keeps at most maxPages pages, dropping the farthest but never the first', async () => {
    const api = fakeApi(100_000, 50);
    const cache = new PageCache(api.fetchPage, 50, { maxPages: 4 });
    cache.start();
    await api.answer(0);
    cache.want(500, 510); // page 10, then 11 and 9 either side
    await api.settle();
    cache.want(25_000, 25_010); // page 500, then 501 and 502 ahead
    await api.settle();
    assert.deepEqual(cache.at(0), { id: 1 });
    assert.deepEqual(cache.at(500 * 50), { id: 25_001 });
    assert.deepEqual(cache.at(502 * 50), { id: 25_101 });
    for (const page of [9, 10, 11]) {
      assert.equal(cache.at(page * 50), undefined, `page ${page} was farthest from page 500`);
    }
    // Scrolling back asks for it again.
    cache.want(500, 510);
    assert.deepEqual(api.open(), [10, 9]);
  });

  it('keeps the whole run for an in-order reader, past maxPages', async () => {
    const api = fakeApi(1_000, 50);
    const cache = new PageCache(api.fetchPage, 50, { maxPages: 3 });
    cache.start();
    await api.answer(0);
    for (let page = 1; page <= 5; page += 1) {
      cache.loadNext();
      await api.answer(page);
    }
    assert.equal(cache.prefix().length, 300);
    assert.deepEqual(
      api.calls.map((call) => call.page),
      [0, 1, 2, 3, 4, 5],
    );
  });

  it('reports a failed page and asks for it again on retry', async () => {
    const api = fakeApi(1_000, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.want(300, 310); // page 6, then 7 and 5
    await api.fail(6, new ApiError({ code: 3, status: 403, message: 'Forbidden here' }));
    await api.settle();
    assert.equal(cache.status, 'error', 'the pages loaded after it do not hide the failure');
    assert.equal(cache.error?.message, 'Forbidden here');
    assert.equal(cache.at(300), undefined);
    assert.deepEqual(cache.at(350), { id: 351 });
    cache.want(300, 310);
    assert.deepEqual(api.open(), [], 'a failed page waits for retry');
    cache.retry();
    assert.equal(cache.status, 'lazy-loading');
    assert.deepEqual(api.open(), [6]);
    await api.answer(6);
    assert.equal(cache.status, 'ready');
    assert.deepEqual(cache.at(300), { id: 301 });
  });

  it('aborts its requests on dispose and ignores their answers', async () => {
    const api = fakeApi(1_000, 50);
    const cache = new PageCache(api.fetchPage, 50);
    let changes = 0;
    cache.subscribe(() => {
      changes += 1;
    });
    cache.start();
    const before = changes;
    cache.dispose();
    assert.equal(api.calls[0]!.signal.aborted, true);
    await api.answer(0);
    assert.equal(changes, before);
    assert.equal(cache.at(0), undefined);
  });
});
