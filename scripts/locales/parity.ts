// What makes a language file complete (issue #18): every key of en-US and no other, the same
// `{{placeholders}}`, and one form for each plural category the language has. The unit test fails
// on any problem found here, and `npm run locales:report` prints them with each locale's share of
// strings left identical to en-US.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { intlLocaleOf, LOCALES } from '../../src/i18n/locales.js';

export const SOURCE_LOCALE = 'en-US';

/** The two files of each language (src/i18n/translations.ts): the first screen's and the rest. */
export const LOCALE_FILES = ['', 'screens/'] as const;

const localesDir = fileURLToPath(new URL('../../src/locales/', import.meta.url));

export type Strings = Record<string, string>;

export function localeFilePath(code: string, part: (typeof LOCALE_FILES)[number]): string {
  return `${localesDir}${part}${code}.json`;
}

/** The file's strings under dotted keys; a value that is not a string is kept as a problem. */
export function flatten(
  tree: unknown,
  prefix = '',
  out: Strings = {},
  problems: string[] = [],
): Strings {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    problems.push(`${prefix || '(root)'} is not an object of strings`);
    return out;
  }
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out, problems);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys that i18next resolves by count: en-US has `base_other` beside `base_one`. */
export function pluralBases(source: Strings): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(source)) {
    if (key.endsWith('_other') && `${key.slice(0, -6)}_one` in source) bases.add(key.slice(0, -6));
  }
  return bases;
}

export function pluralCategories(code: string): string[] {
  return new Intl.PluralRules(intlLocaleOf(code)).resolvedOptions().pluralCategories;
}

function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\{[^}]*\}\}/g) ?? [])].sort();
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Problems of one file of `code` against the same file of en-US; empty when complete. */
export function compareStrings(code: string, source: Strings, target: Strings): string[] {
  const problems: string[] = [];
  const bases = pluralBases(source);
  const categories = pluralCategories(code);
  const baseOf = (key: string): string | null => {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : null;
    return base !== null && bases.has(base) ? base : null;
  };

  for (const [key, english] of Object.entries(source)) {
    if (baseOf(key) !== null) continue;
    const translated = target[key];
    if (translated === undefined) problems.push(`missing ${key}`);
    else if (translated.trim() === '' && english.trim() !== '') problems.push(`empty ${key}`);
    else if (!sameSet(placeholders(english), placeholders(translated)))
      problems.push(
        `placeholders of ${key}: ${placeholders(translated).join(' ') || 'none'}, en-US has ${placeholders(english).join(' ') || 'none'}`,
      );
  }

  for (const base of bases) {
    const englishForms = Object.keys(source).filter((key) => baseOf(key) === base);
    const allowed = new Set(englishForms.flatMap((key) => placeholders(source[key] ?? '')));
    // `_zero` is optional in every language: i18next uses it for a count of 0 when present.
    for (const category of categories) {
      const key = `${base}_${category}`;
      const translated = target[key];
      if (translated === undefined) {
        problems.push(`missing ${key} (${code} needs ${categories.join(', ')})`);
        continue;
      }
      const used = placeholders(translated);
      const unknown = used.filter((name) => !allowed.has(name));
      if (unknown.length > 0) problems.push(`placeholders of ${key}: ${unknown.join(' ')} unknown`);
    }
    const other = target[`${base}_other`];
    const englishOther = placeholders(source[`${base}_other`] ?? '');
    if (other !== undefined) {
      const lost = englishOther.filter((name) => !placeholders(other).includes(name));
      if (lost.length > 0) problems.push(`placeholders of ${base}_other: lacks ${lost.join(' ')}`);
    }
  }

  for (const key of Object.keys(target)) {
    const base = baseOf(key);
    if (base !== null) {
      // en-US's own `_one` is an extra form in a language without that category (Japanese).
      const category = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
      if (!categories.includes(category) && category !== 'zero')
        problems.push(`extra ${key} (${code} has no "${category}" category)`);
    } else if (!(key in source)) {
      problems.push(`extra ${key}: en-US has no such key`);
    }
  }
  return problems;
}

export function readStrings(code: string, part: (typeof LOCALE_FILES)[number]): Strings {
  const problems: string[] = [];
  const strings = flatten(
    JSON.parse(readFileSync(localeFilePath(code, part), 'utf8')),
    '',
    {},
    problems,
  );
  if (problems.length > 0) throw new Error(`${localeFilePath(code, part)}: ${problems.join('; ')}`);
  return strings;
}

/** Every problem of `code`'s two files; a file that is missing or not JSON is one problem. */
export function checkLocale(code: string): string[] {
  const problems: string[] = [];
  for (const part of LOCALE_FILES) {
    let target: Strings;
    try {
      target = readStrings(code, part);
    } catch (error) {
      problems.push(`${part || 'first screen '}file: ${(error as Error).message}`);
      continue;
    }
    const source = readStrings(SOURCE_LOCALE, part);
    for (const problem of compareStrings(code, source, target))
      problems.push(`${part ? 'screens: ' : 'first screen: '}${problem}`);
  }
  return problems;
}

// Strings that are the same in every language: brand names, codes and units. Anything else left
// identical to en-US is probably untranslated.
const SAME_IN_EVERY_LANGUAGE = new Set([
  'API',
  'CSV',
  'Directus',
  'Email',
  'GeoJSON',
  'HTML',
  'ID',
  'JSON',
  'Markdown',
  'OK',
  'PDF',
  'SQL',
  'SQLite',
  'MySQL',
  'PostgreSQL',
  'MariaDB',
  'SVG',
  'URL',
  'UUID',
  'WYSIWYG',
  'YAML',
  'hex',
  'RGB',
  'HSL',
  'CMYK',
  'HEX',
  'px',
  'IP',
]);

function isCode(text: string): boolean {
  // Placeholders alone, numbers, symbols, a single URL or code token.
  const stripped = text.replace(/\{\{[^}]*\}\}/g, '').trim();
  return (
    !/\p{L}{2,}/u.test(stripped) ||
    /^[\w.-]+\.[\w]+$/.test(stripped) ||
    /^[a-z0-9_]+$/.test(stripped) ||
    // An example address ("https://example.com").
    /^[a-z]+:\/\/\S+$/.test(stripped)
  );
}

/** The keys of `code` whose value is en-US's own, brand names and codes aside. */
export function identicalToSource(code: string): { total: number; identical: string[] } {
  let total = 0;
  const identical: string[] = [];
  for (const part of LOCALE_FILES) {
    const source = readStrings(SOURCE_LOCALE, part);
    let target: Strings;
    try {
      target = readStrings(code, part);
    } catch {
      continue;
    }
    for (const [key, english] of Object.entries(source)) {
      if (isCode(english) || SAME_IN_EVERY_LANGUAGE.has(english.trim())) continue;
      total += 1;
      if (target[key] === english) identical.push(key);
    }
  }
  return { total, identical };
}

export const LOCALE_CODES = LOCALES.map((locale) => locale.code);
