// directus_settings is a key/value table; most readers want a few keys as a map.
import type { Knex } from 'knex';
import { select } from '../query/runner.js';

export type SettingsMap = Record<string, string | null>;

export async function readSettings(db: Knex, keys?: readonly string[]): Promise<SettingsMap> {
  const query = db('directus_settings').select('key', 'value');
  if (keys) query.whereIn('key', [...keys]);
  const rows = (await select(db, query)) as { key: string; value: string | null }[];
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** v8 stores booleans as "1"/"0" strings (and sometimes "true"). */
export function settingIsTrue(value: string | null | undefined): boolean {
  return value === '1' || value === 'true';
}
