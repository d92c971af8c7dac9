import type { ResourceKey } from 'i18next';
import type { LocaleCode } from './locales.js';

// Each language's strings come in two files, each its own chunk, and only the active language (and
// the en-US fallback) is ever downloaded:
// - `locales/{code}.json`: what the first screen needs (sign-in, errors), loaded at start;
// - `locales/screens/{code}.json`: every other screen's, loaded with the first screen chunk
//   (screen-strings.ts), so the sign-in screen does not carry them.
// Add a line to both tables when a language is added.
type Load = () => Promise<{ default: ResourceKey }>;

const firstScreenFiles: Partial<Record<LocaleCode, Load>> = {
  'en-US': () => import('../locales/en-US.json'),
};

const screenFiles: Partial<Record<LocaleCode, Load>> = {
  'en-US': () => import('../locales/screens/en-US.json'),
};

export function hasTranslationFile(code: string): boolean {
  return code in firstScreenFiles;
}

/** The first screen's strings of one locale; rejects when it has no file or the chunk fails. */
export async function loadTranslations(code: string): Promise<ResourceKey> {
  const load = firstScreenFiles[code as LocaleCode];
  if (!load) throw new Error(`No translation file for ${code}.`);
  return (await load()).default;
}

/** The other screens' strings of one locale; null when the locale has none. */
export async function loadScreenTranslations(code: string): Promise<ResourceKey | null> {
  const load = screenFiles[code as LocaleCode];
  return load ? (await load()).default : null;
}
