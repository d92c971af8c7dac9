import { Suspense } from 'react';
import { ElementFrame } from '../../host/ElementFrame.js';
import type { ProjectElementProps } from '../../host/element-props.js';
import { useT } from '../../i18n/use-t.js';
import { Loader } from '../../ui/Loader.js';
import { registerStyles } from '../../ui/styles.js';
import { lazyScreen } from '../app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../app-root/ScreenErrorBoundary.js';
import type { FileLibraryPieceScreenProps } from './file-library/FileLibraryPieceScreen.js';
import css from './pieces.css';

registerStyles(css);

// The library (its sign-in, the file browser, uploads) is its own chunk: the all-elements bundle
// that /admin/ loads carries only this shell.
const FileLibraryPieceScreen = lazyScreen<FileLibraryPieceScreenProps>(() =>
  import('./file-library/FileLibraryPieceScreen.js').then(
    (module) => module.FileLibraryPieceScreen,
  ),
);

export interface FileLibraryProps extends ProjectElementProps {
  /** MIME types, comma-separated. */
  accept?: string;
  multiple?: boolean | string;
  selectable?: boolean | string;
  folder?: string;
}

/** The component behind `<cms-file-library>`: the file library, without the admin's shell. */
export function FileLibraryPiece({
  accept,
  multiple,
  selectable,
  folder,
  ...frame
}: FileLibraryProps) {
  return (
    <ElementFrame {...frame}>
      <div className="cms-piece" part="piece">
        <ScreenErrorBoundary resetKey="file-library">
          <Suspense fallback={<PieceLoading />}>
            <FileLibraryPieceScreen
              project={frame.project}
              accept={accept}
              multiple={multiple}
              selectable={selectable}
              folder={folder}
            />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
    </ElementFrame>
  );
}

function PieceLoading() {
  const { t } = useT();
  return <Loader label={t('app.loading')} />;
}
