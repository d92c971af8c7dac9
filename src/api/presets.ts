import { requestJson } from './request.js';
import type { CollectionPreset } from './types.js';

// Collection presets (contract §7.12): the user's own untitled preset holds their current view of a
// collection; a preset with a title is a bookmark.

/** The parts of a preset that describe a view. */
export type PresetValues = Partial<
  Pick<
    CollectionPreset,
    'search_query' | 'filters' | 'view_type' | 'view_query' | 'view_options' | 'title' | 'role'
  >
>;

const presetsPath = (project: string) => `${encodeURIComponent(project)}/collection_presets`;

/** The user's own untitled preset for a collection, or null when they have none yet. */
export async function getOwnPreset(
  project: string,
  userId: number,
  collection: string,
  signal?: AbortSignal,
): Promise<CollectionPreset | null> {
  const { data } = await requestJson<CollectionPreset[]>(presetsPath(project), {
    query: {
      'filter[user][eq]': userId,
      'filter[collection][eq]': collection,
      'filter[title][null]': 1,
      limit: 1,
    },
    signal,
  });
  return data?.[0] ?? null;
}

/**
 * The view a user without an own preset starts from (v8's order): the untitled preset of their
 * role, else the global one (no user, no role), as a new project seeds for files, users and
 * activity. null when there is neither.
 */
export async function getDefaultPreset(
  project: string,
  roleId: number | null,
  collection: string,
  signal?: AbortSignal,
): Promise<CollectionPreset | null> {
  const { data } = await requestJson<CollectionPreset[]>(presetsPath(project), {
    query: {
      'filter[user][null]': 1,
      'filter[collection][eq]': collection,
      'filter[title][null]': 1,
    },
    signal,
  });
  const rows = data ?? [];
  return (
    rows.find((row) => roleId !== null && row.role === roleId) ??
    rows.find((row) => row.role === null) ??
    null
  );
}

/** One preset (a bookmark) by id. */
export async function getPreset(
  project: string,
  id: number | string,
  signal?: AbortSignal,
): Promise<CollectionPreset> {
  const { data } = await requestJson<CollectionPreset>(
    `${presetsPath(project)}/${encodeURIComponent(id)}`,
    { signal },
  );
  return data;
}

/** `POST collection_presets`: the user's own untitled preset for a collection. */
export async function createPreset(
  project: string,
  userId: number,
  collection: string,
  values: PresetValues,
): Promise<CollectionPreset> {
  const { data } = await requestJson<CollectionPreset>(presetsPath(project), {
    method: 'POST',
    body: { ...values, title: null, user: userId, collection },
  });
  return data;
}

/** `PATCH collection_presets/{id}`. */
export async function updatePreset(
  project: string,
  id: number,
  values: PresetValues,
): Promise<CollectionPreset> {
  const { data } = await requestJson<CollectionPreset>(
    `${presetsPath(project)}/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: values },
  );
  return data;
}

/**
 * Saves the current view as a bookmark: personal (the user), for a role, or global (neither);
 * only admins may choose the last two (spec 2 §6).
 */
export async function saveBookmark(
  project: string,
  collection: string,
  title: string,
  scope: { user: number | null; role: number | null },
  values: PresetValues,
): Promise<CollectionPreset> {
  const { data } = await requestJson<CollectionPreset>(presetsPath(project), {
    method: 'POST',
    body: { ...values, title, collection, user: scope.user, role: scope.role },
  });
  return data;
}

/** `GET roles`: the choices of a role-level bookmark (admins only, spec 2 §6). */
export async function listRoles(
  project: string,
  signal?: AbortSignal,
): Promise<{ id: number; name: string }[]> {
  const { data } = await requestJson<{ id: number; name: string }[]>(
    `${encodeURIComponent(project)}/roles`,
    { query: { fields: 'id,name', limit: -1 }, signal },
  );
  return data ?? [];
}
