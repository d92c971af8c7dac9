// Batch edit (spec 2 §2, §4, §5; contract §6.3): the form with every field behind a switch, only
// switched-on fields in the one PATCH of the comma-separated keys, the confirmation first, and
// failures as notifications that keep the edits. The API answers come from a fetch stub in the page.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { CollectionInfo } from '../../src/api/types.js';
import { itemKey } from '../../src/data/item.js';
import { subscribeQuery } from '../../src/data/query-cache.js';
import { setPermissions } from '../../src/permissions/store.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Route, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { batchBlockReason, batchKeys, batchPayload } from '../../src/screens/batch/batch-fields.js';
import { ItemDetail } from '../../src/screens/item/ItemDetail.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $hasUnsavedEdits } from '../../src/state/edits.js';
import { $notifications } from '../../src/state/notifications.js';
import { setCollections } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { apiError, type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { editorUser } from './fixtures/current-user.js';
import { field } from './fixtures/item-harness/article-field.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { permissionRow } from './fixtures/permission-row.js';
import { resetStores } from './helpers.js';

const articles: CollectionInfo = {
  collection: 'articles',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: field('id', { type: 'integer', interface: 'primary-key', primary_key: true }),
    status: field('status', {
      type: 'status',
      interface: 'status',
      sort: 1,
      default_value: 'draft',
      options: {
        status_mapping: { published: { name: 'Published' }, draft: { name: 'Draft' } },
      },
    }),
    title: field('title', { sort: 2, required: true }),
    slug: field('slug', { sort: 3, unique: true }),
    body: field('body', { sort: 4, interface: 'textarea' }),
    created_by: field('created_by', { sort: 5, type: 'owner', interface: 'owner' }),
  },
};

const user = editorUser;

const permission = permissionRow;

const selected = [
  { id: 1, status: 'draft', created_by: 5 },
  { id: 2, status: 'published', created_by: 9 },
];

let mounted: Mounted | null = null;
let api: StubbedApi | null = null;
let router: Router;

