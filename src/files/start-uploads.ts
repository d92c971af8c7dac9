import { isAbortError, toApiErrorShape } from '../api/api-error.js';
import { UNREACHABLE } from '../api/error-codes.js';
import {
  type FileRow,
  type FolderKey,
  importFileUrl,
  replaceFile,
  uploadFile,
} from '../api/files.js';
import { DEFAULT_LOCALE } from '../constants.js';
import { errorMessage } from '../i18n/error-message.js';
import { i18n, NAMESPACE } from '../i18n/instance.js';
import { formatBytes } from '../interfaces/file-size/format-bytes.js';
import { $config } from '../state/config.js';
import { onReset } from '../state/reset.js';
import {
  type AcceptList,
  checkUpload,
  knownMaxUploadSize,
  maxUploadSize,
  type UploadRefusal,
} from './upload-checks.js';
import {
  $uploads,
  addUploads,
  clearFinished,
  getUpload,
  newUploadId,
  TRANSFER_PROGRESS_CAP,
  transferProgress,
  type UploadEntry,
  updateUpload,
} from './upload-tracker.js';

export { clearFinished };

// Runs uploads: each file becomes a tracking entry, is checked before anything is sent (empty,
// type, size), then sent by a small pool (a few at a time, so a hundred dropped files do not open a
// hundred connections). Cancelling aborts the request, which makes the server drop the partial
// upload: no row is created.

/** The server's `UPLOAD_EXCEEDS_SERVER_MAX` (server/errors/codes.ts), answered with HTTP 413. */
const UPLOAD_EXCEEDS_SERVER_MAX = 601;

/** Uploads sent at once; the rest wait their turn. */
export const UPLOAD_CONCURRENCY = 3;

export interface StartUploadsOptions {
  /** Accepted types (`image/*`, `application/pdf`, `.svg`); none = any. */
  accept?: AcceptList;
  folder?: FolderKey;
  /** Once per stored file, with the server's row. */
  onUploaded?(file: FileRow): void;
  /** Replace the content of this file row instead of creating a new one (one file only). */
  replace?: string | number;
  /** With `replace`: the title the row keeps (else the server takes the new file's name). */
  keepTitle?: string | null;
}

interface Job {
  id: string;
  project: string;
  file: File;
  options: StartUploadsOptions;
}

const waiting: Job[] = [];
const running = new Map<string, AbortController>();

function translate(key: string, values?: Record<string, unknown>): string {
  const t = i18n.getFixedT($config.get().locale ?? DEFAULT_LOCALE, NAMESPACE);
  return String(t(key as 'uploads.type_refused', values ?? {}));
}

function size(bytes: number): string {
  return formatBytes(bytes, true, $config.get().locale ?? undefined);
}

/** A refusal in the spec's words (spec 2 §5). */
export function refusalMessage(refusal: UploadRefusal): string {
  switch (refusal.kind) {
    case 'empty':
      return translate('uploads.empty', { filename: refusal.name });
    case 'type':
      return translate('uploads.type_refused', { filename: refusal.name });
    case 'too-large':
      return translate('uploads.too_large', {
        filename: refusal.name,
        size: size(refusal.size),
        max: size(refusal.max),
      });
  }
}

/** A failed request in words: the server's size refusal in the spec's text, else its message. */
export function failureMessage(error: unknown, name: string): { message: string; code?: number } {
  const shape = toApiErrorShape(error);
  if (shape.code === UPLOAD_EXCEEDS_SERVER_MAX || shape.status === 413) {
    return { message: translate('uploads.server_too_large'), code: shape.code };
  }
  if (shape.code === UNREACHABLE) {
    return { message: translate('uploads.cut_off', { filename: name }), code: shape.code };
  }
  const t = i18n.getFixedT($config.get().locale ?? DEFAULT_LOCALE, NAMESPACE);
  // v8 prefixes validation messages with the field ("data: …"); on the file's row it is noise.
  const message = (errorMessage(t, shape) || translate('errors.generic')).replace(/^data: /, '');
  return { message, code: shape.code };
}

function entryOf(file: File): UploadEntry {
  return {
    id: newUploadId(),
    name: file.name,
    size: file.size,
    type: file.type,
    progress: 0,
    error: null,
    state: 'queued',
  };
}

function refuse(id: string, refusal: UploadRefusal): void {
  updateUpload(id, { state: 'failed', error: refusalMessage(refusal), progress: 0 });
}

/**
 * Starts uploading `files` to `project` and gives their tracking entries at once. Files refused by
 * the checks fail at once; the size check waits for the max upload size when it is not known yet.
 */
export function startUploads(
  project: string,
  files: readonly File[],
  options: StartUploadsOptions = {},
): UploadEntry[] {
  const chosen = options.replace !== undefined ? files.slice(0, 1) : files;
  const entries = chosen.map(entryOf);
  addUploads(entries);
  const known = knownMaxUploadSize(project);
  const later: Job[] = [];
  chosen.forEach((file, index) => {
    const { id } = entries[index];
    // Checked now with what is known; the size again once the project's maximum has arrived.
    const refusal = checkUpload(file, { accept: options.accept, maxSize: known ?? null });
    if (refusal) refuse(id, refusal);
    else later.push({ id, project, file, options });
  });
  if (later.length > 0) {
    if (known !== undefined) enqueueJobs(later);
    else {
      void maxUploadSize(project).then((max) => {
        const allowed = later.filter((job) => {
          if (getUpload(job.id)?.state !== 'queued') return false;
          const refusal = checkUpload(job.file, { maxSize: max });
          if (refusal) refuse(job.id, refusal);
          return !refusal;
        });
        enqueueJobs(allowed);
      });
    }
  }
  return entries.map((entry) => getUpload(entry.id) ?? entry);
}

