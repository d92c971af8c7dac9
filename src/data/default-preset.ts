import { getDefaultPreset } from '../api/presets.js';
import type { CollectionPreset } from '../api/types.js';
import { type QueryResult, useQuery } from './use-query.js';

/**
 * The role's or the global untitled preset of a collection: the view a user starts from before
 * they have their own.
 */
export function useDefaultPreset(
  project: string,
  collection: string,
  roleId: number | null,
): QueryResult<CollectionPreset | null> {
  return useQuery(['default-preset', project, collection, roleId], (signal) =>
    getDefaultPreset(project, roleId, collection, signal),
  );
}
