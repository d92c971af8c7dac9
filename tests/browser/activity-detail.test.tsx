// The activity detail (issue 14 "Activity") and the activity-icon display, on a stubbed API: the
// action with its icon, who and when, the touched item linked only when the user may read its
// collection, the comment as escaped Markdown, the change field by field (before → after) from the
// activity's revision and the item's revision before it, and not found for an unknown id.
import { expect } from '@open-wc/testing';
import type { CollectionInfo, PermissionRow } from '../../src/api/types.js';
import { actionLook } from '../../src/interfaces/activity-icon/activity-actions.js';
import { activityIconInterface } from '../../src/interfaces/activity-icon/index.js';
import { setPermissions } from '../../src/permissions/store.js';
import type { Route } from '../../src/router/router.js';
import { ActivityDetail } from '../../src/screens/activity/ActivityDetail.js';
import { toServerDateTime } from '../../src/screens/item/info/dates.js';
import { setCollections } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { apiError, type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { field } from './fixtures/item-harness/article-field.js';
import { type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { permissionRow } from './fixtures/permission-row.js';
import { adoptAdminStyles, resetStores } from './helpers.js';

const articles: CollectionInfo = {
  collection: 'articles',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: [{ locale: 'en-US', translation: 'Blog articles' }],
  fields: {
    id: field('id', { type: 'integer', interface: 'primary-key', primary_key: true, sort: 0 }),
    title: field('title', { sort: 1 }),
    body: field('body', { sort: 2, interface: 'textarea' }),
    published: field('published', { type: 'boolean', interface: 'toggle', sort: 3 }),
    secret: field('secret', { sort: 4 }),
    modified_on: field('modified_on', { type: 'datetime_updated', interface: 'datetime-updated' }),
  },
};

const ago = (seconds: number) => toServerDateTime(new Date(Date.now() - seconds * 1000));
const ola = {
  id: 7,
  first_name: 'Ola',
  last_name: 'Other',
  email: 'ola@example.com',
  avatar: null,
};

const update = {
  id: 42,
  action: 'update',
  action_on: ago(180),
  action_by: ola,
  collection: 'articles',
  item: '3',
  comment: 'Fixed the **title** <script>alert(1)</script>',
  ip: '127.0.0.1',
  user_agent: 'Test browser',
};

const revision = {
  id: 9,
  collection: 'articles',
  item: '3',
  delta: {
    title: 'New title',
    body: 'Same body',
    published: true,
    secret: 'new secret',
    modified_on: '2026-11-25 10:00:00',
  },
  data: { id: 3, title: 'New title', body: 'Same body', published: true, secret: 'new secret' },
};
const previous = {
  id: 8,
  collection: 'articles',
  item: '3',
  delta: { title: 'Old title' },
  data: { id: 3, title: 'Old title', body: 'Same body', published: false, secret: 'old secret' },
};

let mounted: Mounted | null = null;
let api: StubbedApi;

function route(id: string): Route {
  return {
    name: 'activity-item',
    params: { project: 'alpha', primaryKey: id },
    search: {},
    path: `/alpha/activity/${id}`,
    fullPath: `/alpha/activity/${id}`,
    public: false,
  };
}

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 150 && !check(); tries += 1) await settle(20);
  expect(check(), what).to.equal(true);
}

async function open(id: string): Promise<HTMLElement> {
  mounted = await mount(<ActivityDetail route={route(id)} />);
  await settle(30);
  return mounted.container;
}

function signIn(admin: boolean, permissions: PermissionRow[] = []) {
  setCurrentUser({
    id: 5,
    first_name: 'Mae',
    last_name: 'Self',
    email: 'mae@example.com',
    locale: null,
    theme: null,
    last_page: null,
    avatar: null,
    role: { id: admin ? 1 : 3, module_listing: null, collection_listing: null },
  });
  setPermissions(permissions);
}

const rows = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.cms-activity-change')];
const itemLink = (root: ParentNode) =>
  root.querySelector<HTMLAnchorElement>('a.cms-activity-summary__item');

