import { useStore } from '@nanostores/react';
import { type RoleChoice, useRoles } from '../../data/roles.js';
import { $currentProjectKey } from '../../state/current-project.js';

/** v8's fixed Public role (contract §8.3): the role of requests without a user. */
export const PUBLIC_ROLE_ID = 2;

/** The roles the current user may read (`GET roles`, shared through the query cache). */
export function useRoleChoices(): { roles: RoleChoice[] | null; failed: boolean } {
  const project = useStore($currentProjectKey);
  const query = useRoles(project ?? '', project !== null);
  return {
    roles: query.status === 'ready' ? (query.data ?? []) : null,
    failed: query.status === 'error',
  };
}

/** The role id of a value that is the id itself or the expanded role (`role.*`). */
export function roleIdOf(value: unknown): number | null {
  if (value == null) return null;
  const raw = typeof value === 'object' ? (value as { id?: unknown }).id : value;
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isFinite(id) ? id : null;
}

/** The name of an expanded role value, when the value carries one. */
export function roleNameOf(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const name = (value as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : null;
}
