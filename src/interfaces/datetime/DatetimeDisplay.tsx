import { DEFAULT_LOCALE } from '../../constants.js';
import { formatDate, formatRelative } from '../../i18n/date-format.js';
import { useT } from '../../i18n/use-t.js';
import { relativeDay } from '../date/relative-day.js';
import type { DisplayProps } from '../registry.js';
import { kindOf, toInputValue, writtenInOrder } from './datetime-values.js';

/**
 * Dates in the user's language (i18n/date-format), or as stored with the date in `format` order
 * when `localized` is false; `showRelative` adds how far it is from now ("3 hours ago"). Times as
 * stored.
 */
export function DatetimeDisplay({ value, field, options }: DisplayProps) {
  const { t, locale } = useT();
  const language = locale ?? DEFAULT_LOCALE;
  const kind = kindOf(field.type);
  if (typeof value !== 'string' || value === '') return <span className="cms-display" />;
  if (kind === 'time') return <span className="cms-display">{toInputValue(value, 'time')}</span>;
  const moment =
    kind === 'date' ? `${value.slice(0, 10)}T00:00:00` : toInputValue(value, 'datetime');
  const localized =
    options.localized === false
      ? writtenInOrder(value, kind, options.format)
      : formatDate(moment, kind === 'date' ? 'short' : 'long', language);
  const relative =
    options.showRelative === true && localized !== ''
      ? kind === 'date'
        ? relativeDay(value.slice(0, 10), language)
        : formatRelative(moment, language)
      : null;
  return (
    <span className="cms-display">
      {localized || value}
      {relative ? (
        <>
          {' '}
          <span className="cms-date-display__relative">
            {t('date_interfaces.relative', { relative })}
          </span>
        </>
      ) : null}
    </span>
  );
}
