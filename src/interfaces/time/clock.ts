// A time of day as v8 stores it (`HH:MM:SS`; `HH:MM` and fractions read too) and as the locale
// writes it, on the 24- or the 12-hour clock.

export interface Clock {
  hours: number;
  minutes: number;
  seconds: number;
}

const STORED = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** The stored time, or null when empty or unreadable. */
export function readClock(value: unknown): Clock | null {
  if (typeof value !== 'string') return null;
  const match = STORED.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [match[1], match[2], match[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  return hours < 24 && minutes < 60 && seconds < 60 ? { hours, minutes, seconds } : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function storedClock({ hours, minutes, seconds }: Clock): string {
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

function clockFormat(locale: string, hour24: boolean, withSeconds: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    hour: hour24 ? '2-digit' : 'numeric',
    minute: '2-digit',
    second: withSeconds ? '2-digit' : undefined,
    hourCycle: hour24 ? 'h23' : 'h12',
  });
}

const dateAt = ({ hours, minutes, seconds }: Clock) =>
  new Date(2024, 0, 1, hours, minutes, seconds);

/** "14:30", "2:30 PM"; seconds only when there are some. */
export function clockText(clock: Clock, locale: string, hour24: boolean): string {
  return clockFormat(locale, hour24, clock.seconds !== 0).format(dateAt(clock));
}

export type ClockPart = 'hour' | 'minute' | 'second' | 'dayPeriod';

export interface ClockLayoutPart {
  type: ClockPart | 'literal';
  /** A literal's text (":"); empty for the parts. */
  text: string;
}

/** The parts in the locale's order (some put AM/PM first) with what stands between them. */
export function clockLayout(
  locale: string,
  hour24: boolean,
  withSeconds: boolean,
): ClockLayoutPart[] {
  const layout: ClockLayoutPart[] = [];
  for (const part of clockFormat(locale, hour24, withSeconds).formatToParts(
    dateAt({ hours: 21, minutes: 5, seconds: 7 }),
  )) {
    if (
      part.type === 'hour' ||
      part.type === 'minute' ||
      part.type === 'second' ||
      part.type === 'dayPeriod'
    ) {
      layout.push({ type: part.type, text: '' });
    } else if (layout.length > 0 && part.value.trim() !== '') {
      layout.push({ type: 'literal', text: part.value.trim() });
    }
  }
  return layout;
}

/** The locale's names for the morning and afternoon halves ("AM", "PM"; "午前", "午後"). */
export function dayPeriods(locale: string): [string, string] {
  const name = (hours: number) =>
    clockFormat(locale, false, false)
      .formatToParts(dateAt({ hours, minutes: 0, seconds: 0 }))
      .find((part) => part.type === 'dayPeriod')?.value ?? (hours < 12 ? 'AM' : 'PM');
  return [name(9), name(21)];
}
