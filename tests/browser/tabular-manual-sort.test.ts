import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { initI18n } from '../../src/i18n/instance.js';
import type { LayoutProps } from '../../src/layouts/registry.js';
import { bySortValue, moveSortValues } from '../../src/layouts/tabular/manual-sort.js';
import { TabularLayout } from '../../src/layouts/tabular/TabularLayout.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { resetStores } from './helpers.js';

// Manual sort (spec 2 §4 "Table"): on at start when sorted ascending by the sort field, turning it
// on forces that sort, and a moved row's new sort values are saved.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const field = (name: string, type: string, sort: number, changes: Partial<FieldInfo> = {}) => ({
  id: null,
  collection: 'tasks',
  field: name,
  type,
  interface: null,
  sort,
  ...changes,
});

const tasks: CollectionInfo = {
  collection: 'tasks',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: field('id', 'integer', 0, { primary_key: true, hidden_browse: true }),
    title: field('title', 'string', 1),
    sort: field('sort', 'sort', 2),
  },
};

const rows = [1, 2, 3, 4].map((id) => ({ id, title: `Task ${id}`, sort: id * 10 }));

describe('manual sort', () => {
  it('orders by sort value with nulls last, and renumbers only what moves', () => {
    expect(
      bySortValue(
        [
          { id: 1, sort: null },
          { id: 2, sort: 5 },
          { id: 3, sort: 1 },
        ],
        'sort',
      ).map((row) => row.id),
    ).to.deep.equal([3, 2, 1]);
    // Distinct numbers: the moved range reuses its own values.
    expect(moveSortValues(rows, 'id', 'sort', 0, 2)).to.deep.equal([
      { key: 2, sort: 10 },
      { key: 3, sort: 20 },
      { key: 1, sort: 30 },
    ]);
    // Missing values: every row is numbered 1…n, and unchanged ones are not written.
    const loose = [
      { id: 1, sort: 1 },
      { id: 2, sort: null },
      { id: 3, sort: null },
    ];
    expect(moveSortValues(loose, 'id', 'sort', 2, 1)).to.deep.equal([
      { key: 3, sort: 2 },
      { key: 2, sort: 3 },
    ]);
    expect(moveSortValues(rows, 'id', 'sort', 0, 0)).to.deep.equal([]);
    expect(moveSortValues(rows, 'id', 'sort', 0, -1)).to.deep.equal([]);
  });

  describe('in the tabular layout', () => {
    let root: Root;
    let container: HTMLElement;
    let original: typeof window.fetch;
    let sent: { method: string; url: string; body: unknown }[];

    beforeEach(() => {
      resetStores();
      setCurrentProject('alpha');
      $config.setKey('apiRoot', 'http://api.test/');
      sent = [];
      original = window.fetch;
      window.fetch = async (input, init) => {
        sent.push({
          method: init?.method ?? 'GET',
          url: String(input),
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        return new Response(JSON.stringify({ data: [] }), { status: 200 });
      };
    });
    afterEach(() => {
      act(() => root?.unmount());
      container?.remove();
      window.fetch = original;
    });

    async function mount(viewQuery: Record<string, unknown>, queries: Record<string, unknown>[]) {
      await initI18n();
      container = document.createElement('div');
      container.style.height = '400px';
      document.body.append(container);
      root = createRoot(container);
      const router = createRouter(routes, memoryLocation('/alpha/collections/tasks'));
      const props: LayoutProps = {
        collection: tasks,
        items: rows,
        viewOptions: {},
        viewQuery,
        onViewOptionsChange() {},
        onViewQueryChange: (query) => queries.push(query),
        selection: [],
        onSelectionChange() {},
        linkTo: (item) => `/alpha/collections/tasks/${item.id}`,
        hasMore: false,
        loadMore() {},
        loading: false,
      };
      await act(async () =>
        root.render(
          createElement(
            RouterContext.Provider,
            { value: router as Router },
            createElement(TabularLayout, props),
          ),
        ),
      );
    }

    const toggle = () =>
      container.querySelector<HTMLButtonElement>('button[aria-label="Manual sort"]')!;
    const titles = () =>
      [...container.querySelectorAll('tbody td[data-field="title"]')].map((td) => td.textContent);

    it('is off when sorted by another field; turning it on sorts by the sort field', async () => {
      const queries: Record<string, unknown>[] = [];
      await mount({ sort: 'title' }, queries);
      expect(toggle().getAttribute('aria-pressed')).to.equal('false');
      expect(container.querySelector('.cms-tabular__handle[aria-label^="Move"]')).to.equal(null);
      await act(async () => toggle().click());
      expect(toggle().getAttribute('aria-pressed')).to.equal('true');
      expect(queries.at(-1)).to.deep.equal({ sort: 'sort' });
    });

    it('is on at start when sorted by the sort field, and saves a keyboard move', async () => {
      await mount({ sort: 'sort' }, []);
      expect(toggle().getAttribute('aria-pressed')).to.equal('true');
      const handle = container.querySelector<HTMLButtonElement>(
        'button[aria-label^="Move item 1 "]',
      )!;
      await act(async () => {
        handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      });
      expect(titles().slice(0, 2)).to.deep.equal(['Task 2', 'Task 1']);
      await waitUntil(() => sent.length === 1, 'nothing saved');
      expect(sent[0]!.method).to.equal('PATCH');
      expect(new URL(sent[0]!.url).pathname).to.equal('/alpha/items/tasks');
      expect(sent[0]!.body).to.deep.equal([
        { id: 2, sort: 10 },
        { id: 1, sort: 20 },
      ]);
    });
  });
});
