// GET /server/info (contract §4.5), describing this server truthfully: a Node runtime (not PHP),
// the database drivers that can be loaded, the data folders and whether they are writable, and the
// upload limit actually enforced.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_SIZE } from '../../config/limits.js';
import { dataLayout } from '../../config/paths.js';
import type { DatabaseType } from '../../config/project-config.js';
import { readSuperAdminToken } from '../../config/super-admin-token.js';
import { DIRECTUS_COMPAT_VERSION, SERVER_VERSION } from '../../config/version.js';

export interface FolderStatus {
  exists: boolean;
  writable: boolean;
  /** Octal permission bits, e.g. "0755"; null when the folder does not exist yet. */
  mode: string | null;
}

type FolderName = 'data' | keyof typeof dataLayout;

export interface ServerInfo {
  directus: string;
  server: { type: 'node'; version: string; rewrites: true; os: string; os_version: string };
  runtime: { name: 'node'; version: string; max_upload_size: number };
  /** Which database vendors this server can talk to (their driver module is installed). */
  databases: Record<DatabaseType, boolean>;
  /** v8's shape: folder → octal mode. */
  permissions: Record<FolderName, string | null>;
  folders: Record<FolderName, FolderStatus>;
  /**
   * Whether the server already holds a super-admin token. It can while no project exists (set
   * through CMS_SUPER_ADMIN_TOKEN, or every project deleted): the install wizard must then ask for
   * it instead of generating a new one, which the server would refuse.
   */
  super_admin_token_set: boolean;
}

const DRIVERS: Record<DatabaseType, string> = {
  sqlite: 'better-sqlite3',
  mysql: 'mysql2',
  postgres: 'pg',
};

const require = createRequire(import.meta.url);

function driverAvailable(moduleName: string): boolean {
  try {
    require.resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}

async function folderStatus(folder: string): Promise<FolderStatus> {
  try {
    const info = await stat(folder);
    let writable = true;
    await access(folder, constants.W_OK).catch(() => {
      writable = false;
    });
    return {
      exists: info.isDirectory(),
      writable: info.isDirectory() && writable,
      mode: `0${(info.mode & 0o777).toString(8)}`,
    };
  } catch {
    // Not created yet: it will be, if its parent is writable.
    const parentWritable = await access(path.dirname(folder), constants.W_OK).then(
      () => true,
      () => false,
    );
    return { exists: false, writable: parentWritable, mode: null };
  }
}

export async function buildServerInfo(dataDir: string): Promise<ServerInfo> {
  const names: FolderName[] = ['data', ...(Object.keys(dataLayout) as (keyof typeof dataLayout)[])];
  const statuses = await Promise.all(
    names.map((name) =>
      folderStatus(name === 'data' ? dataDir : path.join(dataDir, dataLayout[name])),
    ),
  );
  const folders = Object.fromEntries(names.map((name, i) => [name, statuses[i]])) as Record<
    FolderName,
    FolderStatus
  >;
  return {
    directus: DIRECTUS_COMPAT_VERSION,
    server: {
      type: 'node',
      version: SERVER_VERSION,
      rewrites: true,
      os: os.type(),
      os_version: os.release(),
    },
    runtime: { name: 'node', version: process.versions.node, max_upload_size: MAX_UPLOAD_SIZE },
    databases: {
      sqlite: driverAvailable(DRIVERS.sqlite),
      mysql: driverAvailable(DRIVERS.mysql),
      postgres: driverAvailable(DRIVERS.postgres),
    },
    permissions: Object.fromEntries(names.map((name) => [name, folders[name].mode])) as Record<
      FolderName,
      string | null
    >,
    folders,
    super_admin_token_set: await superAdminTokenSet(dataDir),
  };
}

async function superAdminTokenSet(dataDir: string): Promise<boolean> {
  // An unreadable token file still guards installs (they fail on it), so it counts as set.
  return readSuperAdminToken(dataDir).then(
    (token) => token !== undefined,
    () => true,
  );
}
