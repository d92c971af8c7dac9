// The tags interface's value rules (v8 options `alphabetize`, `lowercase`, `sanitize`, `wrap`,
// `validation`). An `array` field stores a list; a `string` field stores the tags as CSV, wrapped
// in commas (",a,b,") when `wrap` is on so a `contains ,a,` filter finds whole tags only.

export interface TagRules {
  alphabetize: boolean;
  lowercase: boolean;
  sanitize: boolean;
  /** Null when the option is unset or not a valid pattern. */
  validation: RegExp | null;
}

/** The rules from a field's options (with the definition's defaults already filled in). */
export function tagRules(options: Record<string, unknown>): TagRules {
  return {
    alphabetize: options.alphabetize === true,
    lowercase: options.lowercase === true,
    sanitize: options.sanitize === true,
    validation: validationPattern(options.validation),
  };
}

/** A pattern as stored: `^[a-z]+$`, or `/^[a-z]+$/i` with flags. Broken patterns are ignored. */
export function validationPattern(value: unknown): RegExp | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(value.trim());
  try {
    return literal ? new RegExp(literal[1], literal[2].replace(/g|y/g, '')) : new RegExp(value);
  } catch {
    return null;
  }
}

/** The tags of a stored value: a list, or CSV text (wrapped or not); blanks dropped. */
export function tagsOf(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.map((entry) => (entry == null ? '' : String(entry)))
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** What the field stores for `tags`: null when there are none. */
export function storedTags(tags: readonly string[], fieldType: string, wrap: boolean): unknown {
  if (tags.length === 0) return null;
  if (fieldType === 'array') return [...tags];
  const csv = tags.join(',');
  return wrap ? `,${csv},` : csv;
}

/**
 * One typed tag as the rules shape it: trimmed, lower-cased, and when sanitizing, spaces become
 * dashes and anything but letters, digits, `-` and `_` is dropped. Commas never survive: they
 * separate tags in CSV storage.
 */
export function normalizeTag(text: string, rules: TagRules): string {
  let tag = text.trim().replace(/,/g, '');
  if (rules.lowercase) tag = tag.toLowerCase();
  if (rules.sanitize) {
    tag = tag
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}_-]/gu, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '');
  }
  return tag;
}

export interface AddResult {
  tags: string[];
  /** Typed tags the validation pattern refused, as typed. */
  refused: string[];
}

/** `current` plus the tags in `typed` (comma separated), without duplicates, in the rules' order. */
export function addTags(current: readonly string[], typed: string, rules: TagRules): AddResult {
  const tags = [...current];
  const refused: string[] = [];
  for (const part of typed.split(',')) {
    const tag = normalizeTag(part, rules);
    if (tag === '') continue;
    if (rules.validation && !rules.validation.test(tag)) {
      refused.push(part.trim());
      continue;
    }
    if (!tags.includes(tag)) tags.push(tag);
  }
  return { tags: rules.alphabetize ? sortTags(tags) : tags, refused };
}

export function sortTags(tags: readonly string[]): string[] {
  return [...tags].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

/** The `format` option's display form: dashes and underscores as spaces, each word capitalised. */
export function formatTag(tag: string): string {
  return tag
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(
      /(^|\s)(\p{L})/gu,
      (_match, space: string, letter: string) => space + letter.toUpperCase(),
    );
}
