import { atom, onSet } from 'nanostores';
import { trackPage } from '../api/users.js';
import { applyPreferredLocale } from '../i18n/preferred-locale.js';
import { $currentProjectKey, setCurrentProject } from '../state/current-project.js';
import {
  $hydration,
  forgetOtherProject,
  hydrate as hydrateProject,
  isHydratedFor,
} from '../state/hydration.js';
import {
  $projects,
  isProjectAuthenticated,
  loadProjectInfo,
  loadProjects,
} from '../state/projects.js';
import { resetState } from '../state/reset.js';
import { closeSidebars } from '../state/sidebars.js';
import { $currentUser, setLastPage } from '../state/user.js';
import { mayLeave } from './leave-guard.js';
import { formatPath } from './path.js';
import { safeRedirectTarget } from './redirect-target.js';
import type { Route, Router } from './router.js';
import { UNTRACKED_ROUTES } from './routes.js';

// The navigation guard of spec 1 §2, step by step in its exact order. Every navigation is held
// back (`abort`), decided (possibly after loading data), then either committed or redirected.

/**
 * Where the navigation being decided goes, published as the guard starts on it: the root view
 * fetches that screen's code while the guard still loads the start-up data.
 */
export const $navigationTarget = atom<Route | null>(null);

/** Let through, go elsewhere instead, or stay: drop the navigation and change nothing. */
export type GuardDecision =
  | { pass: true }
  | { pass: false; redirect: string }
  | { pass: false; stay: true };

const PASS: GuardDecision = { pass: true };
const STAY: GuardDecision = { pass: false, stay: true };
const redirectTo = (path: string): GuardDecision => ({ pass: false, redirect: path });

/** Decides one navigation. Returns the decision instead of acting, so it can be tested alone. */
export async function decideNavigation(to: Route): Promise<GuardDecision> {
  // 1. Close the navigation and info sidebars.
  closeSidebars();

  // 2. Load the project list if it is missing, the info of the address's project beside it.
  // (Loaded here, it is as new as a hydration below would load it: that one does not ask again.)
  const listMissing = $projects.get() === null;
  if (listMissing) await loadProjects(to.params.project);
  // A list that failed to load is asked for again by the hydration.
  const projectsLoaded = listMissing && $projects.get() !== null;

  // 3. No projects on the server: the installer.
  if ($projects.get() === false) return to.name === 'install' ? PASS : redirectTo('/install');

  // 4. Public routes always pass.
  if (to.public) return PASS;

  // 5. A project other than the previous one: switch to it.
  const routeProject = to.params.project;
  if (routeProject !== undefined && routeProject !== $currentProjectKey.get()) {
    const decision = await switchProject(routeProject, to, { projectsLoaded });
    if (decision) return decision;
  } else if (isProjectAuthenticated(projectOf(to)) && !isHydratedFor(projectOf(to))) {
    // 6. Signed in but this project's start-up data is not loaded (not at all, or another
    // project's is, as after signing in to another project on /login): hydrate.
    const decision = await hydrate(to, { projectsLoaded });
    if (decision) return decision;
  }

  // 7. Signed-in users pass.
  if (isProjectAuthenticated(projectOf(to))) return PASS;

  // 8. Everyone else signs in first: `/` keeps its query, other paths ask to come back.
  if (to.path === '/') return redirectTo(formatPath('/login', to.search));
  return redirectTo(formatPath('/login', { redirect: to.fullPath }));
}

/**
 * Step 5 (spec 1 §4 "Switching project"). The route's project becomes the current one; its info
 * is loaded when unknown and its default language applies. Signed in (the route is not public:
 * step 4 let those through): reset the session state, reload the projects and hydrate (one
 * action, see `hydrateProject`; `projectsLoaded`: step 2 of this navigation just loaded them),
 * then go to the user's last page or `/{project}/collections`. A deep link below the project's
 * collection overview is kept rather than replaced. Not signed in: null, so steps 7-8 send the
 * visitor to /login with the deep link as `redirect`.
 */
