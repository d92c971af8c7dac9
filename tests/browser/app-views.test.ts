import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { notify } from '../../src/state/notifications.js';
import { $projects } from '../../src/state/projects.js';
import { CLOSED_API, clearHash, fixtureApi, project, resetStores, shadowQuery } from './helpers.js';

function mountAdmin(apiUrl: string): CmsAdminElement {
  return fixtureSync<CmsAdminElement>(html`<cms-admin api-url=${apiUrl}></cms-admin>`);
}

const textOf = (element: Element) => element.shadowRoot?.textContent ?? '';

function signedInTo(key: string) {
  $projects.set([project(key, { authenticated: true })]);
  setCurrentProject(key);
}

describe('<cms-admin> routed views', () => {
  beforeEach(() => {
    resetStores();
    clearHash();
  });

  it('sends a server without projects to the install screen', async () => {
    const element = mountAdmin(fixtureApi('api-without-projects'));
    await waitUntil(() => location.hash === '#/install', 'not sent to /install', { timeout: 5000 });
    // The wizard itself is tested in install-*.test.ts.
    await waitUntil(() => shadowQuery(element, 'h1'), 'no install screen', { timeout: 5000 });
  });

  it('shows the not-found screen for a path no route matches', async () => {
    signedInTo('alpha');
    history.replaceState(
      null,
      '',
      `${location.pathname}${location.search}#/alpha/collections/a/b/c`,
    );
    const element = mountAdmin(fixtureApi('api-signed-in'));
    await waitUntil(
      () => shadowQuery(element, 'h1')?.textContent === 'Page not found',
      'no not-found screen',
      { timeout: 5000 },
    );
    expect(shadowQuery(element, 'code')?.textContent).to.equal('/alpha/collections/a/b/c');
  });

  it('shows the settings area to administrators only: an editor gets not-found', async () => {
    // The fixture's user has role 3 (Editor); settings are for role 1 (spec 3 §1).
    signedInTo('alpha');
    history.replaceState(null, '', `${location.pathname}${location.search}#/alpha/settings/roles`);
    const element = mountAdmin(fixtureApi('api-signed-in'));
    await waitUntil(
      () => shadowQuery(element, 'h1')?.textContent === 'Page not found',
      'no not-found screen',
      { timeout: 5000 },
    );
    expect(shadowQuery(element, 'code')?.textContent).to.equal('/alpha/settings/roles');
  });

  it("sends a signed-in visit of / on to the user's last page", async () => {
    signedInTo('alpha');
    mountAdmin(fixtureApi('api-signed-in'));
    // users/me of the fixture says the last page was the articles listing.
    await waitUntil(() => location.hash === '#/alpha/collections/articles', 'not redirected', {
      timeout: 5000,
    }).catch((error) => {
      throw new Error(`${error.message} (at ${location.hash})`);
    });
  });

  it('shows the server-error screen when the start-up data cannot be loaded', async () => {
    signedInTo('alpha');
    history.replaceState(null, '', `${location.pathname}${location.search}#/alpha/collections`);
    const element = mountAdmin(CLOSED_API);
    await waitUntil(
      () => shadowQuery(element, 'h1')?.textContent === 'Server error',
      'no server-error screen',
      { timeout: 5000 },
    );
    expect(textOf(element)).to.contain("Couldn't Reach API");
    const other = [...(element.shadowRoot?.querySelectorAll('a') ?? [])].find(
      (link) => link.textContent === 'Sign in to a different project',
    );
    expect(other?.getAttribute('href')).to.equal('#/login');
  });

  it('preselects ?project= and removes it from the URL', async () => {
    $projects.set([project('alpha'), project('beta')]);
    history.replaceState(null, '', `${location.pathname}${location.search}#/login?project=beta`);
    const element = mountAdmin(CLOSED_API);
    await waitUntil(
      () => shadowQuery<HTMLSelectElement>(element, 'select')?.value === 'beta',
      'beta not chosen',
      { timeout: 5000 },
    );
    await waitUntil(() => location.hash === '#/login', 'query kept');
  });

  it('stacks notifications, escaped, with a labelled dismiss button', async () => {
    $projects.set([project('alpha')]);
    const element = mountAdmin(CLOSED_API);
    await waitUntil(() => shadowQuery(element, 'form'), 'no sign-in form', { timeout: 5000 });
    notify({
      title: '<img src=x onerror=alert(1)>',
      details:
        '**Saved** <script>alert(2)</script> [docs](javascript:alert(3)) [site](https://example.com)',
      delay: 0,
    });
    await waitUntil(() => shadowQuery(element, '.cms-notification'), 'no notification');
    expect(shadowQuery(element, '.cms-notification img')).to.equal(null);
    expect(shadowQuery(element, '.cms-notification script')).to.equal(null);
    expect(
      shadowQuery(element, '.cms-notification strong.cms-notification__title + div strong')
        ?.textContent,
    ).to.equal('Saved');
    const links = [...(element.shadowRoot?.querySelectorAll('.cms-notification a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(['https://example.com']);
    expect(textOf(element)).to.contain('<script>alert(2)</script>');
    expect(textOf(element)).to.contain('docs');
    expect(shadowQuery(element, '.cms-notification__title')?.textContent).to.equal(
      '<img src=x onerror=alert(1)>',
    );
    const dismiss = shadowQuery<HTMLButtonElement>(element, '.cms-notification__dismiss')!;
    expect(dismiss.getAttribute('aria-label')).to.equal('Dismiss “<img src=x onerror=alert(1)>”');
    dismiss.click();
    await waitUntil(() => !shadowQuery(element, '.cms-notification'), 'not dismissed');
  });
});
