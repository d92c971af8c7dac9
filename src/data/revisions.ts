import {
  type ActivityRevision,
  getActivityRevision,
  getRevision,
  getRevisionBefore,
  listItemRevisions,
  type Revision,
  type RevisionSummary,
} from '../api/revisions.js';
import { invalidateQueries, type QueryKey } from './query-cache.js';
import { type QueryResult, useQuery } from './use-query.js';

// An item's revisions (newest first, without their records) and one revision in full.

const revisionsKey = (project: string, collection: string, key: string): QueryKey => [
  'revisions',
  project,
  collection,
  key,
];

/** `enabled` false (the user may not read revisions): nothing is loaded, status `idle`. */
export function useRevisions(
  project: string,
  collection: string,
  key: string,
  enabled: boolean,
): QueryResult<RevisionSummary[]> {
  return useQuery(enabled ? revisionsKey(project, collection, key) : null, (signal) =>
    listItemRevisions(project, collection, key, signal),
  );
}

/** After a save or a revert: the item's revision list asks again. */
export function revisionsChanged(project: string, collection: string, key: string): void {
  invalidateQueries(revisionsKey(project, collection, key));
}

/** Revision `id` with its full `data`; null loads nothing. A revision never changes: kept. */
export function useRevision(project: string, id: number | null): QueryResult<Revision> {
  return useQuery(
    id === null ? null : ['revision', project, id],
    (signal) => getRevision(project, id ?? 0, signal),
    { staleTime: Number.POSITIVE_INFINITY },
  );
}

/** What one activity row changed: its revision, and the item's revision before it (if any). */
export interface ActivityChange {
  revision: ActivityRevision | null;
  /** The item as it was before: the previous revision's full record; null when unknown. */
  before: Record<string, unknown> | null;
}

/**
 * The revision activity `id` wrote and the one before it on the same item. `enabled` false (the
 * user may not read revisions): nothing is loaded. History never changes: kept for the session.
 */
export function useActivityChange(
  project: string,
  activity: number | null,
  enabled: boolean,
): QueryResult<ActivityChange> {
  return useQuery(
    enabled && activity !== null ? ['activity-change', project, activity] : null,
    async (signal) => {
      const revision = await getActivityRevision(project, activity ?? 0, signal);
      if (!revision) return { revision: null, before: null };
      const previous = await getRevisionBefore(
        project,
        revision.collection,
        revision.item,
        revision.id,
        signal,
      );
      return { revision, before: previous?.data ?? null };
    },
    { staleTime: Number.POSITIVE_INFINITY },
  );
}
