import {
  type DayKey,
  dateOfDay,
  dayKey,
  readDateTime,
} from '../../layouts/calendar/calendar-dates.js';

// Arithmetic on calendar days (`YYYY-MM-DD`, what the server stores for a `date` field), through
// the Date constructor so month ends, leap years and DST changes come out exact.

export type { DayKey };

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: DayKey, count: number): DayKey {
  const date = dateOfDay(day);
  return dayKey(new Date(date.getFullYear(), date.getMonth(), date.getDate() + count));
}

/** The same day `count` months later, or that month's last day when it is shorter (31 → 30). */
export function addMonths(day: DayKey, count: number): DayKey {
  const date = dateOfDay(day);
  const first = new Date(date.getFullYear(), date.getMonth() + count, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return dayKey(new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay)));
}

/** 0 = Sunday. */
export function weekdayOf(day: DayKey): number {
  return dateOfDay(day).getDay();
}

export function today(): DayKey {
  return dayKey(new Date());
}

/** The `min` and `max` options as days; null where unset or unreadable. */
export interface DayBounds {
  min: DayKey | null;
  max: DayKey | null;
}

export function boundsOf(options: Record<string, unknown>): DayBounds {
  return {
    min: readDateTime(options.min)?.day ?? null,
    max: readDateTime(options.max)?.day ?? null,
  };
}

/** Day keys compare as strings (both four-digit years). */
export function isWithin(day: DayKey, { min, max }: DayBounds): boolean {
  return (min === null || day >= min) && (max === null || day <= max);
}

export function clampDay(day: DayKey, { min, max }: DayBounds): DayKey {
  if (min !== null && day < min) return min;
  if (max !== null && day > max) return max;
  return day;
}

/** A stored date value as its day, or null when empty or unreadable. */
export function readDay(value: unknown): DayKey | null {
  return readDateTime(value)?.day ?? null;
}
