import { useCallback } from 'react';
import type { ActivityEntry } from '../../../api/activity.js';
import type { ApiErrorShape } from '../../../api/api-error.js';
import type { RevisionSummary } from '../../../api/revisions.js';
import { activityChanged, useActivity } from '../../../data/activity.js';
import { revisionsChanged, useRevisions } from '../../../data/revisions.js';
import type { QueryResult } from '../../../data/use-query.js';

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

/** A query as the sidebar shows it: a reload keeps the last list on screen while it runs. */
function loadOf<T>(query: QueryResult<T>): Load<T> {
  if (query.status === 'idle') return { state: 'off' };
  if (query.status === 'error' && query.error) return { state: 'error', error: query.error };
  if (query.status === 'ready' && query.data !== undefined)
    return { state: 'ready', data: query.data };
  return { state: 'loading', previous: query.data ?? null };
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
  const activity = useActivity(project, collection, primaryKey, allowed.activity);
  const revisions = useRevisions(project, collection, primaryKey, allowed.revisions);
  const reload = useCallback(() => {
    activityChanged(project, collection, primaryKey);
    revisionsChanged(project, collection, primaryKey);
  }, [project, collection, primaryKey]);
  return { activity: loadOf(activity), revisions: loadOf(revisions), reload };
}
