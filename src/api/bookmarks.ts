import { type QueryValue, requestJson } from './request.js';
import type { Bookmark } from './types.js';

// Bookmarks are collection presets with a title (contract §7.12). Like the v8 SDK, three filtered
// calls: the user's own, the role's (no user), and the global ones (no role, no user).

/** `GET {project}/collection_presets` three times; the user's first, then the role's, then global. */
export async function getBookmarks(
  project: string,
  userId: number,
  roleId: number | null,
  signal?: AbortSignal,
): Promise<Bookmark[]> {
  const scopes: Record<string, QueryValue>[] = [
    { 'filter[user][eq]': userId },
    // A user without a role has no role-level bookmarks.
    ...(roleId === null ? [] : [{ 'filter[role][eq]': roleId, 'filter[user][null]': 1 }]),
    { 'filter[role][null]': 1, 'filter[user][null]': 1 },
  ];
  const lists = await Promise.all(
    scopes.map(async (scope) => {
      const { data } = await requestJson<Bookmark[]>(
        `${encodeURIComponent(project)}/collection_presets`,
        { query: { 'filter[title][nnull]': 1, ...scope, limit: -1 }, signal },
      );
      return data;
    }),
  );
  // The scopes do not overlap on a v8 server, but a row must never be listed twice (keys, deletes).
  const seen = new Set<number>();
  return lists.flat().filter((bookmark) => !seen.has(bookmark.id) && seen.add(bookmark.id));
}

/** `DELETE {project}/collection_presets/{id}`: removes a bookmark. */
export async function deleteBookmark(
  project: string,
  id: number,
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(
    `${encodeURIComponent(project)}/collection_presets/${encodeURIComponent(id)}`,
    { method: 'DELETE', signal },
  );
}
