// The item info sidebar as a whole (spec 2 §2, §6, §7) on a stubbed API: the calls it makes for the
// activity, comments, revisions and revert, and what the user's permissions offer.
import { expect } from '@open-wc/testing';
import type { Item } from '../../src/api/items.js';
import type { CollectionInfo, PermissionRow } from '../../src/api/types.js';
import { setPermissions } from '../../src/permissions/store.js';
import { toServerDateTime } from '../../src/screens/item/info/dates.js';
import { ItemInfo } from '../../src/screens/item/info/ItemInfo.js';
import { $notifications } from '../../src/state/notifications.js';
import { setCurrentUser } from '../../src/state/user.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { field } from './fixtures/item-harness/article-field.js';
import { click, type Mounted, mount, settle, typeText } from './fixtures/item-harness/render.js';
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
    id: field('id', { type: 'integer', interface: 'primary-key', primary_key: true, sort: 0 }),
    title: field('title', { sort: 1 }),
    created_by: field('created_by', { type: 'owner', interface: 'owner', sort: 2 }),
  },
};

const row = (collection: string, changes: Partial<PermissionRow> = {}): PermissionRow =>
  permissionRow({ collection, ...changes });

const ago = (seconds: number) => toServerDateTime(new Date(Date.now() - seconds * 1000));
const me = { id: 5, first_name: 'Mae', last_name: 'Self' };
const other = { id: 7, first_name: 'Ola', last_name: 'Other' };

const activity = [
  { id: 12, action: 'comment', action_on: ago(30), action_by: me, comment: 'My note' },
  { id: 11, action: 'comment', action_on: ago(60), action_by: other, comment: 'Their note' },
  { id: 10, action: 'update', action_on: ago(120), action_by: other, comment: null },
];
const revisions = [
  {
    id: 2,
    activity: { id: 10, action: 'update', action_on: ago(120), action_by: other },
    delta: { title: 'Now' },
  },
  { id: 1, activity: null, delta: { title: 'Old', id: 1 } },
];

let mounted: Mounted | null = null;
let api: StubbedApi;
let resets: Item[];

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await settle(20);
  expect(check(), what).to.equal(true);
}

async function open(permissions: PermissionRow[], dirty = false): Promise<HTMLElement> {
  setPermissions(permissions);
  resets = [];
  mounted = await mount(
    <ItemInfo
      project="alpha"
      collection={articles}
      primaryKey="1"
      session={{
        saved: { id: 1, title: 'Now', created_by: 5 },
        isDirty: () => dirty,
        reset: (item) => void resets.push(item),
      }}
      canRevert
    />,
  );
  // The first calls answer inside act.
  await settle(30);
  return mounted.container;
}

const everything = () => [
  row('articles', { comment: 'update' }),
  row('directus_activity', { read: 'mine', update: 'none', delete: 'none' }),
  row('directus_revisions'),
];

const buttonsIn = (root: ParentNode) => [...root.querySelectorAll('button')];
const named = (root: ParentNode, text: string) =>
  buttonsIn(root).find((button) => button.textContent === text);

