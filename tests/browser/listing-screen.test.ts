import { expect, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CollectionInfo, FieldInfo, PermissionRow } from '../../src/api/types.js';
import { itemKey } from '../../src/data/item.js';
import { subscribeQuery } from '../../src/data/query-cache.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { setPermissions } from '../../src/permissions/store.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { ItemListing } from '../../src/screens/items/ItemListing.js';
import { $config } from '../../src/state/config.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { setSettings } from '../../src/state/settings.js';
import { setCurrentUser } from '../../src/state/user.js';
import { resetStores, typeInto } from './helpers.js';

// The listing screen of a non-admin editor against a stubbed API (the calls it makes are checked
// one by one): the list query, paging, states, search, the preset it creates then updates, and
// the permission rules of its buttons.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const API = 'http://api.test/';

const field = (name: string, type: string, sort: number, changes: Partial<FieldInfo> = {}) => ({
  id: null,
  collection: 'articles',
  field: name,
  type,
  interface: null,
  sort,
  ...changes,
});

const collection = (name: string): CollectionInfo => ({
  collection: name,
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: field('id', 'integer', 0, { primary_key: true, hidden_browse: true }),
    status: field('status', 'status', 1, {
      hidden_browse: true,
      options: {
        status_mapping: JSON.stringify({
          published: { name: 'Published' },
          draft: { name: 'Draft' },
          deleted: { name: 'Deleted', soft_delete: true },
        }),
      },
    }),
    title: field('title', 'string', 2),
    created_by: field('created_by', 'owner', 3, { hidden_browse: true }),
  },
});

const permission = (status: string, changes: Partial<PermissionRow>): PermissionRow => ({
  id: 1,
  collection: 'articles',
  role: 3,
  status,
  create: 'none',
  read: 'full',
  update: 'none',
  delete: 'none',
  read_field_blacklist: [],
  write_field_blacklist: [],
  status_blacklist: [],
  ...changes,
});

const TOTAL = 120;
const rows = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  title: `Article ${index + 1}`,
  status: index % 2 === 0 ? 'draft' : 'published',
  created_by: 7,
}));

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

let calls: Call[];
let original: typeof window.fetch;

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status });
}

function stubApi() {
  calls = [];
  original = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const path = url.pathname;
    if (path === '/alpha/collection_presets' && method === 'GET') return json({ data: [] });
    if (path === '/alpha/collection_presets' && method === 'POST') {
      return json({ data: { id: 9, ...body } });
    }
    if (path.startsWith('/alpha/collection_presets/')) return json({ data: { id: 9 } });
    if (path === '/alpha/items/articles') {
      const q = url.searchParams.get('q');
      const matching = q ? rows.filter((row) => row.title.includes(q)) : rows;
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return json({
        data: matching.slice(offset, offset + limit),
        meta: { total_count: TOTAL, filter_count: matching.length },
      });
    }
    if (path.startsWith('/alpha/items/articles/') && method === 'PATCH') {
      const keys = path.split('/').at(-1)!.split(',');
      return json({ data: keys.map((key) => ({ id: Number(key), ...body })) });
    }
    if (path === '/alpha/items/empty') return json({ data: [], meta: { total_count: 0 } });
    if (path === '/alpha/items/broken') {
      return json({ error: { code: 4, message: 'The database is down.' } }, 503);
    }
    return json({ error: { code: 203, message: 'nothing' } }, 404);
  };
}

let root: Root;
let container: HTMLElement;

async function mount(name = 'articles'): Promise<Router> {
  await initI18n();
  const router = createRouter(routes, memoryLocation(`/alpha/collections/${name}`)) as Router;
  router.start();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    createElement(
      RouterContext.Provider,
      { value: router },
      createElement(ItemListing, { route: router.$route.get()! }),
    ),
  );
  return router;
}

const itemCalls = (name = 'articles') =>
  calls.filter((call) => call.url.pathname === `/alpha/items/${name}`);
const text = () => container.textContent ?? '';
const button = (label: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('button')].find(
    (entry) => entry.textContent === label,
  );

