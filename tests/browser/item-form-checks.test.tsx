// The item form's checks around a save (issue 13 §4), on the stubbed API: required fields checked
// before sending (marked, focused, no request), the server's message placed under the field it
// names, a new item's numeric default sent as a number, and "save as copy" with unique values
// changed to free ones and the user told so.
import { expect } from '@open-wc/testing';
import { act, createElement, useEffect } from 'react';
import type { Item } from '../../src/api/items.js';
import type { CollectionInfo } from '../../src/api/types.js';
import type { Route } from '../../src/router/router.js';
import { ItemDetail } from '../../src/screens/item/ItemDetail.js';
import { type ItemEditorState, useItemEditor } from '../../src/screens/item/use-item-editor.js';
import { setCurrentProject } from '../../src/state/current-project.js';
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
    id: field('id', {
      type: 'integer',
      interface: 'primary-key',
      primary_key: true,
      readonly: true,
    }),
    title: field('title', { sort: 1, required: true }),
    slug: field('slug', {
      sort: 2,
      interface: 'slug',
      unique: true,
      options: { mirroredField: 'title' },
    }),
    views: field('views', { sort: 3, type: 'integer', interface: 'numeric', default_value: '0' }),
  },
};

function route(primaryKey: string): Route {
  const path = `/alpha/collections/articles/${primaryKey}`;
  return {
    name: 'item',
    params: { project: 'alpha', collection: 'articles', primaryKey },
    search: {},
    path,
    fullPath: path,
    public: false,
  };
}

const saved = { id: 1, title: 'Tour', slug: 'tour', views: 3 };

function articlesApi(patch = (_: unknown) => ({ body: { data: saved } }) as object) {
  return stubApi({
    'GET alpha/items/articles/1': { body: { data: saved } },
    'PATCH alpha/items/articles/1': (call) => patch(call.body),
    // the copy's slug lookup: the original holds `tour`, an earlier copy `tour-copy`
    'GET alpha/items/articles': (call) => ({
      body: {
        data: (call.query.get('filter[slug][in]') ?? '')
          .split(',')
          .filter((slug) => slug === 'tour' || slug === 'tour-copy')
          .map((slug) => ({ slug })),
      },
    }),
    'POST alpha/items/articles': (call) => ({ body: { data: { ...(call.body as Item), id: 9 } } }),
    'GET alpha/activity': { body: { data: [] } },
    'GET alpha/items/articles/1/revisions': { body: { data: [] } },
    'GET alpha/users': { body: { data: [] } },
    'PATCH alpha/users/5/tracking/page': { body: { data: { id: 5 } } },
  });
}

/** The editor hook alone, for the save mode the screen reaches through its menu. */
let harnessEditor: ItemEditorState | null = null;
function EditorHarness() {
  const state = useItemEditor({
    project: 'alpha',
    collection: articles,
    primaryKey: '1',
    item: saved,
    defaults: {},
    otherModes: ['copy'],
    onSaved: () => {},
    onDeleted: () => {},
  });
  useEffect(() => {
    harnessEditor = state;
  });
  return null;
}

let api: StubbedApi | null = null;
let mounted: Mounted | null = null;

async function until(test: () => boolean, what: string) {
  for (let tries = 0; tries < 100 && !test(); tries += 1) await settle(20);
  expect(test(), what).to.equal(true);
}

async function openItem(key: string) {
  mounted = await mount(createElement(ItemDetail, { route: route(key) }));
  const root = mounted.container;
  await until(() => root.querySelector('[data-field="title"] input') !== null, 'the form shows');
  return root;
}

describe('item form checks around a save', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setCollections([articles]);
    setCurrentUser(editorUser(1));
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it('marks and focuses an empty required field instead of sending; the message goes once it is filled', async () => {
    api = articlesApi();
    const root = await openItem('+');
    await click(buttonNamed(root, 'Save')!);
    const title = root.querySelector<HTMLInputElement>('[data-field="title"] input')!;
    expect(api.callsTo('POST alpha/items/articles')).to.have.length(0);
    expect(title.getAttribute('aria-invalid')).to.equal('true');
    expect(
      root.querySelector('[data-field="title"] .cms-form-field__problem')?.textContent,
    ).to.equal('This field is required.');
    expect(document.activeElement).to.equal(title);

    await typeText(title, 'Tour');
    expect(root.querySelector('[data-field="title"] .cms-form-field__problem')).to.equal(null);
    await click(buttonNamed(root, 'Save')!);
    await until(() => api!.callsTo('POST alpha/items/articles').length === 1, 'the item is sent');
    // the integer field's default "0" goes out as a number
    const body = api.callsTo('POST alpha/items/articles')[0]!.body as Item;
    expect(body.views).to.equal(0);
    expect(body.title).to.equal('Tour');
  });

  it("shows the server's message under the field it names, not above the form", async () => {
    api = articlesApi(() => apiError(4, 'slug: This value is not valid.', 422));
    const root = await openItem('1');
    await typeText(root.querySelector<HTMLInputElement>('[data-field="slug"] input')!, 'a b');
    await click(buttonNamed(root, 'Save')!);
    await until(
      () => root.querySelector('[data-field="slug"] .cms-form-field__problem') !== null,
      'the message is under the slug',
    );
    expect(
      root.querySelector('[data-field="slug"] .cms-form-field__problem')?.textContent,
    ).to.equal('This value is not valid.');
    expect(root.textContent).to.not.contain('The item could not be saved');
    expect(document.activeElement).to.equal(root.querySelector('[data-field="slug"] input'));
  });

  it('saves a copy with a free slug in place of the unique one, and says so', async () => {
    api = articlesApi();
    mounted = await mount(createElement(EditorHarness));
    await act(async () => {
      await harnessEditor!.save('copy');
    });
    const posted = api.callsTo('POST alpha/items/articles');
    expect(posted).to.have.length(1);
    expect((posted[0]!.body as Item).slug).to.equal('tour-copy-2');
    expect((posted[0]!.body as Item).title).to.equal('Tour');
    const notice = $notifications.get().find((one) => one.title.includes('unique'));
    expect(notice?.details).to.contain('Slug: tour-copy-2');
  });
});
