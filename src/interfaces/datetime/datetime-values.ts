// v8 stores dates as `YYYY-MM-DD`, times as `HH:mm:ss` and datetimes as `YYYY-MM-DD HH:mm:ss`
// (ISO strings with a `T` are accepted too). Native inputs want `YYYY-MM-DD`, `HH:mm:ss` and
// `YYYY-MM-DDTHH:mm:ss`; these convert between the two.

export type DateKind = 'date' | 'time' | 'datetime';

export function kindOf(type: string): DateKind {
  if (type === 'date') return 'date';
  if (type === 'time') return 'time';
  return 'datetime';
}

/** The stored value as the native input's value ('' when empty or unreadable). */
export function toInputValue(value: unknown, kind: DateKind): string {
  if (typeof value !== 'string' || value === '') return '';
  if (kind === 'date') return value.slice(0, 10);
  if (kind === 'time') return value.length === 5 ? `${value}:00` : value.slice(0, 8);
  const [date, time = '00:00:00'] = value
    .replace('T', ' ')
    .replace(/(\.\d+)?(Z|[+-]\d\d:?\d\d)?$/, '')
    .split(' ');
  return `${date}T${time.length === 5 ? `${time}:00` : time.slice(0, 8)}`;
}

/** The native input's value as the stored value (null when cleared). */
export function fromInputValue(input: string, kind: DateKind): string | null {
  if (input === '') return null;
  if (kind === 'date') return input;
  if (kind === 'time') return input.length === 5 ? `${input}:00` : input;
  const [date, time = '00:00'] = input.split('T');
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

/** `moment` (the local clock) as v8 stores a value of this kind. */
export function storedMoment(moment: Date, kind: DateKind): string {
  const two = (part: number) => String(part).padStart(2, '0');
  const date = `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
  const time = `${two(moment.getHours())}:${two(moment.getMinutes())}:${two(moment.getSeconds())}`;
  if (kind === 'date') return date;
  if (kind === 'time') return time;
  return `${date} ${time}`;
}

/** v8's `format` option: the order the date is written in when not localized. */
export type DateOrder = 'mdy' | 'dmy' | 'ymd';

/**
 * A stored date or datetime written out as stored but with its date in `order`
 * (`05/01/2024 14:30:00` for mdy, `01/05/2024` for dmy, `2024-05-01` for ymd); '' when unreadable.
 */
export function writtenInOrder(value: string, kind: DateKind, order: unknown): string {
  const input = toInputValue(value, kind);
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(.+))?$/.exec(input);
  if (!match) return '';
  const [, year, month, day, time] = match;
  const date =
    order === 'dmy'
      ? `${day}/${month}/${year}`
      : order === 'ymd'
        ? `${year}-${month}-${day}`
        : `${month}/${day}/${year}`;
  return time ? `${date} ${time}` : date;
}
