import r2wc from '@r2wc/react-to-web-component';
import { ItemEditorPiece } from '../src/screens/pieces/ItemEditorPiece.js';
import { adoptSharedStyles } from '../src/ui/styles.js';
import { defineElement } from './define.js';

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
 * Edits one item of a collection, for embedding in another site or portal. It never touches the
 * host page's URL. (Not available yet: it shows a notice naming its target.)
 *
 * @tag cms-item-editor
 * @summary The item editor, embeddable on its own.
 *
 * @attr {string} api-url - The API root. Default: the page's path before its `admin` segment.
 * @attr {string} project - The project key; it becomes the page's current project.
 * @attr {string} collection - The collection of the item.
 * @attr {string} primary-key - The item's primary key; `+` creates a new item.
 * @attr {string} locale - The interface language (`en-US` …). Unknown codes are ignored.
 * @attr {'auto' | 'light' | 'dark'} theme - The colour theme.
 *
 * @fires {CustomEvent<CmsItemSavedDetail>} cms-item-saved - After a save: `{ collection, primaryKey, item }`.
 * @fires {CustomEvent<CmsErrorDetail>} cms-error - When loading or saving fails: `{ code, status, message }`.
 *
 * @csspart root - The themed root that fills the element.
 * @csspart piece - The element's content box.
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
