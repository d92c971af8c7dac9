// Thumbnail presets: the settings `asset_whitelist_system` (the six directus-* sizes, read-only)
// and `asset_whitelist` (the project's own), each a JSON list of
// {key, width, height, fit: crop|contain, quality}. Only these sizes are ever generated
// (contract §7.7); invalid entries are skipped.

export type ThumbnailFit = 'crop' | 'contain';

export interface ThumbnailPreset {
  key: string | null;
  width: number;
  height: number;
  fit: ThumbnailFit;
  quality: number;
}

/** Largest width or height a preset may ask for. */
export const MAX_THUMBNAIL_SIDE = 4000;

/** The seeded system presets, used when the setting is missing or unreadable. */
export const SYSTEM_PRESETS: readonly ThumbnailPreset[] = [
  { key: 'directus-small-crop', width: 64, height: 64, fit: 'crop', quality: 80 },
  { key: 'directus-small-contain', width: 64, height: 64, fit: 'contain', quality: 80 },
  { key: 'directus-medium-crop', width: 300, height: 300, fit: 'crop', quality: 80 },
  { key: 'directus-medium-contain', width: 300, height: 300, fit: 'contain', quality: 80 },
  { key: 'directus-large-crop', width: 800, height: 600, fit: 'crop', quality: 80 },
  { key: 'directus-large-contain', width: 800, height: 600, fit: 'contain', quality: 80 },
];

export const PRESET_SETTINGS = ['asset_whitelist_system', 'asset_whitelist'] as const;

function dimension(value: unknown, max: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max
    ? number
    : null;
}

export function parsePresets(value: string | null | undefined): ThumbnailPreset[] | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  const presets: ThumbnailPreset[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const width = dimension(record.width, MAX_THUMBNAIL_SIDE);
    const height = dimension(record.height, MAX_THUMBNAIL_SIDE);
    const quality = dimension(record.quality ?? 80, 100);
    const fit = record.fit === 'crop' || record.fit === 'contain' ? record.fit : null;
    if (width === null || height === null || quality === null || fit === null) continue;
    const key =
      typeof record.key === 'string' && record.key.trim() !== '' ? record.key.trim() : null;
    presets.push({ key, width, height, fit, quality });
  }
  return presets;
}

/** System presets then the project's (a project key shadows nothing: system keys come first). */
export function presetsFrom(settings: Readonly<Record<string, string | null | undefined>>): {
  system: ThumbnailPreset[];
  user: ThumbnailPreset[];
} {
  return {
    system: parsePresets(settings.asset_whitelist_system) ?? [...SYSTEM_PRESETS],
    user: parsePresets(settings.asset_whitelist) ?? [],
  };
}
