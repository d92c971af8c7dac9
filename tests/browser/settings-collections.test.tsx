// Settings › Collections in real Chromium: the list (empty state; hidden, single and unmanaged
// collections; Don't manage asks first, then PATCHes managed false and reloads the schema) and the
// create dialog (the name as it will be created, every name the server would refuse refused before
// sending, the server's code 4 as "Invalid collection name" with everything kept, the default fields).
import { expect } from '@open-wc/testing';
import type { Route } from '../../src/router/router.js';
import { CollectionsSettings } from '../../src/screens/settings/collections/CollectionsSettings.js';
import { NewCollectionDialog } from '../../src/screens/settings/collections/NewCollectionDialog.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $notifications } from '../../src/state/notifications.js';
import { $collections, setCollections } from '../../src/state/schema.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { collectionInfo, resetStores } from './helpers.js';

const route: Route = {
  name: 'settings-collections',
  params: { project: 'alpha' },
  search: {},
  path: '/alpha/settings/collections',
  fullPath: '/alpha/settings/collections',
  public: false,
};

const collection = collectionInfo;

/** A button by its accessible name: its aria-label, else its text. */
function buttonLabelled(root: ParentNode, name: string): HTMLButtonElement | null {
  return (
    [...root.querySelectorAll('button')].find(
      (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
    ) ?? null
  );
}

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 150 && !check(); tries += 1) await settle(20);
  expect(check(), what).to.equal(true);
}

const SCHEMA = [
  collection('directus_users'),
  collection('posts', { note: 'Blog posts', icon: 'article' }),
  collection('drafts', { hidden: true }),
  collection('home', { single: true }),
  collection('legacy_table', { managed: false }),
];

describe('settings › collections list', () => {
  let mounted: Mounted | null = null;
  let api: StubbedApi | null = null;

  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it('says so when the project has no collections of its own', async () => {
    setCollections([collection('directus_users'), collection('directus_files')]);
    mounted = await mount(<CollectionsSettings route={route} />);
    const text = mounted.container.textContent ?? '';
    expect(text).to.contain('No collections yet');
    expect(text).to.contain('Create the first one');
    expect(mounted.container.querySelector('.cms-settings-collections')).to.equal(null);
    expect(buttonNamed(mounted.container, 'New collection')).to.not.equal(null);
  });

  it('lists the non-system collections: hidden subdued, single and unmanaged marked', async () => {
    setCollections(SCHEMA);
    mounted = await mount(<CollectionsSettings route={route} />);
    const rows = [...mounted.container.querySelectorAll<HTMLElement>('[data-collection]')];
    expect(rows.map((row) => row.dataset.collection)).to.deep.equal([
      'drafts',
      'home',
      'legacy_table',
      'posts',
    ]);
    const row = (name: string) =>
      rows.find((each) => each.dataset.collection === name) as HTMLElement;
    expect(row('posts').textContent).to.contain('Blog posts');
    expect(row('posts').querySelector('a')?.getAttribute('href')).to.contain(
      '/alpha/settings/collections/posts',
    );
    expect(row('drafts').hasAttribute('data-hidden')).to.equal(true);
    expect(row('drafts').textContent).to.contain('Hidden');
    expect(row('home').textContent).to.contain('Single');
    // An unmanaged table: marked, no link into the editor, offered Manage.
    expect(row('legacy_table').hasAttribute('data-unmanaged')).to.equal(true);
    expect(row('legacy_table').textContent).to.contain('Not managed');
    expect(row('legacy_table').querySelector('a')).to.equal(null);
    expect(buttonLabelled(row('legacy_table'), 'Manage Legacy Table')).to.not.equal(null);
  });

  it("Don't manage asks first; cancel sends nothing, confirm PATCHes and reloads the schema", async () => {
    setCollections(SCHEMA);
    api = stubApi({
      'PATCH alpha/collections/posts': { body: { data: { collection: 'posts', managed: false } } },
      'GET alpha/collections': {
        body: {
          data: SCHEMA.map((each) =>
            each.collection === 'posts' ? { ...each, managed: false } : each,
          ),
        },
      },
      'GET alpha/relations': { body: { data: [] } },
    });
    mounted = await mount(<CollectionsSettings route={route} />);
    const row = mounted.container.querySelector('[data-collection="posts"]') as HTMLElement;
    await click(buttonLabelled(row, "Don't manage Posts") as HTMLButtonElement);
    const dialog = mounted.container.querySelector('dialog[open]') as HTMLDialogElement;
    expect(dialog.textContent).to.contain('Stop managing Posts?');
    await click(buttonNamed(dialog, 'Cancel') as HTMLButtonElement);
    expect(mounted.container.querySelector('dialog[open]')).to.equal(null);
    expect(api.calls.length).to.equal(0);

    await click(buttonLabelled(row, "Don't manage Posts") as HTMLButtonElement);
    const again = mounted.container.querySelector('dialog[open]') as HTMLDialogElement;
    await click(buttonNamed(again, "Don't manage") as HTMLButtonElement);
    await until(() => $collections.get().posts?.managed === false, 'the schema reloaded');
    expect(api.callsTo('PATCH alpha/collections/posts')[0]?.body).to.deep.equal({ managed: false });
    await until(
      () => $notifications.get().some((each) => each.title === 'Posts is no longer managed'),
      'the success notice',
    );
    await until(() => mounted?.container.querySelector('dialog[open]') === null, 'closed');
    const unmanaged = mounted.container.querySelector('[data-collection="posts"]') as HTMLElement;
    expect(unmanaged.hasAttribute('data-unmanaged')).to.equal(true);
  });
});

