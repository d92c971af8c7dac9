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
import qs from 'qs';

export const QUERY_STRING_LIMITS = {
  depth: 6,
  arrayLimit: 100,
  parameterLimit: 1000,
} as const;

export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, {
    ...QUERY_STRING_LIMITS,
    allowPrototypes: false,
    plainObjects: true,
    allowDots: false,
    comma: false,
    strictDepth: false,
    throwOnLimitExceeded: false,
    ignoreQueryPrefix: true,
    charset: 'utf-8',
  }) as Record<string, unknown>;
}
