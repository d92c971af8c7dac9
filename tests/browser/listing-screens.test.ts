import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CollectionInfo, PermissionRow } from '../../src/api/types.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { setPermissions } from '../../src/permissions/store.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { CollectionsOverview } from '../../src/screens/collections/CollectionsOverview.js';
import { visibleCollections } from '../../src/screens/collections/visible-collections.js';
import { ItemListing } from '../../src/screens/items/ItemListing.js';
import { setCollections } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { resetStores } from './helpers.js';

// The collections overview (spec 2 §2, §6) and the listing's redirects (spec 2 §2).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const collection = (name: string, changes: Partial<CollectionInfo> = {}): CollectionInfo => ({
  collection: name,
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {},
  ...changes,
});

const row = (name: string, status: string | null, read: PermissionRow['read']): PermissionRow => ({
  id: 1,
  collection: name,
  role: 3,
  status,
  create: 'none',
  read,
  update: 'none',
  delete: 'none',
  read_field_blacklist: [],
  write_field_blacklist: [],
  status_blacklist: [],
});

const editor = {
  id: 7,
  email: 'e@example.com',
  first_name: 'Eda',
  last_name: 'Tor',
  locale: 'en-US',
  theme: 'auto',
  last_page: null,
  avatar: null,
  role: { id: 3, module_listing: null, collection_listing: null },
};

let root: Root;
let container: HTMLElement;

async function mount(
  screen: typeof CollectionsOverview | typeof ItemListing,
  path: string,
): Promise<Router> {
  await initI18n();
  const router = createRouter(routes, memoryLocation(path));
  router.start();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      createElement(
        RouterContext.Provider,
        { value: router as Router },
        createElement(screen, { route: router.$route.get()! }),
      ),
    );
  });
  return router as Router;
}

describe('the collections overview', () => {
  beforeEach(() => {
    resetStores();
    setCurrentUser(editor);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });

  it('lists only visible, managed, non-system, readable collections', () => {
    const all = Object.fromEntries(
      [
        collection('articles', { note: 'Stories' }),
        collection('authors'),
        collection('secret', { hidden: true }),
        collection('legacy', { managed: false }),
        collection('directus_users'),
        collection('locked'),
      ].map((entry) => [entry.collection, entry]),
    );
    const readable = new Set(['articles', 'authors', 'secret', 'legacy', 'directus_users']);
    expect(
      visibleCollections(all, (name) => readable.has(name), 'en-US').map((c) => c.collection),
    ).to.deep.equal(['articles', 'authors']);
  });

  it('shows name and note columns, rows linking to the collection', async () => {
    const status = {
      id: null,
      collection: 'articles',
      field: 'status',
      type: 'status',
      interface: 'status',
    };
    setCollections([
      collection('articles', { note: 'Stories <b>we</b> tell', fields: { status } }),
      collection('tags'),
      // Status rows without a status field: the server refuses to list it (needs-status-field).
      collection('pages'),
      collection('directus_files'),
    ]);
    // Read access on one status is enough for a status collection; no row means none.
    setPermissions([
      row('articles', 'draft', 'mine'),
      row('articles', 'published', 'none'),
      row('pages', 'draft', 'full'),
    ]);
    await mount(CollectionsOverview, '/alpha/collections');
    const headers = [...container.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).to.deep.equal(['Name', 'Note']);
    const links = [...container.querySelectorAll<HTMLAnchorElement>('tbody a')];
    expect(links.map((link) => link.textContent)).to.deep.equal(['Articles']);
    expect(links[0]!.getAttribute('href')).to.equal('#/alpha/collections/articles');
    // The note is text, never markup.
    expect(container.querySelector('tbody td:last-child')!.textContent).to.equal(
      'Stories <b>we</b> tell',
    );
  });

  it("shows each collection's icon beside its name, a generic one when it has none", async () => {
    setCollections([collection('authors', { icon: 'person' }), collection('tags')]);
    setPermissions([row('authors', null, 'full'), row('tags', null, 'full')]);
    await mount(CollectionsOverview, '/alpha/collections');
    const icons = [...container.querySelectorAll('tbody a .cms-link-table__icon svg')];
    expect(icons).to.have.length(2);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).to.equal('true');
    const paths = icons.map((icon) => icon.querySelector('path')!.getAttribute('d'));
    expect(paths[0], 'person and the generic icon differ').to.not.equal(paths[1]);
    // The icon is decoration: the link reads as the name alone.
    expect(container.querySelector('tbody a')!.textContent).to.equal('Authors');
  });

  it('says "No collections" when none is visible', async () => {
    setCollections([collection('directus_files')]);
    await mount(CollectionsOverview, '/alpha/collections');
    expect(container.textContent).to.contain('No collections');
    expect(container.querySelector('table')).to.equal(null);
  });
});

describe('the listing route', () => {
  beforeEach(() => {
    resetStores();
    setCurrentUser(editor);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });

  it('opens item 1 of a single collection, replacing the route', async () => {
    setCollections([collection('about', { single: true })]);
    // The editor may read it: a collection the role cannot read is not found (listing-screen).
    setPermissions([row('about', null, 'full')]);
    const router = await mount(ItemListing, '/alpha/collections/about');
    expect(router.$route.get()?.path).to.equal('/alpha/collections/about/1');
    expect(router.$route.get()?.name).to.equal('item');
  });

  it('shows not-found for an unknown collection', async () => {
    setCollections([collection('articles')]);
    const router = await mount(ItemListing, '/alpha/collections/nothing');
    expect(router.$route.get()?.path).to.equal('/alpha/collections/nothing');
    expect(container.textContent).to.contain('/alpha/collections/nothing');
    expect(container.querySelector('h1')?.textContent).to.equal('Page not found');
  });

  it('sends a system collection to its own route', async () => {
    setCollections([collection('articles')]);
    const router = await mount(ItemListing, '/alpha/collections/directus_users');
    expect(router.$route.get()?.path).to.equal('/alpha/users');
  });

  it('drops the b parameter by replacing the route', async () => {
    setCollections([collection('articles')]);
    const router = await mount(ItemListing, '/alpha/collections/articles?b=4&x=1');
    expect(router.$route.get()?.fullPath).to.equal('/alpha/collections/articles?x=1');
  });
});
