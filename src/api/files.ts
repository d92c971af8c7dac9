import { dequeue, enqueue } from '../state/queue.js';
import { ApiError } from './api-error.js';
import { INVALID_RESPONSE, UNREACHABLE } from './error-codes.js';
import { apiUrl, currentApiRoot, readEnvelope, requestJson } from './request.js';

// directus_files (contract §7.6, §7.7): reading rows, uploading (multipart through XMLHttpRequest,
// the one browser API that reports upload progress), replacing content, URL imports, and the
// URLs of originals and thumbnails. Uploads honour the same session (the HttpOnly cookie, sent
// with `withCredentials`), the request queue and the same ApiError shapes as request.ts.

/** One entry of `data.thumbnails`: a size of the asset whitelist. */
export interface FileThumbnailLink {
  key: string;
  url: string;
  relative_url?: string;
  dimension?: string;
  width: number;
  height: number;
}

/** The computed `data` object of every file row. */
export interface FileData {
  full_url: string;
  url: string;
  asset_url?: string;
  thumbnails?: FileThumbnailLink[] | null;
  embed?: { html: string; url: string } | null;
}

/** A directus_files row as the server answers it (relational fields may arrive expanded). */
export interface FileRow {
  id: number;
  filename_disk: string;
  filename_download: string;
  title: string | null;
  type: string | null;
  filesize: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  description: string | null;
  location: string | null;
  tags: string[] | null;
  folder: number | { id: number; name: string; parent_folder?: unknown } | null;
  uploaded_on: string | null;
  uploaded_by: number | Record<string, unknown> | null;
  private_hash: string | null;
  checksum: string | null;
  metadata: Record<string, unknown> | null;
  /** YouTube / Vimeo imports: the video id (`type` is `embed/youtube` or `embed/vimeo`). */
  embed?: string | null;
  data?: FileData;
  [field: string]: unknown;
}

export type FolderKey = string | number | null;

