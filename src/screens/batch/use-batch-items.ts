import { useEffect, useState } from 'react';
import { type ApiErrorShape, toApiErrorShape } from '../../api/api-error.js';
import { listItems } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { primaryKeyField } from '../../form/field-rules.js';
import { fieldOfType } from '../items/view-state.js';

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
  const [load, setLoad] = useState<BatchItemsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const name = collection.collection;
  const keyList = keys.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    const keyField = primaryKeyField(collection.fields);
    const fields = [keyField, fieldOfType(collection, 'status'), fieldOfType(collection, 'owner')]
      .map((field) => (typeof field === 'string' ? field : field?.field))
      .filter((field): field is string => typeof field === 'string');
    setLoad({ state: 'loading' });
    listItems(project, name, {
      fields,
      filters: [{ field: keyField, operator: 'in', value: keyList }],
      limit: -1,
      meta: ['result_count'],
      signal: controller.signal,
    })
      .then(({ data }) => setLoad({ state: 'ready', items: data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'error', error: toApiErrorShape(error) });
      });
    return () => controller.abort();
  }, [project, name, keyList, attempt]);

  return [load, () => setAttempt((count) => count + 1)];
}
