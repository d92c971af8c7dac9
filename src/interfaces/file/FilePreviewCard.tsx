import type { FileRow } from '../../api/files.js';
import { FileThumbnail } from '../../files/FileThumbnail.js';
import { useT } from '../../i18n/use-t.js';
import { FactList } from '../../ui/FactList.js';
import { fileFacts, fileLabel } from './file-value.js';

interface FilePreviewCardProps {
  file: FileRow | null;
  fileKey: string | number;
  loading: boolean;
  failed: boolean;
  fit: 'crop' | 'contain';
}

/** The chosen file: its thumbnail (or an icon by type), title, and type, size and dimensions. */
export function FilePreviewCard({ file, fileKey, loading, failed, fit }: FilePreviewCardProps) {
  const { t, locale } = useT();
  const title = file ? fileLabel(file) : `#${fileKey}`;
  return (
    <figure className="cms-file-field-card" aria-busy={loading || undefined}>
      <span className="cms-file-field-card__image">
        <FileThumbnail
          file={file}
          size="medium"
          fit={fit}
          alt={t('file_interfaces.thumbnail_of', { title })}
        />
      </span>
      <figcaption className="cms-file-field-card__text">
        <span className="cms-file-field-card__title" title={title}>
          {title}
        </span>
        <span className="cms-file-field-card__facts">
          {failed ? (
            t('file_interfaces.file_missing')
          ) : loading ? (
            t('app.loading')
          ) : file ? (
            <FactList facts={fileFacts(file, locale ?? undefined)} />
          ) : (
            ''
          )}
        </span>
      </figcaption>
    </figure>
  );
}
