// Where a router keeps its location. `<cms-admin>` uses the page's hash; embedded pieces use an
// in-memory location, so they never touch the host page's URL or history.

export interface LocationSource {
  readonly kind: 'hash' | 'memory';
  /** The current full path (`/login?redirect=…`). */
  read(): string;
  /** Moves to `fullPath`; `replace` rewrites the current history entry instead of adding one. */
  write(fullPath: string, replace: boolean): void;
  /** Reports changes made outside the router (back/forward, a typed URL). */
  subscribe(listener: (fullPath: string) => void): () => void;
}

export function memoryLocation(initialPath = '/'): LocationSource {
  let current = initialPath;
  return {
    kind: 'memory',
    read: () => current,
    write(fullPath) {
      current = fullPath;
    },
    subscribe: () => () => {},
  };
}

/** The page's `location.hash` (`#/login`), written through the History API. */
export function hashLocation(win: Window = window): LocationSource {
  const read = () => {
    const path = win.location.hash.replace(/^#/, '');
    return path.startsWith('/') ? path : `/${path}`;
  };
  return {
    kind: 'hash',
    read,
    write(fullPath, replace) {
      if (read() === fullPath) return;
      // pushState/replaceState fire no hashchange, so the router never hears its own writes.
      const url = `${win.location.pathname}${win.location.search}#${fullPath}`;
      if (replace) win.history.replaceState(win.history.state, '', url);
      else win.history.pushState(null, '', url);
    },
    subscribe(listener) {
      const onHashChange = () => listener(read());
      win.addEventListener('hashchange', onHashChange);
      return () => win.removeEventListener('hashchange', onHashChange);
    },
  };
}
