import type { TFunction } from 'i18next';
import type { ApiErrorShape } from '../api/api-error.js';
import { i18n, NAMESPACE } from './instance.js';

/** `errors.{code}` when the catalogue has it (spec 1 §8), else the server's own message. */
export function errorMessage(t: TFunction<typeof NAMESPACE>, error: ApiErrorShape): string {
  const key = `errors.${error.code}`;
  if (i18n.exists(key, { ns: NAMESPACE })) return t(key as 'errors.-1');
  return error.message || t('errors.-1');
}
