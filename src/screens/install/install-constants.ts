import packageJson from '../../../package.json' with { type: 'json' };
import type { InstallDatabaseType } from '../../api/install.js';

// The install wizard's constants (spec 1 §9), in one place like src/constants.ts.

/** The installing step stays on screen at least this long, even when the server is quicker. */
export const INSTALL_MINIMUM_MS = 4_000;

/** The database form's defaults (spec 1 §9: host localhost, port 3306). */
export const DEFAULT_DB_HOST = 'localhost';
export const DEFAULT_DB_PORTS: Readonly<Record<Exclude<InstallDatabaseType, 'sqlite'>, number>> = {
  mysql: 3306,
  postgres: 5432,
};

/** The order the database types are offered in; MySQL first, as v8 knew only MySQL. */
export const DATABASE_TYPES: readonly InstallDatabaseType[] = ['mysql', 'postgres', 'sqlite'];

/** A v8 PHP server needs at least this PHP (spec 1 §5, §9). */
export const MIN_PHP_VERSION = '7.1.0';

/** This project's server runs on Node, at least the version package.json's `engines` asks for. */
export const MIN_NODE_VERSION = packageJson.engines.node.replace(/^>=\s*/, '');

/** The master (super-admin) password is this many generated ids joined (spec 1 §9). */
export const MASTER_PASSWORD_IDS = 3;

/** Where the newest v8 release is published, for the version check against a v8 PHP server. */
export const LATEST_TAG_URL = 'https://api.github.com/repos/directus/v8-archive/releases/latest';

/**
 * Project keys the server refuses (contract §1.1, plus this server's `admin`, `__api` and
 * `extensions`).
 */
export const RESERVED_PROJECT_KEYS: readonly string[] = [
  'server',
  'interfaces',
  'modules',
  'layouts',
  'types',
  'projects',
  'admin',
  '__api',
  'extensions',
];

/** The server's longest accepted project key. */
export const PROJECT_KEY_MAX_LENGTH = 64;
