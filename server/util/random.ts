// Random strings for secrets, hashes and generated passwords (always from crypto, never Math.random).
import { randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

function fromAlphabet(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Mixed-case letters and digits, e.g. the 32-char auth secret of a project config. */
export function randomAlphanumeric(length: number): string {
  return fromAlphabet(ALPHANUMERIC, length);
}

/** Lower-case letters and digits, e.g. the 16-char private_hash of a file. */
export function randomLowerAlphanumeric(length: number): string {
  return fromAlphabet(LOWER_ALPHANUMERIC, length);
}

/** URL-safe token with `bytes` bytes of entropy. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
