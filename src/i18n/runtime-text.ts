import { DEFAULT_LOCALE } from '../constants.js';
import { i18n, NAMESPACE } from './instance.js';

/**
 * The string under a key made at run time (a system collection's or field's name) in `locale`;
 * null when no language file has it. The typed `t` only takes keys it can see.
 */
export function runtimeText(key: string, locale: string | null | undefined): string | null {
  const lng = locale ?? DEFAULT_LOCALE;
  if (!i18n.exists(key, { lng, ns: NAMESPACE })) return null;
  const t = i18n.getFixedT(lng, NAMESPACE) as unknown as (key: string) => string;
  return t(key);
}
