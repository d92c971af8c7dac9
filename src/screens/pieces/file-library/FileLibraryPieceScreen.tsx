import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t.js';
import { registerStyles } from '../../../ui/styles.js';
import signInCss from '../item-editor/item-editor-piece.css';
import { PieceSignIn } from '../item-editor/PieceSignIn.js';
import { PieceSession } from '../PieceSession.js';
import css from './file-library-piece.css';
import { PieceFileBrowser } from './PieceFileBrowser.js';
import { acceptList, flag } from './piece-options.js';

registerStyles(signInCss);
registerStyles(css);

export interface FileLibraryPieceScreenProps {
  project?: string;
  accept?: string;
  multiple?: boolean | string;
  selectable?: boolean | string;
  folder?: string;
}

/**
 * Inside `<cms-file-library>`: the project's session first (PieceSession, signing in inline as
 * `<cms-item-editor>` does), then the file library.
 */
export function FileLibraryPieceScreen(props: FileLibraryPieceScreenProps) {
  const { t } = useT();
  const accept = useMemo(() => acceptList(props.accept), [props.accept]);
  return (
    <PieceSession
      project={props.project}
      texts={{
        noProject: t('file_library_piece.no_project'),
        otherProject: (project, other) => t('file_library_piece.other_project', { project, other }),
        failed: t('file_library_piece.session_failed'),
      }}
      signIn={(project) => (
        <PieceSignIn
          project={project}
          title={t('file_library_piece.sign_in_title')}
          body={(name) => t('file_library_piece.sign_in_body', { project: name })}
        />
      )}
    >
      {(project) => (
        <PieceFileBrowser
          project={project}
          folder={props.folder || null}
          selectable={flag(props.selectable)}
          // A picker takes one file unless told otherwise; the library uploads several.
          multiple={props.multiple === undefined ? !flag(props.selectable) : flag(props.multiple)}
          accept={accept}
        />
      )}
    </PieceSession>
  );
}
