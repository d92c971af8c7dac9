// The collection editor in real Chromium: fields in their sort order; a keyboard move saved with
// PATCH fields/{c} (and rolled back with a notice when refused); Delete disabled, naming the field
// to delete first, while a relation reads through the field, and not offered for the key; and a
// collection deleted elsewhere while open: the page says so and shows the note typed and unsaved.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { CollectionInfo, FieldInfo, Relation } from '../../src/api/types.js';
import type { Route } from '../../src/router/router.js';
import { CollectionEditor } from '../../src/screens/settings/collection/CollectionEditor.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $notifications } from '../../src/state/notifications.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { click, type Mounted, mount, settle, typeText } from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

const route: Route = {
  name: 'settings-collection',
  params: { project: 'alpha', collection: 'posts' },
  search: {},
  path: '/alpha/settings/collections/posts',
  fullPath: '/alpha/settings/collections/posts',
  public: false,
};

const field = (name: string, sort: number, changes: Partial<FieldInfo> = {}): FieldInfo => ({
  id: sort,
  collection: 'posts',
  field: name,
  type: 'string',
  datatype: 'VARCHAR',
  interface: 'text-input',
  sort,
  ...changes,
});

const FIELDS = [
  field('title', 2, { required: true }),
  field('id', 1, { type: 'integer', datatype: 'INT', interface: 'primary-key', primary_key: true }),
  field('author', 3, { type: 'm2o', datatype: 'INT', interface: 'many-to-one' }),
  field('legacy_code', 4, { interface: null }),
];

const POSTS: CollectionInfo = {
  collection: 'posts',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: Object.fromEntries(FIELDS.map((each) => [each.field, each])),
};
const AUTHORS: CollectionInfo = { ...POSTS, collection: 'authors', fields: {} };
const RELATIONS: Relation[] = [
  {
    id: 1,
    collection_many: 'posts',
    field_many: 'author',
    collection_one: 'authors',
    field_one: 'posts',
    junction_field: null,
  },
];

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 150 && !check(); tries += 1) await settle(20);
  expect(check(), what).to.equal(true);
}

const rowNames = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.cms-field-row')].map((row) => row.dataset.field);

