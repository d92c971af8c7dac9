import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { readDay } from './day-math.js';
import { dayText } from './day-text.js';

/** The date in the user's language; `formatting: false` shows it as stored (YYYY-MM-DD). */
export function CalendarDisplay({ value, options }: DisplayProps) {
  const { locale } = useT();
  const day = readDay(value);
  if (day === null) {
    return <span className="cms-display">{typeof value === 'string' ? value : ''}</span>;
  }
  const text = options.formatting === false ? day : dayText(day, locale ?? DEFAULT_LOCALE);
  return (
    <time className="cms-display" dateTime={day}>
      {text}
    </time>
  );
}
