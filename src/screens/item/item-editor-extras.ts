import type { ReactNode } from 'react';
import type { Item } from '../../api/items.js';

/**
 * What a screen built on the generic item editor adds to it: a file's preview above the form, a
 * download button, applying a user's own theme once saved.
 */
export interface ItemEditorExtras {
  /** Above the form; gets the saved item (the defaults for a new one). */
  before?(item: Item): ReactNode;
  /** Header buttons before the save actions. */
  actions?(item: Item): ReactNode;
  /** After every successful save, with the row the server returned. */
  onSaved?(item: Item): void;
  /** The item's name in the header and the tab title, when the screen names it its own way. */
  title?(item: Item): string | null;
  /** Fields the screen shows its own way, left out of the form. */
  hiddenFields?: readonly string[];
}
