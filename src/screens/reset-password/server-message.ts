import type { TFunction } from 'i18next';
import type { ApiErrorShape } from '../../api/api-error.js';
import { INVALID_RESPONSE, UNREACHABLE } from '../../api/error-codes.js';
import { errorMessage } from '../../i18n/error-message.js';
import type { NAMESPACE } from '../../i18n/instance.js';

/**
 * Password request and reset failures show the server's own message (spec 1 §8). When no server
 * message exists (the API unreachable, or not answering JSON) the catalogue's wording is used.
 */
export function serverMessage(t: TFunction<typeof NAMESPACE>, error: ApiErrorShape): string {
  if (error.code === UNREACHABLE || error.code === INVALID_RESPONSE) return errorMessage(t, error);
  return error.message || t('errors.generic');
}
