import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import type { FileRow, FolderKey } from '../api/files.js';
import { useT } from '../i18n/use-t.js';
import { formatBytes } from '../interfaces/file-size/format-bytes.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { Tabs } from '../ui/Tabs.js';
import { TextField } from '../ui/TextField.js';
import { DropArea } from './DropArea.js';
import {
  clearFinished,
  importUrl,
  isImportableUrl,
  refuseFolder,
  startUploads,
} from './start-uploads.js';
import { UploadList } from './UploadList.js';
import type { AcceptList } from './upload-checks.js';
import { $uploads, isRunning } from './upload-tracker.js';
import type { DroppedFiles } from './use-file-drop.js';
import { useMaxUploadSize } from './use-max-upload-size.js';
import './register-files-styles.js';

export interface UploadDialogProps {
  open: boolean;
  project: string;
  folder?: FolderKey;
  accept?: AcceptList;
  /** Several files at once (default); false takes the first file only. */
  multiple?: boolean;
  onClose(): void;
  /** Once per stored file. */
  onUploaded?(file: FileRow): void;
}

/**
 * Upload files: choose or drop them, or import a web address. The dialog lists what it started;
 * closing it lets running uploads finish and forgets the finished ones.
 */
export function UploadDialog({
  open,
  project,
  folder,
  accept,
  multiple = true,
  onClose,
  onUploaded,
}: UploadDialogProps) {
  const { t, locale } = useT();
  const [ids, setIds] = useState<string[]>([]);
  const [url, setUrl] = useState('');
  const [urlInvalid, setUrlInvalid] = useState(false);
  const uploads = useStore($uploads);
  const max = useMaxUploadSize(project);
  const mine = uploads.filter((entry) => ids.includes(entry.id));
  const finished = mine.filter((entry) => !isRunning(entry));

  const track = (newIds: string[]) => setIds((previous) => [...previous, ...newIds]);

  const onFiles = ({ files, folders }: DroppedFiles) => {
    const chosen = multiple ? files : files.slice(0, 1);
    const refused = folders.map((name) => refuseFolder(name));
    const started = startUploads(project, chosen, { accept, folder, onUploaded });
    track([...refused, ...started].map((entry) => entry.id));
  };

  const onImport = (event: FormEvent) => {
    event.preventDefault();
    if (!isImportableUrl(url)) {
      setUrlInvalid(true);
      return;
    }
    track([importUrl(project, url, { folder, onUploaded }).id]);
    setUrl('');
    setUrlInvalid(false);
  };

  const close = () => {
    clearFinished(ids);
    setIds((previous) =>
      previous.filter((id) => uploads.some((entry) => entry.id === id && isRunning(entry))),
    );
    onClose();
  };

  const devicePanel = (
    <DropArea
      accept={accept}
      multiple={multiple}
      maxSizeText={max ? formatBytes(max, true, locale ?? undefined) : null}
      onFiles={onFiles}
      autoFocus
    />
  );
  const urlPanel = (
    <form className="cms-upload-url" onSubmit={onImport} noValidate>
      <TextField
        label={t('uploads.url_label')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={url}
        invalid={urlInvalid}
        hint={urlInvalid ? t('uploads.invalid_url') : t('uploads.url_hint')}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setUrlInvalid(false);
        }}
      />
      <Button type="submit" variant="primary" disabled={url.trim() === ''}>
        {t('uploads.import')}
      </Button>
    </form>
  );

  return (
    <Dialog
      open={open}
      title={t('uploads.title')}
      onCancel={close}
      actions={
        <>
          {finished.length > 0 ? (
            <Button onClick={() => clearFinished(finished.map((entry) => entry.id))}>
              {t('uploads.clear_finished')}
            </Button>
          ) : null}
          <Button onClick={close}>{t('uploads.close')}</Button>
        </>
      }
    >
      <div className="cms-upload-dialog">
        <Tabs
          label={t('uploads.title')}
          tabs={[
            { id: 'device', label: t('uploads.from_device'), panel: devicePanel },
            { id: 'url', label: t('uploads.from_url'), panel: urlPanel },
          ]}
        />
        {/* Always rendered: a live region announces changes only once it exists. */}
        <p className="cms-upload-dialog__summary" aria-live="polite">
          {mine.length > 0
            ? t('uploads.summary', {
                done: mine.filter((entry) => entry.state === 'done').length,
                total: mine.length,
              })
            : null}
        </p>
        <UploadList ids={ids} />
      </div>
    </Dialog>
  );
}
