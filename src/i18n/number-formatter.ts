import type { FormatterModule } from 'i18next';
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

const formats = new Map<string, Intl.NumberFormat>();

function numberFormatOf(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(language));
    formats.set(language, format);
  }
  return format;
}

export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, _format, language, options) {
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    if (typeof value !== 'number' || !language || (key && IDENTIFIER_PLACEHOLDERS.has(key)))
      return value;
    return numberFormatOf(language).format(value);
  },
};
