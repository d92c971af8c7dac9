import { DEFAULT_LOCALE } from '../constants.js';
import { i18n, initI18nCore, NAMESPACE } from './instance.js';
import { loadScreenTranslations } from './translations.js';

// The strings of every screen but the first (translations.ts): requested by each lazy chunk
// (lazy-screen.ts) before it renders, then kept for every language switched to afterwards
// (change-locale.ts), since the components show them without waiting.

let requested = false;
const loads = new Map<string, Promise<void>>();

function loadFor(code: string): Promise<void> {
  let load = loads.get(code);
  if (!load) {
    load = loadScreenTranslations(code).then((strings) => {
      if (strings) i18n.addResourceBundle(code, NAMESPACE, strings, true, false);
    });
    // A failed download is asked again next time rather than remembered.
    load.catch(() => loads.delete(code));
    loads.set(code, load);
  }
  return load;
}

/**
 * Loads the screens' strings of `code` and of the en-US fallback once any were asked for. A
 * language whose file fails falls back silently (spec 1 §1); the fallback's failure rejects.
 */
export async function screenStringsFor(code: string): Promise<void> {
  if (!requested) return;
  const own = code === DEFAULT_LOCALE ? Promise.resolve() : loadFor(code).catch(() => undefined);
  await Promise.all([loadFor(DEFAULT_LOCALE), own]);
}

/** Loads the screens' strings of the active language (and en-US); rejects when en-US fails. */
export async function ensureScreenStrings(): Promise<void> {
  requested = true;
  await initI18nCore();
  await screenStringsFor(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE);
}
