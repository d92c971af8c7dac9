import { hasThumbnails } from '../../api/files.js';
import { FileThumbnail } from '../../files/FileThumbnail.js';
import type { DisplayProps } from '../registry.js';
import { fileKeyOf, fileLabel } from './file-value.js';
import { useFileRow } from './use-file-row.js';

/**
 * A file value in listings and cards: the small thumbnail; files without one (PDF, video) show
 * their type's icon and name. The listing asks for `field.*`, so the row and its thumbnails
 * arrive with the items; a bare key is read once (cached).
 */
export function FileDisplay({ value, options }: DisplayProps) {
  const { file } = useFileRow(value);
  const key = fileKeyOf(value);
  if (key === null) return <span className="cms-display" />;
  const title = file ? fileLabel(file) : `#${key}`;
  const pictured = hasThumbnails(file);
  return (
    <span className="cms-display cms-file-display" title={title}>
      <FileThumbnail
        file={file}
        size="small"
        fit={options.crop === false ? 'contain' : 'crop'}
        alt={pictured ? title : ''}
      />
      {pictured ? null : <span className="cms-file-display__name">{title}</span>}
    </span>
  );
}
