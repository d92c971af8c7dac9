// What an upload tells about itself (contract §7.6): width and height of images (as displayed,
// EXIF orientation applied), and EXIF/IPTC where present, mapped onto v8's columns:
//   title       ← IPTC headline or object name        (else the caller derives it from the name)
//   description ← IPTC caption, else EXIF ImageDescription
//   tags        ← IPTC keywords
//   location    ← IPTC sublocation, city, state, country
//   metadata    ← {exif: {camera, exposure, dates, GPS …}, iptc: {…}} (JSON; small values only)
// Anything unreadable is skipped: metadata never refuses an upload.
import { readFile } from 'node:fs/promises';
import exifReader from 'exif-reader';
import type { Metadata } from 'sharp';
import { THUMBNAIL_MAX_INPUT_PIXELS } from '../../config/limits.js';
import { loadSharp } from './load-sharp.js';

export interface FileMetadata {
  width: number | null;
  height: number | null;
  title?: string;
  description?: string;
  tags?: string[];
  location?: string;
  metadata: Record<string, unknown> | null;
}

/** Image types sharp reads here (its prebuilt libvips), so thumbnails can be made of them. */
export const RASTER_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/avif',
]);

const EXIF_KEYS: Readonly<Record<string, readonly string[]>> = {
  Image: [
    'Make',
    'Model',
    'Software',
    'DateTime',
    'Artist',
    'Copyright',
    'ImageDescription',
    'Orientation',
    'XResolution',
    'YResolution',
  ],
  Photo: [
    'DateTimeOriginal',
    'DateTimeDigitized',
    'ExposureTime',
    'FNumber',
    'ISOSpeedRatings',
    'FocalLength',
    'FocalLengthIn35mmFilm',
    'Flash',
    'LensMake',
    'LensModel',
    'ExposureProgram',
    'WhiteBalance',
    'ColorSpace',
  ],
};

const MAX_TEXT = 500;
/** directus_files.metadata is a TEXT column (64 KB on MySQL): stay well below. */
const MAX_METADATA_JSON = 32_000;

function plain(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value === 'string') {
    const text = value.replace(/\0+$/, '').trim();
    return text === '' ? undefined : text.slice(0, MAX_TEXT);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (
    Array.isArray(value) &&
    value.length <= 8 &&
    value.every((entry) => typeof entry === 'number')
  ) {
    return value;
  }
  return undefined;
}

function gpsDecimal(parts: unknown, ref: unknown): number | undefined {
  if (!Array.isArray(parts) || parts.length < 3 || !parts.every((n) => typeof n === 'number')) {
    return undefined;
  }
  const [degrees, minutes, seconds] = parts as number[];
  const value = degrees + minutes / 60 + seconds / 3600;
  const negative = ref === 'S' || ref === 'W';
  return Number((negative ? -value : value).toFixed(7));
}

