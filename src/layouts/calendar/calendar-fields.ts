import type { ItemFilter } from '../../api/items.js';
import type { FieldInfo } from '../../api/types.js';
import { type DayKey, type PlacedAt, readDateTime, readTime } from './calendar-dates.js';

// Where the calendar reads an item's date (its options): one datetime field, or a date field with
// an optional time field. Unset options fall back to the collection's first such field; an option
// set to null means "none" and stays so.

export const DATETIME_TYPES: readonly string[] = [
  'datetime',
  'datetime_created',
  'datetime_updated',
];

export type DateSource =
  | { kind: 'datetime'; datetime: FieldInfo }
  | { kind: 'date'; date: FieldInfo; time: FieldInfo | null };

function chosen(
  readable: readonly FieldInfo[],
  options: Record<string, unknown>,
  key: string,
  types: readonly string[],
): FieldInfo | null {
  const candidates = readable.filter((field) => types.includes(field.type));
  if (!(key in options) || options[key] === undefined) return candidates[0] ?? null;
  const name = options[key];
  return typeof name === 'string'
    ? (candidates.find((field) => field.field === name) ?? null)
    : null;
}

export function dateSource(
  readable: readonly FieldInfo[],
  options: Record<string, unknown>,
): DateSource | null {
  const datetime = chosen(readable, options, 'datetime', DATETIME_TYPES);
  if (datetime) return { kind: 'datetime', datetime };
  const date = chosen(readable, options, 'date', ['date']);
  if (!date) return null;
  return { kind: 'date', date, time: chosen(readable, options, 'time', ['time']) };
}

/** The fields the calendar query reads the date from. */
export function dateFields(source: DateSource): string[] {
  if (source.kind === 'datetime') return [source.datetime.field];
  return source.time ? [source.date.field, source.time.field] : [source.date.field];
}

/** Where an item falls, or null when its date is empty or unreadable. */
export function placeItem(item: Record<string, unknown>, source: DateSource): PlacedAt | null {
  if (source.kind === 'datetime') return readDateTime(item[source.datetime.field]);
  const placed = readDateTime(item[source.date.field]);
  if (!placed) return null;
  return { day: placed.day, time: source.time ? readTime(item[source.time.field]) : null };
}

export interface PlacedItem {
  item: Record<string, unknown>;
  time: string | null;
}

/** Items per day; within a day, untimed first, then by time (stable for equal times). */
export function itemsByDay(
  items: readonly Record<string, unknown>[],
  source: DateSource,
): Map<DayKey, PlacedItem[]> {
  const days = new Map<DayKey, PlacedItem[]>();
  for (const item of items) {
    const placed = placeItem(item, source);
    if (!placed) continue;
    const list = days.get(placed.day) ?? [];
    list.push({ item, time: placed.time });
    days.set(placed.day, list);
  }
  for (const list of days.values()) {
    list.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  }
  return days;
}

/**
 * The filter that limits the query to the days shown (`between`, inclusive at both ends): whole
 * days, so a datetime field runs from the first day's midnight to the last day's last second.
 */
export function rangeFilter(source: DateSource, from: DayKey, to: DayKey): ItemFilter {
  if (source.kind === 'datetime') {
    return {
      field: source.datetime.field,
      operator: 'between',
      value: `${from} 00:00:00,${to} 23:59:59`,
    };
  }
  return { field: source.date.field, operator: 'between', value: `${from},${to}` };
}
