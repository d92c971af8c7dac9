// Dotted version numbers (`7.1.0`, `v8.8.1`, `20.19.0-pre`) compared number by number.

function parts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split(/[.+-]/)
    .map((part) => Number.parseInt(part, 10))
    .filter((part) => Number.isFinite(part));
}

/** Negative when a < b, 0 when equal, positive when a > b; missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length, 3); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function isAtLeast(version: string, minimum: string): boolean {
  return parts(version).length > 0 && compareVersions(version, minimum) >= 0;
}