function readExif(buffer: Buffer | undefined): Record<string, unknown> | undefined {
  if (!buffer || buffer.length < 8) return undefined;
  let parsed: ReturnType<typeof exifReader>;
  try {
    parsed = exifReader(buffer);
  } catch {
    return undefined;
  }
  const out: Record<string, unknown> = {};
  for (const [group, keys] of Object.entries(EXIF_KEYS)) {
    const tags = (parsed as unknown as Record<string, Record<string, unknown> | undefined>)[group];
    if (!tags) continue;
    for (const key of keys) {
      const value = plain(tags[key]);
      if (value !== undefined) out[key] = value;
    }
  }
  const gps = parsed.GPSInfo as Record<string, unknown> | undefined;
  if (gps) {
    const latitude = gpsDecimal(gps.GPSLatitude, gps.GPSLatitudeRef);
    const longitude = gpsDecimal(gps.GPSLongitude, gps.GPSLongitudeRef);
    if (latitude !== undefined && longitude !== undefined) {
      out.GPSLatitude = latitude;
      out.GPSLongitude = longitude;
      const altitude = plain(gps.GPSAltitude);
      if (typeof altitude === 'number') out.GPSAltitude = altitude;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

// IPTC-IIM record 2 datasets (https://www.iptc.org/std/IIM/4.2/specification/IIMV4.2.pdf).
const IPTC_NAMES: Readonly<Record<number, string>> = {
  5: 'object_name',
  25: 'keywords',
  55: 'date_created',
  80: 'byline',
  85: 'byline_title',
  90: 'city',
  92: 'sublocation',
  95: 'state',
  101: 'country',
  105: 'headline',
  110: 'credit',
  115: 'source',
  116: 'copyright',
  120: 'caption',
  122: 'caption_writer',
};

/** The IPTC datasets inside a Photoshop image-resource block (or a bare IIM stream). */
function iptcStream(buffer: Buffer): Buffer {
  const marker = buffer.indexOf(Buffer.from('8BIM\x04\x04', 'latin1'));
  if (marker === -1) return buffer;
  let offset = marker + 6;
  const nameLength = buffer[offset] ?? 0;
  offset += 1 + nameLength;
  if ((1 + nameLength) % 2 === 1) offset += 1;
  if (offset + 4 > buffer.length) return Buffer.alloc(0);
  const size = buffer.readUInt32BE(offset);
  offset += 4;
  return buffer.subarray(offset, Math.min(buffer.length, offset + size));
}

function decodeText(bytes: Buffer, utf8: boolean): string {
  if (utf8) return bytes.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

function readIptc(buffer: Buffer | undefined): Record<string, string | string[]> | undefined {
  if (!buffer || buffer.length < 5) return undefined;
  const data = iptcStream(buffer);
  const raw: { record: number; dataset: number; value: Buffer }[] = [];
  let offset = 0;
  while (offset + 5 <= data.length) {
    if (data[offset] !== 0x1c) {
      offset += 1;
      continue;
    }
    const record = data[offset + 1];
    const dataset = data[offset + 2];
    const length = data.readUInt16BE(offset + 3);
    if (length & 0x8000) break; // extended datasets: not used by these fields
    offset += 5;
    raw.push({ record, dataset, value: data.subarray(offset, offset + length) });
    offset += length;
  }
  // 1:90 ESC % G declares UTF-8.
  const utf8 = raw.some(
    (entry) => entry.record === 1 && entry.dataset === 90 && entry.value.includes('\x1b%G'),
  );
  const out: Record<string, string | string[]> = {};
  for (const entry of raw) {
    if (entry.record !== 2) continue;
    const name = IPTC_NAMES[entry.dataset];
    if (!name) continue;
    const text = decodeText(entry.value, utf8).replace(/\0+$/, '').trim().slice(0, MAX_TEXT);
    if (text === '') continue;
    if (name === 'keywords') {
      const list = (out.keywords as string[] | undefined) ?? [];
      if (list.length < 50) list.push(text);
      out.keywords = list;
    } else if (out[name] === undefined) {
      out[name] = text;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Keywords joined as CSV must fit directus_files.tags (255): keep those that fit. */
function fittingTags(keywords: string[]): string[] {
  const tags: string[] = [];
  let length = 0;
  for (const keyword of keywords) {
    const tag = keyword.replace(/,/g, ' ').trim();
    if (tag === '' || tags.includes(tag)) continue;
    const added = tag.length + (tags.length > 0 ? 1 : 0);
    if (length + added > 255) break;
    tags.push(tag);
    length += added;
  }
  return tags;
}

/** Reads what the file says about itself; `type` is the sniffed MIME type. */
export async function readFileMetadata(filePath: string, type: string): Promise<FileMetadata> {
  const empty: FileMetadata = { width: null, height: null, metadata: null };
  if (!RASTER_TYPES.has(type) && type !== 'image/svg+xml') return empty;
  let info: Metadata;
  try {
    // SVG from memory: librsvg then has no base folder to resolve references against.
    const input = type === 'image/svg+xml' ? await readFile(filePath) : filePath;
    const sharp = await loadSharp();
    info = await sharp(input, { limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS }).metadata();
  } catch {
    return empty;
  }
  const rotated = (info.orientation ?? 1) >= 5;
  const width = (rotated ? info.height : info.width) ?? null;
  const height = (rotated ? info.width : info.height) ?? null;
  const exif = readExif(info.exif);
  const iptc = readIptc(info.iptc);
  const result: FileMetadata = { width, height, metadata: null };
  if (exif || iptc) {
    result.metadata = {};
    if (exif) result.metadata.exif = exif;
    if (iptc) result.metadata.iptc = iptc;
    if (JSON.stringify(result.metadata).length > MAX_METADATA_JSON) {
      result.metadata = exif ? { exif } : null;
    }
  }
  const title = (iptc?.headline ?? iptc?.object_name) as string | undefined;
  if (title) result.title = title.slice(0, 255);
  const description = (iptc?.caption ?? exif?.ImageDescription) as string | undefined;
  if (description) result.description = description;
  if (Array.isArray(iptc?.keywords)) {
    const tags = fittingTags(iptc.keywords);
    if (tags.length > 0) result.tags = tags;
  }
  const place = ['sublocation', 'city', 'state', 'country']
    .map((key) => iptc?.[key])
    .filter((part): part is string => typeof part === 'string');
  if (place.length > 0) result.location = place.join(', ').slice(0, 200);
  return result;
}
