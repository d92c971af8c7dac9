import {
  type InstallDatabaseType,
  isPhpServerInfo,
  type NodeServerInfo,
  type PhpServerInfo,
  type ServerInfo,
} from '../../api/install.js';
import { DATABASE_TYPES, MIN_NODE_VERSION, MIN_PHP_VERSION } from './install-constants.js';
import { compareVersions, isAtLeast } from './versions.js';

// The requirements step (spec 1 §5): what the server reports, judged check by check. A v8 PHP
// server is judged by the spec's rules; this project's Node server by the equivalent truthful ones.

export type RequirementKind =
  | 'node_version'
  | 'folder_writable'
  | 'database_driver'
  | 'apache'
  | 'php_version'
  | 'php_extension'
  | 'directory_writable'
  | 'latest_version';

/** The values the checks' labels interpolate (a type, not an interface: i18next wants an index signature). */
export type RequirementValues = {
  version?: string;
  minimum?: string;
  folder?: string;
  database?: string;
  server?: string;
  extension?: string;
  directory?: string;
  mode?: string;
  latest?: string;
};

export interface Requirement {
  /** Stable and unique: `node_version`, `folder_writable:config`, `php_extension:gd` … */
  id: string;
  kind: RequirementKind;
  /** Interpolated into the check's label. */
  values: RequirementValues;
  passed: boolean;
}

/** The checks for whatever server answered. `latestTag` is null when the lookup failed. */
export function serverRequirements(info: ServerInfo, latestTag: string | null): Requirement[] {
  return isPhpServerInfo(info) ? phpRequirements(info, latestTag) : nodeRequirements(info);
}

export function nodeRequirements(info: NodeServerInfo): Requirement[] {
  const checks: Requirement[] = [
    {
      id: 'node_version',
      kind: 'node_version',
      values: { version: info.runtime.version, minimum: MIN_NODE_VERSION },
      passed: isAtLeast(info.runtime.version, MIN_NODE_VERSION),
    },
  ];
  for (const [folder, status] of Object.entries(info.folders ?? {})) {
    checks.push({
      id: `folder_writable:${folder}`,
      kind: 'folder_writable',
      values: { folder },
      passed: status.writable,
    });
  }
  for (const type of DATABASE_TYPES) {
    checks.push({
      id: `database_driver:${type}`,
      kind: 'database_driver',
      values: { database: type },
      passed: info.databases?.[type] === true,
    });
  }
  return checks;
}

export function phpRequirements(info: PhpServerInfo, latestTag: string | null): Requirement[] {
  const checks: Requirement[] = [
    {
      id: 'apache',
      kind: 'apache',
      values: { server: info.server.type || '?' },
      passed: /apache/i.test(info.server.type ?? ''),
    },
    {
      id: 'php_version',
      kind: 'php_version',
      values: { version: info.php.version, minimum: MIN_PHP_VERSION },
      passed: isAtLeast(info.php.version, MIN_PHP_VERSION),
    },
  ];
  for (const [extension, enabled] of Object.entries(info.php.extensions ?? {})) {
    checks.push({
      id: `php_extension:${extension}`,
      kind: 'php_extension',
      values: { extension },
      passed: enabled === true,
    });
  }
  for (const [directory, mode] of Object.entries(info.permissions ?? {})) {
    checks.push({
      id: `directory_writable:${directory}`,
      kind: 'directory_writable',
      values: { directory, mode: mode ?? '-' },
      passed: ownerDigitIsSeven(mode),
    });
  }
  // The latest-tag lookup fails quietly: without an answer there is nothing to compare with.
  if (latestTag) {
    checks.push({
      id: 'latest_version',
      kind: 'latest_version',
      values: { version: info.directus, latest: latestTag },
      passed: compareVersions(info.directus, latestTag) === 0,
    });
  }
  return checks;
}

/** v8's rule: writable means the owner's permission digit is 7 (`0755`, `775`, `0777`). */
function ownerDigitIsSeven(mode: string | null | undefined): boolean {
  const digits = String(mode ?? '').replace(/\D/g, '');
  if (digits.length < 3) return false;
  return digits.at(-3) === '7';
}

/** The database types to offer: those whose driver the server has; MySQL only for v8. */
export function availableDatabaseTypes(info: ServerInfo): InstallDatabaseType[] {
  if (isPhpServerInfo(info)) return ['mysql'];
  const available = DATABASE_TYPES.filter((type) => info.databases?.[type] === true);
  // A server that reports no driver still gets the form: its own answer will say what is wrong.
  return available.length > 0 ? available : ['mysql'];
}
