// The role editor's "Preview as this role" panel in real Chromium (issue #16), against a stubbed
// API (the browser harness serves no server; the same panel runs against the real server in
// tests/e2e/role-preview.test.ts): choosing a collection and a user, the POST it sends (the
// stored rows with the staged edits applied), the fields, count and statuses it shows, the
// unsaved-changes and out-of-date notes, a refused read and a failed request.
import { expect } from '@open-wc/testing';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import type { PermissionRecord } from '../../src/permissions/shared-rules.js';
import {
  draftKey,
  EMPTY_PERMISSION_DRAFT,
  type PermissionDraft,
} from '../../src/screens/settings/role/permissions/permission-draft.js';
import { RolePreview } from '../../src/screens/settings/role/preview/RolePreview.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setCollections } from '../../src/state/schema.js';
import {
  apiError,
  type StubbedApi,
  type StubCall,
  type StubRoutes,
  stubApi,
} from './fixtures/auth-api-stub/stub-api.js';
import { buttonNamed, click, type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { chooseOption, openOptions, resetStores } from './helpers.js';

const field = (collection: string, name: string, changes: Partial<FieldInfo> = {}): FieldInfo => ({
  id: null,
  collection,
  field: name,
  type: 'string',
  interface: 'text-input',
  ...changes,
});

const collection = (name: string, fields: FieldInfo[] = []): CollectionInfo => ({
  collection: name,
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: Object.fromEntries(fields.map((one) => [one.field, one])),
});

const ARTICLES = collection('articles', [
  field('articles', 'id', { type: 'integer' }),
  field('articles', 'status', {
    type: 'status',
    interface: 'status',
    options: {
      status_mapping: {
        published: { name: 'Published' },
        draft: { name: 'Draft' },
        deleted: { name: 'Deleted', soft_delete: true },
      },
    },
  }),
  field('articles', 'title'),
]);

const ROLE = 5;

const STORED: PermissionRecord[] = [
  {
    id: 11,
    collection: 'articles',
    role: ROLE,
    status: null,
    create: 'full',
    read: 'mine',
    update: 'mine',
    delete: 'none',
    comment: 'none',
    explain: 'none',
    read_field_blacklist: ['body'],
    write_field_blacklist: [],
    status_blacklist: [],
  },
];

const USERS = [
  { id: 7, first_name: 'Eda', last_name: 'Editor', email: 'eda@example.com', status: 'active' },
  { id: 9, first_name: null, last_name: null, email: 'sam@example.com', status: 'suspended' },
];

/** What the server answers for a readable articles collection. */
const readable = (changes: Record<string, unknown> = {}) => ({
  body: {
    data: {
      collection: 'articles',
      role: ROLE,
      user: { id: 7, first_name: 'Eda', last_name: 'Editor', email: 'eda@example.com' },
      readable: true,
      fields: ['id', 'status', 'title'],
      total_count: 1234,
      statuses: ['published', 'draft'],
      ...changes,
    },
  },
});

let mounted: Mounted | null = null;
let api: StubbedApi | null = null;

async function waitFor<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let tries = 0; tries < 150; tries += 1) {
    const value = read();
    if (value) return value;
    await settle(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function open(
  routes: StubRoutes,
  props: { roleId?: number; draft?: PermissionDraft } = {},
): Promise<HTMLElement> {
  api = stubApi({
    'GET alpha/users': { body: { data: USERS, meta: { filter_count: USERS.length } } },
    ...routes,
  });
  mounted = await mount(
    <RolePreview
      project="alpha"
      roleId={props.roleId ?? ROLE}
      stored={STORED}
      draft={props.draft ?? EMPTY_PERMISSION_DRAFT}
    />,
  );
  return mounted.container;
}

/** The panel's Select buttons by their label. */
function combobox(root: HTMLElement, label: string): HTMLElement | null {
  const labelElement = [...root.querySelectorAll('label')].find(
    (each) => each.textContent === label,
  );
  const id = labelElement?.getAttribute('for');
  return id ? root.querySelector<HTMLElement>(`[id="${id}"]`) : null;
}

const previewCalls = (): StubCall[] => api?.callsTo(`POST alpha/roles/${ROLE}/preview`) ?? [];
const text = (root: HTMLElement, selector: string) =>
  root.querySelector(selector)?.textContent?.trim() ?? null;

describe('settings › role › preview as this role', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setCollections([
      ARTICLES,
      collection('authors'),
      collection('directus_users', [field('directus_users', 'email')]),
    ]);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it('asks the server for one collection and shows the fields, count and statuses', async () => {
    const root = await open({ [`POST alpha/roles/${ROLE}/preview`]: readable() });
    const heading = root.querySelector('h3');
    expect(heading?.textContent).to.equal('Preview as this role');
    expect(root.querySelector('section')?.getAttribute('aria-labelledby')).to.equal(heading?.id);

    const check = buttonNamed(root, 'Check')!;
    expect(check.disabled, 'nothing to check before a collection is chosen').to.equal(true);

    // The project's collections, system ones under their own heading.
    const collections = combobox(root, 'Collection')!;
    const offered = await openOptions(collections, 3);
    for (const name of ['Articles', 'Authors', 'Users']) {
      expect(
        offered.some((label) => label.startsWith(name)),
        name,
      ).to.equal(true);
    }
    expect(document.body.textContent).to.contain('System collections');
    await chooseOption(collections, 'articles');
    await settle();
    expect(check.disabled).to.equal(false);

    await click(check);
    await waitFor(() => root.querySelector('.cms-role-preview__result'), 'the result');
    const [call] = previewCalls();
    expect(call.body).to.deep.equal({ collection: 'articles', permissions: STORED });

    expect(text(root, '.cms-role-preview__who')).to.equal('As Eda Editor (eda@example.com)');
    expect(text(root, '[data-preview="count"]')).to.equal('1,234 items');
    expect(
      [...root.querySelectorAll('[data-preview="statuses"] li')].map((li) => li.textContent),
    ).to.deep.equal(['Published', 'Draft']);
    expect(
      [...root.querySelectorAll('[data-preview="fields"] li')].map((li) => li.textContent),
    ).to.deep.equal(['id', 'status', 'title']);
    expect(root.textContent).to.contain('Visible fields (3)');
    expect(root.querySelector('.cms-role-preview__staged')).to.equal(null);
    expect(root.querySelector('.cms-role-preview__outdated')).to.equal(null);
  });

  it('sends the chosen user, and says when the answer is for a role without users', async () => {
    const root = await open({
      [`POST alpha/roles/${ROLE}/preview`]: (call) =>
        (call.body as { user?: number }).user === 9
          ? readable({
              user: { id: 9, first_name: null, last_name: null, email: 'sam@example.com' },
            })
          : readable({ user: null, total_count: 0, statuses: null }),
    });
    await chooseOption(combobox(root, 'Collection')!, 'articles');
    const users = combobox(root, 'As user')!;
    const offered = await openOptions(users, 3);
    expect(offered[0]).to.contain('The first active user of the role');
    expect(offered.join('|')).to.contain('sam@example.com · suspended');
    await chooseOption(users, '9');
    await click(buttonNamed(root, 'Check')!);
    await waitFor(() => text(root, '.cms-role-preview__who')?.includes('sam@'), 'sam');
    expect(previewCalls()[0].body).to.include({ collection: 'articles', user: 9 });

    await chooseOption(users, '');
    // Changing the user makes the shown answer out of date until checked again.
    await waitFor(() => root.querySelector('.cms-role-preview__outdated'), 'the out-of-date note');
    await click(buttonNamed(root, 'Check')!);
    await waitFor(() => text(root, '[data-preview="count"]') === '0 items', 'the new answer');
    expect(previewCalls()[1].body).to.not.have.property('user');
    expect(text(root, '.cms-role-preview__who')).to.contain('without an account');
    expect(root.querySelector('[data-preview="statuses"]'), 'no status rows').to.equal(null);
    expect(root.querySelector('.cms-role-preview__outdated')).to.equal(null);
  });

  it('sends the staged rows and says the preview includes unsaved changes', async () => {
    const { id: _id, role: _role, ...target } = STORED[0];
    const draft: PermissionDraft = {
      rows: new Map([[draftKey('articles', null), { ...target, read: 'full' }]]),
    };
    const root = await open({ [`POST alpha/roles/${ROLE}/preview`]: readable() }, { draft });
    expect(text(root, '.cms-role-preview__staged')).to.contain('Unsaved changes');
    await chooseOption(combobox(root, 'Collection')!, 'articles');
    await click(buttonNamed(root, 'Check')!);
    await waitFor(() => root.querySelector('.cms-role-preview__result'), 'the result');
    const sent = previewCalls()[0].body as { permissions: PermissionRecord[] };
    expect(sent.permissions).to.have.length(1);
    expect(sent.permissions[0]).to.include({ id: 11, role: ROLE, read: 'full' });
    expect(text(root, '.cms-role-preview__who')).to.contain('with the unsaved changes');

    // Another staged edit: the answer shown is no longer the current one.
    await mounted!.rerender(
      <RolePreview
        project="alpha"
        roleId={ROLE}
        stored={STORED}
        draft={{ rows: new Map([[draftKey('articles', null), { ...target, read: 'none' }]]) }}
      />,
    );
    await waitFor(() => root.querySelector('.cms-role-preview__outdated'), 'the out-of-date note');
  });

  it('shows a read the role may not make, and a request that failed', async () => {
    const root = await open({
      [`POST alpha/roles/${ROLE}/preview`]: (_call, index) =>
        index === 0
          ? readable({
              collection: 'authors',
              readable: false,
              fields: [],
              total_count: 0,
              statuses: null,
              error: { code: 300, message: 'Reading items from "authors" collection was denied' },
            })
          : apiError(
              4,
              'permissions[0] (authors): read: The value must be one of: none, mine, role, full.',
              422,
            ),
    });
    await chooseOption(combobox(root, 'Collection')!, 'authors');
    await click(buttonNamed(root, 'Check')!);
    const notice = await waitFor(
      () => root.querySelector('.cms-role-preview__result .cms-notice--warning'),
      'the refusal',
    );
    expect(notice.textContent).to.contain('This role cannot read Authors');
    expect(notice.textContent).to.contain('Reading items from "authors" collection was denied');
    expect(root.querySelector('[data-preview="fields"]')).to.equal(null);

    await click(buttonNamed(root, 'Check')!);
    const failed = await waitFor(
      () => root.querySelector('.cms-role-preview__outcome .cms-notice--danger'),
      'the failure',
    );
    expect(failed.textContent).to.contain('The preview could not be made');
    expect(failed.textContent).to.contain('permissions[0] (authors)');
    // What the user chose stays.
    expect(combobox(root, 'Collection')!.textContent).to.contain('Authors');
  });

  it('offers no user choice for the public role', async () => {
    const root = await open({}, { roleId: 2 });
    expect(combobox(root, 'Collection')).to.not.equal(null);
    expect(combobox(root, 'As user')).to.equal(null);
    expect(text(root, '.cms-role-preview__intro')).to.contain('a visitor who is not signed in');
    await settle();
    expect(api!.callsTo('GET alpha/users')).to.have.length(0);
  });
});
