// The global settings form (spec 3 §2 "Global settings", §4, §7, §8): the settings fields in the
// sections their dividers open; Save only with staged edits; an edit back to the stored value is
// dropped; a save writes PATCH settings/{id} for stored rows and POST settings for keys without
// one, then refreshes the settings store and the project info; a failure shows the server's
// message and keeps the edits.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { FieldInfo, SettingRow } from '../../src/api/types.js';
import { stageValue } from '../../src/form/staging.js';
import type { Route } from '../../src/router/router.js';
import { GlobalSettings } from '../../src/screens/settings/global/GlobalSettings.js';
import { settingsSections } from '../../src/screens/settings/global/settings-sections.js';
import {
  sentValue,
  settingEquality,
  settingWrites,
} from '../../src/screens/settings/global/settings-values.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $notifications } from '../../src/state/notifications.js';
import { $projects } from '../../src/state/projects.js';
import { $settings } from '../../src/state/settings.js';
import { setCurrentUser } from '../../src/state/user.js';
import {
  apiError,
  type StubbedApi,
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
import { project, resetStores } from './helpers.js';

const route: Route = {
  name: 'settings-global',
  params: { project: 'alpha' },
  search: {},
  path: '/alpha/settings/global',
  fullPath: '/alpha/settings/global',
  public: false,
};

function settingField(field: string, sort: number, extra: Partial<FieldInfo> = {}): FieldInfo {
  return {
    id: null,
    collection: 'directus_settings',
    field,
    type: 'string',
    interface: 'text-input',
    sort,
    ...extra,
  };
}

const fields = [
  settingField('project_name', 1, { required: true }),
  settingField('project_url', 2),
  settingField('security_divider', 10, {
    type: 'alias',
    interface: 'divider',
    options: { title: 'Security', hr: true },
  }),
  settingField('password_policy', 11),
];

const rows: SettingRow[] = [
  { id: 1, key: 'project_name', value: 'Demo project' },
  { id: 2, key: 'project_url', value: '' },
];

let api: StubbedApi | null = null;
let mounted: Mounted | null = null;

async function until(test: () => boolean, what: string) {
  for (let tries = 0; tries < 100 && !test(); tries += 1) await settle(20);
  expect(test(), what).to.equal(true);
}

function stub(extra: StubRoutes = {}) {
  let stored = rows;
  api = stubApi({
    'GET alpha/settings/fields': { body: { data: fields } },
    'GET alpha/settings': () => ({ body: { data: stored } }),
    'PATCH alpha/settings/1': (call) => {
      const value = (call.body as { value: unknown }).value;
      stored = stored.map((row) => (row.id === 1 ? { ...row, value } : row));
      return { body: { data: { id: 1, key: 'project_name', value } } };
    },
    'PATCH alpha/settings/2': (call) => {
      const value = (call.body as { value: unknown }).value;
      stored = stored.map((row) => (row.id === 2 ? { ...row, value } : row));
      return { body: { data: { id: 2, key: 'project_url', value } } };
    },
    'POST alpha/settings': (call) => {
      const created = { id: 3, ...(call.body as { key: string; value: unknown }) };
      stored = [...stored, created];
      return { body: { data: created } };
    },
    'GET alpha/': { body: { data: { api: { project_name: 'from the server' } } } },
    ...extra,
  });
  return api;
}

async function open() {
  mounted = await mount(createElement(GlobalSettings, { route }));
  const root = mounted.container;
  await until(() => root.querySelector('.cms-form') !== null, 'the form shows');
  return root;
}

const input = (root: Element, name: string) =>
  root.querySelector<HTMLInputElement>(`[data-field="${name}"] input`) as HTMLInputElement;
const save = (root: Element) => buttonNamed(root, 'Save') as HTMLButtonElement;

describe('the global settings form', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    $projects.set([project('alpha', { data: { project_name: 'Demo project' } })]);
    // Role 1: the administrator, the only one the settings area is for.
    setCurrentUser(editorUser(1));
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it('shows the settings with the dividers as section headings, not as inputs', async () => {
    stub();
    const root = await open();
    expect(input(root, 'project_name').value).to.equal('Demo project');
    const headings = [...root.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).to.deep.equal(['Security']);
    expect(root.querySelector('[data-field="security_divider"]')).to.equal(null);
    const security = root.querySelector('h2')?.closest('section');
    expect(security?.querySelector('[data-field="password_policy"]')).to.not.equal(null);
  });

  it('enables Save only with staged edits; an edit back to the stored value is dropped', async () => {
    stub();
    const root = await open();
    expect(save(root).disabled, 'nothing staged').to.equal(true);

    await typeText(input(root, 'project_name'), 'Renamed');
    expect(save(root).disabled, 'an edit is staged').to.equal(false);

    await typeText(input(root, 'project_name'), 'Demo project');
    expect(save(root).disabled, 'the edit equals the stored value again').to.equal(true);

    // The shortcut with nothing staged sends nothing either.
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }));
    });
    await settle(20);
    expect(api?.calls.filter((call) => call.method !== 'GET')).to.deep.equal([]);
  });

  it('saves only the changed settings: PATCH for a stored row, POST for a key without one', async () => {
    stub();
    const root = await open();
    await typeText(input(root, 'project_name'), 'Renamed');
    await typeText(input(root, 'password_policy'), '/^.{12,}$/');
    await click(save(root));
    await until(
      () => $notifications.get().some((one) => one.title === 'Settings saved'),
      'the success notice',
    );

    expect(api?.callsTo('PATCH alpha/settings/1').map((call) => call.body)).to.deep.equal([
      { value: 'Renamed' },
    ]);
    expect(api?.callsTo('POST alpha/settings').map((call) => call.body)).to.deep.equal([
      { key: 'password_policy', value: '/^.{12,}$/' },
    ]);
    expect(
      api?.callsTo('PATCH alpha/settings/2'),
      'unchanged settings are not written',
    ).to.deep.equal([]);
    expect($settings.get().project_name, 'the settings store').to.equal('Renamed');
    await until(() => (api?.callsTo('GET alpha/').length ?? 0) > 0, 'the project info refresh');
    expect(save(root).disabled, 'nothing staged after the save').to.equal(true);
    expect(input(root, 'project_name').value).to.equal('Renamed');
  });

  it('shows the server’s message when the save fails, and keeps the edits', async () => {
    stub({
      'PATCH alpha/settings/1': apiError(4, 'project_name is too long', 422),
    });
    const root = await open();
    await typeText(input(root, 'project_name'), 'Renamed');
    await click(save(root));
    await until(
      () => $notifications.get().some((one) => one.color === 'danger'),
      'the failure notice',
    );
    const failure = $notifications.get().find((one) => one.color === 'danger');
    expect(failure?.title).to.equal('The settings could not be saved');
    expect(failure?.details).to.equal('project_name is too long');
    expect(input(root, 'project_name').value).to.equal('Renamed');
    expect(save(root).disabled, 'the edit is still staged').to.equal(false);
    expect($settings.get().project_name).to.equal(undefined);
  });

  it('asks for a required setting left empty instead of saving', async () => {
    stub();
    const root = await open();
    await typeText(input(root, 'project_name'), '');
    await click(save(root));
    await until(
      () =>
        root.querySelector('[data-field="project_name"]')?.textContent?.includes('required') ===
        true,
      'the required message',
    );
    expect(api?.callsTo('PATCH alpha/settings/1')).to.deep.equal([]);
  });

  it('saves with Ctrl+S', async () => {
    stub();
    const root = await open();
    await typeText(input(root, 'project_url'), 'https://example.com');
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }));
    });
    await until(() => (api?.callsTo('PATCH alpha/settings/2').length ?? 0) === 1, 'the save');
    expect(api?.callsTo('PATCH alpha/settings/2')[0]?.body).to.deep.equal({
      value: 'https://example.com',
    });
    await until(
      () => $notifications.get().some((one) => one.title === 'Settings saved'),
      'the success notice',
    );
    expect($settings.get().project_url).to.equal('https://example.com');
  });
});

