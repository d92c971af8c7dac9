import { formatDate } from '../../i18n/date-format.js';
import type { DayKey } from './day-math.js';

/** A day as the admin shows dates (i18n/date-format `short`, "May 1, 2024"), at local midnight. */
export function dayText(day: DayKey, locale: string): string {
  return formatDate(`${day}T00:00:00`, 'short', locale);
}
