import { type ExtensionMeta, getExtensions } from '../../../api/extensions.js';
import { type QueryResult, useQuery } from '../../../data/use-query.js';

/**
 * The interface extensions the server hosts (`GET /interfaces`), asked when the list opens and
 * when the debugger opens an id the admin does not bundle. Hydration's copy turns a failure into
 * an empty list; these screens say that it failed.
 */
export function useServerInterfaces(project: string, enabled = true): QueryResult<ExtensionMeta[]> {
  return useQuery(enabled ? ['server-interfaces', project] : null, (signal) =>
    getExtensions(project, 'interfaces', signal),
  );
}
