import { type FileRow, thumbnailUrl } from '../../api/files.js';
import type { FieldInfo } from '../../api/types.js';
import { renderTemplate } from '../../interfaces/render-template.js';

// What a card shows (spec 2 §1, cards layout): a title, a subtitle, a line of content and an image
// source, chosen in the layout's options; the title defaults to the first visible text field. A
// text line names a field (v8) or is a display template (`{{first_name}} {{last_name}}`).

/** One text line of a card: a field shown by its display, or a template rendered as text. */
export type CardLine =
  | { field: FieldInfo; template?: undefined }
  | { template: string; field?: undefined };

export interface CardFields {
  title: CardLine | null;
  subtitle: CardLine | null;
  content: CardLine | null;
  image: FieldInfo | null;
  fit: 'crop' | 'contain';
}

const TEXT_TYPES = ['string', 'slug', 'lang', 'uuid', 'integer', 'decimal', 'status', 'datetime'];

export function cardFields(
  visible: readonly FieldInfo[],
  options: Record<string, unknown>,
): CardFields {
  const field = (key: string) => {
    const name = options[key];
    return typeof name === 'string' ? (visible.find((one) => one.field === name) ?? null) : null;
  };
  const line = (key: string): CardLine | null => {
    const value = options[key];
    if (typeof value === 'string' && value.includes('{{')) return { template: value };
    const named = field(key);
    return named ? { field: named } : null;
  };
  const defaultTitle =
    visible.find((one) => one.type === 'string') ??
    visible.find((one) => TEXT_TYPES.includes(one.type)) ??
    null;
  const defaultImage = visible.find((one) => one.type === 'file') ?? null;
  return {
    title: 'title' in options ? line('title') : defaultTitle ? { field: defaultTitle } : null,
    subtitle: line('subtitle'),
    content: line('content'),
    image: 'src' in options ? field('src') : defaultImage,
    fit: options.fit === 'contain' ? 'contain' : 'crop',
  };
}

/**
 * A template line as text; an empty placeholder leaves no stray " · " behind
 * (`{{title}} · {{company}}` without a title is "Acme", not "· Acme").
 */
export function templateLine(template: string, item: Record<string, unknown>): string {
  return renderTemplate(template, item)
    .split(/\s*·\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
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
