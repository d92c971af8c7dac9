import type { ResourceKey } from 'i18next';
import type { LocaleCode } from './locales.js';

// One dynamic import per locale file, so the bundler emits one chunk per language and only the
// active language (and the en-US fallback) is ever downloaded. Add a line when a file is added.
const translationFiles: Partial<Record<LocaleCode, () => Promise<{ default: ResourceKey }>>> = {
  'en-US': () => import('../locales/en-US.json'),
};

export function hasTranslationFile(code: string): boolean {
  return code in translationFiles;
}

/** The strings of one locale; rejects when the locale has no file or its chunk fails to load. */
export async function loadTranslations(code: string): Promise<ResourceKey> {
  const load = translationFiles[code as LocaleCode];
  if (!load) throw new Error(`No translation file for ${code}.`);
  return (await load()).default;
}
