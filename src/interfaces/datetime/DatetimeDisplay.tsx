import { DEFAULT_LOCALE } from '../../constants.js';
import { formatDate } from '../../i18n/date-format.js';
import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { kindOf, toInputValue } from './datetime-values.js';

/** Dates in the user's language (i18n/date-format); times as stored. */
export function DatetimeDisplay({ value, field }: DisplayProps) {
  const { locale } = useT();
  const kind = kindOf(field.type);
  if (typeof value !== 'string' || value === '') return <span className="cms-display" />;
  if (kind === 'time') return <span className="cms-display">{toInputValue(value, 'time')}</span>;
  const date = kind === 'date' ? `${value.slice(0, 10)}T00:00:00` : toInputValue(value, 'datetime');
  const text = formatDate(date, kind === 'date' ? 'short' : 'long', locale ?? DEFAULT_LOCALE);
  return <span className="cms-display">{text || value}</span>;
}
