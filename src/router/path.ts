// Paths as the router sees them: `/login?redirect=%2Fp%2Ffiles`, without the leading `#`.

export type SearchParams = Readonly<Record<string, string>>;

export interface ParsedPath {
  /** The part before `?`, always starting with `/`. */
  path: string;
  search: SearchParams;
}

export function parsePath(fullPath: string): ParsedPath {
  const withSlash = fullPath.startsWith('/') ? fullPath : `/${fullPath}`;
  const queryStart = withSlash.indexOf('?');
  const path = queryStart === -1 ? withSlash : withSlash.slice(0, queryStart);
  const query = queryStart === -1 ? '' : withSlash.slice(queryStart + 1);
  return { path: path || '/', search: Object.fromEntries(new URLSearchParams(query)) };
}

export function formatPath(path: string, search: SearchParams = {}): string {
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

/** The same path with some search parameters removed (e.g. `?project=` once applied). */
export function withoutSearchParams(fullPath: string, names: readonly string[]): string {
  const { path, search } = parsePath(fullPath);
  const kept = Object.fromEntries(Object.entries(search).filter(([name]) => !names.includes(name)));
  return formatPath(path, kept);
}
