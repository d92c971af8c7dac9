import { atom } from 'nanostores';
import type { ApiErrorShape } from '../api/api-error.js';
import { toApiErrorShape } from '../api/api-error.js';
import { getRelatedProjectKeys, isCloudProjectKey } from '../api/cloud.js';
import { getProjectInfo } from '../api/project.js';
import { getProjects } from '../api/server.js';
import type { ProjectInfo } from '../api/types.js';

// The projects the server offers (spec 1 §3 "Project (client view)"). The list survives
// `resetState()`: it describes the server, not the session.

export type ProjectStatus = null | 'loading' | 'successful' | 'failed';

export interface ProjectEntry {
  key: string;
  status: ProjectStatus;
  error: ApiErrorShape | null;
  data: ProjectInfo | null;
  /** The server accepted our session cookie for this project. */
  authenticated: boolean;
}

/** null: not loaded yet (or the load failed); false: the server has no project (show the installer). */
export type ProjectList = readonly ProjectEntry[] | false | null;

export const $projects = atom<ProjectList>(null);

/** Why the last attempt to load the list failed (the API unreachable …); null otherwise. */
export const $projectsError = atom<ApiErrorShape | null>(null);

let pendingLoad: Promise<void> | null = null;

/**
 * Loads the list, then every project's info. Concurrent callers share one load. A failure leaves
 * the list null and stores the error; the next navigation tries again.
 *
 * `alongside`: a project whose info is asked for at once, beside the list instead of after it (the
 * project a first address names); its answer counts only if the list holds it.
 */
export function loadProjects(alongside?: string): Promise<void> {
  pendingLoad ??= runLoadProjects(alongside).finally(() => {
    pendingLoad = null;
  });
  return pendingLoad;
}

async function runLoadProjects(alongside?: string) {
  const early = alongside === undefined ? undefined : { key: alongside, info: settle(alongside) };
  $projectsError.set(null);
  let keys: string[] | false;
  try {
    keys = await getProjects();
  } catch (error) {
    $projectsError.set(toApiErrorShape(error));
    return;
  }
  if (keys === false) {
    $projects.set(false);
    return;
  }
  const previous = $projects.get() || [];
  $projects.set(
    keys.map(
      (key) =>
        previous.find((entry) => entry.key === key) ?? {
          key,
          status: null,
          error: null,
          data: null,
          authenticated: false,
        },
    ),
  );
  await Promise.all([
    ...keys.map((key) => loadProjectInfo(key, key === early?.key ? early.info : undefined)),
    ...keys.filter(isCloudProjectKey).map((key) => addRelatedProjects(key)),
  ]);
}

/**
 * Cloud keys (spec 1 §4): their related projects join the list, with their info. The lookup failing
 * (the service unreachable, as on a closed network) changes nothing and shows nothing.
 */
export async function addRelatedProjects(key: string): Promise<void> {
  let related: string[];
  try {
    related = await getRelatedProjectKeys(key);
  } catch (error) {
    console.info(`No related projects for ${key}.`, error);
    return;
  }
  const known = new Set(
    (($projects.get() || []) as readonly ProjectEntry[]).map((entry) => entry.key),
  );
  await Promise.all(
    related.filter((other) => !known.has(other)).map((other) => loadProjectInfo(other)),
  );
}

/** Whether a list load is under way (one started before a sign-in asked without the session). */
export function isLoadingProjects(): boolean {
  return pendingLoad !== null;
}

/**
 * The latest info request per project. The info depends on the session (only signed-in callers
 * learn the database, …), so an answer to an older request arriving after a newer one's is dropped,
 * and the older call resolves once the newer one has: whoever awaits a load finds the newest info
 * in the store.
 */
const latestInfo = new Map<string, { done: Promise<void> }>();

/** A project's info as the changes to its entry (a failure too). Never throws. */
async function settle(key: string): Promise<Partial<ProjectEntry>> {
  try {
    const { info, authenticated } = await getProjectInfo(key);
    return { status: 'successful', data: info, authenticated };
  } catch (error) {
    return { status: 'failed', error: toApiErrorShape(error), authenticated: false };
  }
}

/**
 * `GET /{key}/`: name, colours, and whether the session is accepted. Never throws. `asked`: that
 * request already made (loadProjects' `alongside`).
 */
export function loadProjectInfo(
  key: string,
  asked?: Promise<Partial<ProjectEntry>>,
): Promise<void> {
  const request = { done: Promise.resolve() };
  latestInfo.set(key, request);
  // Asking again keeps what is known until the answer comes: an entry flipped back to 'loading'
  // would unmount whatever shows it (the embedded editor's sign-in form, with the typing in it).
  const known = ($projects.get() || []).find((entry) => entry.key === key);
  if (known?.status !== 'successful') updateProject(key, { status: 'loading', error: null });
  request.done = (async () => {
    const changes = await (asked ?? settle(key));
    const latest = latestInfo.get(key);
    if (latest === request) updateProject(key, changes);
    else await latest?.done;
  })();
  return request.done;
}

export function setProjectAuthenticated(key: string, authenticated: boolean): void {
  updateProject(key, { authenticated });
}

/** Updates one entry; a key the list lacks (a private project reached by key) is added. */
function updateProject(key: string, changes: Partial<ProjectEntry>) {
  const projects = $projects.get() || [];
  const existing = projects.find((entry) => entry.key === key);
  const base: ProjectEntry = existing ?? {
    key,
    status: null,
    error: null,
    data: null,
    authenticated: false,
  };
  const updated = { ...base, ...changes };
  $projects.set(
    existing
      ? projects.map((entry) => (entry === existing ? updated : entry))
      : [...projects, updated],
  );
}

/** Whether the session is accepted for `key` (false for unknown keys). */
export function isProjectAuthenticated(key: string | null): boolean {
  const projects = $projects.get();
  if (!key || !projects) return false;
  return projects.some((entry) => entry.key === key && entry.authenticated);
}
