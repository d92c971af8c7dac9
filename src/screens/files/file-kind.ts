// What kind of file a row is, by its MIME type (and the embed types `embed/youtube`,
// `embed/vimeo`): the detail's preview and the card's badge follow from it.

export type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'embed' | 'text' | 'archive' | 'other';

interface Typed {
  type?: string | null;
  filename_download?: string | null;
}

const ARCHIVES = [
  'zip',
  'x-tar',
  'gzip',
  'x-gzip',
  'x-7z-compressed',
  'x-rar-compressed',
  'x-bzip2',
];

export function fileKind(file: Typed): FileKind {
  const type = (file.type ?? '').toLowerCase();
  if (type.startsWith('embed/')) return 'embed';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('text/') || type === 'application/json' || type === 'application/xml')
    return 'text';
  if (ARCHIVES.includes(type.replace(/^application\//, ''))) return 'archive';
  return 'other';
}

// Subtypes whose MIME name says little to a reader (`svg+xml`, `vnd.openxmlformats-…`).
const BADGES: Record<string, string> = {
  'image/svg+xml': 'SVG',
  'image/jpeg': 'JPG',
  'audio/mpeg': 'MP3',
  'video/quicktime': 'MOV',
  'text/plain': 'TXT',
  'text/markdown': 'MD',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/octet-stream': '',
  'embed/youtube': 'YouTube',
  'embed/vimeo': 'Vimeo',
};

/**
 * A short, readable type label for a card's badge: `JPG`, `PDF`, `YouTube`; the download name's
 * extension when the MIME type says nothing useful; empty when nothing is known.
 */
export function fileTypeBadge(file: Typed): string {
  const type = (file.type ?? '').toLowerCase();
  const known = BADGES[type];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.filename_download ?? '')?.[1];
  if (known === '' || !type.includes('/')) return extension ? extension.toUpperCase() : '';
  const subtype = type.split('/')[1]?.replace(/^x-/, '') ?? '';
  if (/^[a-z0-9]{1,5}$/.test(subtype)) return subtype.toUpperCase();
  return extension ? extension.toUpperCase() : '';
}
