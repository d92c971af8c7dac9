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
    await waitUntil(
      () => textOf(element).includes('The install wizard is not available yet.'),
      'no install screen',
      { timeout: 5000 },
    );
    expect(location.hash).to.equal('#/install');
    expect(shadowQuery(element, 'h1')?.textContent).to.equal('Install');
    expect(textOf(element)).to.contain('This server has no project yet.');
  });

  it('shows the not-found screen for a path no route matches', async () => {
    signedInTo('alpha');
    history.replaceState(
      null,
      '',
      `${location.pathname}${location.search}#/alpha/collections/a/b/c`,
    );
    const element = mountAdmin(CLOSED_API);
    await waitUntil(
      () => shadowQuery(element, 'h1')?.textContent === 'Page not found',
      'no not-found screen',
      { timeout: 5000 },
    );
    expect(shadowQuery(element, 'code')?.textContent).to.equal('/alpha/collections/a/b/c');
  });

  it('shows a "not available yet" notice for signed-in routes whose screens come later', async () => {
    signedInTo('alpha');
    history.replaceState(null, '', `${location.pathname}${location.search}#/alpha/settings/roles`);
    const element = mountAdmin(CLOSED_API);
    await waitUntil(
      () => shadowQuery(element, 'h1')?.textContent === 'Not available yet',
      'no notice',
      { timeout: 5000 },
    );
    expect(shadowQuery(element, 'code')?.textContent).to.equal('/alpha/settings/roles');
  });

  it('sends a signed-in visit of / on to the project collections', async () => {
    signedInTo('alpha');
    mountAdmin(CLOSED_API);
    await waitUntil(() => location.hash === '#/alpha/collections', 'not redirected', {
      timeout: 5000,
    });
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
    notify({ title: '<img src=x onerror=alert(1)>', details: 'Saved', delay: 0 });
    await waitUntil(() => shadowQuery(element, '.cms-notification'), 'no notification');
    expect(shadowQuery(element, '.cms-notification img')).to.equal(null);
    expect(shadowQuery(element, '.cms-notice__title')?.textContent).to.equal(
      '<img src=x onerror=alert(1)>',
    );
    const dismiss = shadowQuery<HTMLButtonElement>(element, '.cms-notification__dismiss')!;
    expect(dismiss.getAttribute('aria-label')).to.equal('Dismiss “<img src=x onerror=alert(1)>”');
    dismiss.click();
    await waitUntil(() => !shadowQuery(element, '.cms-notification'), 'not dismissed');
  });
});
