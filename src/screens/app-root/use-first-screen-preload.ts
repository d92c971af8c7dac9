import { useEffect } from 'react';
import { appRouter } from '../../router/app-router.js';
import { $navigationTarget } from '../../router/guard.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { $projects, isProjectAuthenticated } from '../../state/projects.js';
import { $collections } from '../../state/schema.js';
import { $currentUser } from '../../state/user.js';
import { preloadSignedInView } from './SignedInView.js';

/**
 * What `<cms-admin>` starts for its first screen while the guard loads the start-up data, from
 * the element itself rather than from the views (which wait for the first language): the
 * screen's code, and its first reads.
 */
export function useFirstScreenPreload(): void {
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
}
