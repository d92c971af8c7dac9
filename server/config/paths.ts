// Where the repository is, found from this file's own URL so it works both from server/ (tsx)
// and from build/server/ (compiled): walk up to the folder holding package.json.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The built admin (rollup output), served at /admin/. */
export const defaultAdminDir = path.join(repoRoot, 'dist');

/** The demo pages, served at /demo/. */
export const defaultDemoDir = path.join(repoRoot, 'demo');

/** Extensions shipped with the server (contract §7.17 `extensions/core/…`; none by default). */
export const defaultCoreExtensionsDir = path.join(repoRoot, 'extensions', 'core');

/** Folders inside the data folder. */
export const dataLayout = {
  config: 'config',
  db: 'db',
  uploads: 'uploads',
} as const;

/**
 * Extensions installed on this server, inside the data folder:
 * `extensions/custom/{interfaces|layouts|modules}/{id}/`. Not in dataLayout: the server never
 * writes there, so server info need not report it.
 */
export const customExtensionsFolder = 'extensions/custom';
