import { useStore } from '@nanostores/react';
import { type ReactNode, useState } from 'react';
import type { FileRow, FolderKey } from '../api/files.js';
import { useT } from '../i18n/use-t.js';
import { Icon } from '../ui/Icon.js';
import { clearFinished, refuseFolder, startUploads } from './start-uploads.js';
import { UploadList } from './UploadList.js';
import type { AcceptList } from './upload-checks.js';
import { $uploads, isRunning } from './upload-tracker.js';
import { type DroppedFiles, useFileDrop } from './use-file-drop.js';
import './register-files-styles.js';

export interface DropZoneProps {
  project: string;
  folder?: FolderKey;
  accept?: AcceptList;
  /** Several files at once (default); false takes the first file of a drop only. */
  multiple?: boolean;
  onUploaded?(file: FileRow): void;
  disabled?: boolean;
  /** Show the uploads this zone started in a panel at its lower corner (default true). */
  showUploads?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * Files dropped anywhere on the zone are uploaded; an overlay says so while they are dragged over
 * it. Pointer only: keyboard users upload through the upload dialog's file chooser.
 */
export function DropZone({
  project,
  folder,
  accept,
  multiple = true,
  onUploaded,
  disabled = false,
  showUploads = true,
  className,
  children,
}: DropZoneProps) {
  const { t } = useT();
  const [ids, setIds] = useState<string[]>([]);
  const uploads = useStore($uploads);

  const onDrop = ({ files, folders }: DroppedFiles) => {
    const refused = folders.map((name) => refuseFolder(name));
    const started = startUploads(project, multiple ? files : files.slice(0, 1), {
      accept,
      folder,
      onUploaded,
    });
    const added = [...refused, ...started].map((entry) => entry.id);
    setIds((previous) => [...previous, ...added]);
  };
  const { dragging, handlers } = useFileDrop(onDrop, disabled);

  const mine = uploads.filter((entry) => ids.includes(entry.id));
  const running = mine.filter(isRunning).length;
  const dismiss = () => {
    clearFinished(ids);
    setIds(mine.filter(isRunning).map((entry) => entry.id));
  };

  return (
    <div
      className={['cms-drop-zone', className].filter(Boolean).join(' ')}
      data-dragging={dragging || undefined}
      {...handlers}
    >
      {children}
      {dragging ? (
        <div className="cms-drop-zone__overlay" aria-hidden="true">
          <div className="cms-drop-zone__message">
            <Icon name="cloud_upload" size={48} />
            <span>{t('uploads.drop_overlay')}</span>
          </div>
        </div>
      ) : null}
      {showUploads && mine.length > 0 ? (
        <section className="cms-upload-tray" aria-label={t('uploads.list_label')}>
          <header className="cms-upload-tray__header">
            <span aria-live="polite">
              {t('uploads.summary', {
                done: mine.filter((entry) => entry.state === 'done').length,
                total: mine.length,
              })}
            </span>
            {running === 0 ? (
              <button
                type="button"
                className="cms-upload-tray__close"
                aria-label={t('uploads.close')}
                title={t('uploads.close')}
                onClick={dismiss}
              >
                <Icon name="close" size={18} />
              </button>
            ) : null}
          </header>
          <UploadList ids={ids} className="cms-upload-tray__list" />
        </section>
      ) : null}
    </div>
  );
}
