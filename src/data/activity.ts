import {
  type ActivityEntry,
  type ActivityRecord,
  getActivity,
  listItemActivity,
} from '../api/activity.js';
import { invalidateQueries, type QueryKey } from './query-cache.js';
import { type QueryResult, useQuery } from './use-query.js';

// An item's activity, comments included, newest first.

const activityKey = (project: string, collection: string, key: string): QueryKey => [
  'activity',
  project,
  collection,
  key,
];

/** `enabled` false (the user may not read activity): nothing is loaded, status `idle`. */
export function useActivity(
  project: string,
  collection: string,
  key: string,
  enabled: boolean,
): QueryResult<ActivityEntry[]> {
  return useQuery(enabled ? activityKey(project, collection, key) : null, (signal) =>
    listItemActivity(project, collection, key, signal),
  );
}

/** After a comment, a save or a revert: the item's activity asks again. */
export function activityChanged(project: string, collection: string, key: string): void {
  invalidateQueries(activityKey(project, collection, key));
}

/** One activity row in full (the activity detail); `id` null loads nothing. */
export function useActivityRecord(project: string, id: string | null): QueryResult<ActivityRecord> {
  return useQuery(id === null ? null : ['activity-record', project, id], (signal) =>
    getActivity(project, id ?? '', signal),
  );
}
