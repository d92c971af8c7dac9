import { addDays, addMonths, type DayKey, weekdayOf } from './day-math.js';

// The WAI-ARIA date grid's keys: the arrows move a day (left/right, mirrored in right-to-left
// text) or a week (up/down), PageUp/PageDown a month, with Shift a year, Home/End to the first or
// last day of the week.

export interface GridKey {
  key: string;
  shiftKey: boolean;
}

/** The day the key moves the focus to, or null when the key is not a grid key. */
export function dayForKey(
  { key, shiftKey }: GridKey,
  day: DayKey,
  weekStart: number,
  rtl: boolean,
): DayKey | null {
  const intoWeek = (weekdayOf(day) - weekStart + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, rtl ? 1 : -1);
    case 'ArrowRight':
      return addDays(day, rtl ? -1 : 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    case 'Home':
      return addDays(day, -intoWeek);
    case 'End':
      return addDays(day, 6 - intoWeek);
    default:
      return null;
  }
}
