import { atom } from 'nanostores';
import { deleteBookmark } from '../api/bookmarks.js';
import type { Bookmark } from '../api/types.js';
import { onReset } from './reset.js';

// The signed-in user's bookmarks: their own, their role's and the global ones (contract §7.12).

export const $bookmarks = atom<readonly Bookmark[]>([]);

export function setBookmarks(bookmarks: readonly Bookmark[]): void {
  $bookmarks.set(bookmarks);
}

/**
 * Deletes a bookmark optimistically (spec 1 §2): it leaves the list at once and comes back, in its
 * place, when the server refuses. Rejects with the server's error so the caller can say why.
 */
export async function removeBookmark(project: string, id: number): Promise<void> {
  const before = $bookmarks.get();
  const index = before.findIndex((bookmark) => bookmark.id === id);
  if (index === -1) return;
  const removed = before[index] as Bookmark;
  $bookmarks.set(before.filter((bookmark) => bookmark.id !== id));
  try {
    await deleteBookmark(project, id);
  } catch (error) {
    const now = $bookmarks.get();
    if (!now.some((bookmark) => bookmark.id === id)) {
      const restored = [...now];
      restored.splice(Math.min(index, restored.length), 0, removed);
      $bookmarks.set(restored);
    }
    throw error;
  }
}

onReset(() => $bookmarks.set([]));
