import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { downloadUrl, type FileRow } from '../../api/files.js';
import type { CollectionInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import {
  mayUpdateItem,
  useGrants,
  useOwnerRoles,
  usePermissionSubject,
} from '../../permissions/index.js';
import { $hasUnsavedEdits } from '../../state/edits.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';

interface FileDetailActionsProps {
  project: string;
  collection: CollectionInfo;
  file: FileRow;
  /** A replacement is on its way: the button waits. */
  replacing: boolean;
  /** The file is gone: nothing to download or replace. */
  gone: boolean;
  onReplace(file: File): void;
}

/** The file page's own header buttons: download the original, replace the content. */
export function FileDetailActions({
  project,
  collection,
  file,
  replacing,
  gone,
  onReplace,
}: FileDetailActionsProps) {
  const { t } = useT();
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  const judgeable = useOwnerRoles(project, collection, [file]);
  const unsaved = useStore($hasUnsavedEdits);
  const input = useRef<HTMLInputElement>(null);
  const canReplace = !gone && mayUpdateItem(grants, subject, judgeable(file));
  const hasContent = !gone && Boolean(file.private_hash || file.data);

  return (
    <>
      {hasContent ? (
        <a
          className="cms-button cms-button--secondary cms-files-action cms-file-detail-action"
          href={downloadUrl(project, file)}
          title={t('files.download')}
          download={file.filename_download || true}
        >
          <Icon name="cloud_download" size={18} />
          <span className="cms-files-action__label">{t('files.download')}</span>
        </a>
      ) : null}
      {canReplace ? (
        <>
          <input
            ref={input}
            type="file"
            hidden
            aria-hidden="true"
            tabIndex={-1}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) onReplace(chosen);
            }}
          />
          <Button
            className="cms-files-action cms-file-detail-action"
            busy={replacing}
            // Replacing reloads the form: unsaved edits would be lost.
            disabled={unsaved}
            title={unsaved ? t('files.replace_save_first') : t('files.replace')}
            onClick={() => input.current?.click()}
          >
            <Icon name="refresh" size={18} />
            <span className="cms-files-action__label">{t('files.replace')}</span>
          </Button>
        </>
      ) : null}
    </>
  );
}
