import type { ResourceKey } from 'i18next';
import type { LocaleCode } from './locales.js';

// Each language's strings come in two files, each its own chunk, and only the active language's
// are downloaded (en-US's only when they fail):
// - `locales/{code}.json`: what the first screen needs (sign-in, errors), loaded at start;
// - `locales/screens/{code}.json`: every other screen's, loaded with the first screen chunk
//   (screen-strings.ts), so the sign-in screen does not carry them.
// Each import is its own chunk. Every listed language has both files (tests/unit/locale-parity).
type Load = () => Promise<{ default: ResourceKey }>;

const firstScreenFiles: Record<LocaleCode, Load> = {
  'af-ZA': () => import('../locales/af-ZA.json'),
  'ar-SA': () => import('../locales/ar-SA.json'),
  'ca-ES': () => import('../locales/ca-ES.json'),
  'cs-CZ': () => import('../locales/cs-CZ.json'),
  'da-DK': () => import('../locales/da-DK.json'),
  'de-DE': () => import('../locales/de-DE.json'),
  'el-GR': () => import('../locales/el-GR.json'),
  'en-US': () => import('../locales/en-US.json'),
  'es-419': () => import('../locales/es-419.json'),
  'es-CL': () => import('../locales/es-CL.json'),
  'es-ES': () => import('../locales/es-ES.json'),
  'fi-FI': () => import('../locales/fi-FI.json'),
  'fr-FR': () => import('../locales/fr-FR.json'),
  'he-IL': () => import('../locales/he-IL.json'),
  'hu-HU': () => import('../locales/hu-HU.json'),
  'id-ID': () => import('../locales/id-ID.json'),
  'is-IS': () => import('../locales/is-IS.json'),
  'it-IT': () => import('../locales/it-IT.json'),
  'ja-JP': () => import('../locales/ja-JP.json'),
  'ko-KR': () => import('../locales/ko-KR.json'),
  'ms-MY': () => import('../locales/ms-MY.json'),
  'nl-NL': () => import('../locales/nl-NL.json'),
  'no-NO': () => import('../locales/no-NO.json'),
  'pl-PL': () => import('../locales/pl-PL.json'),
  'pt-BR': () => import('../locales/pt-BR.json'),
  'pt-PT': () => import('../locales/pt-PT.json'),
  'ro-RO': () => import('../locales/ro-RO.json'),
  'ru-RU': () => import('../locales/ru-RU.json'),
  'sr-SP': () => import('../locales/sr-SP.json'),
  'sv-SE': () => import('../locales/sv-SE.json'),
  'tr-TR': () => import('../locales/tr-TR.json'),
  'uk-UA': () => import('../locales/uk-UA.json'),
  'vi-VN': () => import('../locales/vi-VN.json'),
  'zh-CN': () => import('../locales/zh-CN.json'),
  'zh-TW': () => import('../locales/zh-TW.json'),
};

const screenFiles: Record<LocaleCode, Load> = {
  'af-ZA': () => import('../locales/screens/af-ZA.json'),
  'ar-SA': () => import('../locales/screens/ar-SA.json'),
  'ca-ES': () => import('../locales/screens/ca-ES.json'),
  'cs-CZ': () => import('../locales/screens/cs-CZ.json'),
  'da-DK': () => import('../locales/screens/da-DK.json'),
  'de-DE': () => import('../locales/screens/de-DE.json'),
  'el-GR': () => import('../locales/screens/el-GR.json'),
  'en-US': () => import('../locales/screens/en-US.json'),
  'es-419': () => import('../locales/screens/es-419.json'),
  'es-CL': () => import('../locales/screens/es-CL.json'),
  'es-ES': () => import('../locales/screens/es-ES.json'),
  'fi-FI': () => import('../locales/screens/fi-FI.json'),
  'fr-FR': () => import('../locales/screens/fr-FR.json'),
  'he-IL': () => import('../locales/screens/he-IL.json'),
  'hu-HU': () => import('../locales/screens/hu-HU.json'),
  'id-ID': () => import('../locales/screens/id-ID.json'),
  'is-IS': () => import('../locales/screens/is-IS.json'),
  'it-IT': () => import('../locales/screens/it-IT.json'),
  'ja-JP': () => import('../locales/screens/ja-JP.json'),
  'ko-KR': () => import('../locales/screens/ko-KR.json'),
  'ms-MY': () => import('../locales/screens/ms-MY.json'),
  'nl-NL': () => import('../locales/screens/nl-NL.json'),
  'no-NO': () => import('../locales/screens/no-NO.json'),
  'pl-PL': () => import('../locales/screens/pl-PL.json'),
  'pt-BR': () => import('../locales/screens/pt-BR.json'),
  'pt-PT': () => import('../locales/screens/pt-PT.json'),
  'ro-RO': () => import('../locales/screens/ro-RO.json'),
  'ru-RU': () => import('../locales/screens/ru-RU.json'),
  'sr-SP': () => import('../locales/screens/sr-SP.json'),
  'sv-SE': () => import('../locales/screens/sv-SE.json'),
  'tr-TR': () => import('../locales/screens/tr-TR.json'),
  'uk-UA': () => import('../locales/screens/uk-UA.json'),
  'vi-VN': () => import('../locales/screens/vi-VN.json'),
  'zh-CN': () => import('../locales/screens/zh-CN.json'),
  'zh-TW': () => import('../locales/screens/zh-TW.json'),
};

export function hasTranslationFile(code: string): boolean {
  return Object.hasOwn(firstScreenFiles, code) && Object.hasOwn(screenFiles, code);
}

/** The first screen's strings of one locale; rejects when it has no file or the chunk fails. */
export async function loadTranslations(code: string): Promise<ResourceKey> {
  const load = Object.hasOwn(firstScreenFiles, code) ? firstScreenFiles[code as LocaleCode] : null;
  if (!load) throw new Error(`No translation file for ${code}.`);
  return (await load()).default;
}

/** The other screens' strings of one locale; null when the locale has none. */
export async function loadScreenTranslations(code: string): Promise<ResourceKey | null> {
  const load = Object.hasOwn(screenFiles, code) ? screenFiles[code as LocaleCode] : null;
  return load ? (await load()).default : null;
}
