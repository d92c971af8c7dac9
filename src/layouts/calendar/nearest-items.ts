import { type ItemFilter, listItems } from '../../api/items.js';
import { type DayKey, dateOfDay } from './calendar-dates.js';
import { type DateSource, dateFields, placeItem } from './calendar-fields.js';

// "Where are the items?": the day of the nearest item before or after the days shown, asked from
// the server as one row sorted by the date (limit 1), on top of the listing's search and filters,
// so a calendar that opens on an empty month is one click from its items.

export type Direction = 'before' | 'after';

/** Items strictly before the first day shown, or strictly after the last (whole days). */
export function beyondFilter(source: DateSource, day: DayKey, direction: Direction): ItemFilter {
  const [field] = dateFields(source) as [string];
  const operator = direction === 'before' ? 'lt' : 'gt';
  if (source.kind === 'datetime') {
    const time = direction === 'before' ? '00:00:00' : '23:59:59';
    return { field, operator, value: `${day} ${time}` };
  }
  return { field, operator, value: day };
}

export interface NearestQuery {
  project: string;
  collection: string;
  source: DateSource;
  q: string;
  filters: readonly ItemFilter[];
}

/** The day of the nearest item beyond `day` that way, or null when there is none. */
export async function nearestItemDay(
  query: NearestQuery,
  day: DayKey,
  direction: Direction,
): Promise<DayKey | null> {
  const fields = dateFields(query.source);
  const { data } = await listItems(query.project, query.collection, {
    fields,
    sort: fields.map((field) => (direction === 'before' ? `-${field}` : field)).join(','),
    limit: 1,
    meta: [],
    q: query.q,
    filters: [...query.filters, beyondFilter(query.source, day, direction)],
  });
  const first = data[0];
  return first ? (placeItem(first, query.source)?.day ?? null) : null;
}

const DAY_MS = 86_400_000;

/** Whole days between two day keys. */
function daysBetween(a: DayKey, b: DayKey): number {
  return Math.abs(Math.round((dateOfDay(a).getTime() - dateOfDay(b).getTime()) / DAY_MS));
}

/** Of the nearest days before `from` and after `to`, the closer one (the earlier on a tie). */
export function closerDay(
  from: DayKey,
  to: DayKey,
  before: DayKey | null,
  after: DayKey | null,
): DayKey | null {
  if (!before || !after) return before ?? after;
  return daysBetween(before, from) <= daysBetween(after, to) ? before : after;
}