describe('the activity detail', () => {
  beforeEach(() => {
    resetStores();
    adoptAdminStyles();
    setCollections([articles]);
    api = stubApi({
      'GET alpha/activity/42': { body: { data: update } },
      'GET alpha/activity/43': {
        body: { data: { ...update, id: 43, action: 'comment', comment: 'Looks good' } },
      },
      'GET alpha/items/articles/3': { body: { data: { id: 3, title: 'Current title' } } },
      'GET alpha/activity/404': apiError(203, 'Item not found'),
      'GET alpha/activity/500': apiError(0, 'Database is down', 500),
      'GET alpha/revisions': (call) =>
        call.query.get('filter[activity][eq]') === '42'
          ? { body: { data: [revision] } }
          : { body: { data: call.query.get('filter[id][lt]') === '9' ? [previous] : [] } },
    });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api.restore();
  });

  it('shows the action, who, when and each changed field as old → new', async () => {
    signIn(true);
    const root = await open('42');
    await until(() => rows(root).length > 0, 'the changes');

    const action = root.querySelector('.cms-activity-summary .cms-activity-action')!;
    expect(action.getAttribute('data-action')).to.equal('update');
    expect(action.textContent).to.equal('Updated');
    expect(action.querySelector('svg')).to.not.equal(null);

    const who = root.querySelector<HTMLAnchorElement>(
      '.cms-activity-summary a.cms-user-chip__link',
    );
    expect(who?.querySelector('.cms-user-chip__name')?.textContent).to.equal('Ola Other');
    expect(who?.getAttribute('href')).to.equal('#/alpha/users/7');
    expect(root.querySelector('.cms-activity-summary time')?.textContent).to.equal('3 minutes ago');

    // The revision's delta against the revision before: unchanged and stamp fields are left out.
    const query = api.callsTo('GET alpha/revisions')[1]!.query;
    expect(query.get('filter[collection][eq]')).to.equal('articles');
    expect(query.get('filter[item][eq]')).to.equal('3');
    expect(query.get('filter[id][lt]')).to.equal('9');
    expect(query.get('sort')).to.equal('-id');
    expect(rows(root).map((row) => row.dataset.field)).to.deep.equal([
      'title',
      'published',
      'secret',
    ]);
    const title = rows(root)[0]!;
    expect(title.querySelector('.cms-activity-change__field')?.textContent).to.equal('Title');
    expect(title.querySelector('.cms-activity-change__before')?.textContent).to.equal(
      'Before: Old title',
    );
    expect(title.querySelector('.cms-activity-change__after')?.textContent).to.equal(
      'After: New title',
    );
    // The item is named by its record after the change, and linked.
    expect(itemLink(root)?.textContent).to.equal('New title (#3)');
    expect(itemLink(root)?.getAttribute('href')).to.equal('#/alpha/collections/articles/3');
    expect(root.querySelector('.cms-activity-summary')?.textContent).to.contain('Articles');
  });

  it('renders the comment as escaped Markdown', async () => {
    signIn(true);
    const root = await open('42');
    await until(() => root.querySelector('.cms-activity-comment') !== null, 'the comment');
    const comment = root.querySelector('.cms-activity-comment')!;
    expect(comment.querySelector('strong')?.textContent).to.equal('title');
    expect(comment.querySelector('script')).to.equal(null);
    expect(comment.textContent).to.contain('<script>alert(1)</script>');
  });

  it('links the item only when the role may read its collection, and hides unreadable fields', async () => {
    signIn(false, [
      permissionRow({ collection: 'directus_activity', read: 'full' }),
      permissionRow({ collection: 'directus_revisions', read: 'full' }),
      permissionRow({ collection: 'articles', read: 'none' }),
    ]);
    const unreadable = await open('42');
    await until(() => unreadable.querySelector('.cms-activity-summary') !== null, 'the summary');
    expect(itemLink(unreadable), 'no link to an unreadable collection').to.equal(null);
    expect(api.callsTo('GET alpha/items/articles/3'), 'nor a read of it').to.deep.equal([]);
    expect(unreadable.querySelector('.cms-activity-summary')?.textContent).to.contain('(#3)');
    mounted?.unmount();

    signIn(false, [
      permissionRow({ collection: 'directus_activity', read: 'full' }),
      permissionRow({ collection: 'directus_revisions', read: 'full' }),
      permissionRow({ collection: 'articles', read: 'full', read_field_blacklist: ['secret'] }),
    ]);
    const readable = await open('42');
    await until(() => rows(readable).length > 0, 'the changes');
    expect(itemLink(readable)?.getAttribute('href')).to.equal('#/alpha/collections/articles/3');
    expect(rows(readable).map((row) => row.dataset.field)).to.deep.equal(['title', 'published']);
  });

  it('names a commented item by the item itself, and asks for no revision', async () => {
    signIn(true);
    const root = await open('43');
    await until(() => itemLink(root)?.textContent === 'Current title (#3)', 'the item named');
    expect(root.querySelector('.cms-activity-comment')?.textContent).to.equal('Looks good');
    expect(root.querySelector('.cms-activity-changes')).to.equal(null);
    expect(api.callsTo('GET alpha/revisions')).to.deep.equal([]);
  });

  it('says so when the role may not read revisions, without asking for them', async () => {
    signIn(false, [
      permissionRow({ collection: 'directus_activity', read: 'full' }),
      permissionRow({ collection: 'articles', read: 'full' }),
    ]);
    const root = await open('42');
    await until(() => root.querySelector('.cms-activity-summary') !== null, 'the summary');
    expect(root.textContent).to.contain('Your role may not see the revisions');
    expect(api.callsTo('GET alpha/revisions')).to.deep.equal([]);
  });

  it('is not found for an unknown id or one that is no number', async () => {
    signIn(true);
    const root = await open('404');
    await until(() => root.textContent?.includes('Page not found') === true, 'not found');
    mounted?.unmount();
    const bad = await open('abc');
    expect(bad.textContent).to.contain('Page not found');
    expect(api.callsTo('GET alpha/activity/abc')).to.deep.equal([]);
  });

  it('shows any other failure with a retry', async () => {
    signIn(true);
    const root = await open('500');
    await until(() => root.querySelector('.cms-notice--danger') !== null, 'the error');
    expect(root.textContent).to.contain('Database is down');
    expect(
      [...root.querySelectorAll('button')].some((b) => b.textContent === 'Try again'),
    ).to.equal(true);
  });
});

