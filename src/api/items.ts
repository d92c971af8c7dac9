import { type QueryValue, requestJson } from './request.js';

// Items of a user collection (spec 2 §7, contract §7.1). Every list call asks for the counts the
// listing shows, and filters travel as `filter[field][operator]=value`.

/** Every operator of spec 2 §5, in the order the filter menu offers them. */
export const FILTER_OPERATORS = [
  'contains',
  'ncontains',
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'nin',
  'null',
  'nnull',
  'empty',
  'nempty',
  'has',
  'nhas',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The operator a new filter starts with. */
export const DEFAULT_FILTER_OPERATOR: FilterOperator = 'contains';

/** Operators that test presence only: their value is not asked for. */
export const VALUELESS_OPERATORS: readonly FilterOperator[] = ['null', 'nnull', 'empty', 'nempty'];

/** One filter as a preset stores it (spec 2 §3). */
export interface ItemFilter {
  field: string;
  operator: string;
  value: string;
}

export interface ListItemsOptions {
  fields?: readonly string[];
  /** A field name; `-` in front sorts descending. */
  sort?: string;
  limit?: number;
  offset?: number;
  q?: string;
  filters?: readonly ItemFilter[];
  /** Defaults to the three counts. */
  meta?: readonly string[];
  signal?: AbortSignal;
}

export interface ItemListMeta {
  total_count?: number;
  result_count?: number;
  filter_count?: number;
  [key: string]: unknown;
}

export interface ItemList<Item = Record<string, unknown>> {
  data: Item[];
  meta: ItemListMeta;
}

export const LIST_META = ['total_count', 'result_count', 'filter_count'] as const;

function itemsPath(project: string, collection: string): string {
  return `${encodeURIComponent(project)}/items/${encodeURIComponent(collection)}`;
}

function keysPath(project: string, collection: string, keys: readonly (string | number)[]) {
  return `${itemsPath(project, collection)}/${keys.map((key) => encodeURIComponent(key)).join(',')}`;
}

/**
 * The query of a list call (spec 2 §7). Filters without a field are skipped; presence operators
 * send `1` when they carry no value, so the parameter is never empty.
 */
export function listQuery(options: ListItemsOptions): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    meta: (options.meta ?? LIST_META).join(','),
  };
  if (options.fields && options.fields.length > 0) query.fields = options.fields.join(',');
  if (options.sort) query.sort = options.sort;
  if (options.limit !== undefined) query.limit = options.limit;
  if (options.offset !== undefined) query.offset = options.offset;
  const q = options.q?.trim();
  if (q) query.q = q;
  for (const filter of options.filters ?? []) {
    if (!filter.field || !filter.operator) continue;
    const operator = filter.operator as FilterOperator;
    const value =
      filter.value === '' && VALUELESS_OPERATORS.includes(operator) ? '1' : filter.value;
    query[`filter[${filter.field}][${filter.operator}]`] = value;
  }
  return query;
}

/** `GET {project}/items/{collection}` with counts, fields, sort, paging, search and filters. */
export async function listItems<Item = Record<string, unknown>>(
  project: string,
  collection: string,
  options: ListItemsOptions = {},
): Promise<ItemList<Item>> {
  const { data, meta } = await requestJson<Item[]>(itemsPath(project, collection), {
    query: listQuery(options),
    signal: options.signal,
  });
  return { data: data ?? [], meta: (meta ?? {}) as ItemListMeta };
}

/** `PATCH {project}/items/{collection}/{k1,k2}`: the same change on every listed item. */
export async function updateItems(
  project: string,
  collection: string,
  keys: readonly (string | number)[],
  changes: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(keysPath(project, collection, keys), {
    method: 'PATCH',
    body: changes,
    signal,
  });
}

/** `DELETE {project}/items/{collection}/{k1,k2}`: deletes for real. */
export async function deleteItems(
  project: string,
  collection: string,
  keys: readonly (string | number)[],
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(keysPath(project, collection, keys), { method: 'DELETE', signal });
}

/** `PATCH {project}/items/{collection}` with an array: each row carries its primary key. */
export async function updateItemList(
  project: string,
  collection: string,
  rows: readonly Record<string, unknown>[],
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(itemsPath(project, collection), {
    method: 'PATCH',
    body: rows,
    signal,
  });
}
