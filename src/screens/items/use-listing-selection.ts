import { useMemo, useRef, useState } from 'react';
import type { Row } from './page-cache.js';

export interface ListingSelection {
  /** Selected primary keys, in the order they were picked. */
  keys: (string | number)[];
  setKeys(keys: (string | number)[]): void;
  /** The selected rows (kept once seen, so a batch action still has them). */
  items: Row[];
}

/**
 * The listing's selected rows, remembered once seen: the table may drop a far page from memory
 * while its rows stay selected, and a batch action must still act on them.
 */
export function useListingSelection(loaded: readonly Row[], primaryKey: string): ListingSelection {
  const [keys, setKeys] = useState<(string | number)[]>([]);
  const seenSelected = useRef(new Map<string, Row>());
  const items = useMemo(() => {
    const wanted = new Set(keys.map(String));
    const seen = seenSelected.current;
    for (const key of seen.keys()) if (!wanted.has(key)) seen.delete(key);
    for (const item of loaded) {
      const key = String(item[primaryKey]);
      if (wanted.has(key)) seen.set(key, item);
    }
    return [...seen.values()];
  }, [keys, loaded, primaryKey]);
  return { keys, setKeys, items };
}