describe('the activity-icon display', () => {
  beforeEach(() => resetStores());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('shows each action as its icon and label, in its colour', async () => {
    const Display = activityIconInterface.display!;
    const fieldInfo = field('action', { interface: 'activity-icon' });
    mounted = await mount(
      <div>
        {[
          'create',
          'update',
          'delete',
          'comment',
          'upload',
          'authenticate',
          'revert',
          'external',
          'rename',
        ].map((action) => (
          <p key={action}>
            <Display value={action} field={fieldInfo} options={{}} />
          </p>
        ))}
        <p>
          <Display value={null} field={fieldInfo} options={{}} />
        </p>
      </div>,
    );
    adoptAdminStyles();
    // The tokens live on the admin's :host; here the container stands in for it.
    mounted.container.style.setProperty('--cms-color-success', 'rgb(0, 128, 0)');
    mounted.container.style.setProperty('--cms-color-danger', 'rgb(200, 0, 0)');
    const shown = [...mounted.container.querySelectorAll<HTMLElement>('.cms-activity-action')];
    expect(shown.map((one) => one.textContent)).to.deep.equal([
      'Created',
      'Updated',
      'Deleted',
      'Commented',
      'Uploaded',
      'Signed in',
      'Reverted',
      'External change',
      'rename',
    ]);
    expect(shown.every((one) => one.querySelector('svg path') !== null)).to.equal(true);
    const colour = (one: HTMLElement) =>
      getComputedStyle(one.querySelector('.cms-activity-action__icon')!).color;
    expect(colour(shown[0]!)).to.equal('rgb(0, 128, 0)');
    expect(colour(shown[2]!)).to.equal('rgb(200, 0, 0)');
    expect(shown[0]!.dataset.tone).to.equal('success');
    expect(shown[2]!.dataset.tone).to.equal('danger');
    expect(actionLook(' UPDATE ').labelKey).to.equal('update');
    expect(actionLook('rename').labelKey).to.equal(null);
  });
});
