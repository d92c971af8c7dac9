import { Suspense } from 'react';
import type { FileRow } from '../../api/files.js';
import type { UploadDialogProps } from '../../files/UploadDialog.js';
import { lazyScreen } from '../../screens/app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../../screens/app-root/ScreenErrorBoundary.js';
import { LibraryDialog } from './LibraryDialog.js';

// Uploading (its dialog, the upload list) is a chunk of its own, loaded when first asked for.
const UploadDialog = lazyScreen<UploadDialogProps>(() =>
  import('../../files/UploadDialog.js').then((module) => module.UploadDialog),
);

export type FileSource = 'library' | 'upload';

interface FileSourceDialogsProps {
  project: string;
  /** The dialog open now, if any. */
  open: FileSource | null;
  multiple: boolean;
  accept: readonly string[];
  onClose(): void;
  /** The files chosen in the library (none when "Choose" had nothing selected). */
  onChoose(files: FileRow[]): void;
  /** Each file the upload dialog stored. */
  onUploaded(file: FileRow): void;
}

/**
 * Where the file interfaces take files from: the library in picker mode, or the upload dialog
 * (files from the computer or a URL).
 */
export function FileSourceDialogs({
  project,
  open,
  multiple,
  accept,
  onClose,
  onChoose,
  onUploaded,
}: FileSourceDialogsProps) {
  if (open === 'library') {
    return (
      <LibraryDialog
        open
        project={project}
        multiple={multiple}
        accept={accept}
        onCancel={onClose}
        onChoose={onChoose}
      />
    );
  }
  if (open === 'upload') {
    return (
      <ScreenErrorBoundary resetKey="file-upload">
        <Suspense fallback={null}>
          <UploadDialog
            open
            project={project}
            accept={accept}
            multiple={multiple}
            onClose={onClose}
            onUploaded={onUploaded}
          />
        </Suspense>
      </ScreenErrorBoundary>
    );
  }
  return null;
}
