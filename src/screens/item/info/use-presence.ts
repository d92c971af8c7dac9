import { useEffect } from 'react';
import { listUsersOnPage, type UserOnPage } from '../../../api/user-profiles.js';
import { trackPage } from '../../../api/users.js';
import { useQuery } from '../../../data/use-query.js';
import { useRequestSignal } from '../../../data/use-request-signal.js';
import { othersOnPage, presenceSince } from './presence.js';

/** How often the page asks again who else is on it. */
const PRESENCE_CHECK_MS = 60_000;
/**
 * How often an open page tells the server the user is still on it (`PATCH users/me/tracking/page`
 * on navigation only would let a user who stays put drop out of the 5-minute window).
 */
const PRESENCE_HEARTBEAT_MS = 2 * 60_000;

const NOBODY: UserOnPage[] = [];

/**
 * The other users on `path` (spec 2 §4, §7): asked on arrival and every minute. While the page is
 * open its user is recorded on it again and again, so others keep seeing them. Failures only log: presence is
 * a courtesy, never in the way of editing.
 */
export function usePresence(
  project: string,
  path: string,
  meId: number | null,
  now: () => number = Date.now,
): UserOnPage[] {
  const check = useQuery(
    meId === null ? null : ['users-on-page', project, path, meId],
    async (signal) => {
      const at = now();
      const users = await listUsersOnPage(project, path, meId ?? 0, presenceSince(at), signal);
      return othersOnPage(users, path, meId ?? 0, at);
    },
  );
  const { refetch } = check;
  const heartbeatSignal = useRequestSignal();

  useEffect(() => {
    if (check.status === 'error') console.warn('Could not check who else is here.', check.error);
  }, [check.status, check.error]);

  useEffect(() => {
    if (meId === null) return undefined;
    const heartbeat = () => {
      const signal = heartbeatSignal();
      trackPage(project, meId, path, signal).catch((error: unknown) => {
        if (!signal.aborted) console.warn('Could not record the page.', error);
      });
    };
    // The navigation records the page only when it changes: after a reload on this very page the
    // server's `last_access_on` would be stale, so the page records itself on arrival too.
    heartbeat();
    const checks = setInterval(refetch, PRESENCE_CHECK_MS);
    const beats = setInterval(heartbeat, PRESENCE_HEARTBEAT_MS);
    return () => {
      clearInterval(checks);
      clearInterval(beats);
    };
  }, [project, path, meId, refetch, heartbeatSignal]);

  return check.data ?? NOBODY;
}
