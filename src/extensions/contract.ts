// The contract between the admin and a server-hosted extension script (README "Extensions").
//
// Each script (`input.js`, `display.js`, `layout.js`, `options.js`, `module.js`) is an ES module
// whose default export is either a custom element class or a `{ mount(element, props) }` object.
// The admin passes data in as properties / props and hears back through `cms-*` CustomEvents
// dispatched on the element (or, for the mount form, on the element it was given). Nothing here
// depends on React: an extension can be written with any library, or none.

/** The scripts an extension folder may hold, by kind (server/services/extensions/kinds.ts). */
export type ExtensionScript = 'input' | 'display' | 'layout' | 'options' | 'module';

/** What a mounted extension gives back in the mount form; both methods are optional. */
export interface ExtensionHandle {
  update?(props: Record<string, unknown>): void;
  unmount?(): void;
}

/** The mount form of a default export. */
export interface MountObject {
  mount(element: HTMLElement, props: Record<string, unknown>): ExtensionHandle | undefined | null;
}

/** A default export the admin can run, as the loader found it. */
export type ExtensionExport =
  | { form: 'element'; element: CustomElementConstructor }
  | { form: 'mount'; object: MountObject };

/** An interface's input: the new value is the event's `detail`. */
export const INPUT_EVENT = 'cms-input';

/** Layout events: open an item (detail: its primary key), select (detail: the keys), … */
export const LAYOUT_EVENTS = {
  open: 'cms-open',
  select: 'cms-select',
  options: 'cms-options',
  query: 'cms-query',
  loadMore: 'cms-load-more',
} as const;

/** Reads a module's default export; anything else is a broken extension. */
export function readExport(module: unknown): ExtensionExport {
  const exported = (module as { default?: unknown } | null)?.default;
  if (typeof exported === 'function' && exported.prototype instanceof HTMLElement) {
    return { form: 'element', element: exported as CustomElementConstructor };
  }
  if (
    typeof exported === 'object' &&
    exported !== null &&
    typeof (exported as MountObject).mount === 'function'
  ) {
    return { form: 'mount', object: exported as MountObject };
  }
  throw new TypeError(
    'The default export is neither a custom element class nor an object with a mount() method.',
  );
}
