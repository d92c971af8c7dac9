import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { $bookmarks } from '../../src/state/bookmarks.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setUnsavedEdits } from '../../src/state/edits.js';
import {
  $bundledExtensions,
  $extensionsMissing,
  registerBundledExtension,
} from '../../src/state/extensions.js';
import { $notifications } from '../../src/state/notifications.js';
import { $projects } from '../../src/state/projects.js';
import { clearHash, fixtureApi, project, resetStores, shadowQuery } from './helpers.js';

// The shell of a signed-in, non-admin editor (role 3) of project `alpha`, hydrated from the static
// answers of fixtures/api-signed-in (see its README): read access to `articles` through status
// rows, none to files, no row at all for users, one bookmark of their own.

const textOf = (element: Element) => element.shadowRoot?.textContent ?? '';

function all<E extends Element = HTMLElement>(host: Element, selector: string): E[] {
  return [...(host.shadowRoot?.querySelectorAll<E>(selector) ?? [])];
}

async function mountSignedIn(path = '/alpha/settings/roles'): Promise<CmsAdminElement> {
  $projects.set([project('alpha', { authenticated: true })]);
  setCurrentProject('alpha');
  history.replaceState(null, '', `${location.pathname}${location.search}#${path}`);
  const element = fixtureSync<CmsAdminElement>(
    html`<cms-admin api-url=${fixtureApi('api-signed-in')}></cms-admin>`,
  );
  await waitUntil(() => shadowQuery(element, '.cms-module-bar'), 'no shell', { timeout: 5000 });
  return element;
}

