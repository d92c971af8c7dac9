// Filter values checked and converted for their column before they are bound, so every database
// compares the same way and no database rejects a value mid-query (PostgreSQL would fail on
// `int_column = 'abc'`): numbers must be numbers, dates dates (normalised to UTC
// `YYYY-MM-DD HH:MM:SS`), booleans 1/0/true/false; `now` is the current UTC date/time on date
// fields (contract §3.2). A value that cannot fit its column is a 422, except on number fields:
// there v8 hands the text to the database, where it matches nothing (its app sends
// `filter[author]=+` and `=null` for new items), so such a value is UNMATCHABLE and the filter
// builds a condition that holds for no row instead of binding it.
import type { DatabaseType } from '../../config/project-config.js';
import { invalidRequest } from '../../errors/api-error.js';
import type { FieldSchema } from '../schema/types.js';
import { normalizeDateTime, sqlDateTime } from './format.js';
import type { Binding } from './types.js';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** A number-field filter value no row can hold (`abc`, or beyond the column's range). */
export const UNMATCHABLE: unique symbol = Symbol('unmatchable');
export type FilterBinding = Binding | typeof UNMATCHABLE;

function invalid(field: FieldSchema, value: string): never {
  throw invalidRequest(`Invalid value for "${field.field}": "${value}"`);
}

/** Whether the column holds its booleans as a real boolean type (PostgreSQL). */
function nativeBoolean(field: FieldSchema, dialect: DatabaseType): boolean {
  return dialect === 'postgres' && field.column?.dataType === 'boolean';
}

const INTEGER_BITS: Readonly<Record<string, number>> = {
  tinyint: 8,
  smallint: 16,
  int2: 16,
  mediumint: 24,
  int: 32,
  integer: 32,
  int4: 32,
  bigint: 64,
  int8: 64,
};

/** The values an integer column holds ([min, max]), or null for other columns. */
function integerRange(field: FieldSchema, dialect: DatabaseType): [number, number] | null {
  const column = field.column;
  const bits = column ? INTEGER_BITS[column.dataType] : undefined;
  if (!column || bits === undefined) return null;
  // SQLite stores every integer in 64 bits whatever the declared type; JavaScript numbers are
  // exact up to 2^53.
  const width = dialect === 'sqlite' ? 64 : bits;
  if (width >= 53) return [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
  return column.unsigned ? [0, 2 ** width - 1] : [-(2 ** (width - 1)), 2 ** (width - 1) - 1];
}

/** One filter value for `field`: as coerceValue, but an impossible number is UNMATCHABLE. */
export function coerceFilterValue(
  field: FieldSchema,
  raw: string,
  dialect: DatabaseType,
  now: Date,
): FilterBinding {
  if (field.valueClass === 'number' && !fitsNumberColumn(field, raw, dialect)) return UNMATCHABLE;
  return coerceValue(field, raw, dialect, now);
}

function fitsNumberColumn(field: FieldSchema, raw: string, dialect: DatabaseType): boolean {
  const text = raw.trim();
  if (!NUMBER.test(text)) return false;
  const value = Number(text);
  const range = integerRange(field, dialect);
  return !range || (Number.isInteger(value) && value >= range[0] && value <= range[1]);
}

/** One filter value for `field` (after `now` substitution). */
export function coerceValue(
  field: FieldSchema,
  raw: string,
  dialect: DatabaseType,
  now: Date,
): Binding {
  const isNow = raw.trim().toLowerCase() === 'now';
  switch (field.valueClass) {
    case 'number': {
      // A value an integer column cannot hold would fail on PostgreSQL.
      if (!fitsNumberColumn(field, raw, dialect)) invalid(field, raw);
      return Number(raw.trim());
    }
    case 'boolean': {
      const lower = raw.trim().toLowerCase();
      let value: boolean;
      if (lower === '1' || lower === 'true') value = true;
      else if (lower === '0' || lower === 'false' || lower === '') value = false;
      else invalid(field, raw);
      return nativeBoolean(field, dialect) ? value : value ? 1 : 0;
    }
    case 'date': {
      if (isNow) return sqlDateTime(now).slice(0, 10);
      const normalized = normalizeDateTime(raw);
      if (!normalized) invalid(field, raw);
      return normalized.slice(0, 10);
    }
    case 'datetime': {
      if (isNow) return sqlDateTime(now);
      const normalized = normalizeDateTime(raw);
      if (!normalized) invalid(field, raw);
      return normalized;
    }
    case 'time': {
      if (isNow) return sqlDateTime(now).slice(11);
      const match = TIME.exec(raw.trim());
      if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) {
        invalid(field, raw);
      }
      return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
    }
    default:
      if (dialect === 'postgres' && field.column?.dataType === 'uuid' && !UUID.test(raw.trim())) {
        invalid(field, raw);
      }
      return raw;
  }
}

/** A primary key from the URL: null when it cannot match any row (e.g. `abc` for an integer key). */
export function coerceKey(field: FieldSchema, raw: string, dialect: DatabaseType): Binding | null {
  try {
    return coerceValue(field, raw, dialect, new Date());
  } catch {
    return null;
  }
}

/** Escapes LIKE wildcards so `contains` matches the text literally (escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
