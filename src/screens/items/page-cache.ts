import { type ApiErrorShape, isAbortError, toApiErrorShape } from '../../api/api-error.js';

// The pages of one listing query, loaded on demand (spec 2 §9). Layouts that read in order (cards,
// timeline) take the next page when their end comes near; the table asks for whatever rows its
// window shows, so a jump to row 10,000 loads that page, not the 199 before it. Few requests run
// at once, only pages still wanted start, and far pages are dropped so memory stays bounded.

export type Row = Record<string, unknown>;

export interface FetchedPage {
  rows: Row[];
  /** Items matching the query on the server, when the API says. */
  count: number | null;
}

export type FetchPage = (pageIndex: number, signal: AbortSignal) => Promise<FetchedPage>;

export type PageCacheStatus = 'loading' | 'lazy-loading' | 'ready' | 'error';

export interface PageCacheOptions {
  /** Requests in flight at once. */
  concurrency?: number;
  /** Pages kept in memory; beyond this the ones farthest from the wanted rows are dropped. */
  maxPages?: number;
}

export class PageCache {
  readonly pageSize: number;
  total: number | null = null;
  error: ApiErrorShape | null = null;
  /** Bumped on every change, so views can tell a new state from an old one. */
  version = 0;

  private readonly fetchPage: FetchPage;
  private readonly concurrency: number;
  private readonly maxPages: number;
  private readonly pages = new Map<number, Row[]>();
  private readonly inFlight = new Set<number>();
  private readonly failed = new Set<number>();
  private readonly controller = new AbortController();
  private readonly listeners = new Set<() => void>();
  /** Pages the table's window needs, then those just ahead of it, in the order to load them. */
  private wanted: number[] = [];
  /** The first page of the previous window, to tell which way the table is scrolling. */
  private lastFirstPage: number | null = null;
  private lastDirection = 0;
  /** The page an in-order layout asked for (the one after the unbroken run), if any. */
  private nextPage: number | null = 0;
  /** The last reader reads in order (cards, timeline, manual sort): its run must stay whole. */
  private keepPrefix = false;
  /** The last page came back short: there is nothing after it (only when no count is known). */
  private endReached = false;
  private prefixCache: { version: number; rows: Row[] } | null = null;
  private loadedCache: { version: number; rows: Row[] } | null = null;

  constructor(fetchPage: FetchPage, pageSize: number, options: PageCacheOptions = {}) {
    this.fetchPage = fetchPage;
    this.pageSize = Math.max(1, pageSize);
    this.concurrency = options.concurrency ?? 2;
    this.maxPages = Math.max(2, options.maxPages ?? 100);
  }

  /** Loads the first page (kept out of the constructor so building a cache has no effects). */
  start(): void {
    this.pump();
  }

