// Settings › Roles in real Chromium against a stubbed API: the list (name, description, the users
// count asked per role with limit=0, never the users themselves; system roles marked; a row and its
// link open the editor; loading failure with a retry; empty state) and the New role dialog (a name
// required and trimmed, POST roles {name}, the new role's editor opened; a name in use (E204) said
// in the dialog with the typing kept).
import { useStore } from '@nanostores/react';
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { RolesList } from '../../src/screens/settings/roles/RolesList.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $notifications } from '../../src/state/notifications.js';
import {
  apiError,
  type StubbedApi,
  type StubRoutes,
  stubApi,
} from './fixtures/auth-api-stub/stub-api.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

const ROLES = [
  { id: 1, name: 'Administrator', description: 'Admins have access to all managed data' },
  { id: 2, name: 'Public', description: 'Controls what API data is publicly available' },
  { id: 3, name: 'Editors', description: null },
];

const USERS_PER_ROLE: Record<string, number> = { 1: 1, 2: 0, 3: 12 };

/** `GET users` as a count only: answers the role's number of users in meta.filter_count. */
const countAnswer: StubRoutes[string] = (call) => {
  const role = call.query.get('filter[role][eq]') ?? '';
  return { body: { data: [], meta: { filter_count: USERS_PER_ROLE[role] ?? 0 } } };
};

