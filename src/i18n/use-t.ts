import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { DEFAULT_LOCALE } from '../constants.js';
import { $config } from '../state/config.js';
import { i18n, NAMESPACE } from './instance.js';
import { directionOf } from './locales.js';

export interface Translator {
  t: TFunction<typeof NAMESPACE>;
  /** The active language, or null while the first one loads. */
  locale: string | null;
  dir: 'ltr' | 'rtl';
}

/** The translate function of the active language; components re-render when it changes. */
export function useT(): Translator {
  const { locale } = useStore($config, { keys: ['locale'] });
  return useMemo(
    () => ({
      t: i18n.getFixedT(locale ?? DEFAULT_LOCALE, NAMESPACE),
      locale,
      dir: directionOf(locale),
    }),
    [locale],
  );
}
