import type { ReadableAtom } from 'nanostores';
import { useEffect } from 'react';
import { appRouter } from '../../router/app-router.js';
import { $navigationTarget } from '../../router/guard.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { $projects, isProjectAuthenticated } from '../../state/projects.js';
import { $collections } from '../../state/schema.js';
import { $currentUser } from '../../state/user.js';
import { preloadSignedInView } from './SignedInView.js';

/**
 * A signed-in navigation fetches its screen's code while the guard loads the start-up data, not
 * after (for a visitor about to be sent to /login, nothing is fetched).
 */
function preloadCode(): void {
  const to = $navigationTarget.get();
  if (!to || to.public) return;
  if (isProjectAuthenticated(to.params.project ?? $currentProjectKey.get())) {
    preloadSignedInView(to.name);
  }
}

/**
 * The first screen's first reads too, as soon as the user and the collections are known: they
 * then arrive with the rest of the start-up data (route-data.ts). Only for the first screen: a
 * later navigation reads when its screen mounts, after the previous screen saved what it had.
 */
function prefetchData(): void {
  const to = $navigationTarget.get();
  const user = $currentUser.get();
  if (!to || to.public || !user || appRouter.$route.get() !== null) return;
  const collections = $collections.get();
  void import('./route-data.js').then(
    (module) => module.prefetchRouteData(to, user, collections),
    // The screen reads for itself (and reports a chunk that failed).
    () => undefined,
  );
}

/** Runs `check` now and after every change of `stores`; returns the function that stops it. */
function watch(stores: readonly ReadableAtom<unknown>[], check: () => void): () => void {
  const unbind = stores.map((store) => store.listen(check));
  check();
  return () => {
    for (const stop of unbind) stop();
  };
}

/**
 * What `<cms-admin>` starts for its first screen while the guard loads the start-up data, from
 * the element itself rather than from the views (which wait for the first language): the
 * screen's code, and its first reads.
 */
export function useFirstScreenPreload(): void {
  useEffect(() => watch([$navigationTarget, $projects], preloadCode), []);
  useEffect(() => watch([$currentUser, $collections], prefetchData), []);
}
