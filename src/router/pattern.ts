// Route patterns: `/:project/collections/:collection`. A `:name` segment matches one path segment
// and is decoded; everything else matches literally.

export type RouteParams = Readonly<Record<string, string>>;

export interface CompiledPattern {
  pattern: string;
  paramNames: readonly string[];
  match(path: string): RouteParams | null;
  build(params: Record<string, string | number>): string;
}

export function compilePattern(pattern: string): CompiledPattern {
  const segments = pattern.split('/').filter(Boolean);
  const paramNames = segments.filter(isParam).map((segment) => segment.slice(1));
  const source = segments
    .map((segment) => (isParam(segment) ? '([^/]+)' : escapeRegExp(segment)))
    .join('/');
  const regExp = new RegExp(`^/${source}/?$`);

  return {
    pattern,
    paramNames,
    match(path) {
      const found = regExp.exec(path);
      if (!found) return null;
      const params: Record<string, string> = {};
      paramNames.forEach((name, index) => {
        params[name] = safeDecode(found[index + 1]);
      });
      return params;
    },
    build(params) {
      const path = segments.map((segment) => {
        if (!isParam(segment)) return segment;
        const value = params[segment.slice(1)];
        if (value === undefined || value === '') {
          throw new Error(`Route ${pattern} needs the parameter "${segment.slice(1)}".`);
        }
        return encodeSegment(String(value));
      });
      return `/${path.join('/')}`;
    },
  };
}

// Keeps `,` (batch keys) and `+` (create) readable; both are literal in a hash path.
function encodeSegment(value: string) {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%2B/gi, '+');
}

function isParam(segment: string) {
  return segment.startsWith(':');
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A malformed escape (`%E0%A4%A`) is kept as typed rather than breaking navigation.
function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
