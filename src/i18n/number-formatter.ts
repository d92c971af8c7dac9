import type { FormatterModule } from 'i18next';
import { numberFormat } from './intl-formats.js';
import { intlLocaleOf } from './locales.js';

// Numbers inside sentences read in the active language's digits and grouping ("1 234 éléments",
// "٤٠ من ٢٠٠ حرفًا"). Identifiers keep their digits as typed: item 1234 is not item 1,234.
const IDENTIFIER_PLACEHOLDERS = new Set([
  'id',
  'key',
  'thisKey',
  'relatedKey',
  'value',
  'version',
  'port',
]);

export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, _format, language, options) {
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    if (typeof value !== 'number' || !language || (key && IDENTIFIER_PLACEHOLDERS.has(key)))
      return value;
    return numberFormat(intlLocaleOf(language)).format(value);
  },
};
