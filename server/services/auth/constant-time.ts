// Comparing secrets without leaking, through timing, how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * True when both strings are equal. Both sides are hashed first so the comparison takes the same
 * time whatever their lengths (timingSafeEqual itself needs equal lengths).
 */
export function safeEqual(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
