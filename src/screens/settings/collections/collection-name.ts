import {
  isValidIdentifier,
  MAX_IDENTIFIER_LENGTH,
  reservedCollectionPrefix,
  toIdentifier,
} from '../../../schema/identifiers.js';

// The create-collection dialog's name rule: what was typed becomes a name (toIdentifier), and the
// name is refused before anything is sent when the server would refuse it too (contract §7.2).

export type CollectionNameProblem =
  | { kind: 'empty' }
  | { kind: 'reserved'; prefix: string }
  | { kind: 'too_long'; max: number }
  | { kind: 'invalid' }
  | { kind: 'exists' };

/**
 * Why `name` (already an identifier) cannot be a new collection, or null. `existing` holds every
 * collection the server knows, unmanaged tables included: a create would take those over.
 */
export function collectionNameProblem(
  name: string,
  existing: Iterable<string>,
): CollectionNameProblem | null {
  if (name === '') return { kind: 'empty' };
  const prefix = reservedCollectionPrefix(name);
  if (prefix) return { kind: 'reserved', prefix };
  if (name.length > MAX_IDENTIFIER_LENGTH) return { kind: 'too_long', max: MAX_IDENTIFIER_LENGTH };
  if (!isValidIdentifier(name)) return { kind: 'invalid' };
  for (const other of existing) if (other.toLowerCase() === name) return { kind: 'exists' };
  return null;
}

/** The name typed text gives (the one the dialog shows and sends). */
export const collectionNameOf = (typed: string): string => toIdentifier(typed.trim());
