import { listRoles } from '../api/presets.js';
import { type QueryResult, useQuery } from './use-query.js';

export interface RoleChoice {
  id: number;
  name: string;
}

/** The project's roles (id, name) for role choices; `enabled` false asks nothing (status `idle`). */
export function useRoles(project: string, enabled: boolean): QueryResult<RoleChoice[]> {
  return useQuery(enabled ? ['roles', project] : null, (signal) => listRoles(project, signal));
}
