// The role editor in real Chromium against a stubbed API: the role form over directus_roles'
// metadata, the role's users, the matrix for a role with permissions; role 1's admin note (no
// matrix, no delete), role 2 (no delete), a new role (form only, created then opened); an unknown
// id, a failed load; IP whitelist entries checked as added (and the server's refusal shown at the
// field); Delete behind its question; Save in
// order (role fields, then permissions, then the current user again and back to the list) and a
// save that half fails keeping the draft and saying what failed.
import { useStore } from '@nanostores/react';
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { RoleRecord } from '../../src/api/roles.js';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { RoleEditor } from '../../src/screens/settings/role/RoleEditor.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $notifications } from '../../src/state/notifications.js';
import { setCollections } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import {
  apiError,
  type StubAnswer,
  type StubbedApi,
  type StubCall,
  type StubRoutes,
  stubApi,
} from './fixtures/auth-api-stub/stub-api.js';
import { editorUser } from './fixtures/current-user.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

function field(
  collection: string,
  name: string,
  sort: number | null,
  extra: Partial<FieldInfo>,
): FieldInfo {
  return {
    id: null,
    collection,
    field: name,
    type: 'string',
    interface: 'text-input',
    sort,
    ...extra,
  };
}

/** directus_roles' metadata as the server describes it (server/db/system-fields.ts). */
const ROLE_FIELDS: FieldInfo[] = [
  field('directus_roles', 'id', null, {
    type: 'integer',
    interface: 'primary-key',
    primary_key: true,
    hidden_detail: true,
  }),
  field('directus_roles', 'name', 1, { required: true, width: 'half' }),
  field('directus_roles', 'description', 2, { width: 'half' }),
  field('directus_roles', 'ip_whitelist', 3, { type: 'array', interface: 'tags' }),
  field('directus_roles', 'enforce_2fa', 4, { type: 'boolean', interface: 'switch' }),
  field('directus_roles', 'users', 5, { type: 'o2m', interface: 'one-to-many' }),
  field('directus_roles', 'module_listing', 6, {
    type: 'json',
    interface: 'repeater',
    options: {
      fields: [
        { field: 'name', type: 'string', interface: 'text-input', width: 'half' },
        { field: 'link', type: 'string', interface: 'text-input', width: 'half' },
        { field: 'icon', type: 'string', interface: 'icon' },
      ],
    },
  }),
  field('directus_roles', 'collection_listing', 7, {
    type: 'json',
    interface: 'repeater',
    options: {
      fields: [
        { field: 'group_name', type: 'string', interface: 'text-input', width: 'half' },
        { field: 'collections', type: 'json', interface: 'repeater', width: 'full' },
      ],
    },
  }),
  field('directus_roles', 'external_id', null, { readonly: true, hidden_detail: true }),
];

function collection(name: string, fields: FieldInfo[]): CollectionInfo {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: Object.fromEntries(fields.map((each) => [each.field, each])),
  };
}

const SCHEMA = [
  collection('directus_roles', ROLE_FIELDS),
  collection('articles', [
    field('articles', 'id', null, { type: 'integer', interface: 'primary-key', primary_key: true }),
    field('articles', 'title', 1, {}),
  ]),
];

const EDITORS: RoleRecord = {
  id: 3,
  name: 'Editors',
  description: 'Write articles',
  ip_whitelist: ['10.0.0.0/8'],
  external_id: null,
  module_listing: null,
  collection_listing: null,
  enforce_2fa: false,
};

/** Role 3 reads no articles. */
const STORED_ROWS = [
  {
    id: 11,
    collection: 'articles',
    role: 3,
    status: null,
    create: 'none',
    read: 'none',
    update: 'none',
    delete: 'none',
    comment: 'none',
    explain: 'none',
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
  },
];