describe('the item info sidebar', () => {
  beforeEach(() => {
    resetStores();
    setCurrentUser({
      ...me,
      email: 'mae@example.com',
      locale: null,
      theme: null,
      last_page: null,
      avatar: null,
      role: { id: 3, module_listing: null, collection_listing: null },
    });
    api = stubApi({
      'GET alpha/activity': { body: { data: activity } },
      'GET alpha/items/articles/1/revisions': { body: { data: revisions } },
      'POST alpha/activity/comment': { body: { data: { id: 13 } } },
      'GET alpha/revisions/1': {
        body: { data: { id: 1, activity: 4, delta: {}, data: { id: 1, title: 'Old' } } },
      },
      'PATCH alpha/items/articles/1/revert/1': { body: { data: { id: 1, title: 'Old' } } },
      'GET alpha/items/articles/1': { body: { data: { id: 1, title: 'Old', created_by: 5 } } },
    });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api.restore();
  });

  it("lists the item's activity and revisions, newest first", async () => {
    const root = await open(everything());
    await until(() => root.querySelectorAll('.cms-activity').length === 3, 'the feed');
    const query = api.callsTo('GET alpha/activity')[0]!.query;
    expect(query.get('filter[collection][eq]')).to.equal('articles');
    expect(query.get('filter[item][eq]')).to.equal('1');
    expect(query.get('sort')?.startsWith('-action_on')).to.equal(true);
    expect(root.querySelector('a.cms-item-info__all')?.getAttribute('href')).to.equal(
      '#/alpha/activity',
    );
    await until(() => root.querySelectorAll('.cms-revision').length === 2, 'the revisions');
    const first = root.querySelector('.cms-revision')!.textContent!;
    expect(first).to.contain('Revision 2');
    expect(first).to.contain('Ola Other');
    expect(first).to.contain('Changed: Title');
  });

  it('offers edit and delete on my own comments only', async () => {
    const root = await open(everything());
    await until(() => root.querySelectorAll('.cms-activity').length === 3, 'the feed');
    const tools = (id: number) =>
      buttonsIn(root.querySelector(`[data-activity-id="${id}"]`)!).map((b) => b.textContent);
    expect(tools(12)).to.deep.equal(['Edit', 'Delete']);
    expect(tools(11)).to.deep.equal([]);
  });

  it('posts a comment on the item, then loads the activity again', async () => {
    const root = await open(everything());
    await until(() => api.callsTo('GET alpha/activity').length === 1, 'the first load');
    const box = root.querySelector('textarea')!;
    await typeText(box, '  Looks good  ');
    await click(named(root, 'Comment')!);
    await until(() => api.callsTo('GET alpha/activity').length === 2, 'the reload');
    await settle(30);
    expect(api.callsTo('POST alpha/activity/comment')[0]?.body).to.deep.equal({
      collection: 'articles',
      item: '1',
      comment: 'Looks good',
    });
  });

  it('hides the comment box without comment permission, and the activity without read', async () => {
    const root = await open([
      row('articles', { comment: 'read' }),
      row('directus_activity', { read: 'none' }),
      row('directus_revisions', { read: 'none' }),
    ]);
    await settle(50);
    expect(root.querySelector('textarea'), 'no comment box').to.equal(null);
    expect(root.querySelector('a.cms-item-info__all'), 'no activity link').to.equal(null);
    expect(root.textContent).to.contain('You may not see the activity of this item.');
    expect(api.callsTo('GET alpha/activity')).to.deep.equal([]);
    expect(api.callsTo('GET alpha/items/articles/1/revisions')).to.deep.equal([]);
  });

  it('reverts after the question, then reloads the item and the activity', async () => {
    const root = await open(everything(), true);
    await until(() => root.querySelectorAll('.cms-revision').length === 2, 'the revisions');
    await click(root.querySelector('[data-revision-id="1"] button')!);
    await until(() => root.querySelector('dialog[open] .cms-form') !== null, 'the preview');
    await click(named(root.querySelector('dialog[open]')!, 'Revert')!);
    const question = root.querySelector('dialog[open][role="alertdialog"]')!;
    expect(question.textContent).to.contain('unsaved changes');
    await click(named(question, 'Revert')!);
    await until(() => resets.length === 1, 'the form reset');
    expect(resets[0]).to.deep.equal({ id: 1, title: 'Old', created_by: 5 });
    expect(api.callsTo('PATCH alpha/items/articles/1/revert/1')).to.have.length(1);
    await until(() => api.callsTo('GET alpha/activity').length === 2, 'the activity reload');
    await settle(30);
    expect(root.querySelector('dialog[open]'), 'dialogs closed').to.equal(null);
    expect($notifications.get().map((n) => n.title)).to.include('Reverted to revision 1');
  });
});
