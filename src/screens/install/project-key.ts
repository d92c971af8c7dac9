import { PROJECT_KEY_MAX_LENGTH, RESERVED_PROJECT_KEYS } from './install-constants.js';

// The project key rule of spec 1 §5: lower-case letters, digits, `_` and `-` only. While the user
// has not typed a key, it follows the project name through `slugify`.

export const PROJECT_KEY_PATTERN = /^[0-9a-z_-]+$/;

/** "Café Menu 2" → "cafe-menu-2": accents dropped, any other run of characters becomes one "-". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^0-9a-z_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROJECT_KEY_MAX_LENGTH);
}

export type ProjectKeyProblem = 'required' | 'key_characters' | 'key_reserved' | 'key_too_long';

/** What is wrong with a key, or null; the server checks the same rules. */
export function projectKeyProblem(key: string): ProjectKeyProblem | null {
  if (key === '') return 'required';
  if (!PROJECT_KEY_PATTERN.test(key)) return 'key_characters';
  if (key.length > PROJECT_KEY_MAX_LENGTH) return 'key_too_long';
  if (RESERVED_PROJECT_KEYS.includes(key)) return 'key_reserved';
  return null;
}
