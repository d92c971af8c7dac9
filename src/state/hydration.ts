import { map } from 'nanostores';
import { type ApiErrorShape, toApiErrorShape } from '../api/api-error.js';
import { getBookmarks } from '../api/bookmarks.js';
import { getMyPermissions } from '../api/permissions.js';
import { getCollections, getRelations } from '../api/schema.js';
import { getSettings } from '../api/settings.js';
import { getCurrentUser } from '../api/users.js';
import { applyPreferredLocale } from '../i18n/preferred-locale.js';
import { setPermissions } from '../permissions/store.js';
import { setBookmarks } from './bookmarks.js';
import { loadServerExtensions, setServerExtensions } from './extensions.js';
import { isLoadingProjects, loadProjectInfo, loadProjects } from './projects.js';
import { onReset, resetState } from './reset.js';
import { setCollections, setRelations } from './schema.js';
import { setSettings } from './settings.js';
import { isAdminUser, setCurrentUser } from './user.js';

// Whether the start-up data of the signed-in session has loaded (spec 1 §4). On failure the flag
// stays false and the error is kept for the server-error screen.

export interface Hydration {
  hydrated: boolean;
  error: ApiErrorShape | null;
}

export const $hydration = map<Hydration>({ hydrated: false, error: null });

export function setHydrated(): void {
  $hydration.set({ hydrated: true, error: null });
}

export function setHydrationError(error: ApiErrorShape): void {
  $hydration.set({ hydrated: false, error });
}

/** Bumped by every reset, so a hydration that was overtaken by one does not write its results. */
let generation = 0;
let pending: { project: string; generation: number; promise: Promise<void> } | null = null;
/** The project the session stores describe (loaded, loading or failed); null after a reset. */
let loadedProject: string | null = null;

/** Whether the start-up data of `project` (not of another project) has loaded. */
export function isHydratedFor(project: string | null): boolean {
  return project !== null && loadedProject === project && $hydration.get().hydrated;
}

/**
 * The session stores describe one project (spec 1 §4): before another project is signed in to
 * or visited, the previous one's user, schema, permissions and bookmarks are dropped.
 */
export function forgetOtherProject(project: string): void {
  if (loadedProject !== null && loadedProject !== project) resetState();
}

/**
 * Start-up loading of spec 1 §4 for `project`, everything in parallel: the project list and its
 * info (version, database, max upload size), the current user (whose language then applies),
 * server-hosted extensions, collections, relations, settings, bookmarks, and for non-admins
 * `permissions/me` (those wait for the user: they need its id, role and admin flag). Sets
 * `hydrated`, or stores the first error. Never throws. Concurrent calls for the same project
 * share one load; another project's data is dropped first.
 *
 * `projectsLoaded`: the caller loaded the project list and infos moments ago, with this session
 * (the first navigation of a page does, just before): they are not asked for a second time.
 */
export function hydrate(project: string, { projectsLoaded = false } = {}): Promise<void> {
  if (pending && pending.project === project && pending.generation === generation) {
    return pending.promise;
  }
  forgetOtherProject(project);
  loadedProject = project;
  const started = generation;
  const promise = runHydrate(project, started, projectsLoaded).finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  pending = { project, generation: started, promise };
  return promise;
}

async function runHydrate(project: string, started: number, projectsLoaded: boolean) {
  const current = () => generation === started;
  const whenCurrent =
    <T>(apply: (value: T) => void) =>
    (value: T) => {
      if (current()) apply(value);
    };
  $hydration.set({ hydrated: false, error: null });
  // A list load already under way may have asked for this project's info before the sign-in,
  // without the session (no database, …): its info is asked again, and the newer answer wins.
  const listLoadShared = isLoadingProjects();
  try {
    await Promise.all([
      // First: the user is the head of the longest chain (bookmarks and permissions wait for it),
      // and the browser sends the requests in the order they are made, six at a time.
      getCurrentUser(project).then(async (user) => {
        if (!current()) return;
        setCurrentUser(user);
        void applyPreferredLocale(user.locale);
        await Promise.all([
          getBookmarks(project, user.id, user.role?.id ?? null).then(whenCurrent(setBookmarks)),
          isAdminUser(user)
            ? undefined
            : getMyPermissions(project).then(whenCurrent(setPermissions)),
        ]);
      }),
      getCollections(project).then(whenCurrent(setCollections)),
      getRelations(project).then(whenCurrent(setRelations)),
      getSettings(project).then(whenCurrent(setSettings)),
      loadServerExtensions(project).then(whenCurrent(setServerExtensions)),
      projectsLoaded ? undefined : loadProjects(),
      listLoadShared ? loadProjectInfo(project) : undefined,
    ]);
    if (current()) setHydrated();
  } catch (error) {
    if (current()) setHydrationError(toApiErrorShape(error));
  }
}

onReset(() => {
  generation += 1;
  pending = null;
  loadedProject = null;
  $hydration.set({ hydrated: false, error: null });
});