function enqueueJobs(jobs: readonly Job[]): void {
  waiting.push(...jobs);
  pump();
}

function pump(): void {
  while (running.size < UPLOAD_CONCURRENCY && waiting.length > 0) {
    const job = waiting.shift() as Job;
    if (getUpload(job.id)?.state !== 'queued') continue;
    void run(job);
  }
}

async function run(job: Job): Promise<void> {
  const controller = new AbortController();
  running.set(job.id, controller);
  updateUpload(job.id, { state: 'uploading', progress: 0 });
  const onProgress = (percent: number) => {
    if (controller.signal.aborted) return;
    const progress = transferProgress(percent);
    const sent = percent >= 100;
    // Progress events come many times a second on a large file: store only visible changes.
    const current = getUpload(job.id);
    if (current && current.progress === progress && Boolean(current.sent) === sent) return;
    updateUpload(job.id, { progress, sent });
  };
  try {
    const { project, file, options } = job;
    const row =
      options.replace !== undefined
        ? await replaceFile(project, options.replace, file, {
            title: options.keepTitle,
            onProgress,
            signal: controller.signal,
          })
        : await uploadFile(project, file, {
            folder: options.folder,
            onProgress,
            signal: controller.signal,
          });
    updateUpload(job.id, { state: 'done', progress: 100, file: row, sent: true });
    options.onUploaded?.(row);
  } catch (error) {
    if (isAbortError(error) || controller.signal.aborted) {
      updateUpload(job.id, { state: 'cancelled' });
    } else {
      const { message, code } = failureMessage(error, job.file.name);
      updateUpload(job.id, { state: 'failed', error: message, errorCode: code });
    }
  } finally {
    running.delete(job.id);
    pump();
  }
}

/**
 * Cancels a waiting or running upload. Once every byte is sent the server is already storing the
 * file, so a cancel then would not stop the row from being created: it is refused (false).
 */
export function cancelUpload(id: string): boolean {
  const entry = getUpload(id);
  if (!entry || (entry.state !== 'queued' && entry.state !== 'uploading') || entry.sent)
    return false;
  const controller = running.get(id);
  if (controller) controller.abort();
  else {
    const index = waiting.findIndex((job) => job.id === id);
    if (index !== -1) waiting.splice(index, 1);
  }
  updateUpload(id, { state: 'cancelled' });
  return true;
}

/** Tracks a dropped folder as a failed entry: its contents are not read, so say so on it. */
export function refuseFolder(name: string): UploadEntry {
  const entry: UploadEntry = {
    id: newUploadId(),
    name,
    size: 0,
    type: '',
    progress: 0,
    error: translate('uploads.folder_refused', { filename: name }),
    state: 'failed',
  };
  addUploads([entry]);
  return entry;
}

/** Whether `text` is an address the server can import (http or https, with a host). */
export function isImportableUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Imports a URL as a new file (YouTube and Vimeo become embeds; the server downloads anything
 * else) and tracks it like an upload, without byte progress.
 */
export function importUrl(
  project: string,
  url: string,
  options: Omit<StartUploadsOptions, 'replace'> = {},
): UploadEntry {
  const address = url.trim();
  const entry: UploadEntry = {
    id: newUploadId(),
    name: address,
    size: 0,
    type: '',
    progress: 0,
    error: null,
    state: 'uploading',
    url: true,
    // The server fetches the address on its own: a cancel here would not stop it.
    sent: true,
  };
  addUploads([entry]);
  if (!isImportableUrl(address)) {
    updateUpload(entry.id, { state: 'failed', error: translate('uploads.invalid_url') });
    return getUpload(entry.id) ?? entry;
  }
  const controller = new AbortController();
  running.set(entry.id, controller);
  void importFileUrl(project, address, { folder: options.folder, signal: controller.signal })
    .then((row) => {
      updateUpload(entry.id, {
        state: 'done',
        progress: 100,
        file: row,
        size: row.filesize,
        type: row.type ?? '',
        name: row.title || row.filename_download || address,
      });
      options.onUploaded?.(row);
    })
    .catch((error: unknown) => {
      if (isAbortError(error) || controller.signal.aborted) {
        updateUpload(entry.id, { state: 'cancelled' });
        return;
      }
      const { message, code } = failureMessage(error, address);
      updateUpload(entry.id, { state: 'failed', error: message, errorCode: code });
    })
    .finally(() => {
      running.delete(entry.id);
      pump();
    });
  return entry;
}

export { TRANSFER_PROGRESS_CAP };

// Signing out (the reset of spec 1 §4) stops what the session was sending and forgets the list:
// the next person at this browser sees none of it.
onReset(() => {
  waiting.splice(0);
  for (const controller of running.values()) controller.abort();
  running.clear();
  $uploads.set([]);
});
