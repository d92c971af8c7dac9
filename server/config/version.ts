// Version strings reported by the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

/** The Directus API release whose contract this server implements (clients compare against it). */
export const DIRECTUS_COMPAT_VERSION = '8.8.1';

/** This server's own version, from package.json. */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;
