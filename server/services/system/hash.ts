// The hashers of POST /utils/hash and /utils/hash/match (contract §7.15). `core` is this server's
// password hash (argon2id, services/auth/password.ts; v8's was bcrypt); md5 and the sha family
// answer hex digests and match in constant time. v8's `bcrypt` hasher needs a bcrypt
// implementation this server does not ship: it answers E1000 like any unknown hasher.
import { createHash } from 'node:crypto';
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { randomAlphanumeric } from '../../util/random.js';
import { safeEqual } from '../auth/constant-time.js';
import { hashPassword, verifyPassword } from '../auth/password.js';

const DIGESTS: Readonly<Record<string, string>> = {
  md5: 'md5',
  sha1: 'sha1',
  sha224: 'sha224',
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
};

/** Longest string hashed (argon2 of a huge body would only cost the server). */
const MAX_STRING = 4096;
const MAX_RANDOM = 1024;

type Body = Record<string, unknown>;

function bodyOf(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Body)
    : {};
}

function requiredString(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw invalidRequest(`${field}: This value should not be blank.`);
  }
  if (value.length > MAX_STRING) {
    throw invalidRequest(
      `${field}: This value is too long. It should have ${MAX_STRING} characters or less.`,
    );
  }
  return value;
}

function hasher(body: Body): string {
  const value = body.hasher ?? 'core';
  if (typeof value !== 'string') throw new ApiError('HASHER_NOT_FOUND');
  const name = value.trim().toLowerCase();
  if (name !== 'core' && !Object.hasOwn(DIGESTS, name)) {
    throw new ApiError('HASHER_NOT_FOUND', `Hasher "${value}" not found`);
  }
  return name;
}

function digest(name: string, text: string): string {
  return createHash(DIGESTS[name] as string)
    .update(text, 'utf8')
    .digest('hex');
}

/** POST /utils/hash: {string, hasher?} → the hash. */
export async function hashString(input: unknown): Promise<string> {
  const body = bodyOf(input);
  const text = requiredString(body, 'string');
  const name = hasher(body);
  return name === 'core' ? hashPassword(text) : digest(name, text);
}

/** POST /utils/hash/match: {string, hash, hasher?} → whether the string matches the hash. */
export async function matchHash(input: unknown): Promise<boolean> {
  const body = bodyOf(input);
  const text = requiredString(body, 'string');
  const hash = requiredString(body, 'hash');
  const name = hasher(body);
  if (name === 'core') return verifyPassword(hash, text);
  return safeEqual(digest(name, text), hash.toLowerCase());
}

/** POST /utils/random/string: {length?=32} → letters and digits. */
export function randomString(input: unknown): string {
  const raw = bodyOf(input).length ?? 32;
  const length = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (
    typeof length !== 'number' ||
    !Number.isInteger(length) ||
    length < 1 ||
    length > MAX_RANDOM
  ) {
    throw invalidRequest(`length: This value should be an integer between 1 and ${MAX_RANDOM}.`);
  }
  return randomAlphanumeric(length);
}
