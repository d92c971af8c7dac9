// The item screen names the item (issue 13 §3): the header, the breadcrumb and the browser tab show
// the item's display text (the collection's display template, else its first text field, else
// "Item {key}"; "New item" for a new one); the tab title is set only inside `<cms-admin>`; a save
// says so in a toast.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { CollectionInfo } from '../../src/api/types.js';
import { HostContext } from '../../src/host/host-context.js';
import type { Route } from '../../src/router/router.js';
import { ItemDetail } from '../../src/screens/item/ItemDetail.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $notifications } from '../../src/state/notifications.js';
import { $projects } from '../../src/state/projects.js';
import { setCollections } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
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
import { project, resetStores } from './helpers.js';

const idField = field('id', {
  type: 'integer',
  interface: 'primary-key',
  primary_key: true,
  readonly: true,
});

function articles(extra: Partial<CollectionInfo> = {}): CollectionInfo {
  return {
    collection: 'articles',
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: {
      id: idField,
      views: field('views', { sort: 1, type: 'integer', interface: 'numeric' }),
      title: field('title', { sort: 2 }),
      subtitle: field('subtitle', { sort: 3 }),
    },
    ...extra,
  };
}

const saved = { id: 1, views: 3, title: 'Chasing the Blue Hour', subtitle: 'In the north' };

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

let api: StubbedApi | null = null;
let mounted: Mounted | null = null;

async function until(test: () => boolean, what: string) {
  for (let tries = 0; tries < 100 && !test(); tries += 1) await settle(20);
  expect(test(), what).to.equal(true);
}

async function openItem(key: string, host: HTMLElement | null = null) {
  mounted = await mount(
    createElement(
      HostContext.Provider,
      { value: host },
      createElement(ItemDetail, { route: route(key) }),
    ),
  );
  const root = mounted.container;
  await until(() => root.querySelector('.cms-form') !== null, 'the form shows');
  return root;
}

const heading = (root: Element) => root.querySelector('h1')?.textContent;
const lastCrumb = (root: Element) =>
  [...root.querySelectorAll('.cms-breadcrumb li')].at(-1)?.textContent;

describe('the item screen’s title', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    $projects.set([project('alpha', { data: { project_name: 'Demo project' } })]);
    setCurrentUser(editorUser(1));
    document.title = 'Host page';
    api = stubApi({
      'GET alpha/items/articles/1': { body: { data: saved } },
      'PATCH alpha/items/articles/1': (call) => ({
        body: { data: { ...saved, ...(call.body as object) } },
      }),
      'GET alpha/activity': { body: { data: [] } },
      'GET alpha/items/articles/1/revisions': { body: { data: [] } },
      'GET alpha/users': { body: { data: [] } },
      'PATCH alpha/users/5/tracking/page': { body: { data: { id: 5 } } },
    });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it('is the first text field’s value, in the header and the breadcrumb', async () => {
    setCollections([articles()]);
    const root = await openItem('1');
    expect(heading(root)).to.equal('Chasing the Blue Hour');
    expect(lastCrumb(root)).to.equal('Chasing the Blue Hour');
    expect(document.title, 'outside <cms-admin> the page keeps its title').to.equal('Host page');
  });

  it('follows the collection’s display template when it has one', async () => {
    setCollections([articles({ display_template: '{{title}} ({{subtitle}})' })]);
    const root = await openItem('1');
    expect(heading(root)).to.equal('Chasing the Blue Hour (In the north)');
  });

  it('falls back to "Item {key}" without a text field, and says "New item" for a new one', async () => {
    setCollections([
      articles({
        fields: {
          id: idField,
          views: field('views', { type: 'integer', interface: 'numeric' }),
        },
      }),
    ]);
    const root = await openItem('1');
    expect(heading(root)).to.equal('Item 1');
    mounted?.unmount();
    const fresh = await openItem('+');
    expect(heading(fresh)).to.equal('New item');
  });

  it('names the item, collection and project in the tab inside <cms-admin>', async () => {
    setCollections([articles()]);
    await openItem('1', document.createElement('cms-admin'));
    expect(document.title).to.equal('Chasing the Blue Hour · Articles · Demo project');
  });

  it('says "Item saved" after a save, and the title follows the saved text', async () => {
    setCollections([articles()]);
    const root = await openItem('1');
    const title = root.querySelector<HTMLInputElement>('[data-field="title"] input')!;
    await typeText(title, 'Blue Hour, revised');
    expect(heading(root), 'unsaved text is not the title yet').to.equal('Chasing the Blue Hour');
    await click(buttonNamed(root, 'Save')!);
    await until(() => $notifications.get().some((one) => one.title === 'Item saved'), 'the toast');
    const toast = $notifications.get().find((one) => one.title === 'Item saved')!;
    expect(toast.color).to.equal('success');
    await until(() => heading(root) === 'Blue Hour, revised', 'the saved title');
  });
});
