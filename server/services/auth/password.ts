// Password hashing: argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane).
// v8 stored bcrypt hashes; such hashes (from an imported v8 database) never verify here and
// must be reset.
import argon2 from 'argon2';

const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  if (typeof password !== 'string' || password === '') throw new Error('Empty password');
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string | null | undefined, password: string) {
  if (!hash?.startsWith('$argon2') || typeof password !== 'string') return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's and should be redone. */
export function passwordNeedsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}
