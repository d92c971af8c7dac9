import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LOCALE } from '../constants.js';
import { LOCALES } from './locales.js';
import { numberFormatter } from './number-formatter.js';
import { loadTranslations } from './translations.js';

// The admin's own i18next instance. It is never the host page's global `i18next`: a host that uses
// i18next keeps its languages and resources, and ours are not visible to it.

/** All admin strings live in one namespace; interface packs will add their own. */
export const NAMESPACE = 'app';

export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

/**
 * Initialises on first use, so importing the admin costs nothing until an element renders. Loads
 * the first screen's strings only (translations.ts).
 */
export function initI18nCore(): Promise<unknown> {
  initialised ??= i18n
    .use(resourcesToBackend((language: string) => loadTranslations(language)))
    .use(numberFormatter)
    .init({
      lng: DEFAULT_LOCALE,
      // en-US stands in for a key a language lacks (tests/unit/locale-parity keeps that from
      // happening) and for a language whose file failed. Its first-screen strings are small and
      // loaded at start anyway; its other screens' strings load only when a language's fail
      // (screen-strings.ts).
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES.map((locale) => locale.code),
      // Only the exact code: `de-DE` must not also fetch a `de` file that does not exist.
      load: 'currentOnly',
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      // A chunk that failed once is skipped, not retried (spec 1 §1).
      maxRetries: 0,
      // React escapes every string it renders; escaping here too would double-escape.
      // Numbers are written in the language's digits and grouping (number-formatter.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  return initialised;
}
