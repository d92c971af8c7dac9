import { MASTER_PASSWORD_IDS } from './install-constants.js';

// The super-admin ("master") password of a first install: generated in the browser and sent as
// `super_admin_token`; the server keeps the first one it receives with a successful install.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ID_LENGTH = 10;

/** One random id of 10 URL-safe characters (60 bits; 64 symbols, so no modulo bias). */
export function generateId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('');
}

/** Spec 1 §9: 3 generated ids joined. */
export function generateMasterPassword(): string {
  return Array.from({ length: MASTER_PASSWORD_IDS }, generateId).join('');
}
