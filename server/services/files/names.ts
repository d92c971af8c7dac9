// File names: what clients send is a hint, never a path.
// - filename_download: the client's name reduced to its last path segment, without control or
//   reserved characters (what a browser's "Save as" gets);
// - filename_disk: generated, v8 style: `file_naming` = `uuid` (the default) → UUIDv4 plus the
//   original extension; `file_name` → the sanitised original name (ASCII), `-1`, `-2` … on
//   collisions (the caller retries with the next candidate);
// - titles: v8's "my-photo_2.jpg" → "My Photo 2".
import { randomUUID } from 'node:crypto';
import { extensionForType, extensionOf } from './mime.js';

const MAX_NAME = 200;

/** The last segment of a client path (`C:\a\b.jpg`, `../../b.jpg` → `b.jpg`). */
function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

function truncate(name: string, max = MAX_NAME): string {
  if (name.length <= max) return name;
  const extension = extensionOf(name);
  const tail = extension ? `.${extension}` : '';
  return name.slice(0, max - tail.length) + tail;
}

/**
 * A download name: last path segment, no control characters, no `<>:"/\|?*`, no leading dots
 * or spaces, at most 200 characters; `fallback` when nothing is left.
 */
export function sanitizeDownloadName(name: unknown, fallback = 'file'): string {
  const text = typeof name === 'string' ? name : '';
  const cleaned = baseName(text.normalize('NFC'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g, '')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '')
    .trim();
  return truncate(cleaned || fallback);
}

/** An ASCII disk name: letters, digits, `.`, `-`, `_`; never `.`-led; '' when nothing is left. */
export function sanitizeDiskName(name: string): string {
  const ascii = baseName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-+\./g, '.')
    .replace(/^[-.]+/, '')
    .replace(/[-.]+$/, '');
  return truncate(ascii);
}

/**
 * Whether a client-given filename_disk is acceptable as it is: a plain name that sanitising
 * leaves unchanged (so no path, no `..`, nothing that could leave the storage folder).
 */
export function isPlainDiskName(name: unknown): name is string {
  return typeof name === 'string' && name !== '' && sanitizeDiskName(name) === name;
}

/** The extension a stored file gets: the name's own, else the type's. */
export function storedExtension(name: string, type: string): string {
  return extensionOf(name) || extensionForType(type) || '';
}

/**
 * Candidate disk names in the order to try them: `uuid` naming gives one fresh UUID name per
 * attempt; `file_name` naming gives the name, then `name-1.ext`, `name-2.ext`, ….
 */
export function diskNameCandidate(
  naming: string | null | undefined,
  hint: string,
  type: string,
  attempt: number,
): string {
  const extension = storedExtension(hint, type);
  const suffix = extension ? `.${extension}` : '';
  if (naming !== 'file_name') return `${randomUUID()}${suffix}`;
  const base = sanitizeDiskName(hint.replace(/\.[A-Za-z0-9]{1,16}$/, '')) || 'file';
  return truncate(attempt === 0 ? `${base}${suffix}` : `${base}-${attempt}${suffix}`);
}

/** v8's title from a file name: no extension, `-`/`_` as spaces, words capitalised. */
export function titleFromName(name: string): string {
  const stem = baseName(name).replace(/\.[A-Za-z0-9]{1,16}$/, '');
  const words = stem.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words
    .replace(/(^|\s)(\S)/g, (_match, space: string, char: string) => space + char.toUpperCase())
    .slice(0, 255);
}
