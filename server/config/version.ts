// Version strings reported by the API, and the Node versions this server supports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

/** The Directus API release whose contract this server implements (clients compare against it). */
export const DIRECTUS_COMPAT_VERSION = '8.8.1';

const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  version: string;
  engines: { node: string };
};

/** This server's own version, from package.json. */
export const SERVER_VERSION: string = packageJson.version;

/** The least Node version package.json's `engines` asks for (`>=22.12` gives `22.12`). */
export const MIN_NODE_VERSION: string = packageJson.engines.node.replace(/^>=\s*/, '');

/** Whether a dotted Node version (`22.23.3`, `v20.20.2`) is at least MIN_NODE_VERSION. */
export function isSupportedNode(version: string): boolean {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const wanted = MIN_NODE_VERSION.split('.').map(Number);
  for (let i = 0; i < wanted.length; i++) {
    const part = have[i] ?? 0;
    if (part !== wanted[i]) return part > (wanted[i] ?? 0);
  }
  return true;
}