async function waitFor<T>(read: () => T | null | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = read();
    if (value) return value;
    await settle(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function openBatch(keys = '1,2'): Promise<HTMLElement> {
  const path = `/alpha/collections/articles/${keys}`;
  router = createRouter(routes, memoryLocation(path));
  router.start();
  const route = router.$route.get() as Route;
  mounted = await mount(
    createElement(
      RouterContext.Provider,
      { value: router as Router },
      createElement(ItemDetail, { route }),
    ),
  );
  const root = mounted.container;
  await waitFor(() => root.querySelector('.cms-batch-form'), 'the batch form');
  return root;
}

const switchOf = (root: Element, name: string) =>
  root.querySelector<HTMLInputElement>(`[data-batch-field="${name}"] input[role="switch"]`)!;
const inputOf = (root: Element, name: string) =>
  root.querySelector<HTMLInputElement>(`[data-batch-field="${name}"] .cms-form-field input`)!;

describe('batch edit', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setCollections([articles]);
    setCurrentUser(user(1));
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it('blocks the primary key, unique, relational and server-set fields', () => {
    const reasons = Object.fromEntries(
      Object.values(articles.fields).map((one) => [one.field, batchBlockReason(one)]),
    );
    expect(reasons).to.deep.equal({
      id: 'primary_key',
      status: null,
      title: null,
      slug: 'unique',
      body: null,
      created_by: 'system',
    });
    expect(batchBlockReason(field('tags', { type: 'm2m' }))).to.equal('relational');
    expect(batchBlockReason(field('author', { type: 'm2o' }))).to.equal(null);
  });

  it('sends only switched-on fields, with the value shown (the default when untouched)', () => {
    const payload = batchPayload(articles.fields, new Set(['title', 'status', 'slug']), {
      title: 'Same',
      body: 'not switched on',
    });
    // `slug` is unique: never sent. `status` was switched on and left at its default.
    expect(payload).to.deep.equal({ title: 'Same', status: 'draft' });
    expect(batchKeys('3, 1,,3,2')).to.deep.equal(['3', '1', '2']);
  });

  it('keeps every field read-only until its switch is on; saves after confirming, one PATCH', async () => {
    api = stubApi({
      'GET alpha/items/articles': { body: { data: selected, meta: {} } },
      'PATCH alpha/items/articles/1,2': (call) => ({
        body: { data: [1, 2].map((id) => ({ id, ...(call.body as object) })) },
      }),
    });
    const root = await openBatch();
    expect(root.querySelector('h1')?.textContent).to.equal('Editing 2 items');
    // The selected items were read with the key filter.
    expect(api.callsTo('GET alpha/items/articles')[0]?.query.get('filter[id][in]')).to.equal('1,2');

    const save = buttonNamed(root, 'Save')!;
    expect(save.disabled).to.equal(true);
    expect(inputOf(root, 'title').readOnly).to.equal(true);
    expect(switchOf(root, 'title').checked).to.equal(false);
    expect(switchOf(root, 'title').closest('label')?.textContent).to.equal('Change Title');
    expect(switchOf(root, 'id').disabled).to.equal(true);
    expect(switchOf(root, 'slug').disabled).to.equal(true);
    expect(root.querySelector('[data-batch-field="slug"]')?.textContent).to.contain(
      "Unique values can't be shared",
    );

    await click(switchOf(root, 'title'));
    expect(inputOf(root, 'title').readOnly).to.equal(false);
    expect($hasUnsavedEdits.get()).to.equal(true);
    await typeText(inputOf(root, 'title'), 'One title for all');
    // Body is switched on and off again: its value is dropped and it is not sent.
    await click(switchOf(root, 'body'));
    await typeText(
      root.querySelector<HTMLTextAreaElement>('[data-batch-field="body"] textarea')!,
      'dropped',
    );
    await click(switchOf(root, 'body'));
    expect(
      root.querySelector<HTMLTextAreaElement>('[data-batch-field="body"] textarea')!.value,
    ).to.equal('');
    expect(save.disabled).to.equal(false);

    await click(save);
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')?.textContent).to.equal('Update 2 items?');
    expect(dialog.textContent).to.contain('Title');
    expect(api.callsTo('PATCH alpha/items/articles/1,2')).to.have.length(0);

    await click(buttonNamed(dialog, 'Update 2 items')!);
    await waitFor(() => router.$route.get()?.name === 'collection', 'the listing route');
    const patches = api.callsTo('PATCH alpha/items/articles/1,2');
    expect(patches).to.have.length(1);
    expect(patches[0]!.body).to.deep.equal({ title: 'One title for all' });
    expect(router.$route.get()?.path).to.equal('/alpha/collections/articles');
    const note = $notifications.get().at(-1);
    expect(note?.title).to.equal('2 items updated');
    expect(note?.color).to.equal('success');
    expect($hasUnsavedEdits.get()).to.equal(false);
  });

  it('after saving, a cached item of the collection is read again (an open form is not stale)', async () => {
    api = stubApi({
      'GET alpha/items/articles': { body: { data: selected, meta: {} } },
      'PATCH alpha/items/articles/1,2': (call) => ({
        body: { data: [1, 2].map((id) => ({ id, ...(call.body as object) })) },
      }),
    });
    // Another view (an item form in another element) follows item 1 through the cache.
    let reads = 0;
    const stop = subscribeQuery(
      itemKey('alpha', 'articles', '1'),
      async () => {
        reads += 1;
        return { id: 1, title: `read ${reads}` };
      },
      () => {},
    );
    try {
      await waitFor(() => reads === 1, 'the first read of item 1');
      const root = await openBatch();
      await click(switchOf(root, 'title'));
      await typeText(inputOf(root, 'title'), 'One title for all');
      await click(buttonNamed(root, 'Save')!);
      await click(buttonNamed(root.querySelector('dialog[open]')!, 'Update 2 items')!);
      await waitFor(() => router.$route.get()?.name === 'collection', 'the listing route');
      await waitFor(() => reads === 2, 'item 1 read again after the batch save');
    } finally {
      stop();
    }
  });

  it('cancelling the confirmation sends nothing', async () => {
    api = stubApi({ 'GET alpha/items/articles': { body: { data: selected, meta: {} } } });
    const root = await openBatch();
    await click(switchOf(root, 'status'));
    await click(buttonNamed(root, 'Save')!);
    await click(buttonNamed(root.querySelector('dialog[open]')!, 'Cancel')!);
    expect(root.querySelector('dialog[open]')).to.equal(null);
    expect(api.calls.filter((call) => call.method === 'PATCH')).to.have.length(0);
    expect(switchOf(root, 'status').checked).to.equal(true);
  });

  it('shows the server message when saving fails and keeps the edits', async () => {
    api = stubApi({
      'GET alpha/items/articles': { body: { data: selected, meta: {} } },
      'PATCH alpha/items/articles/1,2': apiError(4, 'title: This value is too <long>.', 422),
    });
    const root = await openBatch();
    await click(switchOf(root, 'title'));
    await typeText(inputOf(root, 'title'), 'Kept');
    await click(buttonNamed(root, 'Save')!);
    await click(buttonNamed(root.querySelector('dialog[open]')!, 'Update 2 items')!);
    const note = await waitFor(
      () => $notifications.get().find((entry) => entry.color === 'danger'),
      'the failure notification',
    );
    expect(note.title).to.equal('Something went wrong');
    expect(note.details).to.equal('title: This value is too <long>.');
    expect(router.$route.get()?.name).to.equal('item');
    expect(inputOf(root, 'title').value).to.equal('Kept');
    expect(switchOf(root, 'title').checked).to.equal(true);
    expect(root.querySelector('dialog[open]')).to.equal(null);
  });

  it('asks why when the role must explain updates, and sends the comment with the PATCH', async () => {
    setCurrentUser(user(3));
    setPermissions([permission({ explain: 'update' })]);
    api = stubApi({
      'GET alpha/items/articles': { body: { data: selected, meta: {} } },
      'PATCH alpha/items/articles/1,2': (call) => ({
        body: { data: [1, 2].map((id) => ({ id, ...(call.body as object) })) },
      }),
    });
    const root = await openBatch();
    await click(switchOf(root, 'title'));
    await typeText(inputOf(root, 'title'), 'Explained');
    await click(buttonNamed(root, 'Save')!);
    const dialog = root.querySelector('dialog[open]')!;
    const confirm = buttonNamed(dialog, 'Update 2 items')!;
    expect(confirm.disabled, 'no update without a reason').to.equal(true);
    await typeText(dialog.querySelector('textarea')!, 'Style guide');
    await click(confirm);
    await waitFor(() => api!.callsTo('PATCH alpha/items/articles/1,2').length > 0, 'the PATCH');
    expect(api.callsTo('PATCH alpha/items/articles/1,2')[0]!.query.get('comment')).to.equal(
      'Style guide',
    );
  });

  it('is read-only when one selected item is "mine" and owned by someone else', async () => {
    setCurrentUser(user(3));
    setPermissions([permission({ update: 'mine' })]);
    api = stubApi({ 'GET alpha/items/articles': { body: { data: selected, meta: {} } } });
    const root = await openBatch();
    expect(root.textContent).to.contain('You may not change every one of the selected items');
    expect(buttonNamed(root, 'Save')).to.equal(null);
    expect(switchOf(root, 'title').disabled).to.equal(true);
  });

  it('names the keys that were not found and updates the others only', async () => {
    api = stubApi({
      'GET alpha/items/articles': { body: { data: selected, meta: {} } },
      'PATCH alpha/items/articles/1,2': { body: { data: [] } },
    });
    const root = await openBatch('1,2,77');
    expect(root.querySelector('.cms-notice--warning')?.textContent).to.contain('77');
    await click(switchOf(root, 'status'));
    await click(buttonNamed(root, 'Save')!);
    await click(buttonNamed(root.querySelector('dialog[open]')!, 'Update 2 items')!);
    await waitFor(() => api!.callsTo('PATCH alpha/items/articles/1,2').length > 0, 'the PATCH');
    expect(api.callsTo('PATCH alpha/items/articles/1,2')[0]!.body).to.deep.equal({
      status: 'draft',
    });
  });

  it('sets the unsaved-edits flag back when it goes away', async () => {
    api = stubApi({ 'GET alpha/items/articles': { body: { data: selected, meta: {} } } });
    const root = await openBatch();
    await click(switchOf(root, 'title'));
    expect($hasUnsavedEdits.get()).to.equal(true);
    act(() => mounted?.unmount());
    mounted = null;
    expect($hasUnsavedEdits.get()).to.equal(false);
  });
});
