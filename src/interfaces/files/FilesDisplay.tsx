import { useStore } from '@nanostores/react';
import type { FileRow } from '../../api/files.js';
import { FileThumbnail } from '../../files/FileThumbnail.js';
import { $collections, $relations } from '../../state/schema.js';
import { fileLabel } from '../file/file-value.js';
import type { DisplayProps } from '../registry.js';
import { relatedOf, toManyInfo } from '../relational/to-many.js';

/** Up to this many thumbnails in a listing cell, then "+n". */
const SHOWN = 4;

/** The files as a row of small thumbnails (icons by type where there is none). */
export function FilesDisplay({ value, field }: DisplayProps) {
  const relations = useStore($relations);
  const collections = useStore($collections);
  const info = toManyInfo(field, relations, collections);
  const rows = Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
    : [];
  const files = info
    ? rows
        .map((row) => relatedOf(row, info) as FileRow | null)
        .filter((file): file is FileRow => file !== null)
    : [];
  return (
    <span className="cms-display cms-file-display">
      {files.slice(0, SHOWN).map((file) => (
        <FileThumbnail key={String(file.id)} file={file} size="small" alt={fileLabel(file)} />
      ))}
      {files.length > SHOWN ? <span>+{files.length - SHOWN}</span> : null}
    </span>
  );
}
