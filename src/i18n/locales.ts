// The interface languages (spec 1 §1: about 30 to 35, af-ZA … zh-TW). Names are not stored: each
// is shown in its own language through `Intl.DisplayNames`. Only the locales with a file in
// src/locales/ can load; the others fall back to en-US until their file is added (translations.ts).

export interface LocaleDefinition {
  code: string;
  dir: 'ltr' | 'rtl';
}

const RIGHT_TO_LEFT = new Set(['ar-SA', 'fa-IR', 'he-IL']);

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
  'es-ES',
  'fa-IR',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ms-MY',
  'nb-NO',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sv-SE',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;

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

/** The language's own name for itself (`de-DE` → "Deutsch (Deutschland)"). */
export function nativeNameOf(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
