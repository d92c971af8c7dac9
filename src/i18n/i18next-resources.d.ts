import type enUS from '../locales/en-US.json';
import type enUSScreens from '../locales/screens/en-US.json';
import type { NAMESPACE } from './instance.js';

// en-US is the reference: `t('sign_in.title')` type-checks only if the key exists in one of its
// two files (translations.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACE;
    resources: { [NAMESPACE]: typeof enUS & typeof enUSScreens };
  }
}
