// Value formats on read (contract §6.6, quirk 17), identical on SQLite, MySQL/MariaDB and
// PostgreSQL whatever their drivers hand back (numbers or numeric strings, 0/1 or booleans,
// JSON text or parsed JSON, Date objects or strings):
// - integers and floats → JSON numbers (integers beyond 2^53 stay strings rather than lose digits);
// - boolean fields → true/false; json fields → decoded JSON; array fields (CSV) → arrays;
// - date → YYYY-MM-DD, datetime → YYYY-MM-DD HH:MM:SS (UTC), time → HH:MM:SS, zero dates → null;
// - datetime_created/datetime_updated → ISO 8601 UTC (2019-12-03T00:10:15+00:00);
// - binary → base64.
import type { CastKind } from '../schema/types.js';

const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const CANONICAL_DATETIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function fromDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/**
 * `YYYY-MM-DD[ T]HH:MM[:SS[.fff]][Z|±HH[:MM]]` or `YYYY-MM-DD` → `YYYY-MM-DD HH:MM:SS` in UTC;
 * null when the text is not such a date or names an impossible one.
 */
export function normalizeDateTime(text: string): string | null {
  const match = DATETIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
    date.setTime(date.getTime() - sign * offset * 60_000);
  }
  return fromDate(date);
}

const isZeroDate = (text: string) => /^0000-00-00/.test(text);

function toInteger(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  }
  if (typeof value === 'string') {
    if (/^-?\d+$/.test(value)) {
      const number = Number(value);
      return Number.isSafeInteger(number) ? number : value;
    }
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function toFloat(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'bigint') {
    const number = Number(value);
    return String(value).trim() !== '' && Number.isFinite(number) ? number : value;
  }
  return value;
}

function toBoolean(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value) !== 0;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (['1', 'true', 't', 'y', 'yes', 'on'].includes(lower)) return true;
    if (['0', 'false', 'f', 'n', 'no', 'off', ''].includes(lower)) return false;
    return Number(lower) !== 0 && !Number.isNaN(Number(lower));
  }
  if (Buffer.isBuffer(value)) return value.some((byte) => byte !== 0);
  return Boolean(value);
}

function toJson(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value === '') return null;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (Buffer.isBuffer(value)) return toJson(value.toString('utf8'));
  return value;
}

function toCsvArray(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? [] : value.split(',');
  return value;
}

function toDate(value: unknown): unknown {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : fromDate(value).slice(0, 10);
  if (typeof value === 'string') {
    if (isZeroDate(value)) return null;
    const normalized = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : normalizeDateTime(value);
    return normalized ? normalized.slice(0, 10) : value;
  }
  return value;
}

function toDateTime(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : fromDate(value);
  if (typeof value === 'string') {
    if (CANONICAL_DATETIME.test(value)) return value;
    if (isZeroDate(value)) return null;
    return normalizeDateTime(value) ?? value;
  }
  return value;
}

function toTime(value: unknown): unknown {
  if (typeof value === 'string') {
    const match = value.match(/^(\d{2}):(\d{2})(?::(\d{2}))?/);
    return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : value;
  }
  return value;
}

function toIsoDateTime(value: unknown): unknown {
  const text = toDateTime(value);
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)
    ? `${text.replace(' ', 'T')}+00:00`
    : text;
}

function toPlain(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (value instanceof Date) return fromDate(value);
  if (typeof value === 'bigint') return toInteger(value);
  return value;
}

export type Formatter = (value: unknown) => unknown;

const FORMATTERS: Record<CastKind, Formatter> = {
  none: toPlain,
  integer: toInteger,
  float: toFloat,
  boolean: toBoolean,
  json: toJson,
  csv: toCsvArray,
  date: toDate,
  datetime: toDateTime,
  time: toTime,
  'iso-datetime': toIsoDateTime,
  binary: toPlain,
};

/** The formatter of a cast kind; null and undefined always read as null. */
export function formatterFor(cast: CastKind): Formatter {
  const format = FORMATTERS[cast];
  return (value) => (value === null || value === undefined ? null : format(value));
}

export function formatValue(cast: CastKind, value: unknown): unknown {
  return formatterFor(cast)(value);
}

/** `YYYY-MM-DD HH:MM:SS` of a Date, in UTC. */
export function sqlDateTime(date: Date): string {
  return fromDate(date);
}
