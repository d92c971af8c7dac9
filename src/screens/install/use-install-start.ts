import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ApiErrorShape } from '../../api/api-error.js';
import { $projects, $projectsError, loadProjects } from '../../state/projects.js';

// Whether the wizard starts as a first install (the project list is `false`, code 14) or as an
// added project. Decided once: the list reloads after the install, and the wizard that is
// showing its done step must not change its mind.

export type InstallStart =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiErrorShape; retry: () => void }
  | { status: 'ready'; firstInstall: boolean };

export function useInstallStart(): InstallStart {
  const projects = useStore($projects);
  const error = useStore($projectsError);
  const [firstInstall, setFirstInstall] = useState<boolean | null>(
    projects === null ? null : projects === false,
  );
  // Derived once from the store (React's "adjust state while rendering" pattern).
  if (firstInstall === null && projects !== null) setFirstInstall(projects === false);

  // The route's guard has loaded the list already; an embedded `<cms-install>` has no guard.
  useEffect(() => {
    if ($projects.get() === null && $projectsError.get() === null) void loadProjects();
  }, []);

  if (firstInstall !== null) return { status: 'ready', firstInstall };
  if (projects === null && error)
    return { status: 'failed', error, retry: () => void loadProjects() };
  return { status: 'loading' };
}
