import r2wc from '@r2wc/react-to-web-component';
import { FileLibraryPiece } from '../src/screens/pieces/FileLibraryPiece.js';
import { adoptSharedStyles } from '../src/ui/styles.js';
import { defineElement } from './define.js';

export type { CmsFileSelectedDetail, CmsFileUploadedDetail } from '../src/host/events.js';

const CmsFileLibraryBase = r2wc(FileLibraryPiece, {
  shadow: 'open',
  props: {
    apiUrl: 'string',
    project: 'string',
    locale: 'string',
    theme: 'string',
    accept: 'string',
    multiple: 'boolean',
    selectable: 'boolean',
    folder: 'string',
  },
});

const baseAttributeChanged = (
  CmsFileLibraryBase.prototype as unknown as {
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  }
).attributeChangedCallback;

/** Attributes that are on when present (`<cms-file-library selectable>`), as in HTML. */
const BOOLEAN_ATTRIBUTES = new Set(['multiple', 'selectable']);

/**
 * The project's file library for embedding in another page, as a media manager or as a picker:
 * browse folders, search and filter, upload by button or by dropping files (each with its
 * progress, refusals named on the file), import from a web address. When the page has no session
 * for the project it shows a sign-in form first; on the admin's own origin it shares the admin's
 * session cookie. It never touches the host page's URL: a file opens in a dialog, not in the admin.
 * With `selectable` it is a picker: clicking a file selects it and the "Choose" button reports the
 * selection as `cms-file-selected`.
 *
 * @tag cms-file-library
 * @summary The file library, embeddable on its own as a media manager or a file picker.
 *
 * @attr {string} api-url - The API root. Default: the page's path before its `admin` segment.
 * @attr {string} project - The project key; it becomes the page's current project.
 * @attr {string} locale - The interface language (`en-US` …). Unknown codes are ignored.
 * @attr {'auto' | 'light' | 'dark'} theme - The colour theme.
 * @attr {string} accept - MIME types the picker and uploads take, comma-separated, `type/*` wildcards allowed (`image/*,application/pdf`). Other files are greyed out and refused on upload. Default: anything.
 * @attr {boolean} selectable - Picker mode: a click selects a file instead of opening it, and "Choose" confirms (`cms-file-selected`).
 * @attr {boolean} multiple - Several files may be chosen in picker mode. Default: off in picker mode (one file), on otherwise.
 * @attr {string} folder - The id of the folder (`directus_folders`) to open in; uploads go there. Default: the root.
 *
 * @fires {CustomEvent<CmsFileUploadedDetail>} cms-file-uploaded - After each finished upload or URL import: `{ file }`, the new directus_files row.
 * @fires {CustomEvent<CmsFileSelectedDetail>} cms-file-selected - In picker mode, when "Choose" confirms the selection: `{ files }`, the chosen directus_files rows (with `data.thumbnails`).
 * @fires {CustomEvent<CmsErrorDetail>} cms-error - When starting fails or an upload fails or is refused: `{ code, status, message }`.
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
  declare accept: string | undefined;
  declare multiple: boolean | undefined;
  declare selectable: boolean | undefined;
  declare folder: string | undefined;

  constructor() {
    super();
    adoptSharedStyles(this.shadowRoot!);
  }

  // r2wc reads a boolean from the attribute's text ("true") and skips empty values; here a
  // present attribute (`selectable`, `selectable=""`) is on, and removing it turns it off.
  attributeChangedCallback(name: string, old: string | null, value: string | null) {
    const next = BOOLEAN_ATTRIBUTES.has(name)
      ? value === null || value === 'false'
        ? 'false'
        : 'true'
      : value;
    baseAttributeChanged.call(this, name, old, next);
  }
}

defineElement('cms-file-library', CmsFileLibraryElement);

declare global {
  interface HTMLElementTagNameMap {
    'cms-file-library': CmsFileLibraryElement;
  }
}
