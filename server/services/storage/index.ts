// The storage of one project (config `storage`, contract §7.6/§10): an adapter for the originals
// and one for the generated thumbnails, local disk by default or an S3-compatible bucket.
//
//   const storage = projectStorage(dataDir, config.storage);
//   await storage.originals.putFile('photo.jpg', tempPath, size, { contentType });
//   const object = await storage.thumbnails.get('photo.jpg/w200,h200,fcontain,q80.jpg');
//
// Adapters are cached per data folder and storage settings (a changed config gets new ones).
import path from 'node:path';
import type { StorageConfig } from '../../config/project-config.js';
import { resolveInside } from '../../util/safe-path.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { StorageAdapter } from './types.js';

export { LocalStorage } from './local.js';
export { S3Error, S3Storage } from './s3.js';
export * from './types.js';

export interface ProjectStorage {
  /** 'local' or 's3': written to directus_files.storage. */
  name: string;
  originals: StorageAdapter;
  thumbnails: StorageAdapter;
}

const cache = new Map<string, ProjectStorage>();

function open(dataDir: string, storage: StorageConfig, area: string): StorageAdapter {
  if (storage.adapter === 's3') {
    return new S3Storage({
      endpoint: storage.endpoint as string,
      bucket: storage.bucket as string,
      region: storage.region,
      accessKeyId: storage.key as string,
      secretAccessKey: storage.secret as string,
      prefix: area,
    });
  }
  return new LocalStorage(resolveInside(dataDir, area));
}

export function projectStorage(dataDir: string, storage: StorageConfig): ProjectStorage {
  const key = JSON.stringify([
    path.resolve(dataDir),
    storage.adapter,
    storage.root,
    storage.thumb_root,
    storage.endpoint,
    storage.bucket,
    storage.region,
    storage.key,
    storage.secret,
  ]);
  let found = cache.get(key);
  if (!found) {
    found = {
      name: storage.adapter,
      originals: open(dataDir, storage, storage.root),
      thumbnails: open(dataDir, storage, storage.thumb_root),
    };
    if (cache.size > 100) cache.clear();
    cache.set(key, found);
  }
  return found;
}
