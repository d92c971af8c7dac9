import r2wc from '@r2wc/react-to-web-component';
import { InstallPiece } from '../src/screens/pieces/InstallPiece.js';
import { adoptSharedStyles } from '../src/ui/styles.js';
import { defineElement } from './define.js';

const CmsInstallBase = r2wc(InstallPiece, {
  shadow: 'open',
  props: { apiUrl: 'string', locale: 'string', theme: 'string' },
});

/**
 * The install wizard that creates a project on the server: the super-admin password (or, on a
 * server without projects, a welcome), the server's requirements, the project and its first admin,
 * the database, then the result. It never changes the page's URL; it reports through its events.
 *
 * @tag cms-install
 * @summary The project install wizard, embeddable on its own.
 *
 * @attr {string} api-url - The API root. Default: the page's path before its `admin` segment.
 * @attr {string} locale - The interface language (`en-US` …). Unknown codes are ignored.
 * @attr {'auto' | 'light' | 'dark'} theme - The colour theme.
 *
 * @fires {CustomEvent<CmsInstalledDetail>} cms-installed - After the project was created: `{ project }`, the new project's key (never a password).
 * @fires {CustomEvent<CmsErrorDetail>} cms-error - When the installation fails: `{ code, status, message }`.
 *
 * @csspart root - The themed root that fills the element.
 * @csspart piece - The element's content box.
 * @csspart notice - Every notice box.
 *
 * @cssprop [--cms-color-background] - Background.
 * @cssprop [--cms-color-text] - Body text.
 * @cssprop [--cms-color-accent] - Primary buttons, links, informational notices.
 */
export class CmsInstallElement extends CmsInstallBase {
  declare apiUrl: string | undefined;
  declare locale: string | undefined;
  declare theme: string | undefined;

  constructor() {
    super();
    adoptSharedStyles(this.shadowRoot!);
  }
}

defineElement('cms-install', CmsInstallElement);

declare global {
  interface HTMLElementTagNameMap {
    'cms-install': CmsInstallElement;
  }
}
