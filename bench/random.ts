// The benchmarks' seeded pseudo-random numbers: every run seeds the same data.

/**
 * A deterministic sequence in [0, 1) (mulberry32: 32-bit state, period 2^32).
 *
 * It replaces an LCG written `(state * 1103515245 + 12345) % 2 ** 31` in doubles: the product
 * passes 2^53, loses its low bits, and the sequence fell into a cycle of about 10,500 values. At
 * 100,000 posts the seeded rows repeated every 1,300 or so: 2,642 distinct dates in a million,
 * and each author's posts bunched on a few of them.
 */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}
