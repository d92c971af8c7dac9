import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { dispatchCmsEvent } from '../../host/events.js';
import { useHost } from '../../host/host-context.js';
import { useT } from '../../i18n/use-t.js';
import { appRouter } from '../../router/app-router.js';
import { withoutSearchParams } from '../../router/path.js';
import type { Route } from '../../router/router.js';
import { $currentProjectKey, setCurrentProject } from '../../state/current-project.js';
import { $hydration } from '../../state/hydration.js';
import { $projectsError } from '../../state/projects.js';
import { Loader } from '../../ui/Loader.js';
import { NotificationStack } from './NotificationStack.js';
import { RouteView } from './RouteView.js';
import { SignedInView } from './SignedInView.js';

/**
 * The root view of `<cms-admin>` (spec 1 §2): a full-page loader until the first navigation has
 * passed the guard; public routes show only their screen and the notifications; signed-in routes
 * show the shell once hydrated, the loader while hydrating, the server-error screen when that
 * failed.
 */
export function AppRoot() {
  const { t } = useT();
  const host = useHost();
  const route = useStore(appRouter.$route);

  // Tell the host page where the admin is.
  useEffect(() => {
    if (!route || !host) return;
    dispatchCmsEvent(host, 'cms-navigate', {
      name: route.name,
      path: route.fullPath,
      params: route.params,
    });
  }, [route, host]);

  // An unreachable or broken API concerns the host page too (it may show its own status).
  useEffect(() => {
    if (!host) return;
    const unlistenProjects = $projectsError.listen((error) => {
      if (error) dispatchCmsEvent(host, 'cms-error', error);
    });
    const unlistenHydration = $hydration.listen(({ error }) => {
      if (error) dispatchCmsEvent(host, 'cms-error', error);
    });
    return () => {
      unlistenProjects();
      unlistenHydration();
    };
  }, [host]);

  // `?project=key` preselects a project, then leaves the URL (spec 1 §2).
  useEffect(() => {
    const project = route?.search.project;
    if (!route || !project) return;
    setCurrentProject(project);
    appRouter.redirect(withoutSearchParams(route.fullPath, ['project']));
  }, [route]);

  if (!route) return <Loader fullPage label={t('app.loading')} />;
  return (
    <>
      {route.public ? <RouteView route={route} /> : <SignedInRoute route={route} />}
      <NotificationStack />
    </>
  );
}

function SignedInRoute({ route }: { route: Route }) {
  const project = useStore($currentProjectKey);
  return <SignedInView route={route} project={route.params.project ?? project} />;
}
