import { requestJson } from './request.js';
import type { CollectionInfo, Relation } from './types.js';

// The project's schema as the admin needs it at start (contract §7.2, §7.4).

/** `GET {project}/collections`: every collection, system and unmanaged ones included. */
export async function getCollections(
  project: string,
  signal?: AbortSignal,
): Promise<CollectionInfo[]> {
  const { data } = await requestJson<CollectionInfo[]>(
    `${encodeURIComponent(project)}/collections`,
    { signal },
  );
  return data;
}

/** `GET {project}/relations?limit=-1`: every relation row. */
export async function getRelations(project: string, signal?: AbortSignal): Promise<Relation[]> {
  const { data } = await requestJson<Relation[]>(`${encodeURIComponent(project)}/relations`, {
    query: { limit: -1 },
    signal,
  });
  return data;
}
