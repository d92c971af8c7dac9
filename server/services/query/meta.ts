// `meta` (contract §3.9): collection, type, result_count, total_count, filter_count, status
// (answered as status_count, quirk 6) and page (limit, offset, page, page_count and links rebuilt
// from the request's query string, as v8's createMetadataPagination did).
import type { Knex } from 'knex';
import qs from 'qs';
import { countByStatus, countFiltered, countTotal } from './execute.js';
import type { RawParams } from './params.js';
import type { ReadQuery } from './types.js';

export interface PageLinkBase {
  /** scheme://host/path of the request, without the query string. */
  url: string;
  /** The request's parsed query parameters. */
  params: RawParams;
}

/** Percent-encodes, keeping what reads well in a URL: brackets in keys, commas in values. */
function encode(text: string, type: 'key' | 'value'): string {
  const encoded = encodeURIComponent(text);
  return type === 'key'
    ? encoded.replaceAll('%5B', '[').replaceAll('%5D', ']')
    : encoded.replaceAll('%2C', ',');
}

function link(base: PageLinkBase, changes: Record<string, number>): string {
  const query = qs.stringify(
    { ...base.params, ...changes },
    { encoder: (text, _default, _charset, type) => encode(String(text), type) },
  );
  return `${base.url}?${query}`;
}

/** Meta of a single-item response: only `collection` and `type` apply. */
export function itemMeta(read: ReadQuery): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  if (read.meta.has('collection')) meta.collection = read.collection.collection;
  if (read.meta.has('type')) meta.type = 'item';
  return meta;
}

export async function listMeta(
  db: Knex,
  read: ReadQuery,
  resultCount: number,
  base: PageLinkBase | undefined,
): Promise<Record<string, unknown>> {
  const keys = read.meta;
  const meta: Record<string, unknown> = {};
  if (keys.has('collection')) meta.collection = read.collection.collection;
  if (keys.has('type')) meta.type = 'collection';
  if (keys.has('result_count')) meta.result_count = resultCount;

  const needTotal =
    keys.has('total_count') || (!read.filtered && (keys.has('filter_count') || keys.has('page')));
  const needFiltered = read.filtered && (keys.has('filter_count') || keys.has('page'));
  const [total, filtered, statuses] = await Promise.all([
    needTotal ? countTotal(db, read.collection, read.schema) : undefined,
    needFiltered ? countFiltered(db, read) : undefined,
    keys.has('status') && read.collection.statusField
      ? countByStatus(db, read.collection, read.scope)
      : undefined,
  ]);
  if (keys.has('total_count')) meta.total_count = total;
  if (keys.has('filter_count')) meta.filter_count = read.filtered ? filtered : total;
  if (statuses) meta.status_count = statuses;

  if (keys.has('page')) {
    const matching = (read.filtered ? filtered : total) ?? 0;
    const requestedLimit = read.explicitLimit ? (read.limit ?? -1) : (read.limit ?? -1);
    const limit = requestedLimit < 1 ? resultCount : requestedLimit;
    const pages = matching && limit > 0 ? Math.ceil(matching / limit) : 1;
    let page = read.page ?? 1;
    if (page < 1) page = 1;
    if (page > pages) page = pages;
    else if (read.explicitOffset && limit > 0) page = Math.floor(read.offset / limit) + 1;
    const offset = read.explicitOffset ? read.offset : (page - 1) * limit;

    let next: number | null = -1;
    let previous = -1;
    let first = -1;
    let last = -1;
    if (pages > 1) {
      next = pages > page ? offset + limit : null;
      previous = offset >= limit ? offset - limit : limit * (pages - 1);
      first = 0;
      last = (pages - 1) * limit;
    }
    const links = base
      ? {
          self: base.url,
          current: link(base, { page }),
          next:
            next !== null && next > 0 && page < pages
              ? link(base, { offset: next, page: page + 1 })
              : null,
          previous:
            previous >= 0 && page > 1 ? link(base, { offset: previous, page: page - 1 }) : null,
          first: first >= 0 ? link(base, { offset: first, page: 1 }) : null,
          last: last > 0 ? link(base, { offset: last, page: pages }) : null,
        }
      : null;
    Object.assign(meta, { limit, offset, page, page_count: pages, links });
  }
  return meta;
}
