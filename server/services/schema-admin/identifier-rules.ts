// What a collection or field name may be (contract §7.2-7.4). Every name reaches DDL only after
// passing this pattern, so no quoting question can arise: letters, digits and underscores, not
// starting with a digit, at most 63 characters (PostgreSQL's limit, the smallest of the three
// databases). The admin imports this file (src/schema/identifiers.ts) to refuse a name before
// sending it; it must stay free of Node imports.

export const IDENTIFIER_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const MAX_IDENTIFIER_LENGTH = 63;

/** Table-name prefixes this server, v8 or a database keeps for itself. */
export const RESERVED_COLLECTION_PREFIXES = ['directus_', 'cms_', 'sqlite_', 'pg_'] as const;

export function isValidIdentifier(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length <= MAX_IDENTIFIER_LENGTH &&
    IDENTIFIER_PATTERN.test(name)
  );
}

/** The reserved prefix a collection name starts with, or null. */
export function reservedCollectionPrefix(name: string): string | null {
  const lower = name.toLowerCase();
  return RESERVED_COLLECTION_PREFIXES.find((prefix) => lower.startsWith(prefix)) ?? null;
}
