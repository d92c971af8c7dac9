import type { ReactNode } from 'react';
import type { FileRow } from '../../api/files.js';
import { folderPath } from '../../api/folders.js';
import { useT } from '../../i18n/use-t.js';
import { formatBytes } from '../../interfaces/file-size/format-bytes.js';
import { formatDuration } from './file-duration.js';
import { fileTypeBadge } from './file-kind.js';
import { metadataGroups } from './file-metadata.js';
import { fileFolderId } from './folder-key.js';
import { useFolders } from './use-folders.js';

interface FileFactsProps {
  project: string;
  file: FileRow;
  /** Beside the folder's name: the move button, when the user may move the file. */
  folderAction?: ReactNode;
}

/** What the server knows about a file: type, size, dimensions, length, folder, EXIF and IPTC. */
export function FileFacts({ project, file, folderAction }: FileFactsProps) {
  const { t, locale } = useT();
  const folders = useFolders(project);
  const folderId = fileFolderId(file.folder);
  const folderName =
    folderId === null
      ? t('files.root')
      : folderPath(folders.data ?? [], folderId)
          .map((folder) => folder.name)
          .join(' / ') || `#${folderId}`;
  const badge = fileTypeBadge(file);
  const facts: { label: string; value: ReactNode }[] = [
    {
      label: t('files.fact_type'),
      value: file.type ? `${badge ? `${badge} · ` : ''}${file.type}` : t('files.type_unknown'),
    },
    {
      label: t('files.fact_size'),
      value:
        typeof file.filesize === 'number'
          ? formatBytes(file.filesize, true, locale ?? undefined)
          : '',
    },
    {
      label: t('files.fact_dimensions'),
      value: file.width && file.height ? `${file.width} × ${file.height} px` : '',
    },
    { label: t('files.fact_duration'), value: formatDuration(file.duration) },
    { label: t('files.fact_file_name'), value: file.filename_download },
    {
      label: t('files.fact_folder'),
      value: (
        <span className="cms-file-facts__folder">
          {folderName}
          {folderAction}
        </span>
      ),
    },
  ].filter((fact) => fact.value !== '' && fact.value !== null);
  const groups = metadataGroups(file.metadata);

  return (
    <section className="cms-file-facts" aria-label={t('files.facts')}>
      <dl>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {groups.map((group) => (
        <details key={group.name} className="cms-file-facts__group">
          <summary>
            {group.name === 'exif'
              ? t('files.exif')
              : group.name === 'iptc'
                ? t('files.iptc')
                : group.name || t('files.other_metadata')}
          </summary>
          <dl>
            {group.entries.map((entry) => (
              <div key={entry.label}>
                <dt>{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ))}
    </section>
  );
}
