import { requestJson } from './request.js';

// The file library's folders (contract §7.5, `directus_folders`): a tree by `parent_folder`, null
// at the root. A folder holds files through their `folder` column.

export type FolderId = number;

export interface FolderRow {
  id: FolderId;
  name: string;
  /** The folder it sits in; null at the root. */
  parent_folder: FolderId | null;
}

const foldersPath = (project: string) => `${encodeURIComponent(project)}/folders`;
const filesPath = (project: string) => `${encodeURIComponent(project)}/files`;

/** `parent_folder` as an id, whether the server answered it expanded or not. */
function parentId(value: unknown): FolderId | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return parentId((value as { id?: unknown }).id);
  const id = Number(value);
  return Number.isFinite(id) ? id : null;
}

function toFolder(row: Record<string, unknown>): FolderRow {
  return {
    id: Number(row.id),
    name: String(row.name ?? ''),
    parent_folder: parentId(row.parent_folder),
  };
}

/** Every folder of the project (a library has few): the tree is built on the client. */
export async function listFolders(project: string, signal?: AbortSignal): Promise<FolderRow[]> {
  const { data } = await requestJson<Record<string, unknown>[]>(foldersPath(project), {
    query: { fields: 'id,name,parent_folder', limit: -1, sort: 'name' },
    signal,
  });
  return (data ?? []).map(toFolder);
}

/** `POST folders`; the server refuses a second folder of the same name in one parent (E204). */
export async function createFolder(
  project: string,
  name: string,
  parent: FolderId | null,
): Promise<FolderRow> {
  const { data } = await requestJson<Record<string, unknown>>(foldersPath(project), {
    method: 'POST',
    body: { name, parent_folder: parent },
  });
  return toFolder(data);
}

export async function renameFolder(
  project: string,
  id: FolderId,
  name: string,
): Promise<FolderRow> {
  const { data } = await requestJson<Record<string, unknown>>(
    `${foldersPath(project)}/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: { name } },
  );
  return toFolder(data);
}

/** Whether a folder holds nothing: no files and no folders (only such a folder is deleted). */
export async function folderIsEmpty(
  project: string,
  id: FolderId,
  signal?: AbortSignal,
): Promise<boolean> {
  const [files, folders] = await Promise.all([
    requestJson<unknown[]>(filesPath(project), {
      query: { fields: 'id', limit: 1, 'filter[folder][eq]': id },
      signal,
    }),
    requestJson<unknown[]>(foldersPath(project), {
      query: { fields: 'id', limit: 1, 'filter[parent_folder][eq]': id },
      signal,
    }),
  ]);
  return (files.data ?? []).length === 0 && (folders.data ?? []).length === 0;
}

export class FolderNotEmptyError extends Error {
  constructor() {
    super('The folder is not empty.');
    this.name = 'FolderNotEmptyError';
  }
}

/** Deletes a folder only when it holds nothing (files would lose their place silently otherwise). */
export async function deleteEmptyFolder(project: string, id: FolderId): Promise<void> {
  if (!(await folderIsEmpty(project, id))) throw new FolderNotEmptyError();
  await requestJson<unknown>(`${foldersPath(project)}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Moves files into a folder (null: the root) with one batch `PATCH files/{ids}`. */
export async function moveFiles(
  project: string,
  fileIds: readonly (string | number)[],
  folder: FolderId | null,
): Promise<void> {
  if (fileIds.length === 0) return;
  const keys = fileIds.map((id) => encodeURIComponent(id)).join(',');
  await requestJson<unknown>(`${filesPath(project)}/${keys}`, {
    method: 'PATCH',
    body: { folder },
  });
}

/** The folders from the root down to `id` (the breadcrumb); unknown ids end the walk. */
export function folderPath(folders: readonly FolderRow[], id: FolderId | null): FolderRow[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: FolderRow[] = [];
  const seen = new Set<FolderId>();
  let current = id === null ? undefined : byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current);
    current = current.parent_folder === null ? undefined : byId.get(current.parent_folder);
  }
  return path;
}

/** The folders directly inside `parent` (null: the root), by name. */
export function childFolders(folders: readonly FolderRow[], parent: FolderId | null): FolderRow[] {
  return folders
    .filter((folder) => folder.parent_folder === parent)
    .sort((a, b) => a.name.localeCompare(b.name));
}
