import type { IconName } from '../ui/Icon.js';

// The icon that stands for a file without a thumbnail, by its MIME type.

export function fileIconName(type: string | null | undefined): IconName {
  const mime = (type ?? '').toLowerCase();
  if (mime.startsWith('embed/')) return 'play';
  if (mime.startsWith('image/')) return 'photo';
  if (mime.startsWith('video/')) return 'movie';
  if (mime.startsWith('audio/')) return 'music';
  if (mime === 'application/pdf' || mime.startsWith('text/') || mime.includes('document')) {
    return 'article';
  }
  if (/zip|tar|compressed|x-7z|x-rar|gzip/.test(mime)) return 'archive';
  if (/json|javascript|xml|x-sh|typescript/.test(mime)) return 'code';
  return 'file';
}

/** The file name's extension as a short badge ("PDF"), or '' when it has none worth showing. */
export function extensionBadge(name: string | null | undefined): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(name ?? '');
  return match ? match[1].toUpperCase() : '';
}
