import type { CollectionChanges } from '../../../api/schema-admin.js';
import type { CollectionInfo } from '../../../api/types.js';

// The collection form's staged values (spec 3 §2 "Collection editor"): note, icon, hidden, single
// and the name per language. Nothing is sent until Save, and Save sends only what changed.

export interface TranslationRow {
  locale: string;
  translation: string;
}

export interface CollectionDraft {
  note: string;
  icon: string | null;
  hidden: boolean;
  single: boolean;
  translations: TranslationRow[];
}

function translationsOf(value: unknown): TranslationRow[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object',
    )
    .map((entry) => ({
      locale: typeof entry.locale === 'string' ? entry.locale : '',
      translation: typeof entry.translation === 'string' ? entry.translation : '',
    }));
}

export function draftOf(collection: CollectionInfo): CollectionDraft {
  return {
    note: collection.note ?? '',
    icon: collection.icon || null,
    hidden: collection.hidden === true,
    single: collection.single === true,
    translations: translationsOf(collection.translation),
  };
}

/** The rows worth saving: both parts given (a half-typed row is reported, see translationProblem). */
function savedTranslations(rows: readonly TranslationRow[]): TranslationRow[] | null {
  const kept = rows
    .map((row) => ({ locale: row.locale, translation: row.translation.trim() }))
    .filter((row) => row.locale !== '' && row.translation !== '');
  return kept.length > 0 ? kept : null;
}

const sameTranslations = (a: TranslationRow[] | null, b: TranslationRow[] | null) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/** What Save sends: the attributes whose value differs from the collection's. */
export function draftChanges(
  collection: CollectionInfo,
  draft: CollectionDraft,
): CollectionChanges {
  const saved = draftOf(collection);
  const changes: CollectionChanges = {};
  const note = draft.note.trim();
  if (note !== saved.note.trim()) changes.note = note === '' ? null : note;
  if ((draft.icon ?? null) !== saved.icon) changes.icon = draft.icon;
  if (draft.hidden !== saved.hidden) changes.hidden = draft.hidden;
  if (draft.single !== saved.single) changes.single = draft.single;
  const translations = savedTranslations(draft.translations);
  if (!sameTranslations(translations, savedTranslations(saved.translations))) {
    changes.translation = translations;
  }
  return changes;
}

/**
 * Why the translations cannot be saved as they are, or null: a name without a language, or one
 * language named twice (the second would silently win).
 */
export function translationProblem(
  rows: readonly TranslationRow[],
): 'locale_missing' | 'duplicate' | null {
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.translation.trim() !== '' && row.locale === '') return 'locale_missing';
    if (row.locale === '') continue;
    if (seen.has(row.locale)) return 'duplicate';
    seen.add(row.locale);
  }
  return null;
}
