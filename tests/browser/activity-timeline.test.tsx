// The activity log in the timeline layout as the server's preset opens it (issue 14: "the timeline
// layout shows it well"): each entry marked with its action's icon and label (the `color` option
// names the `action` field), titled by the preset's template with the acting user's name, and the
// collection by its title.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import '../../src/interfaces/index.js';
import '../../src/layouts/index.js';
import { getLayout, type LayoutProps } from '../../src/layouts/registry.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { setCollections } from '../../src/state/schema.js';
import { type Mounted, mount } from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

const field = (name: string, type: string, ui: string, sort: number): FieldInfo => ({
  id: null,
  collection: 'directus_activity',
  field: name,
  type,
  interface: ui,
  sort,
});

const activity: CollectionInfo = {
  collection: 'directus_activity',
  managed: true,
  hidden: true,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: { ...field('id', 'integer', 'primary-key', 0), primary_key: true },
    action: field('action', 'string', 'activity-icon', 1),
    collection: field('collection', 'string', 'collections', 2),
    item: field('item', 'string', 'text-input', 3),
    action_by: field('action_by', 'user', 'user', 4),
    action_on: field('action_on', 'datetime', 'datetime', 5),
  },
};

const articles: CollectionInfo = {
  ...activity,
  collection: 'articles',
  hidden: false,
  translation: null,
  fields: {},
};

const ada = { id: 1, first_name: 'Ada', last_name: 'Admin' };
const rows = [
  {
    id: 3,
    action: 'update',
    collection: 'articles',
    item: '7',
    action_by: ada,
    action_on: '2026-05-02 18:45:00',
  },
  {
    id: 2,
    action: 'create',
    collection: 'directus_files',
    item: '4',
    action_by: ada,
    action_on: '2026-05-02 07:05:00',
  },
];

// The server's seeded preset (server/db/default-presets.ts).
const presetOptions = {
  date: 'action_on',
  title: '{{ action }} by {{ action_by.first_name }} {{ action_by.last_name }} (#{{ item }})',
  content: 'collection',
  color: 'action',
};

let mounted: Mounted | null = null;

function props(): LayoutProps {
  return {
    collection: activity,
    items: rows,
    viewOptions: presetOptions,
    viewQuery: { sort: '-action_on' },
    onViewOptionsChange() {},
    onViewQueryChange() {},
    selection: [],
    onSelectionChange() {},
    linkTo: (item) => `/demo/activity/${item.id}`,
    hasMore: false,
    loadMore() {},
    loading: false,
  };
}

describe('the activity timeline', () => {
  beforeEach(() => {
    resetStores();
    setCollections([activity, articles]);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('marks each entry with its action and names who did what where', async () => {
    const router = createRouter(routes, memoryLocation('/demo/activity'));
    mounted = await mount(
      createElement(
        RouterContext.Provider,
        { value: router },
        createElement(getLayout('timeline')!.component, props()),
      ),
    );
    const entries = [...mounted.container.querySelectorAll<HTMLElement>('.cms-timeline__entry')];
    expect(entries).to.have.length(2);
    const marker = (entry: HTMLElement) =>
      entry.querySelector<HTMLElement>('.cms-timeline__marker .cms-activity-action');
    expect(marker(entries[0]!)?.dataset.action).to.equal('update');
    expect(marker(entries[0]!)?.textContent).to.equal('Updated');
    expect(marker(entries[1]!)?.textContent).to.equal('Created');
    const title = entries[0]!.querySelector('.cms-timeline__title')!;
    expect(title.textContent).to.equal('update by Ada Admin (#7)');
    expect(title.getAttribute('href')).to.equal('#/demo/activity/3');
    // The collection by its title; a system collection by its name without `directus_`.
    expect(entries[0]!.querySelector('.cms-timeline__content')?.textContent).to.equal('Articles');
    expect(entries[1]!.querySelector('.cms-timeline__content')?.textContent).to.equal('Files');
  });
});
