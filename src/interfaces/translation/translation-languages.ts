import { languageName } from '../language/language-choices.js';

// The translation interface's languages (option `languages`, v8: an object of code → name).

export interface TranslationLanguage {
  code: string;
  name: string;
}

/** What a new translation field offers: seven languages, the admin's default first. */
export const DEFAULT_LANGUAGES: Readonly<Record<string, string>> = {
  'en-US': 'English',
  'de-DE': 'German',
  'fr-FR': 'French',
  'es-ES': 'Spanish',
  'it-IT': 'Italian',
  'nl-NL': 'Dutch',
  'pt-BR': 'Portuguese (Brazil)',
};

export interface ParsedLanguages {
  languages: TranslationLanguage[];
  /** The option holds something that is not a list of languages: the defaults stand in. */
  invalid: boolean;
}

const fromObject = (value: Record<string, unknown>): TranslationLanguage[] =>
  Object.entries(value)
    .filter(([code]) => code.trim() !== '')
    .map(([code, name]) => ({
      code,
      name: typeof name === 'string' && name.trim() !== '' ? name : code,
    }));

/**
 * The `languages` option: an object of code → name (stored parsed or as JSON text), or a list of
 * codes named by the browser in the admin's language. Unset: the defaults; not readable: the
 * defaults, flagged so the form can say so.
 */
export function translationLanguages(option: unknown, locale: string | null): ParsedLanguages {
  const defaults = fromObject(DEFAULT_LANGUAGES);
  let value = option;
  if (value == null || value === '') return { languages: defaults, invalid: false };
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { languages: defaults, invalid: true };
    }
  }
  if (Array.isArray(value)) {
    const codes = value.filter((code): code is string => typeof code === 'string' && code !== '');
    if (codes.length === 0) return { languages: defaults, invalid: true };
    return {
      languages: codes.map((code) => ({ code, name: languageName(code, locale) })),
      invalid: false,
    };
  }
  if (value !== null && typeof value === 'object') {
    const languages = fromObject(value as Record<string, unknown>);
    if (languages.length > 0) return { languages, invalid: false };
  }
  return { languages: defaults, invalid: true };
}
