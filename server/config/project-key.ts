// Project keys name config files, SQLite files and upload folders, so they are checked strictly
// before they touch the filesystem.

/** v8 installer rule (contract §1.1), lower-case only so keys are safe on case-insensitive disks. */
export const PROJECT_KEY_PATTERN = /^[0-9a-z_-]+$/;

export const PROJECT_KEY_MAX_LENGTH = 64;

/**
 * First path segments that can never be project keys: the v8 reserved names (contract §1.1),
 * `admin` because this server serves the admin app there, and `__api` because
 * `config/__api.json` holds the super-admin token.
 */
export const RESERVED_PROJECT_KEYS: ReadonlySet<string> = new Set([
  'server',
  'interfaces',
  'modules',
  'layouts',
  'types',
  'extensions',
  'projects',
  'admin',
  '__api',
]);

/** Why a key is unusable, or undefined when it is fine. */
export function projectKeyProblem(key: unknown): string | undefined {
  if (typeof key !== 'string' || key.length === 0) return 'a project key is required';
  if (key.length > PROJECT_KEY_MAX_LENGTH) {
    return `a project key has at most ${PROJECT_KEY_MAX_LENGTH} characters`;
  }
  if (!PROJECT_KEY_PATTERN.test(key)) {
    return 'a project key may only contain lower-case letters, digits, "_" and "-"';
  }
  if (RESERVED_PROJECT_KEYS.has(key)) return `"${key}" is a reserved name`;
  return undefined;
}

export function isValidProjectKey(key: unknown): key is string {
  return projectKeyProblem(key) === undefined;
}

/** Keys starting with "_" are hidden from /server/projects, except "_" itself (contract §4.2). */
export function isListedProjectKey(key: string): boolean {
  return key === '_' || !key.startsWith('_');
}
