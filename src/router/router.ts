import { atom, type ReadableAtom } from 'nanostores';
import { type LocationSource, memoryLocation } from './location-source.js';
import { formatPath, parsePath, type SearchParams } from './path.js';
import { type CompiledPattern, compilePattern, type RouteParams } from './pattern.js';

// A small router on a nanostores atom. It matches paths against a route table and publishes the
// result in `$route`. Guards veto or delay a navigation with `onSet($route, ({ abort }) => …)` and
// let it through later with `commit()` (see guard.ts). It never listens to clicks: links call
// `open()` themselves, so the host page's own links are never captured.

export interface RouteDefinition<Name extends string = string> {
  name: Name;
  pattern: string;
  /** Reachable without signing in (spec 1 §2). */
  public?: boolean;
}

export const NOT_FOUND_ROUTE = 'not-found';

export interface Route<Name extends string = string> {
  /** The matched route, or `not-found`. */
  name: Name | typeof NOT_FOUND_ROUTE;
  params: RouteParams;
  search: SearchParams;
  /** The path without its query: `/p/collections`. */
  path: string;
  /** The path with its query, as in the hash: `/login?redirect=%2F`. */
  fullPath: string;
  public: boolean;
}

export interface Router<Name extends string = string> {
  /** The current, guard-approved route; null before the first navigation. */
  readonly $route: ReadableAtom<Route<Name> | null>;
  /** Which location this router reads and writes now. */
  readonly locationKind: LocationSource['kind'];
  match(fullPath: string): Route<Name>;
  /** Navigates, adding a history entry. */
  open(fullPath: string): void;
  /** Navigates, replacing the current history entry (no back-button loop). */
  redirect(fullPath: string): void;
  /** The path of a named route: `pathFor('collection', { project: 'p', collection: 'a' })`. */
  pathFor(name: Name, params?: Record<string, string | number>, search?: SearchParams): string;
  /** Navigates to where the location source points now. */
  start(): void;
  /** Switches the location source; the returned function goes back to an in-memory location. */
  setLocationSource(source: LocationSource): () => void;
  /** Publishes a route a guard let through, writing its address. Only guards call this. */
  commit(route: Route<Name>): void;
  /**
   * Drops a navigation a guard held back: the current route stays as it is, and the address is
   * put back to it if the browser had already moved it. Only guards call this.
   */
  cancel(route: Route<Name>): void;
}

export function createRouter<const Name extends string>(
  routes: readonly RouteDefinition<Name>[],
  initialSource: LocationSource = memoryLocation(),
): Router<Name> {
  const compiled = routes.map((route) => ({ route, pattern: compilePattern(route.pattern) }));
  const byName = new Map<Name, CompiledPattern>(
    compiled.map(({ route, pattern }) => [route.name, pattern]),
  );
  const $route = atom<Route<Name> | null>(null);
  let source = initialSource;
  let unsubscribeSource = source.subscribe((fullPath) => navigate(fullPath, true, false));

  function match(fullPath: string): Route<Name> {
    const { path, search } = parsePath(fullPath);
    const normalisedPath = formatPath(path, search);
    for (const { route, pattern } of compiled) {
      const params = pattern.match(path);
      if (params) {
        return {
          name: route.name,
          params,
          search,
          path,
          fullPath: normalisedPath,
          public: route.public === true,
        };
      }
    }
    return {
      name: NOT_FOUND_ROUTE,
      params: {},
      search,
      path,
      fullPath: normalisedPath,
      public: false,
    };
  }

  // The address changes only when a navigation is let through: a guard that holds one back (to
  // ask about unsaved edits, to load data) must not show an address the page is not on yet.
  let held: { route: Route<Name>; write: { replace: boolean } | null } | null = null;

  function navigate(fullPath: string, replace: boolean, writeLocation = true) {
    const route = match(fullPath);
    // A redirect while a pushed navigation is still held (the guard sending it to /login) takes
    // its place in history: the page the user left keeps its entry.
    const heldPush = held?.write?.replace === false;
    held = { route, write: writeLocation ? { replace: replace && !heldPush } : null };
    $route.set(route);
    // No guard held it back: it is the current route now.
    if ($route.get() === route) writeHeld(route);
  }

  function writeHeld(route: Route<Name>) {
    if (held?.route !== route) return;
    const { write } = held;
    held = null;
    if (write) source.write(route.fullPath, write.replace);
  }

  return {
    $route,
    get locationKind() {
      return source.kind;
    },
    match,
    open: (fullPath) => navigate(fullPath, false),
    redirect: (fullPath) => navigate(fullPath, true),
    pathFor(name, params = {}, search = {}) {
      const pattern = byName.get(name);
      if (!pattern) throw new Error(`Unknown route "${name}".`);
      return formatPath(pattern.build(params), search);
    },
    start: () => navigate(source.read(), true, false),
    setLocationSource(next) {
      unsubscribeSource();
      source = next;
      unsubscribeSource = source.subscribe((fullPath) => navigate(fullPath, true, false));
      return () => {
        if (source !== next) return;
        unsubscribeSource();
        source = memoryLocation($route.get()?.fullPath ?? next.read());
        unsubscribeSource = source.subscribe(() => {});
      };
    },
    commit(route) {
      writeHeld(route);
      $route.set(route);
    },
    cancel(route) {
      if (held?.route === route) held = null;
      // The address moved by itself (back button, a typed URL): show the current page's again.
      const current = $route.get();
      if (current && source.read() !== current.fullPath) source.write(current.fullPath, true);
    },
  };
}
