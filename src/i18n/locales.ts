// The interface languages (spec 1 §1 and issue #18: 35, af-ZA … zh-TW), each with its files in
// src/locales/ (translations.ts). Names are not stored: each is shown in its own language through
// `Intl.DisplayNames`.

export interface LocaleDefinition {
  code: string;
  dir: 'ltr' | 'rtl';
}

const RIGHT_TO_LEFT = new Set(['ar-SA', 'he-IL']);

// v8's codes, kept as v8 stores them in `directus_users.locale` and `default_locale`.
const CODES = [
  'af-ZA',
  'ar-SA',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-US',
  'es-419',
  'es-CL',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hu-HU',
  'id-ID',
  'is-IS',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ms-MY',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sr-SP',
  'sv-SE',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;

// v8's `sr-SP` names no real region (SP is not a country code): its texts are Serbian in Cyrillic
// script, which Intl and the `lang` attribute call sr-Cyrl-RS.
const INTL_TAGS: Partial<Record<string, string>> = { 'sr-SP': 'sr-Cyrl-RS' };

export type LocaleCode = (typeof CODES)[number];

export const LOCALES: readonly LocaleDefinition[] = CODES.map((code) => ({
  code,
  dir: RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr',
}));

/** The listed code for `code`, matched case-insensitively and with `_` for `-`; else null. */
export function findLocale(code: string | null | undefined): LocaleDefinition | null {
  if (!code) return null;
  const wanted = code.trim().replace(/_/g, '-').toLowerCase();
  return LOCALES.find((locale) => locale.code.toLowerCase() === wanted) ?? null;
}

export function directionOf(code: string | null | undefined): 'ltr' | 'rtl' {
  return findLocale(code)?.dir ?? 'ltr';
}

/** The BCP 47 tag of a listed code, for Intl and the `lang` attribute (`sr-SP` → `sr-Cyrl-RS`). */
export function intlLocaleOf(code: string): string {
  return INTL_TAGS[code] ?? code;
}

/** The language's own name for itself (`de-DE` → "Deutsch (Deutschland)"). */
export function nativeNameOf(code: string): string {
  try {
    const tag = intlLocaleOf(code);
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
  } catch {
    return code;
  }
}
