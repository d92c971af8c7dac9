import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import { readDay } from '../calendar/day-math.js';
import { dayText } from '../calendar/day-text.js';
import type { DisplayProps } from '../registry.js';
import { relativeDay } from './relative-day.js';

/**
 * The date in the user's language (`localized`, default on; off: as stored), followed by how far
 * it is from today ("in 3 days") when `showRelative` (default on).
 */
export function DateDisplay({ value, options }: DisplayProps) {
  const { t, locale } = useT();
  const language = locale ?? DEFAULT_LOCALE;
  const day = readDay(value);
  if (day === null) {
    return <span className="cms-display">{typeof value === 'string' ? value : ''}</span>;
  }
  return (
    <span className="cms-display cms-date-display">
      <time dateTime={day}>{options.localized === false ? day : dayText(day, language)}</time>
      {options.showRelative === false ? null : (
        <>
          {' '}
          <span className="cms-date-display__relative">
            {t('date_interfaces.relative', { relative: relativeDay(day, language) })}
          </span>
        </>
      )}
    </span>
  );
}
