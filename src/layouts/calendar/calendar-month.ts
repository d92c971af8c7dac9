import { map } from 'nanostores';
import { onReset } from '../../state/reset.js';
import { type Month, monthKey, parseMonthKey } from './calendar-grid.js';

// The month each collection's calendar shows, kept in a store rather than the component: going to
// an item and back (or a remount of the element) returns to the same month. Not saved to the
// preset: a new session starts at today's month.

export const $calendarMonths = map<Record<string, string>>({});

export function shownMonth(months: Record<string, string>, collection: string, today: Date): Month {
  return (
    parseMonthKey(months[collection]) ?? { year: today.getFullYear(), month: today.getMonth() }
  );
}

export function showMonth(collection: string, month: Month): void {
  $calendarMonths.setKey(collection, monthKey(month));
}

onReset(() => $calendarMonths.set({}));
