// Reading raw query parameters (as qs parsed them) into plain lists and scalars. PHP accepted
// `fields=a,b`, `fields[]=a&fields[]=b` and `fields[0]=a`; objects with numeric keys (indices qs
// would not turn into arrays, see query-string.ts) count as lists too.
import { invalidRequest } from '../../errors/api-error.js';

export type RawParams = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object whose keys are all array indices, e.g. {"0": "a", "7": "b"}. */
export function isIndexedObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^(0|[1-9]\d{0,8})$/.test(key));
}

/** The values of an array, or of an indexed object in index order; otherwise undefined. */
export function asList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isIndexedObject(value)) {
    return Object.keys(value)
      .map(Number)
      .sort((a, b) => a - b)
      .map((key) => value[String(key)]);
  }
  return undefined;
}

/**
 * A CSV/list parameter as trimmed, non-empty strings: `a,b`, `[a, b]`, `[a,b, c]`, nested lists
 * flattened. Anything else (objects, numbers from JSON…) is a 422.
 */
export function csvList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  }
  const list = asList(value);
  if (list) return list.flatMap((item) => csvList(item, name));
  throw invalidRequest(`${name}: must be a comma separated list`);
}

/** A single string parameter; lists and objects are a 422. */
export function scalar(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw invalidRequest(`${name}: must be a single value`);
}

/** An integer parameter (`limit=10`); anything else is a 422. */
export function integerParam(value: unknown, name: string): number | undefined {
  const text = scalar(value, name);
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,15}$/.test(trimmed)) {
    throw invalidRequest(`${name}: This value should be of type integer.`);
  }
  return Number(trimmed);
}

/** `single=1`, `single=true` (PHP json_decode truthiness); other values are false. */
export function truthyParam(value: unknown): boolean {
  if (typeof value !== 'string') return value === true || value === 1;
  const lower = value.trim().toLowerCase();
  return lower === 'true' || (/^\d+(\.\d+)?$/.test(lower) && Number(lower) !== 0);
}

export { isPlainObject };