export interface UploadOptions {
  /** The folder the new file goes in (directus_folders id); none = the root. */
  folder?: FolderKey;
  /** Transfer progress, 0–100 of the request body sent. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/** The whitelist sizes every project has (asset_whitelist_system). */
export type ThumbnailSize = 'small' | 'medium' | 'large';
export type ThumbnailFit = 'crop' | 'contain';

function filesPath(project: string, id?: string | number): string {
  const base = `${encodeURIComponent(project)}/files`;
  return id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
}

/** `POST {project}/files` as multipart (field `data`, plus `folder`): one new file row. */
export function uploadFile(
  project: string,
  file: File,
  opts: UploadOptions = {},
): Promise<FileRow> {
  const form = new FormData();
  if (opts.folder !== undefined && opts.folder !== null && opts.folder !== '') {
    form.append('folder', String(opts.folder));
  }
  form.append('data', file, file.name);
  return sendMultipart('POST', filesPath(project), form, opts);
}

/**
 * `PATCH {project}/files/{id}` as multipart: new content for an existing row (same id). A `title`
 * given is kept; without one the server names the row after the new file.
 */
export function replaceFile(
  project: string,
  id: string | number,
  file: File,
  opts: Omit<UploadOptions, 'folder'> & { title?: string | null } = {},
): Promise<FileRow> {
  const form = new FormData();
  if (opts.title) form.append('title', opts.title);
  form.append('data', file, file.name);
  return sendMultipart('PATCH', filesPath(project, id), form, opts);
}

/**
 * `POST {project}/files {data: url}`: YouTube and Vimeo links become embeds; any other URL is
 * downloaded by the server (public addresses only, bounded in size and time).
 */
export async function importFileUrl(
  project: string,
  url: string,
  opts: { folder?: FolderKey; signal?: AbortSignal } = {},
): Promise<FileRow> {
  const body: Record<string, unknown> = { data: url.trim() };
  if (opts.folder !== undefined && opts.folder !== null && opts.folder !== '') {
    body.folder = opts.folder;
  }
  const { data } = await requestJson<FileRow>(filesPath(project), {
    method: 'POST',
    body,
    signal: opts.signal,
  });
  return data;
}

/** `GET {project}/files/{id}` with an optional fields list. */
export async function getFile(
  project: string,
  id: string | number,
  fields?: readonly string[],
  signal?: AbortSignal,
): Promise<FileRow> {
  const { data } = await requestJson<FileRow>(filesPath(project, id), {
    query: { fields },
    signal,
  });
  return data;
}

/** Whether the server lists thumbnails for this file (raster images and embeds). */
export function hasThumbnails(file: FileRow | null | undefined): boolean {
  return Boolean(file?.data?.thumbnails?.length);
}

/**
 * The URL of one whitelist size of a file (`small` = 64, `medium` = 300, `large` = 800×600), or
 * any other whitelist key; null when the server lists no thumbnails for it (SVG, PDF, video…).
 * Built on the API root in use, so it works behind the admin's api-url too.
 */
export function thumbnailUrl(
  file: FileRow | null | undefined,
  size: ThumbnailSize | (string & {}),
  fit: ThumbnailFit = 'crop',
): string | null {
  if (!file) return null;
  const thumbnails = file.data?.thumbnails;
  if (!thumbnails?.length) return null;
  const key =
    size === 'small' || size === 'medium' || size === 'large' ? `directus-${size}-${fit}` : size;
  const link = thumbnails.find((entry) => entry.key === key);
  if (!link) return null;
  return versioned(link.relative_url ? apiUrl(link.relative_url) : link.url, file);
}

/**
 * The URL made unique to the file's content: a replaced file keeps its address, and the browser
 * would go on showing the picture it already holds for it.
 */
function versioned(url: string, file: FileRow): string {
  if (!file.checksum) return url;
  const next = new URL(url, globalThis.document?.baseURI);
  next.searchParams.set('v', file.checksum);
  return next.href;
}

/** The key the asset endpoint names this file by (private hash, or the download name). */
function assetKey(file: FileRow): string {
  const fromServer = file.data?.asset_url?.split('?')[0]?.split('/').pop();
  if (fromServer) return decodeURIComponent(fromServer);
  return file.private_hash ?? file.filename_download;
}

/** `{api root}{project}/assets/{key}`: the original, streamed without auth (contract §7.7). */
export function assetUrl(project: string, file: FileRow): string {
  if (!file.data?.asset_url && file.data?.full_url) return versioned(file.data.full_url, file);
  return versioned(
    apiUrl(`${encodeURIComponent(project)}/assets/${encodeURIComponent(assetKey(file))}`),
    file,
  );
}

/** The original as a download (the server answers with Content-Disposition: filename_download). */
export function downloadUrl(project: string, file: FileRow): string {
  const url = new URL(assetUrl(project, file));
  url.searchParams.set('download', '');
  return url.href;
}

// --- multipart through XHR ---------------------------------------------------------------------

function sendMultipart(
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  opts: Omit<UploadOptions, 'folder'>,
): Promise<FileRow> {
  const { onProgress, signal } = opts;
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<FileRow>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const queueId = enqueue(`${method} ${path}`);
    const finish = () => {
      dequeue(queueId);
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort);

    xhr.open(method, apiUrl(path));
    // Cookie mode: the session lives in an HttpOnly cookie (contract §5.6), as in request.ts.
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, (event.loaded / event.total) * 100));
      }
    });
    xhr.addEventListener('load', () => {
      finish();
      try {
        resolve(answerOf(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      finish();
      reject(
        new ApiError({
          code: UNREACHABLE,
          status: 0,
          message: `Could not reach the API at ${currentApiRoot()} (the upload was cut off).`,
        }),
      );
    });
    xhr.addEventListener('timeout', () => {
      finish();
      reject(new ApiError({ code: UNREACHABLE, status: 0, message: 'The upload timed out.' }));
    });
    xhr.addEventListener('abort', () => {
      finish();
      reject(abortError());
    });
    xhr.send(form);
  });
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * The same reading of an answer as requestJson; an upload answered with an empty body is an
 * error even with HTTP 200, since the file row is what the caller waits for.
 */
function answerOf(status: number, text: string): FileRow {
  if (text === '' && status >= 200 && status < 300) {
    throw new ApiError({
      code: INVALID_RESPONSE,
      status,
      message: `The API answered HTTP ${status} with an empty body.`,
    });
  }
  return readEnvelope<FileRow>(status, text).data;
}
