import type { FieldInfo } from '../../api/types.js';
import { type DayKey, readDateTime } from '../calendar/calendar-dates.js';

// The timeline's day groups: items grouped by the local day of their date field, newest day first;
// within a day the order the server gave (the query sorts by that field, descending). Items
// without a readable date form a last group of their own.

export const DATE_TYPES: readonly string[] = [
  'datetime',
  'date',
  'datetime_created',
  'datetime_updated',
];

/** The date field from the options, else the collection's first date or datetime field. */
export function timelineDateField(
  readable: readonly FieldInfo[],
  options: Record<string, unknown>,
): FieldInfo | null {
  const candidates = readable.filter((field) => DATE_TYPES.includes(field.type));
  if (typeof options.date === 'string') {
    return candidates.find((field) => field.field === options.date) ?? null;
  }
  return candidates[0] ?? null;
}

export interface TimelineEntry {
  item: Record<string, unknown>;
  /** `HH:MM` for datetime fields, null for dates. */
  time: string | null;
}

export interface TimelineGroup {
  /** null: the items without a date. */
  day: DayKey | null;
  entries: TimelineEntry[];
}

export function timelineGroups(
  items: readonly Record<string, unknown>[],
  dateField: string,
): TimelineGroup[] {
  const days = new Map<DayKey, TimelineEntry[]>();
  const undated: TimelineEntry[] = [];
  for (const item of items) {
    const placed = readDateTime(item[dateField]);
    if (!placed) {
      undated.push({ item, time: null });
      continue;
    }
    const entries = days.get(placed.day) ?? [];
    entries.push({ item, time: placed.time });
    days.set(placed.day, entries);
  }
  const groups: TimelineGroup[] = [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([day, entries]) => ({ day, entries }));
  if (undated.length > 0) groups.push({ day: null, entries: undated });
  return groups;
}
