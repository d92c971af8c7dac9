// The item screen (spec 2 §2, §4, §6, §8) on static answers (fixtures/item-api): header and
// breadcrumb, save and delete by permission, not-found (203) and server-trouble states, save
// failures as notifications, mod+s, new items and batch keys.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { CollectionInfo } from '../../src/api/types.js';
import { setPermissions } from '../../src/permissions/store.js';
import type { Route } from '../../src/router/router.js';
import { ItemDetail } from '../../src/screens/item/ItemDetail.js';
import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $hasUnsavedEdits } from '../../src/state/edits.js';
import { $notifications } from '../../src/state/notifications.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { editorUser } from './fixtures/current-user.js';
import { field, statusField } from './fixtures/item-harness/article-field.js';
import { articleRelations } from './fixtures/item-harness/article-relations.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { permissionRow } from './fixtures/permission-row.js';
import { fixtureApi, resetStores } from './helpers.js';

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
      id: field('id', {
        type: 'integer',
        interface: 'primary-key',
        primary_key: true,
        readonly: true,
      }),
      status: statusField(),
      title: field('title', { sort: 2, required: true }),
      body: field('body', { sort: 3, interface: 'textarea' }),
    },
    ...extra,
  };
}

const user = editorUser;

function route(primaryKey: string, collection = 'articles'): Route {
  const path = `/alpha/collections/${collection}/${primaryKey}`;
  return {
    name: 'item',
    params: { project: 'alpha', collection, primaryKey },
    search: {},
    path,
    fullPath: path,
    public: false,
  };
}

const row = permissionRow;

let mounted: Mounted | null = null;

async function open(key: string, ready: string) {
  mounted = await mount(createElement(ItemDetail, { route: route(key) }));
  for (let tries = 0; tries < 100 && !mounted.container.querySelector(ready); tries += 1) {
    await settle(30);
  }
  expect(mounted.container.querySelector(ready), ready).to.not.equal(null);
  return mounted.container;
}

const text = (root: Element) => root.textContent ?? '';

