import { ADMIN_ROLE_ID } from '../../../constants.js';
import { PUBLIC_ROLE_ID } from '../../../interfaces/user-roles/role-choices.js';

// The two roles every project has (contract §8.3, spec 3 §4 "Roles"): the administrator (role 1,
// full access, no permissions to set) and Public (role 2). The server refuses to delete either.

export { ADMIN_ROLE_ID, PUBLIC_ROLE_ID };

/** Roles 1 and 2: no delete offered. */
export function isSystemRole(id: number): boolean {
  return id === ADMIN_ROLE_ID || id === PUBLIC_ROLE_ID;
}

/** The route's id: a role id, `new` for `+`, or null when it names no role. */
export function roleIdOf(param: string | undefined): number | 'new' | null {
  if (param === '+') return 'new';
  if (!param || !/^[1-9]\d*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
