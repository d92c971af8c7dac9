import { useStore } from '@nanostores/react';
import { assetUrl, type FileRow } from '../../../api/files.js';
import { FileThumbnail } from '../../../files/FileThumbnail.js';
import { useT } from '../../../i18n/use-t.js';
import { fileFacts, fileLabel } from '../../../interfaces/file/file-value.js';
import { $currentProjectKey } from '../../../state/current-project.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';

/**
 * A file opened in the embedded library (outside picker mode): the piece has no detail page of its
 * own, so it shows the large preview, the facts and a link to the original in a dialog.
 */
export function FileInfoDialog({ file, onClose }: { file: FileRow | null; onClose(): void }) {
  const { t, locale } = useT();
  const project = useStore($currentProjectKey);
  const title = file ? fileLabel(file) : '';
  return (
    <Dialog
      open={file !== null}
      title={title}
      onCancel={onClose}
      actions={<Button onClick={onClose}>{t('file_library_piece.close')}</Button>}
    >
      {file ? (
        <div className="cms-file-library-piece__info">
          <FileThumbnail
            file={file}
            size="large"
            fit="contain"
            alt={t('file_library_piece.preview_of', { title })}
          />
          <p>{fileFacts(file, locale ?? undefined)}</p>
          {project ? (
            <a href={assetUrl(project, file)} target="_blank" rel="noopener noreferrer">
              {t('file_library_piece.open_original')}
            </a>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
