// Identifier checks for everything the schema admin turns into DDL; the rules themselves are in
// identifier-rules.ts, which the admin shares.
import { invalidRequest } from '../../errors/api-error.js';
import { isValidIdentifier, reservedCollectionPrefix } from './identifier-rules.js';

export {
  IDENTIFIER_PATTERN,
  isValidIdentifier,
  MAX_IDENTIFIER_LENGTH,
} from './identifier-rules.js';

/** A name for a new or managed collection: E4 "Invalid collection name" otherwise. */
export function assertCollectionName(name: unknown): string {
  if (!isValidIdentifier(name)) throw invalidRequest('Invalid collection name');
  const reserved = reservedCollectionPrefix(name);
  if (reserved) throw invalidRequest(`Collection name cannot begin with "${reserved}"`);
  return name;
}

export function isSystemName(name: string): boolean {
  return name.startsWith('directus_');
}
