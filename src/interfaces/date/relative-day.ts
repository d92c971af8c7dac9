import { formatRelative } from '../../i18n/date-format.js';
import { dateOfDay } from '../../layouts/calendar/calendar-dates.js';
import { type DayKey, today as todayKey } from '../calendar/day-math.js';

// "in 3 days", "yesterday", "next month": a day against today, in whole days. Both are taken at
// UTC midnight so the distance is exact whole days even across a DST change; i18n/date-format
// picks the unit and words it.

const utcMidnight = (day: DayKey) => {
  const date = dateOfDay(day);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
};

export function relativeDay(day: DayKey, locale: string, today: DayKey = todayKey()): string {
  if (day === today) {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day');
  }
  return formatRelative(utcMidnight(day), locale, utcMidnight(today));
}
