import { useEffect, useState } from 'react';
import { type ApiErrorShape, toApiErrorShape } from '../../../api/api-error.js';
import { getUserProfile, type UserProfile } from '../../../api/user-profiles.js';

// The user popover's card, fetched the first time it opens and kept for the page's life: the same
// few people appear on every row of an activity feed.

const cache = new Map<string, Promise<UserProfile>>();

/** Forgets the cached cards (tests; a sign-out resets the page anyway). */
export function clearUserProfiles(): void {
  cache.clear();
}

function loadProfile(project: string, id: number): Promise<UserProfile> {
  const key = `${project}\u0000${id}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = getUserProfile(project, id);
    // A failure is not kept: the next opening asks again.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

export interface ProfileLoad {
  profile: UserProfile | null;
  /** Spec 2 §8: the popover's fetch error is stored, not shown. */
  error: ApiErrorShape | null;
}

/** Loads user `id`'s card once `enabled` turns true. */
export function useUserProfile(project: string, id: number, enabled: boolean): ProfileLoad {
  const [load, setLoad] = useState<ProfileLoad>({ profile: null, error: null });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    loadProfile(project, id).then(
      (profile) => {
        if (live) setLoad({ profile, error: null });
      },
      (error: unknown) => {
        if (live) setLoad((current) => ({ ...current, error: toApiErrorShape(error) }));
      },
    );
    return () => {
      live = false;
    };
  }, [project, id, enabled]);
  return load;
}
