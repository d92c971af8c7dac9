import { DEFAULT_LOCALE } from '../constants.js';
import { $config, setActiveLocale } from '../state/config.js';
import { i18n, initI18nCore, NAMESPACE } from './instance.js';
import { findLocale } from './locales.js';
import { screenStringsFor } from './screen-strings.js';

// Switching language (spec 1 §1): unknown codes are ignored; a language whose file fails to load
// is skipped silently and en-US is used. i18next reports the switch even when the load failed, so
// the bundle itself is checked. Requests run one after another: the last one asked for wins.

let queue: Promise<unknown> = Promise.resolve();

/** Switches to `code` and resolves with the language really in use. */
export function changeLocale(code: string | null | undefined): Promise<string> {
  const listed = findLocale(code)?.code ?? null;
  const next = queue.then(() => apply(listed));
  queue = next.catch(() => undefined);
  return next;
}

async function apply(listed: string | null): Promise<string> {
  const active = $config.get().locale;
  if (listed === null && active !== null) return active;
  const wanted = listed ?? DEFAULT_LOCALE;

  await initI18nCore();
  await i18n.changeLanguage(wanted);
  let applied = wanted;
  if (!i18n.hasResourceBundle(wanted, NAMESPACE)) {
    applied = DEFAULT_LOCALE;
    await i18n.changeLanguage(DEFAULT_LOCALE);
  }
  // Screens already on the page show the new language's strings at once.
  await screenStringsFor(applied);
  setActiveLocale(applied);
  return applied;
}
