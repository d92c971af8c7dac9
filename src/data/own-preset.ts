import { getOwnPreset } from '../api/presets.js';
import type { CollectionPreset } from '../api/types.js';
import { type QueryResult, useQuery } from './use-query.js';

/**
 * The user's own untitled preset of a collection (their view: layout, filters, search), null when
 * they have none yet; `userId` null asks nothing (status `idle`).
 */
export function useOwnPreset(
  project: string,
  collection: string,
  userId: number | null,
): QueryResult<CollectionPreset | null> {
  return useQuery(userId === null ? null : ['own-preset', project, collection, userId], (signal) =>
    getOwnPreset(project, userId ?? 0, collection, signal),
  );
}
