import { changeLocale } from './change-locale.js';

// Which language wins (spec 1 §4): an element's `locale` attribute pins the language for the page;
// otherwise switching project applies the project's default locale, and hydration the user's.

let hostLocale: string | null = null;

/** Called by the elements with their `locale` attribute (undefined when absent). */
export function setHostLocale(code: string | null | undefined): void {
  hostLocale = code || null;
}

/**
 * Switches to a project's or user's language, unless the host page pinned one; resolves once the
 * language in use is settled (at once when nothing changes).
 */
export async function applyPreferredLocale(code: string | null | undefined): Promise<void> {
  if (hostLocale !== null || !code) return;
  await changeLocale(code);
}
