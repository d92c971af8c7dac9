import type { FolderId } from '../../api/folders.js';

// A folder as the library's props and the address name it (`?folder=7`, a string or a number, or
// nothing at the root), and as the folder rows hold it (a number or null).

export type FolderKey = string | number | null | undefined;

export function folderIdOf(key: FolderKey): FolderId | null {
  if (key === null || key === undefined || key === '') return null;
  const id = Number(key);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The file row's `folder`, whether expanded or not. */
export function fileFolderId(value: unknown): FolderId | null {
  if (value && typeof value === 'object') return folderIdOf((value as { id?: FolderKey }).id);
  return folderIdOf(value as FolderKey);
}