const USERS = [
  { id: 8, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', status: 'active' },
  { id: 9, first_name: null, last_name: null, email: 'bob@example.com', status: 'invited' },
];

function Screen({ router }: { router: Router }) {
  const route = useStore(router.$route);
  if (route?.name === 'settings-role') return <RoleEditor route={route} />;
  return <p data-other-route={route?.name}>{route?.path}</p>;
}

let mounted: Mounted | null = null;
let api: StubbedApi | null = null;
let router: Router;

async function waitFor<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let tries = 0; tries < 150; tries += 1) {
    const value = read();
    if (value) return value;
    await settle(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Answers for role `role` (found), its rows, its users and the current user. */
function roleAnswers(role: RoleRecord, extra: StubRoutes = {}): StubRoutes {
  return {
    [`GET alpha/roles/${role.id}`]: { body: { data: role } },
    'GET alpha/permissions': { body: { data: role.id === 3 ? STORED_ROWS : [] } },
    'GET alpha/users': { body: { data: USERS, meta: { filter_count: USERS.length } } },
    'GET alpha/users/me': { body: { data: { ...editorUser(1), role: { id: 1 } } } },
    ...extra,
  };
}

async function open(path: string, answers: StubRoutes): Promise<HTMLElement> {
  api = stubApi(answers);
  router = createRouter(routes, memoryLocation(path));
  router.start();
  mounted = await mount(
    <RouterContext.Provider value={router}>
      <Screen router={router} />
    </RouterContext.Provider>,
  );
  return mounted.container;
}

const currentPath = () => router.$route.get()?.path;
const input = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`[data-field="${name}"] input`) as HTMLInputElement;
/** A button of the page header's actions (the matrix has column buttons named like them). */
const headerButton = (root: HTMLElement, name: string) =>
  buttonNamed(root.querySelector('.cms-page-header__actions') ?? root, name);
const saveButton = (root: HTMLElement) => headerButton(root, 'Save') as HTMLButtonElement;
const notified = (title: string) => $notifications.get().some((each) => each.title === title);
const callOrder = () => (api?.calls ?? []).map((call) => `${call.method} ${call.path}`);

async function formShown(root: HTMLElement) {
  await waitFor(() => root.querySelector('[data-field="name"] input'), 'the role form');
}

/** Sets a matrix cell through the cell contract: the cell's menu, then the level's item. */
async function setCell(root: HTMLElement, collectionName: string, action: string, level: string) {
  const cell = await waitFor(
    () =>
      root.querySelector<HTMLButtonElement>(
        `button[data-collection="${collectionName}"][data-status=""][data-action="${action}"]`,
      ),
    `the ${action} cell of ${collectionName}`,
  );
  await click(cell);
  const item = await waitFor(
    () =>
      [...document.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitemradio"]')].find(
        (each) => each.textContent?.trim() === level,
      ),
    `the ${level} item`,
  );
  await click(item);
}

async function pressEnter(element: HTMLElement) {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

async function pressCtrlS() {
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }));
  });
}

