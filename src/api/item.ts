import { requestJson } from './request.js';

// One collection's items (spec 2 §7, contract items routes). Only user collections: system
// collections (`directus_*`) have their own routes and are out of scope here.

export type Item = Record<string, unknown>;
export type PrimaryKey = string | number;

/** Relational fields come expanded three levels deep, so interfaces can show related items. */
export const ITEM_FIELDS = '*.*.*';

function itemsPath(project: string, collection: string, key?: PrimaryKey | readonly PrimaryKey[]) {
  const base = `${encodeURIComponent(project)}/items/${encodeURIComponent(collection)}`;
  if (key === undefined) return base;
  const keys = Array.isArray(key) ? key : [key];
  return `${base}/${keys.map((one) => encodeURIComponent(String(one))).join(',')}`;
}

/** `GET items/{collection}/{key}?fields=*.*.*`. */
export async function getItem(
  project: string,
  collection: string,
  key: PrimaryKey,
  signal?: AbortSignal,
): Promise<Item> {
  const { data } = await requestJson<Item>(itemsPath(project, collection, key), {
    query: { fields: ITEM_FIELDS },
    signal,
  });
  return data;
}

/** `POST items/{collection}`: the new item, as the server stored it. */
export async function createItem(
  project: string,
  collection: string,
  values: Item,
  signal?: AbortSignal,
): Promise<Item> {
  const { data } = await requestJson<Item>(itemsPath(project, collection), {
    method: 'POST',
    query: { fields: ITEM_FIELDS },
    body: values,
    signal,
  });
  return data;
}

/** `PATCH items/{collection}/{key}` with only the changed values. */
export async function updateItem(
  project: string,
  collection: string,
  key: PrimaryKey,
  changes: Item,
  signal?: AbortSignal,
): Promise<Item> {
  const { data } = await requestJson<Item>(itemsPath(project, collection, key), {
    method: 'PATCH',
    query: { fields: ITEM_FIELDS },
    body: changes,
    signal,
  });
  return data;
}

/** `DELETE items/{collection}/{key,key…}`: one item or a batch. */
export async function deleteItems(
  project: string,
  collection: string,
  keys: PrimaryKey | readonly PrimaryKey[],
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(itemsPath(project, collection, keys), { method: 'DELETE', signal });
}

/** `GET items/{collection}?fields=*&limit=200[&offset=n]`: the choices of a relational interface. */
export async function listItems(
  project: string,
  collection: string,
  options: { q?: string; limit?: number; offset?: number; fields?: string } = {},
  signal?: AbortSignal,
): Promise<Item[]> {
  const { data } = await requestJson<Item[]>(itemsPath(project, collection), {
    query: {
      fields: options.fields ?? '*',
      limit: options.limit ?? 200,
      offset: options.offset ? options.offset : undefined,
      q: options.q || undefined,
    },
    signal,
  });
  return data;
}
