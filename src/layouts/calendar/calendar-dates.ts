// Calendar days and the dates items carry. v8 stores dates as `YYYY-MM-DD`, times as `HH:MM:SS`
// and datetimes as `YYYY-MM-DD HH:MM:SS` without a zone: those are wall-clock values and are placed
// as written. Created/updated datetimes come as ISO 8601 with a zone: those are moments, placed on
// the viewer's local day.
import { dateTimeFormat } from '../../i18n/intl-formats.js';

/** A local calendar day, `YYYY-MM-DD`. */
export type DayKey = string;

const pad = (value: number) => String(value).padStart(2, '0');

export function dayKey(date: Date): DayKey {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a day key. */
export function dateOfDay(key: DayKey): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export interface PlacedAt {
  day: DayKey;
  /** `HH:MM`, or null for a date without a time. */
  time: string | null;
}

const WALL_CLOCK =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Where a date or datetime value falls, or null when it is empty or unreadable. */
export function readDateTime(value: unknown): PlacedAt | null {
  if (typeof value !== 'string') return null;
  const match = WALL_CLOCK.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, zone] = match;
  if (zone) {
    const moment = new Date(value.trim().replace(' ', 'T'));
    if (Number.isNaN(moment.getTime())) return null;
    return {
      day: dayKey(moment),
      time: hours === undefined ? null : `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
    };
  }
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  // Rejects 2024-02-31 and the like, which Date would roll over into March.
  if (date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day)) return null;
  return {
    day: `${year}-${month}-${day}`,
    time: hours === undefined ? null : `${hours}:${minutes}`,
  };
}

/** A time field's value as `HH:MM`, or null. */
export function readTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  return match ? `${match[1]}:${match[2]}` : null;
}

/** An `HH:MM` time as the locale writes it (null stays null). */
export function timeLabel(lang: string, time: string | null): string | null {
  if (!time) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return dateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(2023, 0, 1, hours, minutes),
  );
}
