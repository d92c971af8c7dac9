import { getDefaultPreset } from '../api/presets.js';
import type { CollectionPreset } from '../api/types.js';
import { prefetchQuery, type QueryKey } from './query-cache.js';
import { type QueryResult, useQuery } from './use-query.js';

const defaultPresetKey = (project: string, collection: string, roleId: number | null): QueryKey => [
  'default-preset',
  project,
  collection,
  roleId,
];

/**
 * The role's or the global untitled preset of a collection: the view a user starts from before
 * they have their own.
 */
export function useDefaultPreset(
  project: string,
  collection: string,
  roleId: number | null,
): QueryResult<CollectionPreset | null> {
  return useQuery(defaultPresetKey(project, collection, roleId), (signal) =>
    getDefaultPreset(project, roleId, collection, signal),
  );
}

/** Asks for it before the listing's code is there (see prefetchQuery). */
export function prefetchDefaultPreset(
  project: string,
  collection: string,
  roleId: number | null,
): void {
  prefetchQuery(defaultPresetKey(project, collection, roleId), (signal) =>
    getDefaultPreset(project, roleId, collection, signal),
  );
}