describe('the item screen', () => {
  beforeEach(() => {
    resetStores();
    $config.setKey('apiRoot', fixtureApi('item-api'));
    setCurrentProject('alpha');
    setCollections([articles(), articles({ collection: 'settings_page', single: true })]);
    setCurrentUser(user(1));
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('shows the item with its breadcrumb; save is enabled by an edit, delete is offered', async () => {
    const root = await open('1', '.cms-form');
    const crumbs = [...root.querySelectorAll('.cms-breadcrumb li')].map((li) => li.textContent);
    // The item is named by its first text field (issue 13 §3), its markup shown as text.
    expect(crumbs).to.deep.equal([
      'Collections',
      'Articles',
      'First <script>alert(1)</script> article',
    ]);
    expect(root.querySelector('.cms-breadcrumb a')?.getAttribute('href')).to.equal(
      '#/alpha/collections',
    );
    const title = root.querySelector<HTMLInputElement>('[data-field="title"] input')!;
    expect(title.value).to.equal('First <script>alert(1)</script> article');
    expect(root.querySelector('script')).to.equal(null);
    const save = buttonNamed(root, 'Save')!;
    expect(save.disabled).to.equal(true);
    expect(buttonNamed(root, 'Delete')).to.not.equal(null);
    await typeText(title, 'Changed');
    expect(save.disabled).to.equal(false);
    expect($hasUnsavedEdits.get()).to.equal(true);
    await typeText(title, 'First <script>alert(1)</script> article');
    expect(save.disabled).to.equal(true);
    expect($hasUnsavedEdits.get()).to.equal(false);
  });

  it('offers the save modes in a menu: leave, add and copy for existing items', async () => {
    const root = await open('1', '.cms-form');
    await click(root.querySelector('[aria-label="More save options"]')!);
    const modes = [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')].map(
      (item) => item.dataset.item,
    );
    expect(modes).to.deep.equal(['leave', 'add', 'copy']);
  });

  it('notifies "Something went wrong" with the server message when saving fails; mod+s saves', async () => {
    const root = await open('1', '.cms-form');
    const title = root.querySelector<HTMLInputElement>('[data-field="title"] input')!;
    await typeText(title, 'Changed');
    await act(async () => {
      title.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true }));
    });
    for (let tries = 0; tries < 100 && $notifications.get().length === 0; tries += 1) {
      await settle(30);
    }
    const notification = $notifications.get().at(-1);
    expect(notification?.title).to.equal('Something went wrong');
    expect(notification?.color).to.equal('danger');
    expect(notification?.details).to.be.a('string').and.not.equal('');
    // The edits stay staged after a failure.
    expect(title.value).to.equal('Changed');
    expect($hasUnsavedEdits.get()).to.equal(true);
  });

  it('shows the not-found screen for error 203', async () => {
    const root = await open('404', 'h1');
    // The item's own heading shows while it loads; the not-found screen follows the answer.
    for (let tries = 0; tries < 150 && !text(root).includes('Page not found'); tries += 1) {
      await settle(30);
    }
    expect(text(root)).to.contain('Page not found');
    expect(root.querySelector('.cms-form')).to.equal(null);
  });

  it('shows the server-trouble screen with the escaped message and a retry for other errors', async () => {
    const root = await open('500', '.cms-notice--danger');
    expect(text(root)).to.contain('The item could not be loaded');
    expect(text(root)).to.contain('Can Not Reach Database');
    expect(buttonNamed(root, 'Try again')).to.not.equal(null);
  });

  it('creates: blank form with defaults, no delete, no copy', async () => {
    const root = await open('+', '.cms-form');
    expect([...root.querySelectorAll('.cms-breadcrumb li')].at(-1)?.textContent).to.equal(
      'New item',
    );
    expect(buttonNamed(root, 'Delete')).to.equal(null);
    const draft = root.querySelector<HTMLInputElement>(
      '[data-field="status"] input[value="draft"]',
    )!;
    expect(draft.checked).to.equal(true);
    // A new item can always be saved (the server checks required fields).
    expect(buttonNamed(root, 'Save')!.disabled).to.equal(false);
    await click(root.querySelector('[aria-label="More save options"]')!);
    const modes = [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')].map(
      (item) => item.dataset.item,
    );
    expect(modes).to.deep.equal(['leave', 'add']);
  });

  it('hides save and delete and makes the form read-only without update and delete rights', async () => {
    setCurrentUser(user(3));
    setPermissions([row({ update: 'none', delete: 'none', create: 'none' })]);
    const root = await open('1', '.cms-form');
    expect(buttonNamed(root, 'Save')).to.equal(null);
    expect(buttonNamed(root, 'Delete')).to.equal(null);
    expect(root.querySelector<HTMLInputElement>('[data-field="title"] input')!.readOnly).to.equal(
      true,
    );
    expect(text(root)).to.contain('You may view this item but not change it.');
  });

  it('applies the read and write blacklists of the status row', async () => {
    setCurrentUser(user(3));
    setPermissions([
      row({
        status: 'published',
        read_field_blacklist: ['body'],
        write_field_blacklist: ['title'],
      }),
    ]);
    const root = await open('1', '.cms-form');
    expect(root.querySelector('[data-field="body"]')).to.equal(null);
    expect(root.querySelector<HTMLInputElement>('[data-field="title"] input')!.readOnly).to.equal(
      true,
    );
    expect(buttonNamed(root, 'Save')).to.not.equal(null);
  });

  it("offers only the statuses the role may give: not those in the row's status blacklist", async () => {
    setCurrentUser(user(3));
    setPermissions([row({ status_blacklist: ['draft'] })]);
    const root = await open('1', '.cms-form');
    const offered = () =>
      [...root.querySelectorAll<HTMLInputElement>('[data-field="status"] input')].map(
        (input) => input.value,
      );
    // The stored item is published; moving it to draft is refused by the server (E302).
    expect(offered()).to.deep.equal(['published', 'deleted']);
  });

  it("offers a new item only the statuses outside the $create row's status blacklist", async () => {
    setCurrentUser(user(3));
    setPermissions([row({}), row({ id: 2, status: '$create', status_blacklist: ['published'] })]);
    const root = await open('+', '.cms-form');
    const offered = [...root.querySelectorAll<HTMLInputElement>('[data-field="status"] input')].map(
      (input) => input.value,
    );
    expect(offered).to.deep.equal(['draft', 'deleted']);
  });

  it('says a delete that archives moves the item to the soft-delete status, not that it is gone', async () => {
    const root = await open('1', '.cms-form');
    await click(buttonNamed(root, 'Delete')!);
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.textContent).to.contain(
      'This item will get the status “Deleted”. Its data is kept.',
    );
    expect(dialog.textContent).not.to.contain("can't be undone");
  });

  it('says a real delete cannot be undone', async () => {
    const plain = articles();
    delete plain.fields.status;
    setCollections([plain]);
    const root = await open('1', '.cms-form');
    await click(buttonNamed(root, 'Delete')!);
    expect(root.querySelector('dialog[open]')!.textContent).to.contain("can't be undone");
  });

  it('shows the not-found page for an item of a collection the role cannot read', async () => {
    setCurrentUser(user(3));
    setPermissions([row({ collection: 'authors' })]);
    mounted = await mount(createElement(ItemDetail, { route: route('1') }));
    expect(text(mounted.container)).to.contain('Page not found');
    expect(mounted.container.querySelector('.cms-form')).to.equal(null);
  });

  it('leaves out a relational field whose related collection the role cannot read, and asks nothing of it', async () => {
    const withAuthor = articles();
    withAuthor.fields.author = field('author', { type: 'm2o', interface: 'many-to-one', sort: 4 });
    setCollections([withAuthor]);
    setRelations(articleRelations);
    setCurrentUser(user(3));
    // Full rights on articles, no row at all on authors.
    setPermissions([row({})]);
    const asked: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      asked.push(String(input));
      return original(input, init);
    };
    try {
      const root = await open('1', '.cms-form');
      expect(root.querySelector('[data-field="title"]')).to.not.equal(null);
      // Not the raw key of the author ("2"), nor a picker that would list authors.
      expect(root.querySelector('[data-field="author"]')).to.equal(null);
      expect(asked.filter((url) => url.includes('/items/authors'))).to.deep.equal([]);
    } finally {
      window.fetch = original;
    }
  });

  it('asks why before saving when the role must explain updates, and sends the comment', async () => {
    setCurrentUser(user(3));
    setPermissions([row({ explain: 'update' })]);
    const sent: { method: string; url: URL }[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'PATCH' && String(input).includes('/items/articles/')) {
        sent.push({ method, url: new URL(String(input)) });
        return Promise.resolve(
          new Response(JSON.stringify({ data: { id: 1, status: 'published', title: 'Changed' } })),
        );
      }
      return original(input, init);
    };
    try {
      const root = await open('1', '.cms-form');
      await typeText(
        root.querySelector<HTMLInputElement>('[data-field="title"] input')!,
        'Changed',
      );
      await click(buttonNamed(root, 'Save')!);
      const dialog = root.querySelector('dialog[open]')!;
      expect(dialog.textContent).to.contain('Why this change?');
      expect(sent).to.deep.equal([]);
      const confirm = [...dialog.querySelectorAll('button')].find(
        (one) => one.textContent === 'Save',
      )!;
      expect(confirm.disabled, 'nothing to send without a reason').to.equal(true);
      await typeText(dialog.querySelector('textarea')!, 'Typo in the headline');
      await click(confirm);
      for (let tries = 0; tries < 100 && sent.length === 0; tries += 1) await settle(20);
      expect(sent.map((one) => one.url.searchParams.get('comment'))).to.deep.equal([
        'Typo in the headline',
      ]);
    } finally {
      window.fetch = original;
    }
  });

  it('asks for the reason inside the delete question when the role must explain every write', async () => {
    setCurrentUser(user(3));
    const plain = articles();
    delete plain.fields.status;
    setCollections([plain]);
    setPermissions([row({ explain: 'always' })]);
    const root = await open('1', '.cms-form');
    await click(buttonNamed(root, 'Delete')!);
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.textContent).to.contain("can't be undone");
    expect(dialog.querySelector('textarea')).to.not.equal(null);
  });

  it('hands a batch key list to the batch editor (tests/browser/batch-edit.test.tsx)', async () => {
    const root = await open('1,2', '.cms-notice');
    expect(root.querySelector('h1')?.textContent).to.equal('Batch edit');
  });

  it('treats unknown and system collections as not found', async () => {
    mounted = await mount(createElement(ItemDetail, { route: route('1', 'nothing') }));
    expect(text(mounted.container)).to.contain('Page not found');
  });
});
