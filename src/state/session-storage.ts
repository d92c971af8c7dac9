import { SESSION_STORAGE_PREFIX } from '../constants.js';

// sessionStorage under the `cms:` namespace. Storage can be unavailable (sandboxed iframes, privacy
// modes); the admin then keeps working without remembering across reloads.

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(SESSION_STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(SESSION_STORAGE_PREFIX + key);
    else sessionStorage.setItem(SESSION_STORAGE_PREFIX + key, value);
  } catch {
    // Not remembered across reloads; nothing else depends on it.
  }
}
