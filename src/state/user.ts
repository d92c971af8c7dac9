import { atom, computed } from 'nanostores';
import type { CurrentUser } from '../api/types.js';
import { ADMIN_ROLE_ID } from '../constants.js';
import { isTheme, setTheme } from './config.js';
import { onReset } from './reset.js';

// The signed-in user of the current project (spec 1 §3 "Current user"), loaded at hydration.

export const $currentUser = atom<CurrentUser | null>(null);

/** Admin means role id 1 (spec 1 §6): full rights, no permissions call, the settings module. */
export const $isAdmin = computed($currentUser, (user) => isAdminUser(user));

export function isAdminUser(user: CurrentUser | null): boolean {
  return user?.role?.id === ADMIN_ROLE_ID;
}

/** Sets the user; their theme (auto, light, dark) becomes the admin's (spec 1 §1). */
export function setCurrentUser(user: CurrentUser | null): void {
  $currentUser.set(user);
  if (user) setTheme(isTheme(user.theme) ? user.theme : 'auto');
}

/** Keeps the local copy of `last_page` in step with what was sent to the server. */
export function setLastPage(path: string): void {
  const user = $currentUser.get();
  if (user && user.last_page !== path) $currentUser.set({ ...user, last_page: path });
}

onReset(() => $currentUser.set(null));

/** "First Last", else the email, else `#id`. */
export function displayName(
  user: { first_name: string | null; last_name: string | null; email: string } | null | undefined,
  id?: number,
): string {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim();
  return name || user?.email || (id === undefined ? '' : `#${id}`);
}
