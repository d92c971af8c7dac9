import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../../api/api-error.js';
import { getProjectInfo } from '../../../api/project.js';
import { type DatabaseVendor, databaseVendor } from '../../../schema/datatypes.js';
import { $currentProject } from '../../../state/current-project.js';

/**
 * The database the project runs on, which decides the datatypes the wizard offers. The project
 * info names it only to signed-in callers, and the project list may hold the info from before
 * sign-in: then it is asked for once. Null while unknown; a server that does not say (Directus 8)
 * is MySQL.
 */
export function useDatabaseVendor(project: string, active: boolean): DatabaseVendor | null {
  const entry = useStore($currentProject);
  const reported = entry?.key === project ? entry.data?.database : undefined;
  const [fetched, setFetched] = useState<{ project: string; database: string | null } | null>(null);
  const known = fetched?.project === project;

  useEffect(() => {
    if (!active || reported || known) return;
    const controller = new AbortController();
    getProjectInfo(project, controller.signal).then(
      ({ info }) => setFetched({ project, database: info.database ?? null }),
      (error: unknown) => {
        if (!isAbortError(error)) setFetched({ project, database: null });
      },
    );
    return () => controller.abort();
  }, [active, project, reported, known]);

  if (reported) return databaseVendor(reported);
  return known ? databaseVendor(fetched.database) : null;
}
