import { requestJson } from './request.js';
import type { FieldInfo, SettingRow } from './types.js';

// The project's settings (contract §7.11) and the counts the settings hub shows (spec 3 §7).

const settingsPath = (project: string, rest = '') =>
  `${encodeURIComponent(project)}/settings${rest}`;

/** `GET {project}/settings?limit=-1`: the key/value rows (contract §7.11). */
export async function getSettings(project: string, signal?: AbortSignal): Promise<SettingRow[]> {
  const { data } = await requestJson<SettingRow[]>(settingsPath(project), {
    query: { limit: -1 },
    signal,
  });
  return data;
}

/** `GET {project}/settings/fields`: the settings form's field definitions (directus_fields rows). */
export async function getSettingsFields(
  project: string,
  signal?: AbortSignal,
): Promise<FieldInfo[]> {
  const { data } = await requestJson<FieldInfo[]>(settingsPath(project, '/fields'), { signal });
  return data;
}

/** A new value for a stored row. */
export interface SettingUpdate {
  id: number;
  value: unknown;
}

/**
 * Writes new values of stored rows: `PATCH {project}/settings/{id} {value}` for one,
 * the batch `PATCH {project}/settings [{id, value}]` for several.
 */
export async function updateSettings(
  project: string,
  updates: readonly SettingUpdate[],
): Promise<void> {
  if (updates.length === 0) return;
  const [only] = updates;
  if (updates.length === 1 && only) {
    await requestJson<unknown>(settingsPath(project, `/${only.id}`), {
      method: 'PATCH',
      body: { value: only.value },
    });
    return;
  }
  await requestJson<unknown>(settingsPath(project), { method: 'PATCH', body: updates });
}

/** `POST {project}/settings {key, value}`: a setting that has no row yet. */
export async function createSetting(project: string, key: string, value: unknown): Promise<void> {
  await requestJson<unknown>(settingsPath(project), { method: 'POST', body: { key, value } });
}

/** The system tables the hub counts rows of. */
export type CountedTable = 'roles' | 'activity' | 'webhooks';

/**
 * `GET {project}/{table}?limit=0&meta=total_count`: the number of rows, without reading any.
 * Throws when the answer carries no count.
 */
export async function getTotalCount(
  project: string,
  table: CountedTable,
  signal?: AbortSignal,
): Promise<number> {
  const { meta } = await requestJson<unknown>(`${encodeURIComponent(project)}/${table}`, {
    query: { limit: 0, meta: 'total_count' },
    signal,
  });
  const count = Number(meta?.total_count);
  if (meta?.total_count == null || !Number.isFinite(count)) {
    throw new Error(`GET ${table}: the answer has no meta.total_count`);
  }
  return count;
}
