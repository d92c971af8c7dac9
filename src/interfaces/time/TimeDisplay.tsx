import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { clockText, readClock, storedClock } from './clock.js';

/** The time as the user's language writes it, on the clock `display24HourClock` chooses. */
export function TimeDisplay({ value, options }: DisplayProps) {
  const { locale } = useT();
  const clock = readClock(value);
  if (clock === null) {
    return <span className="cms-display">{typeof value === 'string' ? value : ''}</span>;
  }
  return (
    <time className="cms-display" dateTime={storedClock(clock)}>
      {clockText(clock, locale ?? DEFAULT_LOCALE, options.display24HourClock !== false)}
    </time>
  );
}
