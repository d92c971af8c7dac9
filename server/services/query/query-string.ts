// PHP-style query strings (contract §1.3): `filter[title][eq]=x`, `fields[]=a`, `fields[0]=a`,
// `filter[f][0][gte]=1`. Parsed with `qs`, bounded so a hostile query string cannot make the
// server build huge or deep objects:
// - at most 6 levels of brackets (the deepest the contract uses is filter[f][0][op]); deeper
//   brackets stay part of the key instead of nesting further;
// - array indices above 100 become object keys (`a[1000000]=x` is {"1000000": "x"}, not a sparse
//   array of a million slots); the params code reads such objects as lists;
// - at most 1,000 parameters; the rest are dropped;
// - `__proto__`, `constructor` … keys are dropped (qs's default `allowPrototypes: false`) and the
//   result has no prototype, so `toString` and friends are ordinary keys.
//
// qs costs more than a whole SQLite point read per call, and clients repeat the same query strings
// (a listing and its pages): the last parses are kept by query string (bounded, least recently used
// dropped; strings carrying a token are never kept) and each caller gets its own copy.
import qs from 'qs';

export const QUERY_STRING_LIMITS = {
  depth: 6,
  arrayLimit: 100,
  parameterLimit: 1000,
} as const;

const OPTIONS = {
  ...QUERY_STRING_LIMITS,
  allowPrototypes: false,
  plainObjects: true,
  allowDots: false,
  comma: false,
  strictDepth: false,
  throwOnLimitExceeded: false,
  ignoreQueryPrefix: true,
  charset: 'utf-8',
} as const;

const CACHE_SIZE = 500;
const MAX_CACHED_LENGTH = 2048;
const cache = new Map<string, Record<string, unknown>>();

/** A deep copy of qs's output (prototype-less objects, arrays, strings). */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = Object.create(Object.getPrototypeOf(value));
  for (const key of Object.keys(value)) result[key] = copy((value as Record<string, unknown>)[key]);
  return result;
}

/** Whether the query string mentions a token, encoded or not (such strings are never kept). */
function mentionsToken(query: string): boolean {
  if (/token/i.test(query)) return true;
  if (!query.includes('%')) return false;
  try {
    return /token/i.test(decodeURIComponent(query));
  } catch {
    return true;
  }
}

export function parseQueryString(query: string): Record<string, unknown> {
  // Tokens (access_token, super_admin_token, a filter on a token) are not kept beyond their request.
  if (query.length > MAX_CACHED_LENGTH || mentionsToken(query)) {
    return qs.parse(query, OPTIONS) as Record<string, unknown>;
  }
  let parsed = cache.get(query);
  if (parsed) {
    cache.delete(query);
  } else {
    parsed = qs.parse(query, OPTIONS) as Record<string, unknown>;
    if (cache.size >= CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }
  cache.set(query, parsed);
  return copy(parsed) as Record<string, unknown>;
}

/**
 * A form-encoded request body (`application/x-www-form-urlencoded`, contract §1): the same
 * PHP-style nesting and bounds (`a[b]=c` is {a: {b: 'c'}}), never cached (bodies carry
 * passwords), and ordinary objects, as a JSON body gives. `+` is a space, as forms encode it.
 */
export function parseFormBody(body: string): Record<string, unknown> {
  return qs.parse(body, { ...OPTIONS, plainObjects: false, ignoreQueryPrefix: false }) as Record<
    string,
    unknown
  >;
}
