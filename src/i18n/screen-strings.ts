import type { ResourceKey } from 'i18next';
import { DEFAULT_LOCALE } from '../constants.js';
import { i18n, initI18nCore, NAMESPACE } from './instance.js';
import { loadScreenTranslations } from './translations.js';

// The strings of every screen but the first (translations.ts): requested by each lazy chunk
// (lazy-screen.ts) before it renders, then kept for every language switched to afterwards
// (change-locale.ts), since the components show them without waiting. Only the active language's
// file is downloaded; en-US's only when that one fails.

let requested = false;
const downloads = new Map<string, Promise<ResourceKey | null>>();
/** Languages whose own screen strings are in place. */
const complete = new Set<string>();

function download(code: string): Promise<ResourceKey | null> {
  let load = downloads.get(code);
  if (!load) {
    load = loadScreenTranslations(code);
    // A failed download is asked again next time rather than remembered.
    load.catch(() => downloads.delete(code));
    downloads.set(code, load);
  }
  return load;
}

/**
 * Loads the screens' strings of `code` once any were asked for. A language whose file fails (or
 * that has none) reads en-US's, i18next's fallback, meanwhile (spec 1 §1), and its own file is
 * tried again on the next screen; en-US failing rejects.
 */
export async function screenStringsFor(code: string): Promise<void> {
  if (!requested || complete.has(code)) return;
  try {
    const own = await download(code);
    if (own) {
      // The two files share no top-level group (tests/unit/locale-parity.test.ts), so the groups
      // go in as they are: a deep merge of the ~90 KB, after i18next's defensive copy, took 24 ms
      // of the cold first screen's main thread.
      i18n.addResourceBundle(code, NAMESPACE, own, false, true, { skipCopy: true });
      complete.add(code);
      return;
    }
  } catch (error) {
    if (code === DEFAULT_LOCALE) throw error;
  }
  if (code !== DEFAULT_LOCALE) await screenStringsFor(DEFAULT_LOCALE);
}

/** Loads the screens' strings of the active language; rejects when they and en-US's fail. */
export async function ensureScreenStrings(): Promise<void> {
  requested = true;
  await initI18nCore();
  await screenStringsFor(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE);
}

/** Initialises with every screen's strings (what tests and tools rendering any screen want). */
export async function initI18n(): Promise<void> {
  await initI18nCore();
  await ensureScreenStrings();
}
