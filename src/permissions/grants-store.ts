import { computed } from 'nanostores';
import { $currentUser, isAdminUser } from '../state/user.js';
import { type Grants, grantsOf } from './grants.js';
import { $permissionRecords } from './store.js';

// The grants every screen judges with: the loaded rows, grouped by the server's rule, for the
// signed-in user. Admins' grants allow everything.

export const $grants = computed(
  [$permissionRecords, $currentUser],
  (records, user): Grants =>
    grantsOf(records, {
      admin: isAdminUser(user),
      userId: user?.id ?? null,
      roleId: user?.role?.id ?? null,
    }),
);
