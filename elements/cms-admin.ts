import r2wc from '@r2wc/react-to-web-component';
import { AdminApp } from '../src/screens/app-root/AdminApp.js';
import { adoptSharedStyles } from '../src/ui/styles.js';
import { defineElement } from './define.js';

const CmsAdminBase = r2wc(AdminApp, {
  shadow: 'open',
  props: { apiUrl: 'string', project: 'string', locale: 'string', theme: 'string' },
});

/**
 * The whole admin: sign-in, project chooser and every screen, routed through the page's
 * `location.hash` (`#/{project}/collections/…`). Meant to fill a page of its own.
 *
 * @tag cms-admin
 * @summary The complete admin app.
 *
 * @attr {string} api-url - The API root (`https://example.com/`). Default: the page's path before its `admin` segment.
 * @attr {string} project - The project to preselect on the sign-in screen.
 * @attr {string} locale - The interface language (`en-US`, `de-DE` …). Unknown codes are ignored.
 * @attr {'auto' | 'light' | 'dark'} theme - Overrides the theme of the signed-in user's record.
 *
 * @fires {CustomEvent<CmsNavigateDetail>} cms-navigate - After each navigation: `{ name, path, params }`.
 * @fires {CustomEvent<CmsErrorDetail>} cms-error - When a call fails in a way the host may want to know: `{ code, status, message }`.
 *
 * @csspart root - The themed root that fills the element.
 * @csspart public - The centred layout of the sign-in, install and not-found screens.
 * @csspart notice - Every notice box.
 * @csspart notifications - The notification stack.
 *
 * @cssprop [--cms-font-family=system-ui, …] - The interface font.
 * @cssprop [--cms-font-size=14px] - The base font size.
 * @cssprop [--cms-radius=4px] - Corner radius of controls and cards.
 * @cssprop [--cms-color-background] - Page background.
 * @cssprop [--cms-color-surface] - Background behind cards.
 * @cssprop [--cms-color-border] - Borders of controls and cards.
 * @cssprop [--cms-color-text] - Body text.
 * @cssprop [--cms-color-text-muted] - Secondary text.
 * @cssprop [--cms-color-accent] - Primary buttons, links, informational notices.
 * @cssprop [--cms-color-success] - Success notices.
 * @cssprop [--cms-color-warning] - Warnings.
 * @cssprop [--cms-color-danger] - Errors.
 */
export class CmsAdminElement extends CmsAdminBase {
  declare apiUrl: string | undefined;
  declare project: string | undefined;
  declare locale: string | undefined;
  declare theme: string | undefined;

  constructor() {
    super();
    // r2wc attached the open shadow root in its constructor.
    adoptSharedStyles(this.shadowRoot!);
  }
}

defineElement('cms-admin', CmsAdminElement);

declare global {
  interface HTMLElementTagNameMap {
    'cms-admin': CmsAdminElement;
  }
}
