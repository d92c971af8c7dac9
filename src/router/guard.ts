import { onSet } from 'nanostores';
import { $currentProjectKey } from '../state/current-project.js';
import { $hydration } from '../state/hydration.js';
import { $projects, isProjectAuthenticated, loadProjects } from '../state/projects.js';
import { closeSidebars } from '../state/sidebars.js';
import { formatPath } from './path.js';
import type { Route, Router } from './router.js';

// The navigation guard of spec 1 §2, step by step in its exact order. Every navigation is held
// back (`abort`), decided (possibly after loading data), then either committed or redirected.

export type GuardDecision = { pass: true } | { pass: false; redirect: string };

const PASS: GuardDecision = { pass: true };
const redirectTo = (path: string): GuardDecision => ({ pass: false, redirect: path });

/** Decides one navigation. Returns the decision instead of acting, so it can be tested alone. */
export async function decideNavigation(to: Route): Promise<GuardDecision> {
  // 1. Close the navigation and info sidebars.
  closeSidebars();

  // 2. Load the project list if it is missing.
  if ($projects.get() === null) await loadProjects();

  // 3. No projects on the server: the installer.
  if ($projects.get() === false) return to.name === 'install' ? PASS : redirectTo('/install');

  // 4. Public routes always pass.
  if (to.public) return PASS;

  // 5. A project other than the previous one: switch to it.
  const routeProject = to.params.project;
  if (routeProject !== undefined && routeProject !== $currentProjectKey.get()) {
    const decision = await switchProject(routeProject, to);
    if (decision) return decision;
  } else if (isProjectAuthenticated(projectOf(to)) && !$hydration.get().hydrated) {
    // 6. Signed in but the start-up data is not loaded: hydrate.
    const decision = await hydrate(to);
    if (decision) return decision;
  }

  // 7. Signed-in users pass.
  if (isProjectAuthenticated(projectOf(to))) return PASS;

  // 8. Everyone else signs in first: `/` keeps its query, other paths ask to come back.
  if (to.path === '/') return redirectTo(formatPath('/login', to.search));
  return redirectTo(formatPath('/login', { redirect: to.fullPath }));
}

/**
 * Step 5 (spec 1 §4 "Switching project"). Filled in by the next issue: load the project's info,
 * set its default locale, reset state, reload projects, hydrate, go to the last page. Until then
 * it lets the remaining steps decide (unauthenticated visitors still end on /login).
 */
export async function switchProject(_project: string, _to: Route): Promise<GuardDecision | null> {
  return null; // Not implemented yet: navigation continues with steps 7 and 8.
}

/**
 * Step 6 (spec 1 §4 "Start-up loading"). Filled in by the next issue: load the current user,
 * extensions, collections, bookmarks, server info, permissions, relations and settings.
 */
export async function hydrate(_to: Route): Promise<GuardDecision | null> {
  return null; // Not implemented yet: the stores it fills arrive with the next issue.
}

/** The project a route is about: its `:project` parameter, else the current one. */
function projectOf(route: Route): string | null {
  return route.params.project ?? $currentProjectKey.get();
}

/**
 * Puts the guard in front of `router`: each new route is aborted, decided, then committed or
 * redirected. A decision that arrives after a newer navigation is dropped. Returns the uninstaller.
 */
export function installNavigationGuard<Name extends string>(router: Router<Name>): () => void {
  const approved = new WeakSet<Route>();
  let latest: Route | null = null;

  return onSet(router.$route, ({ newValue, abort }) => {
    if (newValue === null || approved.has(newValue)) return;
    abort();
    const to = newValue;
    latest = to;
    void decideNavigation(to)
      .catch((error: unknown) => {
        // A broken step must not leave the admin stuck on its loader; the screen shows the rest.
        console.error('The navigation guard failed; letting the navigation through.', error);
        return PASS;
      })
      .then((decision) => {
        if (latest !== to) return;
        if (decision.pass) {
          approved.add(to);
          router.commit(to);
        } else {
          router.redirect(decision.redirect);
        }
      });
  });
}
