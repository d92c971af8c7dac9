import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { dispatchCmsEvent } from '../../host/events.js';
import { useHost } from '../../host/host-context.js';
import { useT } from '../../i18n/use-t.js';
import { connectAdminNavigation } from '../../router/admin-navigation.js';
import { appRouter } from '../../router/app-router.js';
import { withoutSearchParams } from '../../router/path.js';
import { setCurrentProject } from '../../state/current-project.js';
import { $projectsError } from '../../state/projects.js';
import { Loader } from '../../ui/Loader.js';
import { NotificationStack } from './NotificationStack.js';
import { RouteView } from './RouteView.js';

/**
 * The root view of `<cms-admin>` (spec 1 §2): a full-page loader until the first navigation has
 * passed the guard, then the routed screen and the notification stack. (The shell and the
 * hydration gate of signed-in routes come with the next issue.)
 */
export function AppRoot() {
  const { t } = useT();
  const host = useHost();
  const route = useStore(appRouter.$route);

  useEffect(() => connectAdminNavigation(), []);

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
    return $projectsError.listen((error) => {
      if (error) dispatchCmsEvent(host, 'cms-error', error);
    });
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
      <RouteView route={route} />
      <NotificationStack />
    </>
  );
}
