import { getItem, type Item } from '../api/items.js';
import { invalidateQueries, type QueryKey, setQueryData } from './query-cache.js';
import { type QueryResult, useQuery } from './use-query.js';

// One item of a collection as the item form reads it (`fields=*.*.*`), and what a write to a
// collection makes out of date.

export const itemKey = (project: string, collection: string, key: string): QueryKey => [
  'item',
  project,
  collection,
  key,
];

/** Loads item `key`; null loads nothing (a new item). */
export function useItemQuery(
  project: string,
  collection: string,
  key: string | null,
): QueryResult<Item> {
  return useQuery(key === null ? null : itemKey(project, collection, key), (signal) =>
    getItem(project, collection, key ?? '', signal),
  );
}

/**
 * After a save: the server's answer (same fields as a read) becomes item `key`'s cached answer,
 * so the form that wrote it is not loaded again, and the collection's lists ask again.
 */
export function itemSaved(project: string, collection: string, key: string, item: Item): void {
  setQueryData(itemKey(project, collection, key), item);
  invalidateQueries(['items', project, collection]);
}

/** After a delete or a batch change: every read of the collection's items asks again. */
export function itemsChanged(project: string, collection: string): void {
  invalidateQueries(['item', project, collection]);
  invalidateQueries(['items', project, collection]);
}
