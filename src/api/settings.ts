import { requestJson } from './request.js';
import type { SettingRow } from './types.js';

/** `GET {project}/settings?limit=-1`: the key/value rows (contract §7.11). */
export async function getSettings(project: string, signal?: AbortSignal): Promise<SettingRow[]> {
  const { data } = await requestJson<SettingRow[]>(`${encodeURIComponent(project)}/settings`, {
    query: { limit: -1 },
    signal,
  });
  return data;
}
