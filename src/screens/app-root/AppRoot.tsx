import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { dispatchCmsEvent } from '../../host/events.js';
import { useHost } from '../../host/host-context.js';
import { useT } from '../../i18n/use-t.js';
import { appRouter } from '../../router/app-router.js';
import { $navigationTarget } from '../../router/guard.js';
import { withoutSearchParams } from '../../router/path.js';
import type { Route } from '../../router/router.js';
import { $currentProjectKey, setCurrentProject } from '../../state/current-project.js';
import { $hydration } from '../../state/hydration.js';
import { $projects, $projectsError, isProjectAuthenticated } from '../../state/projects.js';
import { $collections } from '../../state/schema.js';
import { $currentUser } from '../../state/user.js';
import { Loader } from '../../ui/Loader.js';
import { NotificationStack } from './NotificationStack.js';
import { RouteView } from './RouteView.js';
import { preloadSignedInView, SignedInView } from './SignedInView.js';

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

  // A signed-in navigation fetches its screen's code while the guard loads the start-up data,
  // not after (for a visitor about to be sent to /login, nothing is fetched).
  useEffect(() => {
    const preload = () => {
      const to = $navigationTarget.get();
      if (!to || to.public) return;
      if (isProjectAuthenticated(to.params.project ?? $currentProjectKey.get())) {
        preloadSignedInView(to.name);
      }
    };
    const unbind = [$navigationTarget.listen(preload), $projects.listen(preload)];
    preload();
    return () => {
      for (const stop of unbind) stop();
    };
  }, []);

  // The first screen's first reads too, as soon as the user and the collections are known: they
  // then arrive with the rest of the start-up data (route-data.ts). Only for the first screen: a
  // later navigation reads when its screen mounts, after the previous screen saved what it had.
  useEffect(() => {
    const prefetch = () => {
      const to = $navigationTarget.get();
      const user = $currentUser.get();
      if (!to || to.public || !user || appRouter.$route.get() !== null) return;
      const collections = $collections.get();
      void import('./route-data.js').then(
        (module) => module.prefetchRouteData(to, user, collections),
        // The screen reads for itself (and reports a chunk that failed).
        () => undefined,
      );
    };
    const unbind = [$currentUser.listen(prefetch), $collections.listen(prefetch)];
    prefetch();
    return () => {
      for (const stop of unbind) stop();
    };
  }, []);

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
