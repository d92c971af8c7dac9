import { getUserProfile, type UserProfile } from '../api/user-profiles.js';
import { invalidateQueries } from './query-cache.js';
import { type QueryResult, useQuery } from './use-query.js';

// A user's card for the user popover: the same few people appear on every row of an activity feed,
// so a card is kept for the session once loaded (a failure is not kept: the next opening asks again).

/** Loads user `id`'s card once `enabled` turns true (status `idle` before). */
export function useUserProfile(
  project: string,
  id: number,
  enabled: boolean,
): QueryResult<UserProfile> {
  return useQuery(
    enabled ? ['user-profile', project, id] : null,
    (signal) => getUserProfile(project, id, signal),
    { staleTime: Number.POSITIVE_INFINITY },
  );
}

/** Forgets the cached cards (tests; a sign-out resets the query cache anyway). */
export function clearUserProfiles(): void {
  invalidateQueries(['user-profile']);
}
