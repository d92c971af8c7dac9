// Where the API lives. The admin is served at `{api root}admin/`, so without an explicit `api-url`
// the root is the part of the page's path before the `admin` segment (spec 1 §7).

type PageLocation = Pick<Location, 'href' | 'origin' | 'pathname'>;

/** The API root as an absolute URL that always ends with `/`. */
export function resolveApiRoot(apiUrl?: string | null, location: PageLocation = window.location) {
  const explicit = apiUrl?.trim();
  if (explicit) return normaliseRoot(new URL(explicit, location.href));
  return apiRootFromLocation(location);
}

/** `/cms/admin/index.html` → `{origin}/cms/`; a page outside any `admin` folder → `{origin}/`. */
export function apiRootFromLocation(location: PageLocation) {
  const segments = location.pathname.split('/');
  const adminIndex = segments.indexOf('admin');
  const base = adminIndex === -1 ? '/' : `${segments.slice(0, adminIndex).join('/')}/`;
  return normaliseRoot(new URL(base, location.origin));
}

function normaliseRoot(url: URL) {
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}