function keyDown(target: Element, key: string) {
  return act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('collection editor', () => {
  let mounted: Mounted | null = null;
  let api: StubbedApi | null = null;

  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setCollections([POSTS, AUTHORS]);
    setRelations(RELATIONS);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  async function open(routes: Parameters<typeof stubApi>[0]) {
    api = stubApi({
      'GET alpha/collections': { body: { data: [POSTS, AUTHORS] } },
      'GET alpha/relations': { body: { data: RELATIONS } },
      'GET alpha/fields/posts': { body: { data: FIELDS } },
      ...routes,
    });
    mounted = await mount(<CollectionEditor route={route} />);
    const root = mounted.container;
    await until(() => rowNames(root).length === 4, 'the field rows');
    return root;
  }

  it('lists the fields by sort with their markers, and saves a keyboard move', async () => {
    const root = await open({
      'PATCH alpha/fields/posts': { body: { data: FIELDS } },
    });
    expect(rowNames(root)).to.deep.equal(['id', 'title', 'author', 'legacy_code']);
    const legacy = root.querySelector('[data-field="legacy_code"]') as HTMLElement;
    expect(legacy.textContent).to.contain('no interface');
    expect(legacy.textContent).to.contain('Not managed');
    expect(root.querySelector('[data-field="title"]')?.textContent).to.contain('Required');
    expect(root.textContent).to.contain('Fields are saved as soon as you change them');

    const grip = root.querySelector('[aria-label="Move title"]') as HTMLButtonElement;
    grip.focus();
    await keyDown(grip, 'ArrowDown');
    expect(rowNames(root)).to.deep.equal(['id', 'author', 'title', 'legacy_code']);
    await until(() => (api?.callsTo('PATCH alpha/fields/posts').length ?? 0) === 1, 'saved');
    const call = api?.callsTo('PATCH alpha/fields/posts')[0];
    expect(call?.query.get('activity_skip')).to.equal('1');
    expect(call?.body).to.deep.equal([
      { field: 'id', sort: 1 },
      { field: 'author', sort: 2 },
      { field: 'title', sort: 3 },
      { field: 'legacy_code', sort: 4 },
    ]);
    expect(root.textContent).to.contain('title moved to position 3 of 4');
    await until(
      () => document.activeElement?.getAttribute('aria-label') === 'Move title',
      'the grip keeps the focus',
    );
  });

  it('puts the order back and says so when the server refuses it', async () => {
    const root = await open({
      'PATCH alpha/fields/posts': {
        status: 403,
        body: { error: { code: 3, message: 'Permission denied' } },
      },
    });
    const grip = root.querySelector('[aria-label="Move title"]') as HTMLButtonElement;
    await keyDown(grip, 'End');
    await until(() => (api?.callsTo('PATCH alpha/fields/posts').length ?? 0) === 1, 'sent');
    expect(
      ((api?.callsTo('PATCH alpha/fields/posts')[0]?.body ?? []) as { field: string }[]).map(
        (each) => each.field,
      ),
    ).to.deep.equal(['id', 'author', 'legacy_code', 'title']);
    await until(
      () =>
        JSON.stringify(rowNames(root)) === JSON.stringify(['id', 'title', 'author', 'legacy_code']),
      'the order rolled back',
    );
    expect(
      $notifications
        .get()
        .some((each) => each.title.startsWith('The new field order could not be saved')),
    ).to.equal(true);
  });

  it('offers no Delete for the key, and a disabled one naming the field to delete first', async () => {
    const root = await open({});
    const menuOf = async (name: string) => {
      const button = root.querySelector(`[aria-label="Actions for ${name}"]`) as HTMLButtonElement;
      await click(button);
      await settle();
      const items = [...root.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
      const found = items.map((item) => ({
        id: item.dataset.item,
        label: item.textContent?.trim(),
        disabled: item.disabled,
      }));
      await click(button);
      return found;
    };
    const id = await menuOf('id');
    expect(id.map((item) => item.id)).to.deep.equal(['edit']);
    const author = await menuOf('author');
    expect(author.find((item) => item.id === 'delete')).to.deep.equal({
      id: 'delete',
      label: 'Delete (first delete authors.posts)',
      disabled: true,
    });
    expect(author.some((item) => item.id === 'duplicate')).to.equal(false);
    const legacy = await menuOf('legacy_code');
    expect(legacy.map((item) => item.id)).to.deep.equal(['manage', 'delete']);
    const title = await menuOf('title');
    expect(title.map((item) => [item.id, item.disabled])).to.deep.equal([
      ['edit', false],
      ['duplicate', false],
      ['delete', false],
    ]);
  });

  it('says so when the collection was deleted elsewhere, keeping the unsaved note on screen', async () => {
    let gone = false;
    const root = await open({
      'GET alpha/collections': () => ({ body: { data: gone ? [AUTHORS] : [POSTS, AUTHORS] } }),
      'PATCH alpha/fields/posts': () => {
        gone = true;
        return { status: 404, body: { error: { code: 200, message: 'Collection not found' } } };
      },
    });
    const note = root.querySelector('.cms-collection-form input') as HTMLInputElement;
    await typeText(note, 'Stories we publish');
    const save = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save');
    expect(save?.disabled).to.equal(false);

    await keyDown(
      root.querySelector('[aria-label="Move title"]') as HTMLButtonElement,
      'ArrowDown',
    );
    await until(
      () => (root.textContent ?? '').includes('This collection no longer exists'),
      'gone',
    );
    expect(root.textContent).to.contain('Someone deleted posts while it was open here');
    expect(root.querySelector('.cms-collection-editor__unsaved')?.textContent).to.contain(
      'Stories we publish',
    );
    expect(
      $notifications.get().some((each) => each.title === 'posts was deleted by someone else'),
    ).to.equal(true);
  });
});
