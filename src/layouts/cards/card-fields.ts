import { type FileRow, thumbnailUrl } from '../../api/files.js';
import type { FieldInfo } from '../../api/types.js';

// Which fields a card shows (spec 2 §1, cards layout): a title, a subtitle and an image source,
// chosen in the layout's options; the title defaults to the first visible text field.

export interface CardFields {
  title: FieldInfo | null;
  subtitle: FieldInfo | null;
  image: FieldInfo | null;
  fit: 'crop' | 'contain';
}

const TEXT_TYPES = ['string', 'slug', 'lang', 'uuid', 'integer', 'decimal', 'status', 'datetime'];

export function cardFields(
  visible: readonly FieldInfo[],
  options: Record<string, unknown>,
): CardFields {
  const named = (key: string) => {
    const name = options[key];
    return typeof name === 'string'
      ? (visible.find((field) => field.field === name) ?? null)
      : null;
  };
  const defaultTitle =
    visible.find((field) => field.type === 'string') ??
    visible.find((field) => TEXT_TYPES.includes(field.type)) ??
    null;
  const defaultImage = visible.find((field) => field.type === 'file') ?? null;
  return {
    title: 'title' in options ? named('title') : defaultTitle,
    subtitle: named('subtitle'),
    image: 'src' in options ? named('src') : defaultImage,
    fit: options.fit === 'contain' ? 'contain' : 'crop',
  };
}

/**
 * The URL a file value (a `directus_files` row expanded with `.*`) shows as an image: its medium
 * (300 px) thumbnail in the card's fit, else another thumbnail or the full URL when the row
 * carries `data`, else the project's asset endpoint for it.
 */
export function imageUrl(
  value: unknown,
  assetUrl?: (privateHash: string) => string,
  fit: 'crop' | 'contain' = 'crop',
): string | null {
  if (!value || typeof value !== 'object') return null;
  const file = value as {
    type?: unknown;
    private_hash?: unknown;
    data?: { full_url?: unknown; thumbnails?: unknown };
  };
  if (typeof file.type === 'string' && !file.type.startsWith('image/')) return null;
  const medium = thumbnailUrl(value as FileRow, 'medium', fit);
  if (medium) return medium;
  const thumbnails = Array.isArray(file.data?.thumbnails) ? file.data?.thumbnails : [];
  const thumbnail = (thumbnails as { url?: unknown }[]).find(
    (entry) => typeof entry?.url === 'string',
  );
  if (thumbnail) return String(thumbnail.url);
  if (typeof file.data?.full_url === 'string') return file.data.full_url;
  if (assetUrl && typeof file.private_hash === 'string' && file.private_hash) {
    return assetUrl(file.private_hash);
  }
  return null;
}
