// The URLs of a stored file (contract §7.6 `data` object; thumbnails come with the files service).
import type { StorageConfig } from '../../config/project-config.js';

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
  /** The project's asset endpoint for this file. */
  asset_url: string;
}

export interface FileUrlContext {
  /** Scheme, host and port the client reached the server on, e.g. http://127.0.0.1:8080 */
  origin: string;
  projectKey: string;
  storage: StorageConfig;
  /** Setting asset_url_naming: "private_hash" (default) or "filename_download". */
  assetUrlNaming: string | null;
}

export function fileUrls(file: StoredFile, context: FileUrlContext): FileUrls {
  const rootUrl = context.storage.root_url.replace(/\/+$/, '');
  const url = `${rootUrl}/${encodeURIComponent(file.filename_disk)}`;
  const assetKey =
    context.assetUrlNaming === 'filename_download' || !file.private_hash
      ? file.filename_download
      : file.private_hash;
  return {
    full_url: /^https?:\/\//.test(url) ? url : `${context.origin}${url}`,
    url,
    asset_url: `/${context.projectKey}/assets/${encodeURIComponent(assetKey)}`,
  };
}
