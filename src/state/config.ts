import { map } from 'nanostores';

// How the admin is set up on this page: where the API is, which language is active, which theme.
// It is the host's configuration (element attributes), not session state, so `resetState()` keeps it.

export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Config {
  /** Absolute API root ending with `/`; null until an element sets it (then derived from the page). */
  apiRoot: string | null;
  /** The language whose strings are loaded and shown; null until the first one has loaded. */
  locale: string | null;
  /** The theme asked for by the user record (elements' `theme` attribute overrides it locally). */
  theme: Theme;
}

export const $config = map<Config>({ apiRoot: null, locale: null, theme: 'auto' });

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function setApiRoot(apiRoot: string): void {
  if ($config.get().apiRoot !== apiRoot) $config.setKey('apiRoot', apiRoot);
}

/** Only the i18n module calls this, once the language's strings are really there. */
export function setActiveLocale(locale: string): void {
  if ($config.get().locale !== locale) $config.setKey('locale', locale);
}

export function setTheme(theme: Theme): void {
  if ($config.get().theme !== theme) $config.setKey('theme', theme);
}
