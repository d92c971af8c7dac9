// The settings hub (spec 3 §2 "Hub"): three groups of cards; the counts come from the settings
// fields (dividers left out), the non-system collections, the interfaces (bundled and server, each
// id once) and the totals of roles, activity and webhooks (`limit=0&meta=total_count`); a count
// whose call fails shows "--". Cards are links (external ones to a new tab), "coming soon" ones not.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import type { Route } from '../../src/router/router.js';
import { SettingsHub } from '../../src/screens/settings/hub/SettingsHub.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $bundledExtensions, setServerExtensions } from '../../src/state/extensions.js';
import { setCollections } from '../../src/state/schema.js';
import { apiError, type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

const route: Route = {
  name: 'settings',
  params: { project: 'alpha' },
  search: {},
  path: '/alpha/settings',
  fullPath: '/alpha/settings',
  public: false,
};

function settingField(field: string, extra: Partial<FieldInfo> = {}): FieldInfo {
  return {
    id: null,
    collection: 'directus_settings',
    field,
    type: 'string',
    interface: 'text-input',
    ...extra,
  };
}

function collection(name: string): CollectionInfo {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: {},
  };
}

const total = (count: number) => ({ body: { data: [], meta: { total_count: count } } });

let api: StubbedApi | null = null;
let mounted: Mounted | null = null;
let bundledBefore = $bundledExtensions.get();

async function until(test: () => boolean, what: string) {
  for (let tries = 0; tries < 100 && !test(); tries += 1) await settle(20);
  expect(test(), what).to.equal(true);
}

const card = (root: Element, id: string) => root.querySelector<HTMLElement>(`[data-card="${id}"]`);
/** What the card shows as its count (the visible text, not the screen reader's words). */
function countOf(root: Element, id: string): string | null | undefined {
  const count = card(root, id)?.querySelector('.cms-settings-card__count');
  return (count?.querySelector('[aria-hidden="true"]') ?? count)?.textContent;
}
const settled = (root: Element) =>
  root.querySelectorAll('.cms-settings-card__count[data-count="loading"]').length === 0;

describe('the settings hub', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    bundledBefore = $bundledExtensions.get();
    $bundledExtensions.set({
      interfaces: [
        { id: 'text-input', name: 'Text input' },
        { id: 'toggle', name: 'Toggle' },
      ],
      layouts: [],
      modules: [],
    });
    setCollections([
      collection('articles'),
      collection('authors'),
      collection('directus_users'),
      collection('directus_settings'),
    ]);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
    $bundledExtensions.set(bundledBefore);
  });

  it('shows each count, asking for totals with limit=0 and meta=total_count', async () => {
    setServerExtensions({
      interfaces: [
        { id: 'toggle', path: 'extensions/custom/interfaces/toggle/meta.json' },
        { id: 'rating', path: 'extensions/custom/interfaces/rating/meta.json' },
      ],
      layouts: [],
      modules: [],
    });
    api = stubApi({
      'GET alpha/settings/fields': {
        body: {
          data: [
            settingField('project_name'),
            settingField('data_divider', { type: 'alias', interface: 'divider' }),
            settingField('default_limit', { type: 'integer', interface: 'numeric' }),
          ],
        },
      },
      'GET alpha/roles': total(3),
      'GET alpha/activity': total(1234),
      'GET alpha/webhooks': total(0),
    });
    mounted = await mount(createElement(SettingsHub, { route }));
    const root = mounted.container;
    await until(() => settled(root), 'every count has loaded');

    expect(countOf(root, 'global'), 'settings fields without the divider').to.equal('2');
    expect(countOf(root, 'collections'), 'collections without directus_*').to.equal('2');
    expect(countOf(root, 'interfaces'), 'bundled and server interfaces, each id once').to.equal(
      '3',
    );
    expect(countOf(root, 'roles')).to.equal('3');
    expect(countOf(root, 'activity')).to.equal((1234).toLocaleString('en-US'));
    expect(countOf(root, 'webhooks')).to.equal('0');
    for (const table of ['roles', 'activity', 'webhooks']) {
      const [call] = api.callsTo(`GET alpha/${table}`);
      expect(call?.query.get('limit'), table).to.equal('0');
      expect(call?.query.get('meta'), table).to.equal('total_count');
    }
  });

  it('shows "--" for a count whose call fails, and the others still', async () => {
    api = stubApi({
      'GET alpha/settings/fields': apiError(3, 'You are not allowed', 403),
      'GET alpha/roles': total(2),
      'GET alpha/activity': { body: { data: [] } },
      // webhooks: no answer at all, like an unreachable API
    });
    mounted = await mount(createElement(SettingsHub, { route }));
    const root = mounted.container;
    await until(() => settled(root), 'every count has loaded or failed');

    expect(countOf(root, 'global')).to.equal('--');
    expect(countOf(root, 'activity'), 'an answer without meta.total_count').to.equal('--');
    expect(countOf(root, 'webhooks')).to.equal('--');
    expect(countOf(root, 'roles')).to.equal('2');
    expect(card(root, 'webhooks')?.textContent).to.contain('Could not be counted');
  });

  it('links the cards: settings routes, the activity log, external pages in a new tab; "coming soon" is no link', async () => {
    api = stubApi({});
    mounted = await mount(createElement(SettingsHub, { route }));
    const root = mounted.container;
    const groups = [...root.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(groups).to.deep.equal(['Project', 'Additional info', 'Coming soon']);

    const href = (id: string) => card(root, id)?.getAttribute('href');
    expect(href('global')).to.equal('#/alpha/settings/global');
    expect(href('collections')).to.equal('#/alpha/settings/collections');
    expect(href('roles')).to.equal('#/alpha/settings/roles');
    expect(href('webhooks')).to.equal('#/alpha/settings/webhooks');
    expect(href('interfaces')).to.equal('#/alpha/settings/interfaces');
    expect(href('activity')).to.equal('#/alpha/activity');

    for (const id of ['about', 'bug', 'feature']) {
      const link = card(root, id) as HTMLAnchorElement;
      expect(link.tagName, id).to.equal('A');
      expect(link.target, id).to.equal('_blank');
      expect(link.rel, id).to.contain('noopener');
      expect(link.href, id).to.match(/^https:\/\//);
      expect(link.textContent, id).to.contain('(opens in a new tab)');
    }
    for (const id of ['latency', 'server', 'version']) {
      const soon = card(root, id) as HTMLElement;
      expect(soon.tagName, id).to.not.equal('A');
      expect(soon.hasAttribute('data-soon'), id).to.equal(true);
      expect(soon.querySelector('a, button'), id).to.equal(null);
      expect(soon.textContent, id).to.contain('Soon');
    }
    // Every live card is reachable with Tab.
    const links = root.querySelectorAll('a.cms-settings-card');
    expect(links.length).to.equal(9);
    const global = card(root, 'global') as HTMLAnchorElement;
    global.focus();
    expect(document.activeElement).to.equal(global);
  });
});
