// Dates as the admin shows them (spec 1 §9): `short` (year, month, day) and `long` (with the
// weekday and a 12-hour clock), and relative times ("3 minutes ago"). Intl does the per-language
// work, so every interface language gets them, not only the few v8 shipped files for.
import { dateTimeFormat, relativeTimeFormat } from './intl-formats.js';

export type DateFormat = 'short' | 'long';

const OPTIONS: Record<DateFormat, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  long: {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
};

/** Formats a date (a Date, an ISO string or ms); an invalid date gives an empty string. */
export function formatDate(
  value: Date | string | number,
  format: DateFormat,
  locale: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, OPTIONS[format]).format(date);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago", "in 2 days", "now": the largest whole unit between `value` and `now`. */
export function formatRelative(
  value: Date | string | number,
  locale: string,
  now: number = Date.now(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return '';
}
