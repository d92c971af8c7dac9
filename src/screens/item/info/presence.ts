import type { UserOnPage } from '../../../api/user-profiles.js';
import { PRESENCE_WINDOW_MS } from '../../../constants.js';
import { parseServerDate, toServerDateTime } from './dates.js';

// "Who else is on this page" (spec 2 §4, §7, §9): other users whose last page is this path and who
// were seen within the last 5 minutes.

/** The `last_access_on` lower bound of the query: five minutes before `now`. */
export function presenceSince(now: number): string {
  return toServerDateTime(new Date(now - PRESENCE_WINDOW_MS));
}

/**
 * The users to warn about. The server filters already; this repeats the rule on what it answered
 * (a server that ignores a filter must not raise a false warning). `last_page` and
 * `last_access_on` only reach admins (contract §7.10): a missing value is taken on the server's word.
 */
export function othersOnPage(
  users: readonly UserOnPage[],
  path: string,
  meId: number,
  now: number,
): UserOnPage[] {
  const seen = new Set<number>();
  return users.filter((user) => {
    if (user.id === meId || seen.has(user.id)) return false;
    if (typeof user.last_page === 'string' && user.last_page !== path) return false;
    if (typeof user.last_access_on === 'string') {
      const at = parseServerDate(user.last_access_on).getTime();
      if (Number.isNaN(at) || now - at > PRESENCE_WINDOW_MS) return false;
    }
    seen.add(user.id);
    return true;
  });
}
