import { useStore } from '@nanostores/react';
import { type FileRow, getFile } from '../../api/files.js';
import { useQuery } from '../../data/use-query.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { fileKeyOf, fileRowOf } from './file-value.js';

/** Fields the preview needs (thumbnails come in `data`). */
const PREVIEW_FIELDS = [
  'id',
  'title',
  'filename_download',
  'type',
  'filesize',
  'width',
  'height',
  'private_hash',
  'embed',
  'data',
];

export interface FileRowState {
  file: FileRow | null;
  loading: boolean;
  /** The key could not be read (deleted, or not readable). */
  failed: boolean;
}

/**
 * The row behind a file value: the expanded row itself, one the form just chose (`known`), or for
 * a bare key the row read from the server (cached, so a listing of the same file asks once).
 */
export function useFileRow(value: unknown, known: FileRow | null = null): FileRowState {
  const project = useStore($currentProjectKey);
  const expanded = fileRowOf(value);
  const key = fileKeyOf(value);
  const local =
    expanded ?? (known && key !== null && String(known.id) === String(key) ? known : null);
  const query = useQuery(
    !local && key !== null && project ? ['file-row', project, key] : null,
    (signal) => getFile(project ?? '', key ?? '', PREVIEW_FIELDS, signal),
    { staleTime: 60_000 },
  );
  if (local) return { file: local, loading: false, failed: false };
  return {
    file: query.data ?? null,
    loading: query.status === 'loading',
    failed: query.status === 'error',
  };
}