  /** A stable function, so React's external-store hook subscribes once per cache. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get status(): PageCacheStatus {
    if (this.error) return 'error';
    if (!this.pages.has(0)) return 'loading';
    return this.inFlight.size > 0 ? 'lazy-loading' : 'ready';
  }

  /** The row at an index, if its page is loaded. */
  at(index: number): Row | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }

  /** The unbroken run of rows from the first one, for layouts that read in order. */
  prefix(): Row[] {
    if (this.prefixCache?.version !== this.version) {
      const rows: Row[] = [];
      for (let page = 0; page < this.prefixPages(); page += 1) rows.push(...this.pages.get(page)!);
      this.prefixCache = { version: this.version, rows };
    }
    return this.prefixCache.rows;
  }

  /** Every row in memory, in list order. */
  loaded(): Row[] {
    if (this.loadedCache?.version !== this.version) {
      const indexes = [...this.pages.keys()].sort((a, b) => a - b);
      this.loadedCache = {
        version: this.version,
        rows: indexes.flatMap((index) => this.pages.get(index)!),
      };
    }
    return this.loadedCache.rows;
  }

  /** More rows exist after the unbroken run. */
  get hasMore(): boolean {
    const loaded = this.prefix().length;
    if (this.total !== null) return loaded < this.total;
    return this.pages.has(0) && !this.endReached;
  }

  /**
   * Rows `start` to `end` (exclusive) are on screen: load the pages they fall in, then the pages
   * ahead in the direction of scrolling, so a steady scroll finds its rows already there.
   */
  want(start: number, end: number): void {
    const last = this.total === null ? end : Math.min(end, this.total);
    const firstPage = Math.floor(Math.max(0, start) / this.pageSize);
    const lastPage = Math.max(firstPage, Math.ceil(last / this.pageSize) - 1);
    const pages: number[] = [];
    for (let page = firstPage; page <= lastPage; page += 1) pages.push(page);
    const direction =
      this.lastFirstPage === null || firstPage === this.lastFirstPage
        ? 0
        : Math.sign(firstPage - this.lastFirstPage);
    if (direction !== 0 || this.lastFirstPage === null) this.lastDirection = direction;
    this.lastFirstPage = firstPage;
    const ahead =
      this.lastDirection < 0
        ? [firstPage - 1, firstPage - 2]
        : this.lastDirection > 0
          ? [lastPage + 1, lastPage + 2]
          : [lastPage + 1, firstPage - 1];
    for (const page of ahead) {
      if (page >= 0 && (this.total === null || page * this.pageSize < this.total)) pages.push(page);
    }
    this.wanted = pages;
    this.keepPrefix = false;
    this.pump();
  }

  /** The page after the unbroken run (an in-order layout reached its end). */
  loadNext(): void {
    this.keepPrefix = true;
    if (!this.hasMore) return;
    this.nextPage = this.prefixPages();
    this.pump();
  }

  /** Asks again for the pages whose request failed. */
  retry(): void {
    this.failed.clear();
    this.error = null;
    this.changed();
    this.pump();
  }

  /** The query is gone: stop its requests and ignore their answers. */
  dispose(): void {
    this.controller.abort();
    this.listeners.clear();
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** How many pages from the first one are loaded without a gap. */
  private prefixPages(): number {
    let count = 0;
    while (this.pages.has(count)) count += 1;
    return count;
  }

  private needed(): number[] {
    const pages = [...this.wanted];
    if (this.nextPage !== null) pages.push(this.nextPage);
    return pages.filter(
      (page, index) =>
        pages.indexOf(page) === index &&
        !this.pages.has(page) &&
        !this.inFlight.has(page) &&
        !this.failed.has(page) &&
        (this.total === null || page * this.pageSize < this.total || page === 0),
    );
  }

  private pump(): void {
    if (this.controller.signal.aborted) return;
    for (const page of this.needed()) {
      if (this.inFlight.size >= this.concurrency) break;
      void this.load(page);
    }
  }

  private async load(page: number): Promise<void> {
    this.inFlight.add(page);
    this.changed();
    const { signal } = this.controller;
    try {
      const { rows, count } = await this.fetchPage(page, signal);
      if (signal.aborted) return;
      this.pages.set(page, rows);
      if (count !== null) this.total = count;
      else if (rows.length < this.pageSize) this.endReached = true;
      if (page === this.nextPage) this.nextPage = null;
      if (this.failed.size === 0) this.error = null;
      this.evict();
    } catch (caught) {
      if (isAbortError(caught) || signal.aborted) return;
      this.failed.add(page);
      this.error = toApiErrorShape(caught);
    } finally {
      this.inFlight.delete(page);
      if (!signal.aborted) {
        this.changed();
        this.pump();
      }
    }
  }

  /**
   * Drops the pages farthest from what is wanted now. The first page always stays, and so does
   * the whole unbroken run while an in-order reader is on it (it shows those rows).
   */
  private evict(): void {
    if (this.pages.size <= this.maxPages) return;
    const anchor = this.wanted[0] ?? this.prefixPages();
    const kept = this.keepPrefix ? this.prefixPages() : 1;
    const candidates = [...this.pages.keys()]
      .filter((page) => page >= kept && !this.wanted.includes(page))
      .sort((a, b) => Math.abs(b - anchor) - Math.abs(a - anchor));
    for (const page of candidates) {
      if (this.pages.size <= this.maxPages) break;
      this.pages.delete(page);
    }
  }
}
