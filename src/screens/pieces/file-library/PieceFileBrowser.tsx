import { useCallback, useState } from 'react';
import type { FileRow } from '../../../api/files.js';
import { dispatchCmsEvent } from '../../../host/events.js';
import { useHost } from '../../../host/host-context.js';
import { FileBrowser } from '../../files/FileBrowser.js';
import { FileInfoDialog } from './FileInfoDialog.js';
import { useUploadErrors } from './use-upload-errors.js';

interface PieceFileBrowserProps {
  project: string;
  folder: string | null;
  selectable: boolean;
  multiple: boolean;
  accept: readonly string[];
}

/**
 * The library's file browser inside `<cms-file-library>`, reporting to the host page: each
 * finished upload as `cms-file-uploaded`, the picker's choice as `cms-file-selected`, failed
 * uploads as `cms-error`. Outside picker mode a file opens in a dialog, never in the admin.
 */
export function PieceFileBrowser({
  project,
  folder,
  selectable,
  multiple,
  accept,
}: PieceFileBrowserProps) {
  const host = useHost();
  const [opened, setOpened] = useState<FileRow | null>(null);
  useUploadErrors();

  const onUploaded = useCallback(
    (file: FileRow) => {
      if (host) dispatchCmsEvent(host, 'cms-file-uploaded', { file });
    },
    [host],
  );
  const onSelect = useCallback(
    (files: FileRow[]) => {
      if (host) dispatchCmsEvent(host, 'cms-file-selected', { files });
    },
    [host],
  );

  return (
    <>
      <FileBrowser
        // A new folder attribute opens that folder (the browser keeps its own afterwards).
        key={folder ?? ''}
        project={project}
        folder={folder}
        selectable={selectable}
        multiple={multiple}
        accept={accept}
        onSelect={onSelect}
        onUploaded={onUploaded}
        onOpen={setOpened}
      />
      <FileInfoDialog file={opened} onClose={() => setOpened(null)} />
    </>
  );
}
