import { requestJson } from './request.js';

// The project's users as the shell and item screens show them (names, avatars, presence), loaded
// once at hydration like the v8 admin does (contract §11.3).

export interface DirectoryUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  last_page: string | null;
  last_access_on: string | null;
  avatar: { data?: { full_url?: string } } | null;
}

export const DIRECTORY_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'last_page',
  'last_access_on',
  'avatar.data',
] as const;

/** `GET {project}/users?fields=…&limit=-1`. */
export async function getUserDirectory(
  project: string,
  signal?: AbortSignal,
): Promise<DirectoryUser[]> {
  const { data } = await requestJson<DirectoryUser[]>(`${encodeURIComponent(project)}/users`, {
    query: { fields: DIRECTORY_FIELDS, limit: -1 },
    signal,
  });
  return data;
}
