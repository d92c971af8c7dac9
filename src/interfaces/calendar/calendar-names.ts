import { type DayKey, dateOfDay } from '../../layouts/calendar/calendar-dates.js';
import type { Month } from '../../layouts/calendar/calendar-grid.js';

// What the date grid reads out and shows, in the active language through Intl: the month's title,
// the weekday column heads, each day's number and its full name.

export interface WeekdayName {
  short: string;
  long: string;
}

export interface CalendarNames {
  monthTitle(month: Month): string;
  /** Column heads for weekdays in column order (0 = Sunday). */
  weekdays(order: readonly number[]): WeekdayName[];
  dayNumber(day: DayKey): string;
  /** "Wednesday, May 1, 2024". */
  dayName(day: DayKey): string;
}

export function calendarNames(locale: string): CalendarNames {
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const shortWeekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const longWeekday = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const number = new Intl.DateTimeFormat(locale, { day: 'numeric' });
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  return {
    monthTitle: ({ year, month }) => title.format(new Date(year, month, 1)),
    weekdays: (order) =>
      order.map((weekday) => {
        // 1 January 2023 was a Sunday.
        const date = new Date(2023, 0, 1 + weekday);
        return { short: shortWeekday.format(date), long: longWeekday.format(date) };
      }),
    dayNumber: (day) => number.format(dateOfDay(day)),
    dayName: (day) => full.format(dateOfDay(day)),
  };
}
