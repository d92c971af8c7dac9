// Storage on local disk: one folder per area (storage.root, storage.thumb_root, relative to the
// data folder). Every key is resolved through util/safe-path.ts, so nothing outside the folder can
// be read, written or deleted whatever the key says.
import { createReadStream } from 'node:fs';
import {
  copyFile,
  constants as fsConstants,
  link,
  mkdir,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../../util/safe-path.js';
import {
  assertSafeKey,
  type ByteRange,
  type ObjectInfo,
  type PutOptions,
  type StorageAdapter,
  StorageConflictError,
  type StoredObject,
} from './types.js';

function isCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as NodeJS.ErrnoException)?.code ?? '');
}

export class LocalStorage implements StorageAdapter {
  readonly name = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  localPath(key: string): string {
    assertSafeKey(key);
    return resolveInside(this.root, key);
  }

  async #prepare(key: string): Promise<string> {
    const file = this.localPath(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
    return file;
  }

  async putFile(key: string, sourcePath: string, _size: number, options: PutOptions = {}) {
    const file = await this.#prepare(key);
    if (options.exclusive) {
      // link() fails when the target exists: an atomic "create if absent".
      try {
        await link(sourcePath, file);
      } catch (error) {
        if (isCode(error, 'EEXIST')) throw new StorageConflictError(key);
        if (!isCode(error, 'EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP')) throw error;
        try {
          await copyFile(sourcePath, file, fsConstants.COPYFILE_EXCL);
        } catch (copyError) {
          if (isCode(copyError, 'EEXIST')) throw new StorageConflictError(key);
          throw copyError;
        }
      }
      await unlink(sourcePath).catch(() => {});
      return;
    }
    try {
      await rename(sourcePath, file);
    } catch (error) {
      if (!isCode(error, 'EXDEV')) throw error;
      await copyFile(sourcePath, file);
    }
  }

  async putBuffer(key: string, data: Buffer, options: PutOptions = {}) {
    const file = await this.#prepare(key);
    // Written under a temporary name first, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data, { mode: 0o644 });
    try {
      if (options.exclusive) {
        try {
          await link(temporary, file);
        } catch (error) {
          if (isCode(error, 'EEXIST')) throw new StorageConflictError(key);
          throw error;
        }
      } else {
        await rename(temporary, file);
      }
    } finally {
      await unlink(temporary).catch(() => {});
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.localPath(key));
      if (!info.isFile()) return null;
      return { size: info.size, lastModified: info.mtime };
    } catch (error) {
      if (isCode(error, 'ENOENT', 'ENOTDIR')) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    return {
      body: createReadStream(this.localPath(key), range),
      ...info,
      partial: range !== undefined,
    };
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.localPath(from);
    const target = await this.#prepare(to);
    try {
      await link(source, target);
    } catch (error) {
      if (isCode(error, 'EEXIST')) throw new StorageConflictError(to);
      throw error;
    }
    await unlink(source);
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async deleteFolder(prefix: string): Promise<void> {
    await rm(this.localPath(prefix), { recursive: true, force: true });
  }
}
