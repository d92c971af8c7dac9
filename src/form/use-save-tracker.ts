import { useCallback, useState } from 'react';
import { holdLeavesUntil } from '../router/leave-guard.js';

export interface SaveTracker {
  /** Whether a save runs now (the Save button's busy state). */
  saving: boolean;
  /**
   * Runs `work` as the screen's save: `saving` until it settles, and a navigation asked for
   * meanwhile waits for it before the leave check asks (router/leave-guard.ts).
   */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * The save state of an editing screen. Callers start no second save while `saving`.
 */
export function useSaveTracker(): SaveTracker {
  const [saving, setSaving] = useState(false);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setSaving(true);
    const result = work();
    holdLeavesUntil(result);
    try {
      return await result;
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, run };
}