describe('the shell', () => {
  beforeEach(() => {
    resetStores();
    clearHash();
  });

  it("shows the module bar by the role's read permissions", async () => {
    const element = await mountSignedIn();
    const labels = all(element, '.cms-module-bar__label').map((label) => label.textContent);
    expect(labels).to.deep.equal([
      'Collections',
      'Help and docs (opens in a new tab)',
      // This role reads no users: who is signed in shows, not a link to a page it cannot open.
      'Eda Tor',
      'Sign out',
    ]);
    const profileLinks = all(element, 'a.cms-module-bar__item').filter((link) =>
      link.textContent?.includes('Eda Tor'),
    );
    expect(profileLinks).to.have.length(0);
    const collections = all<HTMLAnchorElement>(element, '.cms-module-bar__item')[0];
    expect(collections?.getAttribute('href')).to.equal('#/alpha/collections');
    const help = all<HTMLAnchorElement>(element, '.cms-module-bar__item')[1];
    expect(help?.target).to.equal('_blank');
    expect(help?.rel).to.contain('noopener');
  });

  it('lists readable, visible, non-system collections and marks the open one', async () => {
    const element = await mountSignedIn('/alpha/collections/articles');
    await waitUntil(() => shadowQuery(element, '.cms-nav__link'), 'no navigation');
    const links = all<HTMLAnchorElement>(element, '.cms-nav__section:first-child .cms-nav__link');
    expect(links.map((link) => link.textContent)).to.deep.equal(['Articles']);
    expect(links[0]?.getAttribute('aria-current')).to.equal('page');
    expect(textOf(element)).not.to.contain('Directus Users');
  });

  it('deletes a bookmark only after confirming, and puts it back when the server refuses', async () => {
    const element = await mountSignedIn();
    const remove = await waitUntil(
      () => shadowQuery<HTMLButtonElement>(element, '.cms-nav__bookmark-delete'),
      'no delete button',
    ).then(() => shadowQuery<HTMLButtonElement>(element, '.cms-nav__bookmark-delete')!);
    expect(remove.getAttribute('aria-label')).to.equal('Delete bookmark “Drafts”');

    remove.click();
    const dialog = await waitUntil(
      () => shadowQuery<HTMLDialogElement>(element, 'dialog[open]'),
      'no confirmation',
    ).then(() => shadowQuery<HTMLDialogElement>(element, 'dialog[open]')!);
    expect(dialog.textContent).to.contain('Delete bookmark?');
    // Focus starts on Cancel, inside the dialog.
    expect(element.shadowRoot?.activeElement?.textContent).to.equal('Cancel');
    [...dialog.querySelectorAll('button')]
      .find((button) => button.textContent === 'Cancel')!
      .click();
    await waitUntil(() => !shadowQuery(element, 'dialog[open]'), 'dialog still open');
    expect(all(element, '.cms-nav__bookmark')).to.have.length(1);

    remove.click();
    await waitUntil(() => shadowQuery(element, 'dialog[open]'), 'no confirmation');
    const confirm = [...shadowQuery(element, 'dialog[open]')!.querySelectorAll('button')].find(
      (button) => button.textContent === 'Delete',
    )!;
    confirm.click();
    // Optimistic: gone from the store at once, before the server answers …
    expect($bookmarks.get()).to.have.length(0);
    // … and back, with a notice, because the static file server cannot delete it.
    await waitUntil(() => $notifications.get().length > 0, 'no notice', { timeout: 5000 });
    expect($bookmarks.get().map((bookmark) => bookmark.title)).to.deep.equal(['Drafts']);
    await waitUntil(() => all(element, '.cms-nav__bookmark').length === 1, 'not restored');
    expect($notifications.get().at(-1)?.title).to.equal(
      'The bookmark “Drafts” could not be deleted',
    );
    expect($notifications.get().at(-1)?.color).to.equal('danger');
  });

  it('asks before signing out, with a different message when edits are unsaved', async () => {
    const element = await mountSignedIn();
    const signOut = all<HTMLButtonElement>(element, '.cms-module-bar__item').find(
      (item) => item.textContent === 'Sign out',
    )!;
    signOut.click();
    await waitUntil(() => shadowQuery(element, 'dialog[open]'), 'no confirmation');
    expect(shadowQuery(element, 'dialog[open]')?.textContent).to.contain(
      'Are you sure you want to sign out?',
    );
    shadowQuery(element, 'dialog[open]')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitUntil(() => !shadowQuery(element, 'dialog[open]'), 'Escape did not close it');

    setUnsavedEdits(true);
    signOut.click();
    await waitUntil(() => shadowQuery(element, 'dialog[open]'), 'no confirmation');
    expect(shadowQuery(element, 'dialog[open]')?.textContent).to.contain(
      'You have unsaved changes.',
    );
    [...shadowQuery(element, 'dialog[open]')!.querySelectorAll('button')]
      .find((button) => button.textContent === 'Sign out')!
      .click();
    await waitUntil(() => location.hash === '#/login', 'not sent to /login', { timeout: 5000 });
  });

  it('warns that extensions are missing until interfaces and layouts exist', async () => {
    // The bundled ones register as their modules load (the shell loads them all): empty the
    // registry to see the warning a broken build would give.
    const bundled = $bundledExtensions.get();
    $bundledExtensions.set({ interfaces: [], layouts: [], modules: [] });
    try {
      const element = await mountSignedIn();
      $bundledExtensions.set({ interfaces: [], layouts: [], modules: [] });
      await waitUntil(() => textOf(element).includes('Extensions missing'), 'no warning');
      registerBundledExtension('interfaces', { id: 'test-input', name: 'Test input' });
      expect($extensionsMissing.get(), 'layouts still missing').to.equal(true);
      registerBundledExtension('layouts', { id: 'test-layout', name: 'Test layout' });
      await waitUntil(() => !textOf(element).includes('Extensions missing'), 'warning stays');
    } finally {
      $bundledExtensions.set(bundled);
    }
  });

  it('shows a breadcrumbed header and toggles the navigation on narrow screens', async () => {
    const element = await mountSignedIn();
    const toggle = shadowQuery<HTMLButtonElement>(element, '.cms-page-header__nav-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true', 'not opened');
    expect(shadowQuery(element, '#cms-navigation')?.hasAttribute('data-open')).to.equal(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'false', 'Escape did not close');
  });

  it('makes the narrow navigation a drawer: focus goes in, and back when it closes', async () => {
    expect(window.innerWidth, 'the test page is narrow').to.be.below(960);
    const element = await mountSignedIn('/alpha/collections');
    const root = element.shadowRoot!;
    const toggle = () => shadowQuery<HTMLButtonElement>(element, '.cms-page-header__nav-toggle')!;
    const nav = shadowQuery<HTMLElement>(element, '#cms-navigation')!;
    const open = async () => {
      toggle().focus();
      toggle().click();
      await waitUntil(() => nav.contains(root.activeElement), 'focus did not move into the drawer');
    };
    const closedWithFocusOnToggle = (what: string) =>
      waitUntil(
        () => !nav.hasAttribute('data-open') && root.activeElement === toggle(),
        `${what}: not closed with the focus back on the menu button`,
      );

    await open();
    expect(shadowQuery(element, '.cms-shell')?.hasAttribute('data-nav-open')).to.equal(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await closedWithFocusOnToggle('Escape');

    await open();
    shadowQuery<HTMLElement>(element, '.cms-shell__backdrop')!.click();
    await closedWithFocusOnToggle('the backdrop');

    // Focus leaving the drawer (Tab past its end) closes it and stays where it went.
    await open();
    const info = shadowQuery<HTMLElement>(
      element,
      '.cms-page-header [aria-controls="cms-info-sidebar"]',
    );
    const outside =
      info ?? shadowQuery<HTMLElement>(element, '.cms-shell__main a, .cms-shell__main button')!;
    outside.focus();
    await waitUntil(() => !nav.hasAttribute('data-open'), 'focus leaving did not close it');
    expect(root.activeElement).to.equal(outside);

    // Following a link closes it; the focus lands on the new page's menu button.
    await open();
    await waitUntil(() => shadowQuery(element, '.cms-nav__link'), 'no navigation links');
    shadowQuery<HTMLAnchorElement>(element, '.cms-nav__link')!.click();
    await closedWithFocusOnToggle('a link');
  });
});
