import { type FolderRow, listFolders } from '../../api/folders.js';
import { invalidateQueries, type QueryKey } from '../../data/query-cache.js';
import { type QueryResult, useQuery } from '../../data/use-query.js';

// Every folder of the project, read once and shared by the library, the breadcrumb, the tiles and
// the move dialog; a folder write asks again.

const foldersKey = (project: string): QueryKey => ['folders', project];

export function useFolders(project: string): QueryResult<FolderRow[]> {
  return useQuery(foldersKey(project), (signal) => listFolders(project, signal));
}

export function foldersChanged(project: string): void {
  invalidateQueries(foldersKey(project));
}
