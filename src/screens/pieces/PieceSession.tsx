import { useStore } from '@nanostores/react';
import { type ReactNode, useMemo } from 'react';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { RouterContext } from '../../router/Link.js';
import { createRouter } from '../../router/router.js';
import { routes } from '../../router/routes.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { Button } from '../../ui/Button.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { useErrorEvent } from './item-editor/use-error-event.js';
import { usePieceSession } from './item-editor/use-piece-session.js';

/** The piece's own words for the states every piece passes through. */
export interface PieceSessionTexts {
  noProject: string;
  otherProject(project: string, other: string): string;
  failed: string;
}

interface PieceSessionProps {
  /** The element's `project` attribute; else the page's current project. */
  project?: string;
  texts: PieceSessionTexts;
  /** The inline sign-in, for the project in use. */
  signIn(project: string): ReactNode;
  /** The piece itself, once the project's session is ready. */
  children(project: string): ReactNode;
}

/**
 * What every embeddable piece does before showing itself: find its project, wait for the
 * project's session (signing in inline when there is none), say when another element holds the
 * page's project or starting failed (and fire `cms-error`). Its own in-memory router stands in for
 * the admin's, so nothing inside moves the host page's hash.
 */
export function PieceSession({ project: own, texts, signIn, children }: PieceSessionProps) {
  const { t } = useT();
  const currentProject = useStore($currentProjectKey);
  const project = own || currentProject;
  const router = useMemo(() => createRouter(routes), []);
  const session = usePieceSession(project);
  useErrorEvent(session.state === 'failed' ? session.error : null);

  let content: ReactNode;
  if (session.state === 'no-project' || !project) {
    content = <Notice color="warning">{texts.noProject}</Notice>;
  } else if (session.state === 'other-project') {
    content = (
      <Notice color="warning" live>
        {texts.otherProject(project, session.project)}
      </Notice>
    );
  } else if (session.state === 'loading') {
    content = <Loader label={t('app.loading')} />;
  } else if (session.state === 'failed') {
    content = (
      <Notice color="danger" title={texts.failed} live>
        <p>{errorMessage(t, session.error)}</p>
        <Button onClick={session.retry}>{t('item.retry')}</Button>
      </Notice>
    );
  } else if (session.state === 'signed-out') {
    content = signIn(project);
  } else {
    content = children(project);
  }
  return <RouterContext.Provider value={router}>{content}</RouterContext.Provider>;
}