describe('the listing screen', () => {
  beforeEach(() => {
    resetStores();
    $config.setKey('apiRoot', API);
    stubApi();
    setCurrentUser({
      id: 7,
      email: 'e@example.com',
      first_name: 'Eda',
      last_name: 'Tor',
      locale: 'en-US',
      theme: 'auto',
      last_page: null,
      avatar: null,
      role: { id: 3, module_listing: null, collection_listing: null },
    });
    setCollections([collection('articles'), collection('empty'), collection('broken')]);
    setPermissions([
      permission('draft', { create: 'full', read: 'mine', update: 'mine', delete: 'mine' }),
      permission('published', {}),
      { ...permission('draft', {}), collection: 'empty', status: null },
      { ...permission('draft', {}), collection: 'broken', status: null },
    ]);
  });
  afterEach(() => {
    root?.unmount();
    container?.remove();
    window.fetch = original;
  });

  it('lists items with counts, page size 50, and the owner and status fields', async () => {
    await mount();
    await waitUntil(() => text().includes('Article 1'), 'no rows', { timeout: 3000 });
    const first = itemCalls()[0]!.url.searchParams;
    expect(first.get('meta')).to.equal('total_count,result_count,filter_count');
    expect(first.get('limit')).to.equal('50');
    expect(first.get('offset')).to.equal('0');
    expect(first.get('sort')).to.equal('id');
    expect(first.get('fields')!.split(',')).to.have.members([
      'id',
      'title',
      'created_by',
      'status',
    ]);
    expect(container.querySelector('h1')?.textContent).to.equal('Articles');
    expect(
      [...container.querySelectorAll('nav li')].map((crumb) => crumb.textContent),
    ).to.deep.equal(['Collections', 'Articles']);
    // Create is full on the draft status: the New button leads to the create route.
    const create = [...container.querySelectorAll('a')].find((a) => a.textContent === 'New');
    expect(create?.getAttribute('href')).to.equal('#/alpha/collections/articles/+');
  });

  it('loads the next page with offset = limit × page until all rows are there', async () => {
    await mount();
    await waitUntil(() => itemCalls().length >= 3, 'no further pages', { timeout: 3000 });
    expect(itemCalls().map((call) => call.url.searchParams.get('offset'))).to.deep.equal([
      '0',
      '50',
      '100',
    ]);
    await waitUntil(() => text().includes(`${TOTAL} of ${TOTAL} items`), 'not all loaded');
  });

  it('takes the page size from the default_limit setting', async () => {
    setSettings([{ id: 1, key: 'default_limit', value: 20 }]);
    await mount();
    await waitUntil(() => itemCalls().length > 0, 'no call', { timeout: 3000 });
    expect(itemCalls()[0]!.url.searchParams.get('limit')).to.equal('20');
  });

  it('says "Empty collection", or shows the server message when the call fails', async () => {
    await mount('empty');
    await waitUntil(() => text().includes('Empty collection'), 'no empty state', { timeout: 3000 });
    root.unmount();
    container.remove();
    await mount('broken');
    await waitUntil(() => text().includes('The database is down.'), 'no error', { timeout: 3000 });
    expect(text()).to.contain('The items could not be loaded');
  });

  it('searches 300 ms after typing, says "No results", and saves the view to a new then the same preset', async () => {
    await mount();
    await waitUntil(() => text().includes('Article 1'), 'no rows', { timeout: 3000 });
    const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    typeInto(search, 'Nothing like this');
    await waitUntil(() => text().includes('No results'), 'no "no results"', { timeout: 3000 });
    expect(itemCalls().at(-1)!.url.searchParams.get('q')).to.equal('Nothing like this');
    await waitUntil(() => calls.some((call) => call.method === 'POST'), 'no preset created', {
      timeout: 3000,
    });
    const created = calls.find((call) => call.method === 'POST')!;
    expect(created.url.pathname).to.equal('/alpha/collection_presets');
    expect(created.body).to.include({
      search_query: 'Nothing like this',
      user: 7,
      collection: 'articles',
      title: null,
    });
    typeInto(search, 'Article 7');
    await waitUntil(() => calls.some((call) => call.method === 'PATCH'), 'no preset update', {
      timeout: 3000,
    });
    const updated = calls.find((call) => call.method === 'PATCH')!;
    expect(updated.url.pathname).to.equal('/alpha/collection_presets/9');
    expect(updated.body).to.include({ search_query: 'Article 7' });
    expect(calls.filter((call) => call.method === 'POST')).to.have.length(1);
  });

  it('shows the not-found page for a typed URL of a collection the role cannot read, and asks nothing', async () => {
    setCollections([collection('articles'), collection('secret')]);
    await mount('secret');
    await waitUntil(() => text().includes('Page not found'), 'no not-found page', {
      timeout: 3000,
    });
    expect(container.querySelector('h1')?.textContent).to.equal('Page not found');
    expect(text()).not.to.contain('Secret');
    expect(calls.filter((call) => call.url.pathname.includes('secret'))).to.deep.equal([]);
  });

  it('neither shows nor asks for a relation into a collection the role cannot read', async () => {
    const articles = collection('articles');
    articles.fields.author = field('author', 'm2o', 4);
    setCollections([articles]);
    setRelations([
      {
        id: 1,
        collection_many: 'articles',
        field_many: 'author',
        collection_one: 'authors',
        field_one: null,
        junction_field: null,
      },
    ]);
    await mount();
    await waitUntil(() => text().includes('Article 1'), 'no rows', { timeout: 3000 });
    const fields = itemCalls()[0]!.url.searchParams.get('fields')!.split(',');
    expect(fields).to.include('title');
    expect(fields.filter((name) => name.startsWith('author'))).to.deep.equal([]);
    expect(container.querySelector('th')?.textContent ?? '').not.to.contain('Author');
  });

  it('offers delete for own drafts only, and batch edit for more than one row', async () => {
    // An item form elsewhere follows article 1 through the query cache.
    let reads = 0;
    const stop = subscribeQuery(
      itemKey('alpha', 'articles', '1'),
      async () => {
        reads += 1;
        return { id: 1 };
      },
      () => {},
    );
    await mount();
    await waitUntil(() => text().includes('Article 1'), 'no rows', { timeout: 3000 });
    const box = (key: number) =>
      container.querySelector<HTMLInputElement>(`input[aria-label="Select item ${key}"]`)!;
    box(1).click();
    await waitUntil(() => button('Delete'), 'no delete button');
    expect(button('Delete')!.disabled).to.equal(false);
    expect(text()).not.to.contain('Edit selected');
    box(3).click();
    await waitUntil(() => text().includes('Edit selected'), 'no batch edit');
    const batch = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Edit selected',
    );
    expect(batch?.getAttribute('href')).to.equal('#/alpha/collections/articles/1,3');
    // Article 2 is published: its delete level is none, so the batch cannot be deleted.
    box(2).click();
    await waitUntil(() => button('Delete')?.disabled === true, 'delete stays enabled');
    box(2).click();
    await waitUntil(() => button('Delete')?.disabled === false, 'delete stays disabled');
    button('Delete')!.click();
    await waitUntil(() => container.querySelector('dialog[open]'), 'no confirmation');
    expect(container.querySelector('dialog[open]')!.textContent).to.contain('“Deleted”');
    [...container.querySelectorAll<HTMLButtonElement>('dialog[open] button')]
      .find((entry) => entry.textContent === 'Delete')!
      .click();
    await waitUntil(() => calls.some((call) => call.method === 'PATCH'), 'no soft delete');
    const soft = calls.find((call) => call.method === 'PATCH')!;
    expect(soft.url.pathname).to.equal('/alpha/items/articles/1,3');
    expect(soft.body).to.deep.equal({ status: 'deleted' });
    // Done: the cached article is read again, so that form does not show it as it was.
    await waitUntil(() => reads === 2, 'the cached article was not read again');
    stop();
  });
});
