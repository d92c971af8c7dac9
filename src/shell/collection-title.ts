import type { CollectionInfo } from '../api/types.js';
import { runtimeText } from '../i18n/runtime-text.js';
import { isSystemCollection, systemRouteName } from '../schema/system-collection.js';

// How a collection is named on screen: its translation for the active language when it has one,
// a system collection's name in the interface language, else its name in title case
// (`blog_posts` → "Blog Posts"), as the v8 admin shows it.

/** Words a title spells in capitals (`2fa_secret` → "2FA Secret", `ip` → "IP"). */
const ACRONYMS = new Set([
  '2fa',
  'api',
  'css',
  'html',
  'id',
  'ip',
  'json',
  'seo',
  'sso',
  'url',
  'uuid',
]);

/** Titles already made: a listing asks for the same few names for every row and column. */
const titles = new Map<string, string>();
const MAX_TITLES = 2000;

export function titleCase(name: string): string {
  let title = titles.get(name);
  if (title === undefined) {
    title = name
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) =>
        ACRONYMS.has(word.toLowerCase())
          ? word.toUpperCase()
          : word.charAt(0).toUpperCase() + word.slice(1),
      )
      .join(' ');
    if (titles.size >= MAX_TITLES) titles.clear();
    titles.set(name, title);
  }
  return title;
}

interface TranslationEntry {
  locale?: unknown;
  translation?: unknown;
}

export function collectionTitle(collection: CollectionInfo, locale: string | null): string {
  if (locale && Array.isArray(collection.translation)) {
    const match = (collection.translation as TranslationEntry[]).find(
      (entry) => entry?.locale === locale && typeof entry.translation === 'string',
    );
    if (match && typeof match.translation === 'string' && match.translation.trim()) {
      return match.translation;
    }
  }
  // A system collection is named in the interface language (`directus_users` → "Users"), else as
  // its route.
  const name = collection.collection;
  const system = isSystemCollection(name)
    ? runtimeText(`system_collections.${name}`, locale)
    : null;
  return system ?? titleCase(systemRouteName(name));
}
