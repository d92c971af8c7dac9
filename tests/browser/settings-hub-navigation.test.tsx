// The navigation sidebar in the settings area (spec 3 §2): an administrator sees the settings
// sections instead of the collections, the open one marked; anyone else keeps the collections
// (the settings routes are not-found for them).
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { CollectionInfo } from '../../src/api/types.js';
import { appRouter } from '../../src/router/app-router.js';
import { NavigationSidebar } from '../../src/shell/NavigationSidebar.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import { setCollections } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { editorUser } from './fixtures/current-user.js';
import { type Mounted, mount } from './fixtures/item-harness/render.js';
import { project, resetStores } from './helpers.js';

let mounted: Mounted | null = null;

const articles: CollectionInfo = {
  collection: 'articles',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {},
};

async function openAt(path: string) {
  await act(async () => appRouter.open(path));
  mounted = await mount(createElement(NavigationSidebar, { project: 'alpha', open: false }));
  return mounted.container;
}

const links = (root: Element) =>
  [...root.querySelectorAll<HTMLAnchorElement>('.cms-nav__link')].map((link) => ({
    text: link.textContent,
    href: link.getAttribute('href'),
    current: link.getAttribute('aria-current'),
  }));

describe('the navigation sidebar in the settings area', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    $projects.set([project('alpha', { authenticated: true })]);
    setCollections([articles]);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('lists the settings sections for an administrator, marking the open one', async () => {
    setCurrentUser(editorUser(1));
    const root = await openAt('/alpha/settings/collections/articles');
    expect(links(root)).to.deep.equal([
      { text: 'Overview', href: '#/alpha/settings', current: null },
      { text: 'Global settings', href: '#/alpha/settings/global', current: null },
      { text: 'Collections & fields', href: '#/alpha/settings/collections', current: 'page' },
      { text: 'Roles & permissions', href: '#/alpha/settings/roles', current: null },
      { text: 'Webhooks', href: '#/alpha/settings/webhooks', current: null },
      { text: 'Interfaces', href: '#/alpha/settings/interfaces', current: null },
    ]);
    await act(async () => appRouter.open('/alpha/settings'));
    expect(links(root).find((link) => link.current === 'page')?.text).to.equal('Overview');
    await act(async () => appRouter.open('/alpha/collections/articles'));
    expect(links(root).map((link) => link.text)).to.deep.equal(['Articles']);
  });

  it('keeps the collections for anyone else', async () => {
    setCurrentUser(editorUser(3));
    const root = await openAt('/alpha/settings/global');
    // This role has no permission rows loaded here: the collections part says it has none.
    expect(root.textContent).to.contain('No collections to show.');
    expect(links(root)).to.deep.equal([]);
    expect(root.querySelector('#cms-nav-settings')).to.equal(null);
  });
});
