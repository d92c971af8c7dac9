import { getOwnPreset } from '../api/presets.js';
import type { CollectionPreset } from '../api/types.js';
import { prefetchQuery, type QueryKey } from './query-cache.js';
import { type QueryResult, useQuery } from './use-query.js';

const ownPresetKey = (project: string, collection: string, userId: number): QueryKey => [
  'own-preset',
  project,
  collection,
  userId,
];

/**
 * The user's own untitled preset of a collection (their view: layout, filters, search), null when
 * they have none yet; `userId` null asks nothing (status `idle`).
 */
export function useOwnPreset(
  project: string,
  collection: string,
  userId: number | null,
): QueryResult<CollectionPreset | null> {
  return useQuery(userId === null ? null : ownPresetKey(project, collection, userId), (signal) =>
    getOwnPreset(project, userId ?? 0, collection, signal),
  );
}

/** Asks for it before the listing's code is there (see prefetchQuery). */
export function prefetchOwnPreset(project: string, collection: string, userId: number): void {
  prefetchQuery(ownPresetKey(project, collection, userId), (signal) =>
    getOwnPreset(project, userId, collection, signal),
  );
}
