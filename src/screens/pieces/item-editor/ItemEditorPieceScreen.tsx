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
import css from './item-editor-piece.css';
import { PieceEditor } from './PieceEditor.js';
import { PieceSignIn } from './PieceSignIn.js';
import { useErrorEvent } from './use-error-event.js';
import { usePieceSession } from './use-piece-session.js';

registerStyles(css);

export interface ItemEditorPieceScreenProps {
  project?: string;
  collection?: string;
  /** `+` for a new item. */
  primaryKey?: string;
}

/**
 * Inside `<cms-item-editor>`: the project's session first (signing in inline when there is none),
 * then the item. Its own in-memory router stands in for the admin's, so nothing it does (the
 * sign-in flow's "go on") ever moves the host page's hash or an admin element on the same page.
 */
export function ItemEditorPieceScreen(props: ItemEditorPieceScreenProps) {
  const { t } = useT();
  const currentProject = useStore($currentProjectKey);
  const project = props.project || currentProject;
  const router = useMemo(() => createRouter(routes), []);
  const session = usePieceSession(project);
  useErrorEvent(session.state === 'failed' ? session.error : null);

  let content: ReactNode;
  if (session.state === 'no-project' || !project) {
    content = <Notice color="warning">{t('item_editor_piece.no_project')}</Notice>;
  } else if (session.state === 'other-project') {
    content = (
      <Notice color="warning" live>
        {t('item_editor_piece.other_project', { project, other: session.project })}
      </Notice>
    );
  } else if (session.state === 'loading') {
    content = <Loader label={t('app.loading')} />;
  } else if (session.state === 'failed') {
    content = (
      <Notice color="danger" title={t('item_editor_piece.session_failed')} live>
        <p>{errorMessage(t, session.error)}</p>
        <Button onClick={session.retry}>{t('item.retry')}</Button>
      </Notice>
    );
  } else if (session.state === 'signed-out') {
    content = <PieceSignIn project={project} />;
  } else if (!props.collection || !props.primaryKey) {
    content = <Notice color="warning">{t('item_editor_piece.no_target')}</Notice>;
  } else {
    content = (
      <PieceEditor project={project} collection={props.collection} primaryKey={props.primaryKey} />
    );
  }
  return <RouterContext.Provider value={router}>{content}</RouterContext.Provider>;
}
