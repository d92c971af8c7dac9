import { isSystemCollection, systemRouteName } from '../schema/system-collection.js';
import { filterParam, type ItemFilter } from './filter-operators.js';
import { type QueryValue, requestJson } from './request.js';

// The one items API of the admin: a collection's items (spec 2 §7, contract §7.1). User
// collections live at `items/{name}`; system collections (`directus_*`) at their own routes with
// the same query and body shapes (`users`, `files`, `activity`, `roles` …). List calls ask for the
// counts the listing shows unless told otherwise, and filters travel as
// `filter[field][operator]=value`.

export type Item = Record<string, unknown>;
export type PrimaryKey = string | number;

/** Relational fields come expanded three levels deep, so interfaces can show related items. */
export const ITEM_FIELDS = '*.*.*';

// The operator table and what a filter sends live in one home.
export { FILTER_OPERATORS, type ItemFilter } from './filter-operators.js';

export interface ListItemsOptions {
  fields?: readonly string[];
  /** A field name; `-` in front sorts descending. */
  sort?: string;
  limit?: number;
  offset?: number;
  q?: string;
  filters?: readonly ItemFilter[];
  /** Defaults to the three counts; an empty list asks for none (a picker needs no counts). */
  meta?: readonly string[];
  signal?: AbortSignal;
}

export interface ItemListMeta {
  total_count?: number;
  result_count?: number;
  filter_count?: number;
  [key: string]: unknown;
}

export interface ItemList<Row = Item> {
  data: Row[];
  meta: ItemListMeta;
}

export const LIST_META = ['total_count', 'result_count', 'filter_count'] as const;

/** Options of a write: an abort signal, and the comment an `explain` permission asks for. */
export interface WriteOptions {
  signal?: AbortSignal;
  /** Sent as `comment=…`: stored on the activity, required when the role's row says `explain`. */
  comment?: string | null;
}

/** The `comment=` parameter of a write, when there is a comment. */
export function commentQuery(comment: string | null | undefined): Record<string, QueryValue> {
  const text = comment?.trim();
  return text ? { comment: text } : {};
}

function itemsPath(project: string, collection: string): string {
  const route = isSystemCollection(collection)
    ? encodeURIComponent(systemRouteName(collection))
    : `items/${encodeURIComponent(collection)}`;
  return `${encodeURIComponent(project)}/${route}`;
}

/** `{project}/items/{collection}/{k1,k2}` (`{project}/users/{k}` …): one item or a batch. */
export function keysPath(project: string, collection: string, keys: readonly PrimaryKey[]) {
  return `${itemsPath(project, collection)}/${keys.map((key) => encodeURIComponent(key)).join(',')}`;
}

/**
 * The query of a list call (spec 2 §7). Each filter sends what `filterParam` says (a filter still
 * waiting for its value sends nothing).
 */
export function listQuery(options: ListItemsOptions): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  const meta = options.meta ?? LIST_META;
  if (meta.length > 0) query.meta = meta.join(',');
  if (options.fields && options.fields.length > 0) query.fields = options.fields.join(',');
  if (options.sort) query.sort = options.sort;
  if (options.limit !== undefined) query.limit = options.limit;
  if (options.offset !== undefined) query.offset = options.offset;
  const q = options.q?.trim();
  if (q) query.q = q;
  for (const filter of options.filters ?? []) {
    const param = filterParam(filter);
    if (param) query[param[0]] = param[1];
  }
  return query;
}

/** `GET {project}/items/{collection}` with counts, fields, sort, paging, search and filters. */
export async function listItems<Row = Item>(
  project: string,
  collection: string,
  options: ListItemsOptions = {},
): Promise<ItemList<Row>> {
  const { data, meta } = await requestJson<Row[]>(itemsPath(project, collection), {
    query: listQuery(options),
    signal: options.signal,
  });
  return { data: data ?? [], meta: (meta ?? {}) as ItemListMeta };
}

/** `GET {project}/items/{collection}/{key}?fields=*.*.*`. */
export async function getItem(
  project: string,
  collection: string,
  key: PrimaryKey,
  signal?: AbortSignal,
): Promise<Item> {
  const { data } = await requestJson<Item>(keysPath(project, collection, [key]), {
    query: { fields: ITEM_FIELDS },
    signal,
  });
  return data;
}

/** `POST {project}/items/{collection}`: the new item, as the server stored it. */
export async function createItem(
  project: string,
  collection: string,
  values: Item,
  options: WriteOptions = {},
): Promise<Item> {
  const { data } = await requestJson<Item>(itemsPath(project, collection), {
    method: 'POST',
    query: { fields: ITEM_FIELDS, ...commentQuery(options.comment) },
    body: values,
    signal: options.signal,
  });
  return data;
}

/** `PATCH {project}/items/{collection}/{key}` with only the changed values. */
export async function updateItem(
  project: string,
  collection: string,
  key: PrimaryKey,
  changes: Item,
  options: WriteOptions = {},
): Promise<Item> {
  const { data } = await requestJson<Item>(keysPath(project, collection, [key]), {
    method: 'PATCH',
    query: { fields: ITEM_FIELDS, ...commentQuery(options.comment) },
    body: changes,
    signal: options.signal,
  });
  return data;
}

/** `PATCH {project}/items/{collection}/{k1,k2}`: the same change on every listed item. */
export async function updateItems(
  project: string,
  collection: string,
  keys: readonly PrimaryKey[],
  changes: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<void> {
  await requestJson<unknown>(keysPath(project, collection, keys), {
    method: 'PATCH',
    query: commentQuery(options.comment),
    body: changes,
    signal: options.signal,
  });
}

/** `DELETE {project}/items/{collection}/{k1,k2}`: deletes for real (one key or a batch). */
export async function deleteItems(
  project: string,
  collection: string,
  keys: readonly PrimaryKey[],
  options: WriteOptions = {},
): Promise<void> {
  await requestJson<unknown>(keysPath(project, collection, keys), {
    method: 'DELETE',
    query: commentQuery(options.comment),
    signal: options.signal,
  });
}

/** `PATCH {project}/items/{collection}` with an array: each row carries its primary key. */
export async function updateItemList(
  project: string,
  collection: string,
  rows: readonly Item[],
  options: WriteOptions = {},
): Promise<void> {
  await requestJson<unknown>(itemsPath(project, collection), {
    method: 'PATCH',
    query: commentQuery(options.comment),
    body: rows,
    signal: options.signal,
  });
}
