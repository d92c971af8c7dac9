import { atom } from 'nanostores';
import type { SettingRow } from '../api/types.js';
import { onReset } from './reset.js';

// The project's settings as key → value (contract §7.11), loaded at hydration. Values are as the
// server coerced them: numbers, booleans, file objects, else strings.

export const $settings = atom<Readonly<Record<string, unknown>>>({});

export function setSettings(rows: readonly SettingRow[]): void {
  $settings.set(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/**
 * Minutes of inactivity before the automatic sign-out (spec 1 §4), or null when it is off (unset,
 * not a number, or below 1).
 */
export function autoSignOutMinutes(settings: Readonly<Record<string, unknown>>): number | null {
  const value = Number(settings.auto_sign_out);
  return Number.isFinite(value) && value >= 1 ? value : null;
}

onReset(() => $settings.set({}));
