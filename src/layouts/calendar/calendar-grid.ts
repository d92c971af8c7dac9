import { type DayKey, dayKey } from './calendar-dates.js';

// The month grid: whole weeks from the week containing the 1st to the week containing the last
// day, each week starting on the locale's first day (Monday where the locale does not say).

export interface Month {
  year: number;
  /** 0 = January. */
  month: number;
}

export function monthOf(date: Date): Month {
  return { year: date.getFullYear(), month: date.getMonth() };
}

export function shiftMonth({ year, month }: Month, delta: number): Month {
  const date = new Date(year, month + delta, 1);
  return monthOf(date);
}

/** `YYYY-MM`, how the visible month is kept. */
export function monthKey({ year, month }: Month): string {
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

export function parseMonthKey(key: string | undefined): Month | null {
  const match = key ? /^(\d{4})-(\d{2})$/.exec(key) : null;
  if (!match) return null;
  const month = Number(match[2]) - 1;
  return month >= 0 && month < 12 ? { year: Number(match[1]), month } : null;
}

/** Weekday numbers (0 = Sunday) in column order. */
export function weekdayOrder(weekStart: number): number[] {
  return Array.from({ length: 7 }, (_, index) => (weekStart + index) % 7);
}

/** The weeks shown for a month, each seven day keys long. */
export function monthGrid({ year, month }: Month, weekStart: number): DayKey[][] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const weekCount = Math.ceil((lead + daysInMonth) / 7);
  return Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) =>
      // Day arithmetic through the Date constructor, so month ends and DST changes are exact.
      dayKey(new Date(year, month, 1 - lead + week * 7 + weekday)),
    ),
  );
}

/** Whether a day key belongs to the month. */
export function inMonth(day: DayKey, month: Month): boolean {
  return day.startsWith(`${monthKey(month)}-`);
}

/**
 * The locale's first day of the week (0 = Sunday), from `Intl.Locale` week info where the browser
 * has it; Monday (ISO 8601) otherwise.
 */
export function firstDayOfWeek(locale: string | null | undefined): number {
  try {
    const info = new Intl.Locale(locale ?? 'en-US') as Intl.Locale & {
      getWeekInfo?: () => { firstDay?: number };
      weekInfo?: { firstDay?: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7) return firstDay % 7;
  } catch {
    // An unknown locale tag: fall through to Monday.
  }
  return 1;
}
