import { type ExtensionMeta, getExtensions } from '../../../api/extensions.js';
import { type QueryResult, useQuery } from '../../../data/use-query.js';

/**
 * The interface extensions the server hosts (`GET /interfaces`), asked when the list or the
 * debugger opens: hydration's copy turns a failure into an empty list, these screens say it failed.
 */
export function useServerInterfaces(project: string): QueryResult<ExtensionMeta[]> {
  return useQuery(['server-interfaces', project], (signal) =>
    getExtensions(project, 'interfaces', signal),
  );
}
