// The URLs of a stored file and the computed `data` object of every directus_files row
// (contract §7.6):
//
//   "data": { "full_url": "<absolute original URL>", "url": "<storage.root_url>/<filename_disk>",
//             "asset_url": "/<project>/assets/<private_hash or filename_download>",
//             "thumbnails": [{key, url, relative_url, dimension, width, height}, …] | null,
//             "embed": {html, url} | null }
//
// Thumbnails are listed (system presets, then the project's keyed presets) for the raster images
// thumbnails can be made of and for embeds (whose stored content is their preview image);
// `null` otherwise (SVG included, as v8). With `storage.proxy_downloads` the `url` is
// /downloads/{project}/{filename_disk} and there is no `asset_url`.
import type { StorageConfig } from '../../config/project-config.js';
import { embedData } from './embeds.js';
import { RASTER_TYPES } from './metadata.js';
import type { ThumbnailPreset } from './presets.js';

export interface StoredFile {
  filename_disk: string;
  filename_download: string;
  private_hash: string | null;
}

export interface FileUrls {
  /** Absolute URL of the original. */
  full_url: string;
  /** storage.root_url + filename_disk. */
  url: string;
  /** The project's asset endpoint for this file (absent with proxy_downloads). */
  asset_url?: string;
}

export interface FileUrlContext {
  /** Scheme, host and port the client reached the server on, e.g. http://127.0.0.1:8080 */
  origin: string;
  projectKey: string;
  storage: StorageConfig;
  /** Setting asset_url_naming: "private_hash" (default) or "filename_download". */
  assetUrlNaming: string | null;
}

export interface ThumbnailLink {
  key: string;
  url: string;
  relative_url: string;
  dimension: string;
  width: number;
  height: number;
}

export interface FileData extends FileUrls {
  thumbnails: ThumbnailLink[] | null;
  embed: { html: string; url: string } | null;
}

export interface DescribedFile extends StoredFile {
  type: string | null;
  embed: string | null;
}

export interface FileDataContext extends FileUrlContext {
  /** System presets then the project's (only keyed ones are listed). */
  presets: readonly ThumbnailPreset[];
}

/** The key an asset URL names a file by. */
export function assetKey(file: StoredFile, naming: string | null): string {
  return naming === 'filename_download' || !file.private_hash
    ? file.filename_download
    : file.private_hash;
}

export function fileUrls(file: StoredFile, context: FileUrlContext): FileUrls {
  const disk = encodeURIComponent(file.filename_disk);
  const url = context.storage.proxy_downloads
    ? `/downloads/${context.projectKey}/${disk}`
    : `${context.storage.root_url.replace(/\/+$/, '')}/${disk}`;
  const urls: FileUrls = {
    full_url: /^https?:\/\//.test(url) ? url : `${context.origin}${url}`,
    url,
  };
  if (!context.storage.proxy_downloads) {
    urls.asset_url = `/${context.projectKey}/assets/${encodeURIComponent(assetKey(file, context.assetUrlNaming))}`;
  }
  return urls;
}

/** Whether thumbnails can be made of a file of this type (embeds: of their preview image). */
export function hasThumbnails(type: string | null | undefined): boolean {
  if (!type) return false;
  return RASTER_TYPES.has(type) || type.startsWith('embed/');
}

export function fileData(file: DescribedFile, context: FileDataContext): FileData {
  const urls = fileUrls(file, context);
  let thumbnails: ThumbnailLink[] | null = null;
  if (hasThumbnails(file.type)) {
    const relative = `/${context.projectKey}/assets/${encodeURIComponent(assetKey(file, context.assetUrlNaming))}`;
    const seen = new Set<string>();
    thumbnails = [];
    for (const preset of context.presets) {
      if (!preset.key || seen.has(preset.key)) continue;
      seen.add(preset.key);
      const path = `${relative}?key=${encodeURIComponent(preset.key)}`;
      thumbnails.push({
        key: preset.key,
        url: `${context.origin}${path}`,
        relative_url: path,
        dimension: `${preset.width}x${preset.height}`,
        width: preset.width,
        height: preset.height,
      });
    }
  }
  return { ...urls, thumbnails, embed: embedData(file.type, file.embed) };
}
