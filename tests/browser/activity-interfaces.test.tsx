// The interfaces the activity log's fields use (issue 14): `collections` (a Select of collections by
// title, system ones only with include_system; the display by title) and `user` (a Select of users
// searched on the server, staged as the id; read-only the user's chip; the display avatar + name,
// a bare id filled from the user's card, 0 as Public).
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import '../../src/interfaces/index.js';
import type { CollectionInfo } from '../../src/api/types.js';
import { clearUserProfiles } from '../../src/data/user-profile.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setCollections } from '../../src/state/schema.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { mountDisplay } from './fixtures/item-harness/interface-under-test.js';
import { type Mounted, mount, pick, settle, typeText } from './fixtures/item-harness/render.js';
import { listboxOptions, openOptions, resetStores } from './helpers.js';

const collection = (name: string, translation: unknown = null): CollectionInfo => ({
  collection: name,
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation,
  fields: {},
});

const users = [
  { id: 1, first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com', avatar: null },
  { id: 7, first_name: 'Ola', last_name: 'Other', email: 'ola@example.com', avatar: null },
];

let mounted: Mounted[] = [];
let api: StubbedApi | null = null;

async function input(id: string, type: string, initial: unknown, extra = {}) {
  const definition = getInterface(id) as InterfaceDefinition;
  const reports: unknown[] = [];
  const field = fieldOf('subject', type, id, extra);
  const result = await mount(createElement(Controlled, { definition, field, initial, reports }));
  mounted.push(result);
  return { container: result.container, reports };
}

async function display(id: string, type: string, value: unknown, extra = {}) {
  const field = fieldOf('subject', type, id, extra);
  const result = await mountDisplay(field, value);
  mounted.push(result);
  return result.container;
}

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 150 && !check(); tries += 1) await settle(20);
  expect(check(), what).to.equal(true);
}

beforeEach(() => {
  resetStores();
  clearUserProfiles();
  setCurrentProject('alpha');
  setCollections([
    collection('articles', [{ locale: 'en-US', translation: 'Blog articles' }]),
    collection('blog_tags'),
    collection('directus_files'),
    collection('directus_users'),
  ]);
});
afterEach(() => {
  for (const one of mounted) one.unmount();
  mounted = [];
  api?.restore();
  api = null;
});

describe('the collections interface', () => {
  it('offers user collections by title and stages the name', async () => {
    const { container, reports } = await input('collections', 'string', null);
    const button = container.querySelector('#field-input')!;
    expect(button.textContent).to.contain('Choose a collection');
    const labels = await openOptions(button, 2);
    expect(labels.some((label) => label.includes('Blog Tags'))).to.equal(true);
    expect(
      labels.some((label) => label.includes('Files')),
      'no system collections',
    ).to.equal(false);
    await pick(button, 'blog_tags');
    expect(reports).to.deep.equal(['blog_tags']);
    expect(button.textContent).to.contain('Blog Tags');
  });

  it('adds the system collections with include_system, under their own heading', async () => {
    const { container } = await input('collections', 'string', 'directus_files', {
      options: { include_system: true },
    });
    const button = container.querySelector('#field-input')!;
    expect(button.textContent).to.contain('Files');
    await openOptions(button, 4);
    const values = listboxOptions(button).map((option) => option.dataset.value);
    expect(values).to.include.members([
      'articles',
      'blog_tags',
      'directus_files',
      'directus_users',
    ]);
  });

  it('displays a collection by its title, a system one without directus_, an unknown one as is', async () => {
    expect((await display('collections', 'string', 'blog_tags')).textContent).to.equal('Blog Tags');
    expect((await display('collections', 'string', 'directus_users')).textContent).to.equal(
      'Users',
    );
    expect((await display('collections', 'string', 'gone_away')).textContent).to.equal('gone_away');
  });
});

describe('the user interface', () => {
  it('lists the users from the server, searches there and stages the chosen id', async () => {
    api = stubApi({
      'GET alpha/users': (call) => ({
        body: {
          data: call.query.get('q') === 'ola' ? [users[1]] : users,
        },
      }),
    });
    const { container, reports } = await input('user', 'user', null);
    const button = container.querySelector('#field-input')!;
    const labels = await openOptions(button, 3);
    expect(labels[0]).to.contain('No user');
    expect(labels[1]).to.contain('Ada Admin');
    expect(labels[1]).to.contain('ada@example.com');
    const first = api.callsTo('GET alpha/users')[0]!.query;
    expect(first.get('limit')).to.equal('200');
    expect(first.get('fields')).to.contain('avatar.*');

    const search = (button.getRootNode() as Document).querySelector<HTMLInputElement>(
      'input.cms-select__search',
    );
    expect(search, 'a search box').to.not.equal(null);
    await typeText(search!, 'ola');
    await until(
      () => api!.callsTo('GET alpha/users').some((call) => call.query.get('q') === 'ola'),
      'a search on the server',
    );
    await until(() => listboxOptions(button).length === 1, 'only the match');
    await pick(button, '7');
    expect(reports).to.deep.equal([7]);
    expect(button.textContent).to.contain('Ola Other');
  });

  it('is the user chip when read-only, linking to the user', async () => {
    const definition = getInterface('user') as InterfaceDefinition;
    const result = await mount(
      createElement(Controlled, {
        definition,
        field: fieldOf('action_by', 'user', 'user'),
        initial: users[1],
        reports: [],
        readonly: true,
      }),
    );
    mounted.push(result);
    const link = result.container.querySelector('a.cms-user-chip__link');
    expect(link?.getAttribute('href')).to.equal('#/alpha/users/7');
    expect(link?.querySelector('.cms-user-chip__name')?.textContent).to.equal('Ola Other');
  });

  it('displays avatar and name; a bare id from the user card; 0 as Public', async () => {
    api = stubApi({
      'GET alpha/users/7': { body: { data: { ...users[1], title: 'Editor' } } },
    });
    const expanded = await display('user', 'user', users[0]);
    expect(expanded.querySelector('.cms-info-avatar')?.textContent).to.equal('AA');
    expect(expanded.querySelector('.cms-user-display__name')?.textContent).to.equal('Ada Admin');
    expect(expanded.querySelector('a'), 'no link inside a row link').to.equal(null);

    const bare = await display('user', 'user', 7);
    await until(
      () => bare.querySelector('.cms-user-display__name')?.textContent === 'Ola Other',
      'the name from the card',
    );
    const templated = await display('user', 'user', users[1], {
      options: { template: '{{email}}' },
    });
    expect(templated.textContent).to.contain('ola@example.com');
    expect((await display('user', 'user', 0)).textContent).to.equal('Public');
  });
});
