// `/{project}/ext/{id}` (spec 1 §2): a module the server lists opens its own page, named in the
// header; an id no module has is not found. Neither says "not available yet".
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import { clearHash, fixtureApi, project, resetStores, shadowQuery } from './helpers.js';

const API = fixtureApi('api-signed-in');

/** The signed-in fixture, except that `GET /modules` lists one server-hosted module. */
function listOneModule(): () => void {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.href.startsWith(API) && url.pathname.endsWith('/api-signed-in/modules')) {
      const modules = [
        { id: 'reports', path: 'modules/reports/meta.json', name: 'Sales reports', icon: 'star' },
      ];
      return new Response(JSON.stringify({ data: modules }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return original(input, init);
  };
  return () => {
    window.fetch = original;
  };
}

async function mountAt(path: string): Promise<CmsAdminElement> {
  $projects.set([project('alpha', { authenticated: true })]);
  setCurrentProject('alpha');
  history.replaceState(null, '', `${location.pathname}${location.search}#${path}`);
  const element = fixtureSync<CmsAdminElement>(html`<cms-admin api-url=${API}></cms-admin>`);
  await waitUntil(() => shadowQuery(element, '.cms-module-bar'), 'no shell', { timeout: 5000 });
  return element;
}

const heading = (element: Element) => shadowQuery(element, '.cms-page-header h1')?.textContent;
const text = (element: Element) => element.shadowRoot?.textContent ?? '';

describe('extension module pages', () => {
  let restore: (() => void) | null = null;
  beforeEach(() => {
    resetStores();
    clearHash();
    restore = listOneModule();
  });
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it('a module the server lists gets its page, named after the module', async () => {
    const element = await mountAt('/alpha/ext/reports');
    await waitUntil(() => heading(element) === 'Sales reports', `header: ${heading(element)}`, {
      timeout: 5000,
    });
    expect(text(element)).not.to.contain('Not available yet');
    expect(text(element)).not.to.contain('Page not found');
    // The module bar marks the module's entry as the current page.
    const current = shadowQuery(element, '.cms-module-bar [aria-current="page"]');
    expect(current?.textContent).to.equal('Sales reports');
  });

  it('an id no module has is not found', async () => {
    const element = await mountAt('/alpha/ext/nothing-here');
    await waitUntil(() => heading(element) === 'Page not found', `header: ${heading(element)}`, {
      timeout: 5000,
    });
    expect(text(element)).not.to.contain('Not available yet');
  });
});