describe('new collection dialog', () => {
  let mounted: Mounted | null = null;
  let api: StubbedApi | null = null;

  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setCollections(SCHEMA);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  async function open(created: string[]) {
    mounted = await mount(
      <NewCollectionDialog
        open
        project="alpha"
        onClose={() => undefined}
        onCreated={(name) => created.push(name)}
      />,
    );
    const dialog = mounted.container.querySelector('dialog') as HTMLDialogElement;
    const input = dialog.querySelector('input[type="text"], input:not([type])') as HTMLInputElement;
    const create = () => buttonNamed(dialog, 'Create collection') as HTMLButtonElement;
    const hint = () =>
      input.closest('.cms-field')?.querySelector('.cms-field__hint')?.textContent ?? '';
    return { dialog, input, create, hint };
  }

  it('shows the name it will create and refuses, before sending, every name the server refuses', async () => {
    api = stubApi({});
    const created: string[] = [];
    const { input, create, hint } = await open(created);

    await click(create());
    expect(hint()).to.equal('Enter a name for the collection.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');

    await typeText(input, 'Blog Posts!');
    expect(hint()).to.equal('Will be created asblog_posts');
    expect(input.getAttribute('aria-invalid')).to.equal(null);

    await typeText(input, 'directus_things');
    expect(hint()).to.equal('Names starting with “directus_” are kept for the system.');
    await typeText(input, 'x'.repeat(64));
    expect(hint()).to.equal('A name can be at most 63 characters long.');
    await typeText(input, '2 columns');
    expect(hint()).to.equal('A name must start with a letter or an underscore.');
    await typeText(input, 'Posts');
    expect(hint()).to.equal('A collection or table named “posts” already exists.');
    // An unmanaged table counts: creating it would take it over.
    await typeText(input, 'Legacy Table');
    expect(hint()).to.equal('A collection or table named “legacy_table” already exists.');
    await click(create());
    expect(api.calls.length, 'nothing sent').to.equal(0);
    expect(input.value, 'what was typed stays').to.equal('Legacy Table');
    expect(created).to.deep.equal([]);
  });

  it('shows code 4 as "Invalid collection name", keeps the input, then creates with the default fields', async () => {
    let answer = 0;
    api = stubApi({
      'POST alpha/collections': () => {
        answer += 1;
        return answer === 1
          ? { status: 422, body: { error: { code: 4, message: 'Bad name "news"' } } }
          : { body: { data: collection('news') } };
      },
      'GET alpha/collections': { body: { data: [...SCHEMA, collection('news')] } },
      'GET alpha/relations': { body: { data: [] } },
    });
    const created: string[] = [];
    const { dialog, input, create } = await open(created);
    await typeText(input, 'News');
    // Sort on, owner off.
    await click(dialog.querySelector('[data-default-field="sort"] input') as HTMLInputElement);
    await click(dialog.querySelector('[data-default-field="owner"] input') as HTMLInputElement);
    await click(create());
    await until(
      () => (dialog.textContent ?? '').includes('Invalid collection name'),
      'the refusal',
    );
    expect(input.value).to.equal('News');
    expect(
      (dialog.querySelector('[data-default-field="sort"] input') as HTMLInputElement).checked,
    ).to.equal(true);

    await click(create());
    await until(() => created.length === 1, 'created');
    expect(created).to.deep.equal(['news']);
    const body = api.callsTo('POST alpha/collections')[1]?.body as {
      collection: string;
      hidden: boolean;
      fields: { field: string; sort: number; primary_key?: boolean }[];
    };
    expect(body.collection).to.equal('news');
    expect(body.hidden).to.equal(false);
    expect(body.fields.map((field) => field.field)).to.deep.equal([
      'id',
      'status',
      'sort',
      'created_on',
    ]);
    expect(body.fields[0]?.primary_key).to.equal(true);
    expect(api.callsTo('POST alpha/collections')[1]?.query.get('fields')).to.equal('*.*');
    await until(() => $collections.get().news !== undefined, 'the schema reloaded');
    expect($notifications.get().some((each) => each.title === 'Collection news created')).to.equal(
      true,
    );
  });
});
