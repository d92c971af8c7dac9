import r2wc from '@r2wc/react-to-web-component';
import { ItemEditorPiece } from '../src/screens/pieces/ItemEditorPiece.js';
import { adoptSharedStyles } from '../src/ui/styles.js';
import { defineElement } from './define.js';

export type { CmsChangeDetail, CmsItemDeletedDetail } from '../src/host/events.js';

const CmsItemEditorBase = r2wc(ItemEditorPiece, {
  shadow: 'open',
  props: {
    apiUrl: 'string',
    project: 'string',
    collection: 'string',
    primaryKey: 'string',
    locale: 'string',
    theme: 'string',
  },
});

/**
 * One item's form, for embedding in another site or portal: the admin's item screen (field rules,
 * interfaces, permissions, save and delete) without the admin's shell. When the page has no
 * session for the project it shows a sign-in form first; on the admin's own origin it shares the
 * admin's session cookie. It never changes the host page's URL or hash. Changing `primary-key` (or
 * `collection`) loads that item, asking first when the form holds unsaved edits. mod+s saves
 * while the focus is inside the editor. Deleting asks for confirmation and, when the collection's
 * status mapping has a soft-delete status, sets that status instead of deleting the row.
 *
 * @tag cms-item-editor
 * @summary The item editor, embeddable on its own.
 *
 * @attr {string} api-url - The API root. Default: the page's path before its `admin` segment.
 * @attr {string} project - The project key; it becomes the page's current project.
 * @attr {string} collection - The collection of the item.
 * @attr {string} primary-key - The item's primary key; `+` creates a new item (after saving, the editor stays on the created item).
 * @attr {string} locale - The interface language (`en-US` …). Unknown codes are ignored.
 * @attr {'auto' | 'light' | 'dark'} theme - The colour theme.
 *
 * @fires {CustomEvent<CmsItemSavedDetail>} cms-item-saved - After a save reached the server: `{ collection, primaryKey, item }`, the saved item as the server returned it (for "save as copy", the copy).
 * @fires {CustomEvent<CmsItemDeletedDetail>} cms-item-deleted - After the item was deleted (or soft-deleted): `{ collection, primaryKey }`.
 * @fires {CustomEvent<CmsChangeDetail>} cms-change - When the form gains or loses unsaved edits: `{ dirty }`.
 * @fires {CustomEvent<CmsErrorDetail>} cms-error - When starting, loading, saving or deleting fails: `{ code, status, message }`.
 *
 * @csspart root - The themed root that fills the element.
 * @csspart piece - The element's content box.
 * @csspart toolbar - The bar with the item's name, Delete and Save.
 * @csspart notice - Every notice box.
 *
 * @cssprop [--cms-color-background] - Background.
 * @cssprop [--cms-color-text] - Body text.
 * @cssprop [--cms-color-accent] - Primary buttons, links, informational notices.
 */
export class CmsItemEditorElement extends CmsItemEditorBase {
  declare apiUrl: string | undefined;
  declare project: string | undefined;
  declare collection: string | undefined;
  declare primaryKey: string | undefined;
  declare locale: string | undefined;
  declare theme: string | undefined;

  constructor() {
    super();
    adoptSharedStyles(this.shadowRoot!);
  }
}

defineElement('cms-item-editor', CmsItemEditorElement);

declare global {
  interface HTMLElementTagNameMap {
    'cms-item-editor': CmsItemEditorElement;
  }
}
