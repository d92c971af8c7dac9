import { useCallback, useRef, useState } from 'react';

export interface SaveTracker {
  /** Whether a save runs now (the Save button's busy state). */
  saving: boolean;
  /** Runs `work` as the screen's save: `saving` until it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The save running now, settled either way (never rejects); null when none runs. A navigation
   * asked for meanwhile waits for it (LeaveGuard): the edits are on their way to the server, so
   * "discard" would be untrue, and whether anything is left to ask about is known only after.
   */
  inFlight(): Promise<void> | null;
}

/**
 * The save state of an editing screen, known to its leave check. Callers start no second save
 * while `saving`.
 */
export function useSaveTracker(): SaveTracker {
  const [saving, setSaving] = useState(false);
  const running = useRef<Promise<void> | null>(null);

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setSaving(true);
    const result = work();
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    running.current = settled;
    try {
      return await result;
    } finally {
      if (running.current === settled) running.current = null;
      setSaving(false);
    }
  }, []);

  const inFlight = useCallback(() => running.current, []);
  return { saving, run, inFlight };
}
