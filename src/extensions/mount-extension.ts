import type { ExtensionHandle, ExtensionScript } from './contract.js';
import type { LoadedExtension } from './load-extension.js';

// Runs a loaded extension script in a host element the admin owns, without React: the custom
// element form gets a scoped tag and its props as properties; the mount form gets the host and its
// props. Errors an extension throws, including those of its element's connectedCallback (which the
// browser would only report), come out as exceptions here, so the caller can fall back.

export interface MountedExtension {
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

/** The tag prefix per script: `cms-ext-interface-<id>` for an interface's input, … */
const TAG_PREFIX: Record<ExtensionScript, string> = {
  input: 'cms-ext-interface',
  display: 'cms-ext-display',
  layout: 'cms-ext-layout',
  options: 'cms-ext-layout-options',
  module: 'cms-ext-module',
};

/** The tag a script's element class is defined under, per loaded script URL. */
const tags = new Map<string, string>();

/** Folder ids allow upper case and dots; tags are lower case. A clash gets a numbered tag. */
function scopedTag(
  loaded: LoadedExtension,
  script: ExtensionScript,
  id: string,
  element: CustomElementConstructor,
): string {
  const known = tags.get(loaded.url);
  if (known) return known;
  const base = `${TAG_PREFIX[script]}-${id.toLowerCase().replace(/[^a-z0-9._-]/g, '-')}`;
  let tag = base;
  for (let n = 2; customElements.get(tag); n += 1) tag = `${base}-${n}`;
  customElements.define(tag, guardedClass(element));
  tags.set(loaded.url, tag);
  return tag;
}

/** What an element's lifecycle callback threw: the browser only reports those, append() does not. */
const lifecycleErrors = new WeakMap<HTMLElement, unknown>();

interface LifecycleCallbacks {
  connectedCallback?(): void;
  disconnectedCallback?(): void;
}

/**
 * The class defined under the scoped tag: a subclass, since the exported class may already be
 * defined under a tag of the author's choosing (one constructor, one definition), whose lifecycle
 * callbacks keep what they throw so mounting can fail with it.
 */
function guardedClass(base: CustomElementConstructor): CustomElementConstructor {
  const callbacks = base.prototype as LifecycleCallbacks;
  return class extends base {
    connectedCallback() {
      try {
        callbacks.connectedCallback?.call(this);
      } catch (error) {
        lifecycleErrors.set(this, error);
      }
    }
    disconnectedCallback() {
      try {
        callbacks.disconnectedCallback?.call(this);
      } catch (error) {
        console.error('An extension element failed when removed:', error);
      }
    }
  };
}

/** Gives the shadow root (or document) the host sits in the extension's stylesheet. */
function adoptSheet(host: HTMLElement, sheet: CSSStyleSheet | null): void {
  if (!sheet) return;
  const root = host.getRootNode() as ShadowRoot | Document;
  if (!('adoptedStyleSheets' in root) || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Sets only the properties whose value changed, so an element re-renders only when it must. */
function assignChanged(
  target: Record<string, unknown>,
  next: Record<string, unknown>,
  previous: Record<string, unknown> | null,
): void {
  for (const [key, value] of Object.entries(next)) {
    if (!previous || !Object.is(previous[key], value)) target[key] = value;
  }
}

function changed(next: Record<string, unknown>, previous: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(next), ...Object.keys(previous)]);
  for (const key of keys) if (!Object.is(next[key], previous[key])) return true;
  return false;
}

/** Mounts the script into `host` (which stays empty otherwise). Throws what the extension throws. */
export function mountExtension(
  loaded: LoadedExtension,
  script: ExtensionScript,
  id: string,
  host: HTMLElement,
  props: Record<string, unknown>,
): MountedExtension {
  adoptSheet(host, loaded.sheet);
  const { exported } = loaded;
  let current = props;

  if (exported.form === 'element') {
    const tag = scopedTag(loaded, script, id, exported.element);
    const Element = customElements.get(tag) as CustomElementConstructor;
    const element = new Element() as HTMLElement;
    assignChanged(element as unknown as Record<string, unknown>, props, null);
    host.append(element);
    if (lifecycleErrors.has(element)) {
      element.remove();
      throw lifecycleErrors.get(element);
    }
    return {
      update(next) {
        if (!changed(next, current)) return;
        const previous = current;
        current = next;
        assignChanged(element as unknown as Record<string, unknown>, next, previous);
      },
      unmount() {
        element.remove();
      },
    };
  }

  const handle: ExtensionHandle | null | undefined = exported.object.mount(host, props);
  return {
    update(next) {
      if (!changed(next, current)) return;
      current = next;
      handle?.update?.(next);
    },
    unmount() {
      try {
        handle?.unmount?.();
      } finally {
        host.replaceChildren();
      }
    },
  };
}
