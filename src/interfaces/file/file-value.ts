import type { FileRow } from '../../api/files.js';
import { formatBytes } from '../file-size/format-bytes.js';

// A `file` field's value is the file's key once chosen in the form, or the directus_files row
// expanded by the item query (`*.*.*`) and the listing (`field.*`).

/** The expanded row, when the value is one. */
export function fileRowOf(value: unknown): FileRow | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? (value as FileRow) : null;
}

/** The file's key, from either shape. */
export function fileKeyOf(value: unknown): string | number | null {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return value;
  return fileRowOf(value)?.id ?? null;
}

/** The name people know the file by. */
export function fileLabel(file: Pick<FileRow, 'id' | 'title' | 'filename_download'>): string {
  return file.title || file.filename_download || `#${file.id}`;
}

/** ["image/jpeg", "1.2 MB", "960 × 600"]: what the preview card says under the title. */
export function fileFacts(file: FileRow, locale?: string): string[] {
  const type = typeof file.type === 'string' ? file.type : '';
  return [
    type,
    typeof file.filesize === 'number' ? formatBytes(file.filesize, true, locale) : '',
    file.width && file.height ? `${file.width} × ${file.height}` : '',
  ].filter(Boolean);
}
