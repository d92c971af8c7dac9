// Paths that come from config files or requests are resolved through here so nothing escapes its root.
import path from 'node:path';

/**
 * Resolves `relative` against `root` and throws unless the result stays inside `root`.
 * Absolute inputs are refused too: every stored path is relative to the data folder.
 */
export function resolveInside(root: string, relative: string): string {
  if (relative.includes('\0')) throw new Error('Path contains a NUL byte');
  if (path.isAbsolute(relative)) throw new Error(`Path must be relative: ${relative}`);
  const base = path.resolve(root);
  const resolved = path.resolve(base, relative);
  if (resolved !== base && !resolved.startsWith(base + path.sep)) {
    throw new Error(`Path escapes its root folder: ${relative}`);
  }
  return resolved;
}

/** Same as resolveInside but answers undefined instead of throwing (for request paths). */
export function tryResolveInside(root: string, relative: string): string | undefined {
  try {
    return resolveInside(root, relative);
  } catch {
    return undefined;
  }
}
