import type enUS from '../locales/en-US.json';
import type { NAMESPACE } from './instance.js';

// en-US is the reference: `t('sign_in.title')` type-checks only if the key exists there.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACE;
    resources: { [NAMESPACE]: typeof enUS };
  }
}
