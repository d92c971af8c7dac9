// Identifier rules for everything the schema admin turns into DDL (contract §7.2-7.4). A name is
// checked against a strict pattern before it reaches knex, so no quoting or escaping question
// can arise: letters, digits and underscores, not starting with a digit, at most 63 characters
// (PostgreSQL's limit, the smallest of the three databases).
import { invalidRequest } from '../../errors/api-error.js';

export const IDENTIFIER_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const MAX_IDENTIFIER_LENGTH = 63;

/** Table names this server or a database keeps for itself. */
const RESERVED_PREFIXES = ['cms_', 'sqlite_', 'pg_'] as const;

export function isValidIdentifier(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length <= MAX_IDENTIFIER_LENGTH &&
    IDENTIFIER_PATTERN.test(name)
  );
}

/** A name for a new or managed collection: E4 "Invalid collection name" otherwise. */
export function assertCollectionName(name: unknown): string {
  if (!isValidIdentifier(name)) throw invalidRequest('Invalid collection name');
  const lower = name.toLowerCase();
  if (lower.startsWith('directus_')) {
    throw invalidRequest('Collection name cannot begin with "directus_"');
  }
  const reserved = RESERVED_PREFIXES.find((prefix) => lower.startsWith(prefix));
  if (reserved) throw invalidRequest(`Collection name cannot begin with "${reserved}"`);
  return name;
}

export function isSystemName(name: string): boolean {
  return name.startsWith('directus_');
}