function Screen({ router }: { router: Router }) {
  const route = useStore(router.$route);
  if (route?.name === 'settings-roles') return <RolesList route={route} />;
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

async function open(answers: StubRoutes): Promise<HTMLElement> {
  api = stubApi(answers);
  router = createRouter(routes, memoryLocation('/alpha/settings/roles'));
  router.start();
  mounted = await mount(
    <RouterContext.Provider value={router}>
      <Screen router={router} />
    </RouterContext.Provider>,
  );
  return mounted.container;
}

const currentPath = () => router.$route.get()?.path;
const rowOf = (root: HTMLElement, id: number) =>
  root.querySelector<HTMLTableRowElement>(`tr[data-role="${id}"]`);

describe('settings › roles list', () => {
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

  it('shows each role with its description and users counted without reading them', async () => {
    const root = await open({
      'GET alpha/roles': { body: { data: ROLES } },
      'GET alpha/users': countAnswer,
    });
    await waitFor(() => root.querySelectorAll('tbody tr').length === 3, 'three rows');
    await waitFor(
      () => rowOf(root, 3)?.querySelector('.cms-roles-table__count')?.textContent === '12 users',
      'the count of role 3',
    );
    const cells = (id: number) =>
      [...(rowOf(root, id)?.cells ?? [])].map((cell) => cell.textContent?.trim());
    expect(cells(1)).to.deep.equal([
      'AdministratorSystem role',
      'Admins have access to all managed data',
      '1 user',
    ]);
    expect(cells(2)).to.deep.equal([
      'PublicSystem role',
      'Controls what API data is publicly available',
      '0 users',
    ]);
    expect(cells(3)).to.deep.equal(['Editors', '', '12 users']);
    // One count per role, and no user row is ever asked for.
    const userCalls = api?.callsTo('GET alpha/users') ?? [];
    expect(userCalls.map((call) => call.query.get('filter[role][eq]')).sort()).to.deep.equal([
      '1',
      '2',
      '3',
    ]);
    for (const call of userCalls) {
      expect(call.query.get('limit')).to.equal('0');
      expect(call.query.get('meta')).to.equal('filter_count');
    }
    expect(api?.callsTo('GET alpha/roles')[0]?.query.get('fields')).to.equal('id,name,description');
  });

  it('opens a role from its link (keyboard) and from anywhere on its row', async () => {
    const root = await open({
      'GET alpha/roles': { body: { data: ROLES } },
      'GET alpha/users': countAnswer,
    });
    const link = await waitFor(() => rowOf(root, 3)?.querySelector('a'), 'the link of role 3');
    expect(link.getAttribute('href')).to.contain('/alpha/settings/roles/3');
    await click(link);
    expect(currentPath()).to.equal('/alpha/settings/roles/3');

    await act(async () => router.open('/alpha/settings/roles'));
    const description = await waitFor(
      () => rowOf(root, 2)?.querySelector('.cms-roles-table__description'),
      'the row of role 2',
    );
    await click(description);
    expect(currentPath()).to.equal('/alpha/settings/roles/2');
  });

  it('says when a count or the list fails, and the list loads again on retry', async () => {
    const root = await open({
      'GET alpha/roles': (_call, index) =>
        index === 0 ? apiError(11, 'Can Not Reach Database', 503) : { body: { data: ROLES } },
      'GET alpha/users': (call) =>
        call.query.get('filter[role][eq]') === '3'
          ? apiError(3, 'You are not allowed', 403)
          : countAnswer(call, 0),
    });
    const notice = await waitFor(() => root.querySelector('.cms-notice--danger'), 'the failure');
    expect(notice.textContent).to.contain('The roles could not be loaded');
    await click(buttonNamed(root, 'Try again') as HTMLButtonElement);
    await waitFor(() => root.querySelectorAll('tbody tr').length === 3, 'three rows');
    const failed = await waitFor(
      () =>
        rowOf(root, 3)?.querySelector('.cms-roles-table__count')?.textContent?.startsWith('--') &&
        rowOf(root, 3)?.querySelector('.cms-roles-table__count'),
      'the failed count',
    );
    expect(failed.textContent).to.contain('Could not be counted');
  });

  it('shows its empty state when the server lists no role', async () => {
    const root = await open({ 'GET alpha/roles': { body: { data: [] } } });
    const notice = await waitFor(() => root.querySelector('.cms-notice'), 'the empty state');
    expect(notice.textContent).to.contain('No roles yet');
    expect(root.querySelector('table')).to.equal(null);
  });
});

describe('settings › roles › new role dialog', () => {
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

  async function openDialog(answers: StubRoutes) {
    const root = await open({
      'GET alpha/roles': { body: { data: ROLES } },
      'GET alpha/users': countAnswer,
      ...answers,
    });
    await waitFor(() => root.querySelectorAll('tbody tr').length === 3, 'three rows');
    await click(buttonNamed(root, 'New role') as HTMLButtonElement);
    const dialog = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[open]'),
      'the dialog',
    );
    const input = dialog.querySelector('input') as HTMLInputElement;
    const hint = () => input.closest('.cms-field')?.querySelector('.cms-field__hint')?.textContent;
    const create = () => buttonNamed(dialog, 'Create role') as HTMLButtonElement;
    return { root, dialog, input, hint, create };
  }

  it('needs a name, sends it trimmed and opens the new role', async () => {
    const { input, hint, create } = await openDialog({
      'POST alpha/roles': (call) => ({
        body: { data: { id: 7, ...(call.body as object), description: null } },
      }),
    });
    expect(document.activeElement === input || input.matches(':focus')).to.equal(true);
    await typeText(input, '   ');
    await click(create());
    expect(hint()).to.equal('Enter a name for the role.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(api?.callsTo('POST alpha/roles').length).to.equal(0);

    await typeText(input, '  Reviewers ');
    await click(create());
    await waitFor(() => currentPath() === '/alpha/settings/roles/7', 'the new role opened');
    expect(api?.callsTo('POST alpha/roles')[0]?.body).to.deep.equal({ name: 'Reviewers' });
    expect($notifications.get().some((each) => each.title === 'Role Reviewers created')).to.equal(
      true,
    );
  });

  it('says so in the dialog when the name is in use (E204), keeping what was typed', async () => {
    const { dialog, input, hint, create } = await openDialog({
      'POST alpha/roles': apiError(204, 'Duplicate item: a unique value is already in use', 409),
    });
    await typeText(input, 'Editors');
    await click(create());
    await waitFor(() => hint()?.includes('already exists'), 'the duplicate message');
    expect(hint()).to.equal('A role named “Editors” already exists. Choose another name.');
    expect(input.value).to.equal('Editors');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(dialog.open).to.equal(true);
    expect(currentPath()).to.equal('/alpha/settings/roles');

    // Another refusal is said below the name, still keeping it.
    api?.restore();
    api = stubApi({ 'POST alpha/roles': apiError(4, 'name: This value is too long.', 422) });
    await typeText(input, 'Editors 2');
    expect(hint()).to.not.contain('already exists');
    await click(create());
    const notice = await waitFor(() => dialog.querySelector('.cms-notice--danger'), 'the notice');
    expect(notice.textContent).to.contain('The role could not be created');
    expect(notice.textContent).to.contain('name: This value is too long.');
    expect(input.value).to.equal('Editors 2');
  });
});
