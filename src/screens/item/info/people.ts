import type { UserAvatar } from '../../../api/types.js';

// How the sidebar names and pictures a user.

export interface Person {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  avatar?: UserAvatar | null;
}

/** The user behind an expanded-or-not relation value: null for Public (0) and unknown users. */
export function personOf(value: unknown): Person | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const id = Number(value);
    return id > 0 ? { id } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const id = Number((value as { id?: unknown }).id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return { ...(value as Person), id };
}

/** "First Last", else the email, else `#id`. */
export function personName(person: Person): string {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
  return name || person.email || `#${person.id}`;
}

/** Initials for an avatar without a picture. */
export function initialsOf(person: Person): string {
  const initials = [person.first_name, person.last_name]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || (person.email ?? '').charAt(0).toUpperCase() || '?';
}

interface Thumbnail {
  url?: unknown;
  width?: unknown;
  dimension?: unknown;
}

/**
 * The picture to show at `size` px: the smallest thumbnail at least that wide (v8 files list
 * them under `data.thumbnails`), else the full file. Only http(s) addresses are used.
 */
export function avatarUrl(avatar: UserAvatar | null | undefined, size: number): string | null {
  const data = avatar?.data;
  if (!data) return null;
  const safe = (url: unknown): url is string =>
    typeof url === 'string' && /^https?:\/\//i.test(url);
  const thumbnails = Array.isArray(data.thumbnails) ? (data.thumbnails as Thumbnail[]) : [];
  const fitting = thumbnails
    .map((thumb) => ({
      url: thumb.url,
      width: Number(thumb.width ?? String(thumb.dimension ?? '').split('x')[0]),
    }))
    .filter((thumb) => safe(thumb.url) && thumb.width >= size)
    .sort((a, b) => a.width - b.width);
  const pick = fitting[0]?.url ?? data.full_url ?? data.url;
  return safe(pick) ? pick : null;
}
