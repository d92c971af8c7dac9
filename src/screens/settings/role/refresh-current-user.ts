import { getMyPermissions } from '../../../api/permissions.js';
import { getCurrentUser } from '../../../api/users.js';
import { setPermissions } from '../../../permissions/store.js';
import { $currentProjectKey } from '../../../state/current-project.js';
import { isAdminUser, setCurrentUser } from '../../../state/user.js';

/**
 * After a role is saved (spec 3 §4 "Roles"): the signed-in user and, unless an admin, their
 * permission rows are read again, as hydration reads them, so the shell (module and collection
 * listings) and every permission check follow what was just saved. Never throws: a failure leaves
 * the previous state, which the next sign-in replaces.
 */
export async function refreshCurrentUser(project: string): Promise<void> {
  try {
    const user = await getCurrentUser(project);
    if ($currentProjectKey.get() !== project) return;
    const rows = isAdminUser(user) ? null : await getMyPermissions(project);
    if ($currentProjectKey.get() !== project) return;
    setCurrentUser(user);
    if (rows) setPermissions(rows);
  } catch (error) {
    console.warn('Reading the current user again after saving a role failed.', error);
  }
}
