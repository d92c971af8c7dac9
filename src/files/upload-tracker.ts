import { atom } from 'nanostores';
import type { FileRow } from '../api/files.js';

// Upload tracking entries (spec 2 §3, §4): one per file the admin sends or URL it imports, shared
// by every upload list on the page. Progress runs 0–95 while the bytes travel and becomes 100 only
// once the server has answered with the stored row.

export type UploadState = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadEntry {
  id: string;
  /** The file name, or the address of a URL import. */
  name: string;
  /** Bytes; 0 for URL imports (the server finds out). */
  size: number;
  /** MIME type as the browser guessed it ('' when it could not). */
  type: string;
  /** 0–100. */
  progress: number;
  /** What went wrong, in words for the person (spec 2 §5, §8); null unless failed. */
  error: string | null;
  /** The server's error code, when it gave one. */
  errorCode?: number;
  state: UploadState;
  /** The stored row, once done. */
  file?: FileRow;
  /** A URL import (no byte progress to show). */
  url?: boolean;
  /** All bytes are sent: the server is storing the file and cancelling can no longer stop it. */
  sent?: boolean;
}

/** The most a running upload shows before the server has answered. */
export const TRANSFER_PROGRESS_CAP = 95;

export const $uploads = atom<readonly UploadEntry[]>([]);

let lastId = 0;

export function newUploadId(): string {
  lastId += 1;
  return `upload-${lastId}`;
}

export function addUploads(entries: readonly UploadEntry[]): void {
  $uploads.set([...$uploads.get(), ...entries]);
}

export function getUpload(id: string): UploadEntry | undefined {
  return $uploads.get().find((entry) => entry.id === id);
}

export function updateUpload(id: string, changes: Partial<Omit<UploadEntry, 'id'>>): void {
  $uploads.set($uploads.get().map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)));
}

/** Transfer progress (0–100 of the bytes sent) as the entry shows it: capped at 95. */
export function transferProgress(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.max(0, Math.min(TRANSFER_PROGRESS_CAP, Math.round(percent)));
}

export function isRunning(entry: UploadEntry): boolean {
  return entry.state === 'queued' || entry.state === 'uploading';
}

/** Drops the entries that are no longer running (all of them, or only those of `ids`). */
export function clearFinished(ids?: readonly string[]): void {
  $uploads.set(
    $uploads
      .get()
      .filter((entry) => isRunning(entry) || (ids !== undefined && !ids.includes(entry.id))),
  );
}
