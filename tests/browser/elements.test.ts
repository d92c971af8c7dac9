import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import {
  CmsAdminElement,
  CmsFileLibraryElement,
  CmsInstallElement,
  CmsItemEditorElement,
  defineElement,
} from '../../elements/index.js';
import type { CmsErrorDetail, CmsNavigateDetail } from '../../src/host/events.js';
import { adminStyleSheets } from '../../src/ui/styles.js';
import { CLOSED_API, clearHash, resetStores, shadowQuery } from './helpers.js';

describe('element definitions', () => {
  it('defines all four tags once, with their classes', () => {
    expect(customElements.get('cms-admin')).to.equal(CmsAdminElement);
    expect(customElements.get('cms-item-editor')).to.equal(CmsItemEditorElement);
    expect(customElements.get('cms-file-library')).to.equal(CmsFileLibraryElement);
    expect(customElements.get('cms-install')).to.equal(CmsInstallElement);
  });

  it('does not throw when a tag is defined a second time', () => {
    class SecondCopy extends HTMLElement {}
    expect(() => defineElement('cms-admin', SecondCopy)).not.to.throw();
    expect(defineElement('cms-admin', SecondCopy)).to.equal(CmsAdminElement);
    expect(customElements.get('cms-admin')).to.equal(CmsAdminElement);
  });
});

describe('<cms-admin>', () => {
  beforeEach(() => {
    resetStores();
    clearHash();
  });

  it('renders the sign-in screen into its open shadow root, reporting an unreachable API', async () => {
    const element = fixtureSync<CmsAdminElement>(
      html`<cms-admin api-url=${CLOSED_API}></cms-admin>`,
    );
    expect(element.shadowRoot?.mode).to.equal('open');
    await waitUntil(() => shadowQuery(element, '.cms-notice--danger'), 'no error notice', {
      timeout: 5000,
    });
    expect(shadowQuery(element, '.cms-notice--danger')?.textContent).to.contain(
      "Couldn't Reach API",
    );
    expect(shadowQuery(element, 'h1')?.textContent).to.equal('Sign in');
    expect(shadowQuery(element, 'button')?.textContent).to.equal('Try again');
    // Only <cms-admin> drives the page's hash.
    expect(location.hash).to.equal('#/login');
    // Nothing leaks into the light DOM.
    expect(element.children.length).to.equal(0);
  });

  it('fires cms-navigate and cms-error from the host element, across the shadow boundary', async () => {
    const navigations: CmsNavigateDetail[] = [];
    const errors: CmsErrorDetail[] = [];
    const onNavigate = (event: CustomEvent<CmsNavigateDetail>) => navigations.push(event.detail);
    const onError = (event: CustomEvent<CmsErrorDetail>) => errors.push(event.detail);
    document.addEventListener('cms-navigate', onNavigate);
    document.addEventListener('cms-error', onError);
    try {
      fixtureSync(html`<cms-admin api-url=${CLOSED_API}></cms-admin>`);
      await waitUntil(() => navigations.length > 0 && errors.length > 0, 'no events', {
        timeout: 5000,
      });
      expect(navigations[0]).to.deep.include({ name: 'login', path: '/login' });
      expect(errors[0].code).to.equal(-1);
    } finally {
      document.removeEventListener('cms-navigate', onNavigate);
      document.removeEventListener('cms-error', onError);
    }
  });

  it('shares the adopted stylesheets between instances and applies its theme attribute', async () => {
    const container = fixtureSync<HTMLDivElement>(html`
      <div>
        <cms-admin api-url=${CLOSED_API} theme="dark"></cms-admin>
        <cms-install api-url=${CLOSED_API}></cms-install>
      </div>
    `);
    const [admin, install] = Array.from(container.children);
    const sheets = adminStyleSheets();
    expect(sheets.length).to.be.greaterThan(0);
    for (const element of [admin, install]) {
      const adopted = element.shadowRoot?.adoptedStyleSheets ?? [];
      expect(adopted.length).to.equal(sheets.length);
      expect(adopted.every((sheet, index) => sheet === sheets[index])).to.equal(true);
    }
    await waitUntil(() => shadowQuery(admin, '.cms-root'), 'admin did not render');
    expect(shadowQuery(admin, '.cms-root')?.dataset.theme).to.equal('dark');
    await waitUntil(() => shadowQuery(install, '.cms-root'), 'install did not render');
    expect(shadowQuery(install, '.cms-root')?.dataset.theme).to.equal('auto');
    // The tokens reach the shadow content; a host rule on the element overrides them.
    const root = shadowQuery(admin, '.cms-root')!;
    expect(getComputedStyle(root).colorScheme).to.equal('dark');
    (admin as HTMLElement).style.setProperty('--cms-color-background', 'rgb(1, 2, 3)');
    expect(getComputedStyle(root).backgroundColor).to.equal('rgb(1, 2, 3)');
  });
});