describe('settings › role editor', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setCollections(SCHEMA);
    setCurrentUser(editorUser(1));
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it("shows the role form, the role's users and its permission matrix", async () => {
    const root = await open('/alpha/settings/roles/3', roleAnswers(EDITORS));
    await formShown(root);
    expect(root.querySelector('h1')?.textContent).to.equal('Editors');
    expect(input(root, 'name').value).to.equal('Editors');
    expect(input(root, 'description').value).to.equal('Write articles');
    expect(root.querySelector('[data-field="ip_whitelist"]')?.textContent).to.contain('10.0.0.0/8');
    for (const name of ['enforce_2fa', 'module_listing', 'collection_listing']) {
      expect(root.querySelector(`[data-field="${name}"]`), name).to.not.equal(null);
    }
    // The users alias and the external id are not inputs of the form.
    expect(root.querySelector('[data-field="users"]')).to.equal(null);
    expect(root.querySelector('[data-field="external_id"]')).to.equal(null);

    const users = await waitFor(
      () => root.querySelectorAll<HTMLAnchorElement>('.cms-role-users a').length === 2 && root,
      'the users',
    );
    const links = [...users.querySelectorAll<HTMLAnchorElement>('.cms-role-users a')];
    expect(links.map((link) => link.textContent)).to.deep.equal([
      'Ada Lovelace',
      'bob@example.com',
    ]);
    expect(links[0]?.getAttribute('href')).to.contain('/alpha/users/8');
    const usersCall = api?.callsTo('GET alpha/users')[0];
    expect(usersCall?.query.get('filter[role][eq]')).to.equal('3');

    const headings = [...root.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).to.deep.equal(['Role', 'Users', 'Permissions']);
    await waitFor(() => root.querySelector('button[data-collection="articles"]'), 'the matrix');
    expect(api?.callsTo('GET alpha/permissions')[0]?.query.get('filter[role][eq]')).to.equal('3');
    expect(api?.callsTo('GET alpha/permissions')[0]?.query.get('limit')).to.equal('-1');

    expect(headerButton(root, 'Delete') !== null, 'a Delete action').to.equal(true);
    expect(saveButton(root).disabled).to.equal(true);
  });

  it('shows role 1 with its admin note: no matrix, no permissions asked, no delete', async () => {
    const admin = { ...EDITORS, id: 1, name: 'Administrator', ip_whitelist: null };
    const root = await open('/alpha/settings/roles/1', roleAnswers(admin));
    await formShown(root);
    expect(root.textContent).to.contain('Administrators have full access');
    expect(root.querySelector('button[data-collection]')).to.equal(null);
    expect(api?.callsTo('GET alpha/permissions').length).to.equal(0);
    expect(headerButton(root, 'Delete') === null, 'no Delete action').to.equal(true);
  });

  it('offers no delete for role 2 (Public) but its matrix', async () => {
    const publicRole = { ...EDITORS, id: 2, name: 'Public', ip_whitelist: null };
    const root = await open('/alpha/settings/roles/2', roleAnswers(publicRole));
    await formShown(root);
    await waitFor(() => root.querySelector('button[data-collection="articles"]'), 'the matrix');
    expect(headerButton(root, 'Delete') === null, 'no Delete action').to.equal(true);
    expect(root.textContent).to.contain('without signing in');
  });

  it('creates a new role from the form alone (name required) and opens it', async () => {
    const root = await open('/alpha/settings/roles/+', {
      'POST alpha/roles': (call) => ({
        body: { data: { ...EDITORS, id: 9, ...(call.body as object) } },
      }),
    });
    await formShown(root);
    expect(root.querySelector('h1')?.textContent).to.equal('New role');
    expect(root.textContent).to.contain('Permissions are set once the role exists');
    expect(root.querySelector('button[data-collection]')).to.equal(null);
    expect(headerButton(root, 'Delete') === null, 'no Delete action').to.equal(true);

    await typeText(input(root, 'description'), 'Reviews articles');
    await click(saveButton(root));
    const problem = await waitFor(
      () => root.querySelector('[data-field="name"] .cms-form-field__problem'),
      'the name problem',
    );
    expect(problem.textContent).to.equal('Enter a name for the role.');
    expect(api?.callsTo('POST alpha/roles').length).to.equal(0);

    await typeText(input(root, 'name'), '  Reviewers  ');
    await pressCtrlS();
    await waitFor(() => currentPath() === '/alpha/settings/roles/9', 'the new role opened');
    expect(api?.callsTo('POST alpha/roles')[0]?.body).to.deep.equal({
      name: 'Reviewers',
      description: 'Reviews articles',
    });
  });

  it('is not found for an id the server does not know, or that is no id', async () => {
    const root = await open('/alpha/settings/roles/99', {
      'GET alpha/roles/99': apiError(203, 'Item with id "99" not found'),
    });
    await waitFor(() => root.textContent?.includes('/alpha/settings/roles/99'), 'not found');
    expect(root.querySelector('[data-field="name"]')).to.equal(null);
    mounted?.unmount();
    api?.restore();
    const other = await open('/alpha/settings/roles/abc', {});
    expect(other.textContent).to.contain('/alpha/settings/roles/abc');
    expect(api?.calls.length).to.equal(0);
  });

  it('shows the server trouble when the role cannot be loaded, and tries again', async () => {
    const root = await open(
      '/alpha/settings/roles/3',
      roleAnswers(EDITORS, {
        'GET alpha/roles/3': (_call, index) =>
          index === 0 ? apiError(11, 'Can Not Reach Database', 503) : { body: { data: EDITORS } },
      }),
    );
    const notice = await waitFor(() => root.querySelector('.cms-notice--danger'), 'the failure');
    expect(notice.textContent).to.contain('The role could not be loaded');
    await click(buttonNamed(root, 'Try again') as HTMLButtonElement);
    await formShown(root);
  });

  it('names a whitelist entry that is no address or range, keeps it, and sends nothing', async () => {
    const root = await open('/alpha/settings/roles/3', roleAnswers(EDITORS));
    await formShown(root);
    const box = input(root, 'ip_whitelist');
    await typeText(box, '10.0.0.300');
    await pressEnter(box);
    const problem = await waitFor(
      () => root.querySelector('[data-field="ip_whitelist"] .cms-form-field__problem'),
      'the entry problem',
    );
    expect(problem.textContent).to.contain('“10.0.0.300” is not an IP address or a CIDR range');
    expect(root.querySelector('[data-field="ip_whitelist"]')?.textContent).to.contain('10.0.0.300');
    expect(saveButton(root).disabled).to.equal(false);
    await click(saveButton(root));
    expect(api?.callsTo('PATCH alpha/roles/3').length).to.equal(0);
    expect(currentPath()).to.equal('/alpha/settings/roles/3');

    // Removed, the problem goes and a good entry saves.
    const remove = root.querySelector<HTMLButtonElement>(
      '[data-field="ip_whitelist"] button[aria-label*="10.0.0.300"]',
    );
    await click(remove as HTMLButtonElement);
    expect(root.querySelector('[data-field="ip_whitelist"] .cms-form-field__problem')).to.equal(
      null,
    );
  });

  it("shows the server's refusal of a whitelist entry at the field, keeping the entry", async () => {
    const message = 'ip_whitelist: "192.0.2.1" is not an IP address or a CIDR range.';
    const root = await open(
      '/alpha/settings/roles/3',
      roleAnswers(EDITORS, { 'PATCH alpha/roles/3': apiError(4, message, 422) }),
    );
    await formShown(root);
    const box = input(root, 'ip_whitelist');
    await typeText(box, '192.0.2.1');
    await pressEnter(box);
    await click(saveButton(root));
    const problem = await waitFor(
      () => root.querySelector('[data-field="ip_whitelist"] .cms-form-field__problem'),
      'the refusal at the field',
    );
    expect(problem.textContent).to.equal('"192.0.2.1" is not an IP address or a CIDR range.');
    const notice = root.querySelector('.cms-role-editor__failure');
    expect(notice?.textContent).to.contain('Nothing was saved');
    expect(root.querySelector('[data-field="ip_whitelist"]')?.textContent).to.contain('192.0.2.1');
    expect(api?.callsTo('PATCH alpha/roles/3')[0]?.body).to.deep.equal({
      ip_whitelist: ['10.0.0.0/8', '192.0.2.1'],
    });
  });

  it('deletes a role only once confirmed, then goes back to the list', async () => {
    const root = await open(
      '/alpha/settings/roles/3',
      roleAnswers(EDITORS, { 'DELETE alpha/roles/3': {} }),
    );
    await formShown(root);
    await typeText(input(root, 'description'), 'staged, then deleted');
    await click(headerButton(root, 'Delete') as HTMLButtonElement);
    const dialog = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[open]'),
      'the question',
    );
    expect(dialog.textContent).to.contain('Delete the role Editors?');
    await waitFor(() => dialog.textContent?.includes('2 users'), 'the users it leaves');
    await click(buttonNamed(dialog, 'Cancel') as HTMLButtonElement);
    expect(api?.callsTo('DELETE alpha/roles/3').length).to.equal(0);

    await click(headerButton(root, 'Delete') as HTMLButtonElement);
    const again = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[open]'),
      'the question again',
    );
    await click(buttonNamed(again, 'Delete role') as HTMLButtonElement);
    await waitFor(() => currentPath() === '/alpha/settings/roles', 'back to the list');
    expect(api?.callsTo('DELETE alpha/roles/3').length).to.equal(1);
    expect(notified('Role Editors deleted')).to.equal(true);
  });

  it('saves the role fields first, then the permissions, then reads the user and leaves', async () => {
    const root = await open(
      '/alpha/settings/roles/3',
      roleAnswers(EDITORS, {
        'PATCH alpha/roles/3': (call) => ({
          body: { data: { ...EDITORS, ...(call.body as object) } },
        }),
        'PATCH alpha/permissions': (call) => ({
          body: {
            data: (call.body as { id: number }[]).map((row) => ({ ...STORED_ROWS[0], ...row })),
          },
        }),
        'POST alpha/permissions': (call) => ({
          body: {
            data: (call.body as object[]).map((row, index) => ({ id: 40 + index, ...row })),
          },
        }),
      }),
    );
    await formShown(root);
    await typeText(input(root, 'description'), 'Write and publish articles');
    await setCell(root, 'articles', 'read', 'Full');
    expect(saveButton(root).disabled).to.equal(false);
    await click(saveButton(root));
    await waitFor(() => currentPath() === '/alpha/settings/roles', 'back to the list');

    const writes = callOrder().filter(
      (call) => !call.startsWith('GET') || call === 'GET alpha/users/me',
    );
    expect(writes[0]).to.equal('PATCH alpha/roles/3');
    expect(writes.slice(1, -1).every((call) => call.endsWith('alpha/permissions'))).to.equal(true);
    expect(writes.length).to.be.greaterThan(2);
    await waitFor(() => callOrder().at(-1) === 'GET alpha/users/me', 'the user read again');
    expect(api?.callsTo('PATCH alpha/roles/3')[0]?.body).to.deep.equal({
      description: 'Write and publish articles',
    });
    const permissionWrite =
      api?.callsTo('PATCH alpha/permissions')[0] ?? api?.callsTo('POST alpha/permissions')[0];
    expect(JSON.stringify(permissionWrite?.body)).to.contain('"read":"full"');
    expect(notified('Role Editors saved')).to.equal(true);
  });

  it('keeps the draft and says what failed when the role saves but its permissions do not', async () => {
    const refused: StubAnswer = apiError(4, 'read: not a permission level', 422);
    const root = await open(
      '/alpha/settings/roles/3',
      roleAnswers(EDITORS, {
        'PATCH alpha/roles/3': (call) => ({
          body: { data: { ...EDITORS, ...(call.body as object) } },
        }),
        'PATCH alpha/permissions': refused,
        'POST alpha/permissions': refused,
      }),
    );
    await formShown(root);
    await typeText(input(root, 'description'), 'Write and publish articles');
    await setCell(root, 'articles', 'read', 'Full');
    await click(saveButton(root));
    const notice = await waitFor(
      () => root.querySelector('.cms-role-editor__failure'),
      'the failure notice',
    );
    expect(notice.textContent).to.contain('The role was saved but its permissions were not');
    expect(notice.textContent).to.contain('read: not a permission level');
    expect(currentPath()).to.equal('/alpha/settings/roles/3');
    // The role's fields are stored; the permissions are still staged, against rows read again.
    expect(api?.callsTo('PATCH alpha/roles/3').length).to.equal(1);
    expect(api?.callsTo('GET alpha/permissions').length).to.equal(2);
    expect(input(root, 'description').value).to.equal('Write and publish articles');
    expect(saveButton(root).disabled).to.equal(false);
    const cell = root.querySelector(
      'button[data-collection="articles"][data-status=""][data-action="read"]',
    );
    expect(cell?.getAttribute('data-level')).to.equal('full');
    expect(api?.callsTo('GET alpha/users/me').length).to.equal(0);
  });

  it('saves nothing when the role fields are refused, keeping every edit', async () => {
    const root = await open(
      '/alpha/settings/roles/3',
      roleAnswers(EDITORS, {
        'PATCH alpha/roles/3': apiError(
          204,
          'Duplicate item: a unique value is already in use',
          409,
        ),
      }),
    );
    await formShown(root);
    await typeText(input(root, 'name'), 'Public');
    await setCell(root, 'articles', 'read', 'Full');
    await click(saveButton(root));
    const notice = await waitFor(
      () => root.querySelector('.cms-role-editor__failure'),
      'the failure notice',
    );
    expect(notice.textContent).to.contain('Nothing was saved');
    expect(notice.textContent).to.contain('A role named “Public” already exists');
    const wrotePermissions = (call: StubCall) =>
      call.path === 'alpha/permissions' && call.method !== 'GET';
    expect(api?.calls.some(wrotePermissions)).to.equal(false);
    expect(input(root, 'name').value).to.equal('Public');
    expect(saveButton(root).disabled).to.equal(false);
  });
});
