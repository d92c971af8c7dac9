import { Suspense } from 'react';
import type { FileRow } from '../../api/files.js';
import { useT } from '../../i18n/use-t.js';
import { lazyScreen } from '../../screens/app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../../screens/app-root/ScreenErrorBoundary.js';
import type { FileBrowserProps } from '../../screens/files/FileBrowser.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Loader } from '../../ui/Loader.js';

// The library is its own chunk: a form with a file field loads it only when "choose from the
// library" is pressed.
const FileBrowser = lazyScreen<FileBrowserProps>(() =>
  import('../../screens/files/FileBrowser.js').then((module) => module.FileBrowser),
);

interface LibraryDialogProps {
  open: boolean;
  project: string;
  multiple: boolean;
  accept: readonly string[];
  onCancel(): void;
  onChoose(files: FileRow[]): void;
}

/** The file library in picker mode, in a dialog: its "Choose" button answers with the selection. */
export function LibraryDialog({
  open,
  project,
  multiple,
  accept,
  onCancel,
  onChoose,
}: LibraryDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      open={open}
      title={
        multiple ? t('file_interfaces.library_title_many') : t('file_interfaces.library_title')
      }
      onCancel={onCancel}
      actions={<Button onClick={onCancel}>{t('file_interfaces.cancel')}</Button>}
    >
      <div className="cms-file-picker">
        <ScreenErrorBoundary resetKey="file-picker">
          <Suspense fallback={<Loader label={t('app.loading')} />}>
            <FileBrowser
              project={project}
              selectable
              multiple={multiple}
              accept={accept}
              onSelect={onChoose}
            />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
    </Dialog>
  );
}
