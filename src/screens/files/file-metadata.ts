// The EXIF and IPTC the server read from an upload (`metadata`: `{exif: {…}, iptc: {…}}`) as
// labelled lines a person can read: "Exposure time 1/250 s", "F number f/2.8".

export interface MetadataGroup {
  /** `exif`, `iptc`, or another key the server used. */
  name: string;
  entries: { label: string; value: string }[];
}

/** `DateTimeOriginal` → "Date time original", `ISOSpeedRatings` → "ISO speed ratings". */
export function metadataLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words
    .map((word, index) => {
      if (/^[A-Z0-9]{2,}$/.test(word)) return word;
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

function number(value: number, digits = 2): string {
  return String(Number(value.toFixed(digits)));
}

/** A few well-known values get their unit; the rest are shown as they are. */
export function metadataValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((entry) => metadataValue(key, entry)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (key === 'ExposureTime')
      return value > 0 && value < 1 ? `1/${Math.round(1 / value)} s` : `${number(value)} s`;
    if (key === 'FNumber') return `f/${number(value, 1)}`;
    if (key === 'FocalLength' || key === 'FocalLengthIn35mmFilm') return `${number(value, 1)} mm`;
    if (key === 'GPSLatitude' || key === 'GPSLongitude') return number(value, 6);
    if (key === 'GPSAltitude') return `${number(value, 1)} m`;
    return number(value, 4);
  }
  return String(value);
}

/** The groups of a file's `metadata` (a parsed object or its JSON text); empty when there is none. */
export function metadataGroups(metadata: unknown): MetadataGroup[] {
  let parsed = metadata;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return [];
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const groups: MetadataGroup[] = [];
  const loose: MetadataGroup = { name: '', entries: [] };
  for (const [name, content] of Object.entries(parsed as Record<string, unknown>)) {
    if (content && typeof content === 'object' && !Array.isArray(content)) {
      const entries = Object.entries(content as Record<string, unknown>)
        .map(([key, value]) => ({ label: metadataLabel(key), value: metadataValue(key, value) }))
        .filter((entry) => entry.value !== '');
      if (entries.length > 0) groups.push({ name, entries });
    } else {
      const value = metadataValue(name, content);
      if (value !== '') loose.entries.push({ label: metadataLabel(name), value });
    }
  }
  return loose.entries.length > 0 ? [...groups, loose] : groups;
}
