import { useEffect, useState } from 'react';
import type { ApiErrorShape } from '../../api/api-error.js';
import { toApiErrorShape } from '../../api/api-error.js';
import { getItem, type Item } from '../../api/items.js';

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
  const [load, setLoad] = useState<ItemLoad>(
    primaryKey === null ? { state: 'ready', item: initial } : { state: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; `initial` is read once
  useEffect(() => {
    if (primaryKey === null) return undefined;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getItem(project, collection, primaryKey, controller.signal)
      .then((item) => setLoad({ state: 'ready', item }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'error', error: toApiErrorShape(error) });
      });
    return () => controller.abort();
  }, [project, collection, primaryKey, attempt]);

  return [load, () => setAttempt((count) => count + 1)];
}
