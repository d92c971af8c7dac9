import type { ApiErrorShape } from '../../../api/api-error.js';
import { ITEM_NOT_FOUND } from '../../../api/error-codes.js';
import { getRole, type RoleRecord } from '../../../api/roles.js';
import { useQuery } from '../../../data/use-query.js';

export type RoleLoad =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; error: ApiErrorShape }
  | { state: 'ready'; role: RoleRecord };

/**
 * The role the editor opens (`GET roles/{id}`); an id the server does not know is not-found. Once
 * loaded, the role stays shown while it is asked again (after a save): the editor, with whatever
 * is staged in it, is never replaced by a loader.
 */
export function useRoleLoad(project: string, id: number): [RoleLoad, () => void] {
  const query = useQuery(['roles', project, 'role', id], (signal) => getRole(project, id, signal));
  if (query.data) return [{ state: 'ready', role: query.data }, query.refetch];
  if (query.status === 'error' && query.error) {
    const load: RoleLoad =
      query.error.code === ITEM_NOT_FOUND
        ? { state: 'not-found' }
        : { state: 'error', error: query.error };
    return [load, query.refetch];
  }
  return [{ state: 'loading' }, query.refetch];
}
