import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ApiErrorShape } from '../../../api/api-error.js';
import { $hydration, hydrate, isHydratedFor } from '../../../state/hydration.js';
import {
  $projects,
  $projectsError,
  loadProjectInfo,
  loadProjects,
} from '../../../state/projects.js';
import { $claimedProject, claimProject } from './project-claims.js';

// What `<cms-item-editor>` needs before it can show a form: the project's info (is the session
// cookie accepted?), then the signed-in start-up data (schema, permissions, user) that the admin's
// navigation guard would load. The stores are the page's: when a `<cms-admin>` on the same page
// has loaded them for this project already, nothing is loaded twice; loaded for another project,
// they are loaded again for this one. Two editors of different projects cannot both be shown: the
// later one loads its project, the other says so (project-claims.ts).

export type PieceSession =
  | { state: 'no-project' }
  | { state: 'loading' }
  | { state: 'signed-out' }
  /** Another element on the page has the stores load `project`. */
  | { state: 'other-project'; project: string }
  | { state: 'failed'; error: ApiErrorShape; retry(): void }
  | { state: 'ready' };

/** HTTP status of a session the server no longer accepts. */
const UNAUTHORIZED = 401;

export function usePieceSession(project: string | null): PieceSession {
  const projects = useStore($projects);
  const projectsError = useStore($projectsError);
  const hydration = useStore($hydration);
  const claimed = useStore($claimedProject);
  const [attempt, setAttempt] = useState(0);
  const entry = project && projects ? projects.find((one) => one.key === project) : undefined;
  const authenticated = entry?.authenticated === true;
  const infoMissing = projects !== null && projects !== false && entry?.status == null;

  // The list first, as the sign-in screen does (a lone entry would hide the others from an admin
  // element on the same page); then a private project the list lacks, by its key.
  useEffect(() => {
    if (project && projects === null && !projectsError) void loadProjects();
  }, [project, projects, projectsError]);
  useEffect(() => {
    if (project && infoMissing) void loadProjectInfo(project);
  }, [project, infoMissing]);

  // This editor's project, claimed anew whenever the attribute changes (the latest claim wins).
  useEffect(() => (project ? claimProject(project) : undefined), [project]);
  const ours = project !== null && claimed === project;

  // Signed in (now, or by the inline form): load the start-up data of this project unless it is
  // there, also after something on the page reset it or loaded another project (hydrate() drops
  // that one's data first). Concurrent loads of one project are shared.
  const loaded = isHydratedFor(project) && hydration.hydrated;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (project && ours && authenticated && !loaded) void hydrate(project);
  }, [project, ours, authenticated, loaded, attempt]);

  // A session that expired since the project info was read: ask the server again, which turns
  // the project unauthenticated and brings the sign-in form.
  const hydrationError = hydration.error;
  useEffect(() => {
    if (project && hydrationError?.status === UNAUTHORIZED) void loadProjectInfo(project);
  }, [project, hydrationError]);

  if (!project || projects === false) return { state: 'no-project' };
  if (claimed !== null && !ours) return { state: 'other-project', project: claimed };
  if (projects === null) {
    return projectsError
      ? { state: 'failed', error: projectsError, retry: () => void loadProjects() }
      : { state: 'loading' };
  }
  if (!entry || entry.status === null || entry.status === 'loading') return { state: 'loading' };
  if (entry.status === 'failed' && entry.error) {
    return { state: 'failed', error: entry.error, retry: () => void loadProjectInfo(project) };
  }
  if (!authenticated) return { state: 'signed-out' };
  if (hydration.error && hydration.error.status !== UNAUTHORIZED) {
    return { state: 'failed', error: hydration.error, retry: () => setAttempt((n) => n + 1) };
  }
  return loaded ? { state: 'ready' } : { state: 'loading' };
}
