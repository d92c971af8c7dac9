import { MAX_IDENTIFIER_LENGTH, toIdentifier } from '../../../schema/identifiers.js';

// The names of an auto-generated junction (spec 3 §5): `{this}_{related}` for the collection,
// `{this}_id` and `{related}_id` for its key fields, each through the one identifier rule.

/** `base`, or `base_2`, `base_3` … when a name is taken; kept within the identifier length. */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, MAX_IDENTIFIER_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The junction collection between `collection` and `related`, unique among `collections`. */
export function junctionCollectionName(
  collection: string,
  related: string,
  collections: Iterable<string>,
): string {
  const base = toIdentifier(`${collection}_${related}`).slice(0, MAX_IDENTIFIER_LENGTH);
  return uniqueName(base, new Set(collections));
}

/**
 * The junction's two key fields: `{this}_id` pointing at this collection and `{related}_id`
 * pointing at the related one. A collection related to itself gets `related_{related}_id` for
 * the second so the two stay apart.
 */
export function junctionKeyFieldNames(
  collection: string,
  related: string,
): { thisKey: string; relatedKey: string } {
  const thisKey = toIdentifier(`${collection}_id`);
  let relatedKey = toIdentifier(`${related}_id`);
  if (relatedKey === thisKey) relatedKey = toIdentifier(`related_${related}_id`);
  return { thisKey, relatedKey };
}