describe('the settings form’s rules', () => {
  const logo = settingField('project_logo', 3, { type: 'file', interface: 'file' });
  const stored = { id: 7, filename_download: 'logo.svg', data: { full_url: 'https://x/logo.svg' } };

  it('stages a file setting by id: the stored file chosen again is no edit, and a save sends the id', () => {
    const saved = { project_logo: stored };
    expect(stageValue(saved, {}, 'project_logo', 7, settingEquality(logo))).to.deep.equal({});
    expect(stageValue(saved, {}, 'project_logo', 8, settingEquality(logo))).to.deep.equal({
      project_logo: 8,
    });
    expect(sentValue(logo, stored)).to.equal(7);
    expect(sentValue(logo, null)).to.equal(null);
    expect(
      settingWrites(
        { project_logo: 8, project_name: 'X', project_url: 'https://example.com' },
        [
          { id: 1, key: 'project_name', value: 'Demo' },
          { id: 4, key: 'project_logo', value: stored },
        ],
        { project_logo: logo, project_name: settingField('project_name', 1) },
      ),
    ).to.deep.equal({
      updates: [
        { id: 4, value: 8 },
        { id: 1, value: 'X' },
      ],
      creates: [{ key: 'project_url', value: 'https://example.com' }],
    });
  });

  it('splits the fields at dividers, in sort order, dropping a divider without fields', () => {
    const sections = settingsSections(
      [
        settingField('b', 2),
        settingField('empty_divider', 5, { type: 'alias', interface: 'divider' }),
        settingField('files_divider', 10, { type: 'alias', interface: 'divider' }),
        settingField('c', 11),
        settingField('a', 1),
        settingField('hidden', 12, { hidden_detail: true }),
      ],
      'en-US',
    );
    expect(
      sections.map((section) => ({ title: section.title, fields: Object.keys(section.fields) })),
    ).to.deep.equal([
      { title: null, fields: ['a', 'b'] },
      { title: 'Files Divider', fields: ['c'] },
    ]);
  });
});
