import { atom } from 'nanostores';
import type { Bookmark } from '../api/types.js';
import { onReset } from './reset.js';

// The signed-in user's bookmarks: their own, their role's and the global ones (contract §7.12).

export const $bookmarks = atom<readonly Bookmark[]>([]);

export function setBookmarks(bookmarks: readonly Bookmark[]): void {
  $bookmarks.set(bookmarks);
}

onReset(() => $bookmarks.set([]));
