// Collection and field names: the server's rules (shared, see src/permissions/shared-rules.ts for
// why from server/) and the one way the admin turns typed text into a name.
export {
  IDENTIFIER_PATTERN,
  isValidIdentifier,
  MAX_IDENTIFIER_LENGTH,
  reservedCollectionPrefix,
} from '../../server/services/schema-admin/identifier-rules.js';

/**
 * Typed text as a collection, field or junction name (spec 3 §5): lower case, whitespace and
 * hyphens become underscores, other characters that are not letters, digits or underscores are
 * dropped, repeated underscores collapse. Accented letters lose their accent first, so "Café" is
 * "cafe" rather than "caf".
 */
export function toIdentifier(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_');
}
