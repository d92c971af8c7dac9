// What the files service needs from a storage backend. One adapter instance serves one area
// (the originals, or the generated thumbnails) of one project; keys are relative to that area
// (`photo.jpg`, `photo.jpg/w200,h200,fcontain,q80.jpg`) and never start with `/` or hold `..`.
import type { Readable } from 'node:stream';

export interface StoredObject {
  /** The bytes (a stream: nothing is buffered whole); only the range's when one was asked for. */
  body: Readable;
  /** Size of the whole object. */
  size: number;
  lastModified: Date | null;
  /** The body holds only the requested range. */
  partial?: boolean;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectInfo {
  size: number;
  lastModified: Date | null;
}

export interface PutOptions {
  contentType?: string;
  /** Fail with StorageConflictError instead of replacing an existing object. */
  exclusive?: boolean;
}

export interface StorageAdapter {
  /** 'local' or 's3' (stored in directus_files.storage). */
  readonly name: string;
  /**
   * Stores the local file at `sourcePath` (a finished upload in the temporary folder) under `key`.
   * The source file is moved when possible (local disk) and otherwise streamed; the caller removes
   * it afterwards if it is still there.
   */
  putFile(key: string, sourcePath: string, size: number, options?: PutOptions): Promise<void>;
  /** Stores a small generated object (thumbnails). */
  putBuffer(key: string, data: Buffer, options?: PutOptions): Promise<void>;
  /** The object (or the bytes of `range` within it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size and date of the object, or null. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** A path on local disk when the adapter keeps objects there (sharp reads files fastest). */
  localPath?(key: string): string;
  /** Renames an object (StorageConflictError when `to` exists). */
  move(from: string, to: string): Promise<void>;
  /** Deletes the object; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/` (a thumbnail folder). */
  deleteFolder(prefix: string): Promise<void>;
}

export class StorageConflictError extends Error {
  override readonly name = 'StorageConflictError';
  constructor(readonly key: string) {
    super(`An object named "${key}" already exists`);
  }
}

/** Keys are plain relative names: no empty, `.` or `..` segments, no backslash or NUL. */
export function assertSafeKey(key: string): void {
  if (
    key === '' ||
    key.includes('\0') ||
    key.includes('\\') ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
