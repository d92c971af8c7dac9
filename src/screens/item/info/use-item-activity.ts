import { useCallback, useEffect, useState } from 'react';
import { type ActivityEntry, listItemActivity } from '../../../api/activity.js';
import { type ApiErrorShape, toApiErrorShape } from '../../../api/api-error.js';
import { listItemRevisions, type RevisionSummary } from '../../../api/revisions.js';

export type Load<T> =
  | { state: 'off' }
  | { state: 'loading'; previous: T | null }
  | { state: 'ready'; data: T }
  | { state: 'error'; error: ApiErrorShape };

export interface ItemActivity {
  activity: Load<ActivityEntry[]>;
  revisions: Load<RevisionSummary[]>;
  /** Loads both again (after a comment, a save or a revert). */
  reload(): void;
}

/** What a reload keeps on screen while it runs. */
function previousOf<T>(load: Load<T>): T | null {
  if (load.state === 'ready') return load.data;
  if (load.state === 'loading') return load.previous;
  return null;
}

/**
 * The item's activity (comments included) and its revisions, side by side. Each is loaded only
 * when the user may read it (`directus_activity`, `directus_revisions`); `off` otherwise.
 */
export function useItemActivity(
  project: string,
  collection: string,
  primaryKey: string,
  allowed: { activity: boolean; revisions: boolean },
): ItemActivity {
  const [activity, setActivity] = useState<Load<ActivityEntry[]>>({ state: 'off' });
  const [revisions, setRevisions] = useState<Load<RevisionSummary[]>>({ state: 'off' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const fail = (error: unknown) => (signal.aborted ? null : toApiErrorShape(error));

    if (allowed.activity) {
      setActivity((current) => ({ state: 'loading', previous: previousOf(current) }));
      listItemActivity(project, collection, primaryKey, signal).then(
        (data) => !signal.aborted && setActivity({ state: 'ready', data }),
        (error: unknown) => {
          const shape = fail(error);
          if (shape) setActivity({ state: 'error', error: shape });
        },
      );
    } else setActivity({ state: 'off' });

    if (allowed.revisions) {
      setRevisions((current) => ({ state: 'loading', previous: previousOf(current) }));
      listItemRevisions(project, collection, primaryKey, signal).then(
        (data) => !signal.aborted && setRevisions({ state: 'ready', data }),
        (error: unknown) => {
          const shape = fail(error);
          if (shape) setRevisions({ state: 'error', error: shape });
        },
      );
    } else setRevisions({ state: 'off' });

    return () => controller.abort();
  }, [project, collection, primaryKey, allowed.activity, allowed.revisions, round]);

  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { activity, revisions, reload };
}
