// Thumbnails of the asset endpoint (contract §7.7), made with sharp and cached in the project's
// thumbnail storage under `{filename_disk}/w{W},h{H},f{FIT},q{Q}.{ext}`: one folder per file, so
// deleting a file (or replacing its content) removes all its thumbnails at once. (v8 kept
// `{thumb_root}/w,h,f,q/{name}`; the layout is internal, clients only see asset URLs.)
//
// Requests: `key=<preset>`, or `w`, `h`, `f` (crop|contain) and `q` (also spelled width, height,
// fit, quality), with an optional `format` (jpg|jpeg|png|gif|webp; default: the original's own
// type when it is one of those, else jpg). Only the presets of the asset whitelists are made
// (system + project presets): anything else is E12, so nobody can make the server render
// arbitrary sizes.
import type { Readable } from 'node:stream';
import type { Sharp } from 'sharp';
import { THUMBNAIL_MAX_INPUT_PIXELS } from '../../config/limits.js';
import { ApiError } from '../../errors/api-error.js';
import type { StorageAdapter } from '../storage/index.js';
import { loadSharp } from './load-sharp.js';
import { extensionOf } from './mime.js';
import type { ThumbnailFit, ThumbnailPreset } from './presets.js';

export type ThumbnailFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface ThumbnailSpec {
  width: number;
  height: number;
  fit: ThumbnailFit;
  quality: number;
  format: ThumbnailFormat;
  /** The cached object's extension. */
  extension: string;
  contentType: string;
}

const FORMATS: Readonly<Record<string, ThumbnailFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

const EXTENSIONS: Readonly<Record<ThumbnailFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

const PARAM_NAMES = ['key', 'w', 'h', 'f', 'q', 'width', 'height', 'fit', 'quality'] as const;

const invalid = (message: string) => new ApiError('UNPROCESSABLE_ENTITY', message);

function scalar(value: unknown): string | undefined {
  if (Array.isArray(value)) return scalar(value[0]);
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : String(value);
}

function integer(value: string | undefined, name: string): number {
  if (value === undefined || !/^\d{1,5}$/.test(value.trim())) {
    throw invalid(`Invalid thumbnail params: "${name}" must be a whole number`);
  }
  return Number(value);
}

/** Whether the query asks for a thumbnail at all (else the original is served). */
export function wantsThumbnail(query: Record<string, unknown>): boolean {
  return PARAM_NAMES.some((name) => scalar(query[name]) !== undefined);
}

/**
 * The thumbnail a query asks for, checked against the presets; E12 for an unknown key, invalid
 * params, params that match no preset, or a format that cannot be made.
 */
export function thumbnailSpec(
  query: Record<string, unknown>,
  presets: readonly ThumbnailPreset[],
  originalName: string,
): ThumbnailSpec {
  const key = scalar(query.key);
  let preset: ThumbnailPreset | undefined;
  if (key !== undefined) {
    preset = presets.find((entry) => entry.key === key);
    if (!preset) throw invalid("Key doesn't exist.");
  } else {
    const width = integer(scalar(query.w ?? query.width), 'w');
    const height = integer(scalar(query.h ?? query.height), 'h');
    const quality = integer(scalar(query.q ?? query.quality) ?? '80', 'q');
    const fit = scalar(query.f ?? query.fit);
    if (fit !== 'crop' && fit !== 'contain') {
      throw invalid('Invalid thumbnail params: "f" must be crop or contain');
    }
    preset = presets.find(
      (entry) =>
        entry.width === width &&
        entry.height === height &&
        entry.fit === fit &&
        entry.quality === quality,
    );
    if (!preset) throw invalid("The params don't match the asset whitelist.");
  }
  const requested = scalar(query.format)?.toLowerCase();
  let format: ThumbnailFormat;
  if (requested !== undefined && requested !== '') {
    const known = FORMATS[requested];
    if (!known)
      throw invalid('Invalid thumbnail params: format must be jpg, jpeg, png, gif or webp');
    format = known;
  } else {
    format = FORMATS[extensionOf(originalName)] ?? 'jpeg';
  }
  return {
    width: preset.width,
    height: preset.height,
    fit: preset.fit,
    quality: preset.quality,
    format,
    extension: EXTENSIONS[format],
    contentType: `image/${format}`,
  };
}

/** The thumbnail-storage folder holding every thumbnail of one original. */
export function thumbnailFolder(filenameDisk: string): string {
  return filenameDisk;
}

/** Where a thumbnail is cached in the thumbnail storage. */
export function thumbnailKey(filenameDisk: string, spec: ThumbnailSpec): string {
  return `${thumbnailFolder(filenameDisk)}/w${spec.width},h${spec.height},f${spec.fit},q${spec.quality}.${spec.extension}`;
}

/** Renders a thumbnail from a file path, a buffer or a stream of the original. */
export async function renderThumbnail(
  input: string | Buffer | Readable,
  spec: ThumbnailSpec,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS, failOn: 'error' as const };
  let image: Sharp;
  if (typeof input === 'string' || Buffer.isBuffer(input)) {
    image = sharp(input, options);
  } else {
    image = sharp(options);
    input.on('error', (error) => image.destroy(error));
    input.pipe(image);
  }
  image = image.rotate();
  image =
    spec.fit === 'crop'
      ? image.resize(spec.width, spec.height, { fit: 'cover', position: 'centre' })
      : image.resize(spec.width, spec.height, { fit: 'inside', withoutEnlargement: true });
  switch (spec.format) {
    case 'jpeg':
      image = image.flatten({ background: '#ffffff' }).jpeg({ quality: spec.quality });
      break;
    case 'png':
      image = image.png({ compressionLevel: 9, adaptiveFiltering: true });
      break;
    case 'webp':
      image = image.webp({ quality: spec.quality });
      break;
    case 'gif':
      image = image.gif();
      break;
  }
  return image.toBuffer();
}

const inFlight = new WeakMap<StorageAdapter, Map<string, Promise<Buffer>>>();

/**
 * Makes a thumbnail once even when many requests ask for it at the same time: the first renders
 * and stores it, the others wait for the same result.
 */
export function generateOnce(
  storage: StorageAdapter,
  key: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  let pending = inFlight.get(storage);
  if (!pending) {
    pending = new Map();
    inFlight.set(storage, pending);
  }
  const running = pending.get(key);
  if (running) return running;
  const map = pending;
  const promise = make().finally(() => map.delete(key));
  map.set(key, promise);
  return promise;
}
