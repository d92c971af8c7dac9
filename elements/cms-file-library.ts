import r2wc from '@r2wc/react-to-web-component';
import { FileLibraryPiece } from '../src/screens/pieces/FileLibraryPiece.js';
import { adoptSharedStyles } from '../src/ui/styles.js';
import { defineElement } from './define.js';

const CmsFileLibraryBase = r2wc(FileLibraryPiece, {
  shadow: 'open',
  props: { apiUrl: 'string', project: 'string', locale: 'string', theme: 'string' },
});

/**
 * The project's file library with uploads, for embedding in another page. It never touches the
 * host page's URL. (Not available yet: it shows a notice naming its target.)
 *
 * @tag cms-file-library
 * @summary The file library, embeddable on its own.
 *
 * @attr {string} api-url - The API root. Default: the page's path before its `admin` segment.
 * @attr {string} project - The project key; it becomes the page's current project.
 * @attr {string} locale - The interface language (`en-US` …). Unknown codes are ignored.
 * @attr {'auto' | 'light' | 'dark'} theme - The colour theme.
 *
 * @fires {CustomEvent<CmsFileUploadedDetail>} cms-file-uploaded - After an upload: `{ file }`.
 * @fires {CustomEvent<CmsErrorDetail>} cms-error - When loading or uploading fails: `{ code, status, message }`.
 *
 * @csspart root - The themed root that fills the element.
 * @csspart piece - The element's content box.
 * @csspart notice - Every notice box.
 *
 * @cssprop [--cms-color-background] - Background.
 * @cssprop [--cms-color-text] - Body text.
 * @cssprop [--cms-color-accent] - Primary buttons, links, informational notices.
 */
export class CmsFileLibraryElement extends CmsFileLibraryBase {
  declare apiUrl: string | undefined;
  declare project: string | undefined;
  declare locale: string | undefined;
  declare theme: string | undefined;

  constructor() {
    super();
    adoptSharedStyles(this.shadowRoot!);
  }
}

defineElement('cms-file-library', CmsFileLibraryElement);

declare global {
  interface HTMLElementTagNameMap {
    'cms-file-library': CmsFileLibraryElement;
  }
}
