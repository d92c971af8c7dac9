// Password hashing: argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane).
// v8 stored bcrypt hashes (PHP's `$2y$`); a database that comes from a v8 install keeps working:
// such hashes verify here, and sign-in replaces them with argon2id (passwordNeedsRehash).
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';

const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** bcrypt as PHP writes it ($2y$) and as other libraries do ($2a$, $2b$). */
const BCRYPT_HASH = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

export async function hashPassword(password: string): Promise<string> {
  if (typeof password !== 'string' || password === '') throw new Error('Empty password');
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string | null | undefined, password: string) {
  if (typeof hash !== 'string' || typeof password !== 'string') return false;
  try {
    if (hash.startsWith('$argon2')) return await argon2.verify(hash, password);
    // $2y$ and $2b$ are the same algorithm; bcryptjs names it $2b$.
    if (BCRYPT_HASH.test(hash))
      return await bcrypt.compare(password, hash.replace(/^\$2y\$/, '$2b$'));
    return false;
  } catch {
    return false;
  }
}

/** True when a stored hash is bcrypt or argon2 with weaker parameters than today's. */
export function passwordNeedsRehash(hash: string): boolean {
  if (!hash.startsWith('$argon2')) return true;
  return argon2.needsRehash(hash, OPTIONS);
}
