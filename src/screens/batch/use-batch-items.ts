import type { ApiErrorShape } from '../../api/api-error.js';
import { listItems } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { useQuery } from '../../data/use-query.js';
import { ownerField, primaryKeyField, statusField } from '../../schema/collection-meta.js';

// The selected items of a batch, read once for what the permission check needs (key, status,
// owner): which of the keys exist, and whether the user may update every one of them.

export type BatchItemsLoad =
  | { state: 'loading' }
  | { state: 'ready'; items: Record<string, unknown>[] }
  | { state: 'error'; error: ApiErrorShape };

export function useBatchItems(
  project: string,
  collection: CollectionInfo,
  keys: readonly string[],
): [BatchItemsLoad, () => void] {
  const name = collection.collection;
  const keyField = primaryKeyField(collection.fields);
  const fields = [keyField, statusField(collection)?.field, ownerField(collection)].filter(
    (field): field is string => typeof field === 'string',
  );
  const keyList = keys.join(',');
  const query = useQuery(
    ['items', project, name, 'batch', keyList, fields.join(',')],
    async (signal) => {
      const { data } = await listItems(project, name, {
        fields,
        filters: [{ field: keyField, operator: 'in', value: keyList }],
        limit: -1,
        meta: ['result_count'],
        signal,
      });
      return data;
    },
  );
  if (query.status === 'error' && query.error) {
    return [{ state: 'error', error: query.error }, query.refetch];
  }
  if (query.status === 'ready' && query.data) {
    return [{ state: 'ready', items: query.data }, query.refetch];
  }
  return [{ state: 'loading' }, query.refetch];
}
