import { useCallback, useEffect, useState } from 'react';
import { type ApiErrorShape, toApiErrorShape } from '../../../api/api-error.js';
import { listRolePermissions } from '../../../api/role-permissions.js';
import type { PermissionRecord } from '../../../permissions/shared-rules.js';

// A role's stored permission rows, as the matrix and the save read them (spec 3 §7 "Get
// permissions": filter role, limit -1). Loaded when the role has a matrix; replaced by what a
// save answers (save-role.ts reads them again after a failed save).

export type RolePermissionsLoad =
  | { state: 'idle' | 'loading' }
  | { state: 'error'; error: ApiErrorShape }
  | { state: 'ready'; rows: PermissionRecord[] };

export interface RolePermissions {
  load: RolePermissionsLoad;
  /** The rows to compare a draft with (empty until loaded). */
  stored: PermissionRecord[];
  retry(): void;
  /** Rows a save answered with. */
  set(rows: PermissionRecord[]): void;
}

const NO_ROWS: PermissionRecord[] = [];

export function useRolePermissions(
  project: string,
  role: number | null,
  enabled: boolean,
): RolePermissions {
  const [load, setLoad] = useState<RolePermissionsLoad>({ state: enabled ? 'loading' : 'idle' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the rows again
  useEffect(() => {
    if (!enabled || role === null) {
      setLoad({ state: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    listRolePermissions(project, role, controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setLoad({ state: 'ready', rows });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the permissions of the role failed.', error);
        setLoad({ state: 'error', error: toApiErrorShape(error) });
      },
    );
    return () => controller.abort();
  }, [project, role, enabled, round]);

  const retry = useCallback(() => setRound((current) => current + 1), []);
  const set = useCallback((rows: PermissionRecord[]) => setLoad({ state: 'ready', rows }), []);

  return { load, stored: load.state === 'ready' ? load.rows : NO_ROWS, retry, set };
}