export async function switchProject(
  project: string,
  to: Route,
  { projectsLoaded = false } = {},
): Promise<GuardDecision | null> {
  setCurrentProject(project);
  const entry = findProject(project);
  if (!entry || entry.data === null) await loadProjectInfo(project);
  void applyPreferredLocale(findProject(project)?.data?.default_locale);
  if (!isProjectAuthenticated(project)) {
    // Signed out there: the previous project's collections must not follow the visitor.
    forgetOtherProject(project);
    return null;
  }

  resetState();
  await hydrateProject(project, { projectsLoaded });
  // A failed hydration goes on to steps 7-8: signed in, the root view shows the server-error
  // screen with the stored error; a session that expired meanwhile goes to /login.
  if (!$hydration.get().hydrated) return null;

  const destination = landingPath(project, to);
  return destination === to.fullPath ? PASS : redirectTo(destination);
}

/**
 * Step 6 (spec 1 §4 "Start-up loading"): hydrates the route's project. A failure keeps the error
 * in `$hydration` for the root view and lets steps 7-8 decide (an expired session makes the
 * project unauthenticated again, so the visitor goes to /login).
 */
export async function hydrate(
  to: Route,
  { projectsLoaded = false } = {},
): Promise<GuardDecision | null> {
  const project = projectOf(to);
  if (project !== null) await hydrateProject(project, { projectsLoaded });
  return null;
}

/** Where a switch lands: the requested deep link, else the last page, else the collections. */
function landingPath(project: string, to: Route): string {
  const overview = `/${project}/collections`;
  if (to.path !== overview && to.path !== `${overview}/`) return to.fullPath;
  const lastPage = safeRedirectTarget($currentUser.get()?.last_page ?? undefined);
  return lastPage?.startsWith(`/${project}/`) ? lastPage : to.fullPath;
}

function findProject(key: string) {
  const projects = $projects.get();
  return projects ? (projects.find((entry) => entry.key === key) ?? null) : null;
}

/** Whether a visit to `route` is recorded as the user's last page (spec 1 §2). */
export function isTrackedRoute(route: Route): boolean {
  return !(UNTRACKED_ROUTES as readonly string[]).includes(route.name);
}

/**
 * After a navigation, once hydrated: records the path as the user's last page, locally at once
 * and on the server in the background (`PATCH users/{id}/tracking/page`). Failures are ignored:
 * tracking must never disturb navigation.
 */
export function trackNavigation(route: Route): void {
  if (!$hydration.get().hydrated || !isTrackedRoute(route)) return;
  const user = $currentUser.get();
  const project = $currentProjectKey.get();
  if (!user || !project || user.last_page === route.path) return;
  setLastPage(route.path);
  trackPage(project, user.id, route.path).catch((error: unknown) => {
    console.warn('Could not record the last page.', error);
  });
}

/** The project a route is about: its `:project` parameter, else the current one. */
function projectOf(route: Route): string | null {
  return route.params.project ?? $currentProjectKey.get();
}

/**
 * A screen with unsaved work may keep the user (router/leave-guard.ts); declining stays: the
 * current route, the sidebars and the address are left exactly as they are (no new navigation
 * back, which would close the sidebars and re-render the screen). Otherwise the navigation is
 * decided as usual.
 */
async function leaveOrDecide(from: Route | null, to: Route): Promise<GuardDecision> {
  if (from && from.fullPath !== to.fullPath && !(await mayLeave(to.fullPath))) return STAY;
  return decideNavigation(to);
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
    const from = router.$route.get();
    latest = to;
    $navigationTarget.set(to);
    void leaveOrDecide(from, to)
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
          trackNavigation(to);
        } else if ('stay' in decision) {
          router.cancel(to);
        } else {
          router.redirect(decision.redirect);
        }
      });
  });
}
