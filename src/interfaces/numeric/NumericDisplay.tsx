import { DEFAULT_LOCALE } from '../../constants.js';
import { numberFormat } from '../../i18n/intl-formats.js';
import { useT } from '../../i18n/use-t.js';
import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';

/**
 * The number, with `localized` in the user's language (grouping and decimal marks: 1,234.5 or
 * 1.234,5); decimals are kept as stored (up to 20 places), only their marks change.
 */
export function NumericDisplay({ value, options }: DisplayProps) {
  const { locale } = useT();
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  const text =
    options.localized !== false && value !== '' && value != null && Number.isFinite(number)
      ? // A numeric string is formatted as written: big integers and long decimals keep every digit.
        numberFormat(locale ?? DEFAULT_LOCALE, { maximumFractionDigits: 20 }).format(
          typeof value === 'string' ? (value.trim() as Intl.StringNumericLiteral) : number,
        )
      : displayText(value);
  return (
    <span className={`cms-display${options.monospace === true ? ' cms-font--monospace' : ''}`}>
      {text}
    </span>
  );
}
