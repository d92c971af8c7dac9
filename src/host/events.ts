import type { ApiErrorShape } from '../api/api-error.js';

// The DOM events the elements fire: `cms-` prefixed, kebab-case, bubbling and composed so a host
// page hears them from outside the shadow root (r2wc's own `events` option would lower-case the
// names, so the elements dispatch these themselves).

export interface CmsNavigateDetail {
  /** The route's name (`collections`, `item`, `not-found` …). */
  name: string;
  /** The path with its query, as in the hash: `/p/collections/articles`. */
  path: string;
  params: Readonly<Record<string, string>>;
}

export type CmsErrorDetail = ApiErrorShape;

export interface CmsItemSavedDetail {
  collection: string;
  primaryKey: string | number;
  item: Readonly<Record<string, unknown>>;
}

/** `<cms-item-editor>` after a delete (or a soft delete through the status mapping). */
export interface CmsItemDeletedDetail {
  collection: string;
  primaryKey: string | number;
}

/** `<cms-item-editor>` when its form gains or loses unsaved edits. */
export interface CmsChangeDetail {
  dirty: boolean;
}

export interface CmsFileUploadedDetail {
  file: Readonly<Record<string, unknown>>;
}

/** `<cms-file-library selectable>` when its "Choose" button confirms the selection. */
export interface CmsFileSelectedDetail {
  files: readonly Readonly<Record<string, unknown>>[];
}

export interface CmsInstalledDetail {
  /** The key of the new project. */
  project: string;
}

/** Event name → detail, for typed `addEventListener`. */
export interface CmsEventMap {
  'cms-navigate': CustomEvent<CmsNavigateDetail>;
  'cms-error': CustomEvent<CmsErrorDetail>;
  'cms-item-saved': CustomEvent<CmsItemSavedDetail>;
  'cms-item-deleted': CustomEvent<CmsItemDeletedDetail>;
  'cms-change': CustomEvent<CmsChangeDetail>;
  'cms-file-uploaded': CustomEvent<CmsFileUploadedDetail>;
  'cms-file-selected': CustomEvent<CmsFileSelectedDetail>;
  'cms-installed': CustomEvent<CmsInstalledDetail>;
}

export type CmsEventName = keyof CmsEventMap;
export type CmsEventDetail<Name extends CmsEventName> =
  CmsEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never;

export const CMS_EVENTS = {
  navigate: 'cms-navigate',
  error: 'cms-error',
  itemSaved: 'cms-item-saved',
  itemDeleted: 'cms-item-deleted',
  change: 'cms-change',
  fileUploaded: 'cms-file-uploaded',
  fileSelected: 'cms-file-selected',
  installed: 'cms-installed',
} as const satisfies Record<string, CmsEventName>;

/** Fires `name` from the element; returns false when a listener called `preventDefault()`. */
export function dispatchCmsEvent<Name extends CmsEventName>(
  host: HTMLElement,
  name: Name,
  detail: CmsEventDetail<Name>,
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

declare global {
  // Lets `element.addEventListener('cms-item-saved', (event) => event.detail.collection)` type-check
  // on any ancestor, as the events bubble and cross shadow roots.
  interface GlobalEventHandlersEventMap extends CmsEventMap {}
}
