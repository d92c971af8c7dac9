import { useStore } from '@nanostores/react';
import { type ReactNode, useMemo } from 'react';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { RouterContext } from '../../../router/Link.js';
import { createRouter } from '../../../router/router.js';
import { routes } from '../../../router/routes.js';
import { $currentProjectKey } from '../../../state/current-project.js';
import { Button } from '../../../ui/Button.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { registerStyles } from '../../../ui/styles.js';
import signInCss from '../item-editor/item-editor-piece.css';
import { PieceSignIn } from '../item-editor/PieceSignIn.js';
import { useErrorEvent } from '../item-editor/use-error-event.js';
import { usePieceSession } from '../item-editor/use-piece-session.js';
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
 * Inside `<cms-file-library>`: the project's session first (signing in inline when there is none,
 * as `<cms-item-editor>` does), then the file library. Its own in-memory router stands in for the
 * admin's, so nothing in it moves the host page's hash.
 */
export function FileLibraryPieceScreen(props: FileLibraryPieceScreenProps) {
  const { t } = useT();
  const currentProject = useStore($currentProjectKey);
  const project = props.project || currentProject;
  const router = useMemo(() => createRouter(routes), []);
  const session = usePieceSession(project);
  useErrorEvent(session.state === 'failed' ? session.error : null);
  const accept = useMemo(() => acceptList(props.accept), [props.accept]);

  let content: ReactNode;
  if (session.state === 'no-project' || !project) {
    content = <Notice color="warning">{t('file_library_piece.no_project')}</Notice>;
  } else if (session.state === 'other-project') {
    content = (
      <Notice color="warning" live>
        {t('file_library_piece.other_project', { project, other: session.project })}
      </Notice>
    );
  } else if (session.state === 'loading') {
    content = <Loader label={t('app.loading')} />;
  } else if (session.state === 'failed') {
    content = (
      <Notice color="danger" title={t('file_library_piece.session_failed')} live>
        <p>{errorMessage(t, session.error)}</p>
        <Button onClick={session.retry}>{t('item.retry')}</Button>
      </Notice>
    );
  } else if (session.state === 'signed-out') {
    content = (
      <PieceSignIn
        project={project}
        title={t('file_library_piece.sign_in_title')}
        body={(name) => t('file_library_piece.sign_in_body', { project: name })}
      />
    );
  } else {
    content = (
      <PieceFileBrowser
        project={project}
        folder={props.folder || null}
        selectable={flag(props.selectable)}
        // A picker takes one file unless told otherwise; the library uploads several.
        multiple={props.multiple === undefined ? !flag(props.selectable) : flag(props.multiple)}
        accept={accept}
      />
    );
  }
  return <RouterContext.Provider value={router}>{content}</RouterContext.Provider>;
}
