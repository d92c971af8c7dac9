import { expect } from '@open-wc/testing';
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
  const open = () => calls.filter((entry) => !('done' in entry)).map((entry) => entry.page);
  return { calls, fetchPage, answer, fail, open };
}

describe('the listing page cache', () => {
  it('loads the first page on start, then knows the count and the rows', async () => {
    const api = fakeApi(120, 50);
    const cache = new PageCache(api.fetchPage, 50);
    expect(api.calls).to.have.length(0, 'nothing before start');
    cache.start();
    expect(cache.status).to.equal('loading');
    expect(api.open()).to.deep.equal([0]);
    await api.answer(0);
    expect(cache.status).to.equal('ready');
    expect(cache.total).to.equal(120);
    expect(cache.prefix()).to.have.length(50);
    expect(cache.at(49)).to.deep.equal({ id: 50 });
    expect(cache.at(50)).to.equal(undefined);
    expect(cache.hasMore).to.equal(true);
  });

  it('jumps to row 10,000 with one request for its page, not the pages before it', async () => {
    const api = fakeApi(100_000, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.want(9_990, 10_020);
    expect(api.open()).to.deep.equal([199, 200]);
    await api.answer(199);
    await api.answer(200);
    expect(cache.at(10_000)).to.deep.equal({ id: 10_001 });
    expect(cache.at(9_990)).to.deep.equal({ id: 9_991 });
    // The unbroken run from the top is still the first page only.
    expect(cache.prefix()).to.have.length(50);
    expect(cache.loaded().map((row) => row.id)).to.include.members([1, 9_951, 10_050]);
    expect(api.calls).to.have.length(3);
  });

  it('runs at most two requests at once and starts only pages still wanted', async () => {
    const api = fakeApi(100_000, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.want(1_000, 1_200); // pages 20–23
    expect(api.open()).to.deep.equal([20, 21]);
    // The window moves on before they answer: 22 and 23 are no longer wanted.
    cache.want(5_000, 5_040); // page 100
    await api.answer(20);
    expect(api.open()).to.deep.equal([21, 100]);
    await api.answer(21);
    await api.answer(100);
    expect(api.open()).to.deep.equal([]);
    expect(api.calls.map((call) => call.page)).to.deep.equal([0, 20, 21, 100]);
    expect(cache.status).to.equal('ready');
  });

  it('reads in order with loadNext until the count is reached', async () => {
    const api = fakeApi(120, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.loadNext();
    cache.loadNext(); // a second call while the page is on its way asks for nothing more
    expect(api.open()).to.deep.equal([1]);
    expect(cache.status).to.equal('lazy-loading');
    await api.answer(1);
    cache.loadNext();
    await api.answer(2);
    expect(cache.prefix()).to.have.length(120);
    expect(cache.hasMore).to.equal(false);
    cache.loadNext();
    expect(api.open()).to.deep.equal([]);
  });

  it('keeps at most maxPages pages, dropping the farthest but never the first', async () => {
    const api = fakeApi(100_000, 50);
    const cache = new PageCache(api.fetchPage, 50, { maxPages: 3 });
    cache.start();
    await api.answer(0);
    for (const page of [10, 11, 500]) {
      cache.want(page * 50, page * 50 + 10);
      await api.answer(page);
    }
    expect(cache.at(0)).to.deep.equal({ id: 1 });
    expect(cache.at(500 * 50)).to.deep.equal({ id: 25_001 });
    expect(cache.at(11 * 50)).to.deep.equal({ id: 551 });
    expect(cache.at(10 * 50), 'page 10 is the farthest from page 500').to.equal(undefined);
    // Scrolling back asks for it again.
    cache.want(500, 510);
    expect(api.open()).to.deep.equal([10]);
  });

  it('reports a failed page and asks for it again on retry', async () => {
    const api = fakeApi(1_000, 50);
    const cache = new PageCache(api.fetchPage, 50);
    cache.start();
    await api.answer(0);
    cache.want(300, 310);
    await api.fail(6, new ApiError({ code: 3, status: 403, message: 'Forbidden here' }));
    expect(cache.status).to.equal('error');
    expect(cache.error?.message).to.equal('Forbidden here');
    expect(cache.at(300)).to.equal(undefined);
    cache.want(300, 310);
    expect(api.open(), 'a failed page waits for retry').to.deep.equal([]);
    cache.retry();
    expect(cache.status).to.equal('lazy-loading');
    expect(api.open()).to.deep.equal([6]);
    await api.answer(6);
    expect(cache.status).to.equal('ready');
    expect(cache.at(300)).to.deep.equal({ id: 301 });
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
    expect(api.calls[0]!.signal.aborted).to.equal(true);
    await api.answer(0);
    expect(changes).to.equal(before);
    expect(cache.at(0)).to.equal(undefined);
  });
});
