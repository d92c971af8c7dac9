import type { ApiErrorShape } from '../../api/api-error.js';
import type { Item } from '../../api/items.js';
import { useItemQuery } from '../../data/item.js';

export type ItemLoad =
  | { state: 'loading' }
  | { state: 'ready'; item: Item }
  | { state: 'error'; error: ApiErrorShape };

/** Loads one item (a new item needs no call: it starts from `initial`). `retry` loads again. */
export function useItem(
  project: string,
  collection: string,
  primaryKey: string | null,
  initial: Item,
): [ItemLoad, () => void] {
  const query = useItemQuery(project, collection, primaryKey);
  if (primaryKey === null) return [{ state: 'ready', item: initial }, query.refetch];
  if (query.status === 'error' && query.error)
    return [{ state: 'error', error: query.error }, query.refetch];
  if (query.data !== undefined) return [{ state: 'ready', item: query.data }, query.refetch];
  return [{ state: 'loading' }, query.refetch];
}
