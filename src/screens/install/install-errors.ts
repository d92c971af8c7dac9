import type { TFunction } from 'i18next';
import type { ApiErrorShape } from '../../api/api-error.js';
import { UNAUTHORIZED } from '../../api/error-codes.js';
import { errorMessage } from '../../i18n/error-message.js';
import type { NAMESPACE } from '../../i18n/instance.js';

/** Contract §2.4: a wrong super-admin token answers code 3 ("Permission denied: Superadmin Only"). */
export const SUPER_ADMIN_DENIED = UNAUTHORIZED;

/**
 * Spec 1 §8: code 3 is "The super admin password you provided is incorrect."; any other server
 * answer shows the server's own message. Client-side failures (unreachable, not JSON) have no
 * server message worth showing and use the catalogue.
 */
export function installErrorMessage(t: TFunction<typeof NAMESPACE>, error: ApiErrorShape): string {
  if (error.code === SUPER_ADMIN_DENIED) return t('install.super_admin.incorrect');
  if (error.code < 0) return errorMessage(t, error);
  return error.message || t('errors.-1');
}
