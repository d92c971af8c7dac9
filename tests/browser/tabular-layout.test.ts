import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { isSortable, UNSORTABLE_TYPES, viewColumns, viewSort } from '../../src/layouts/fields.js';
import '../../src/layouts/index.js';
import { getLayout, type LayoutProps } from '../../src/layouts/registry.js';
import { ROW_HEIGHT, TabularLayout } from '../../src/layouts/tabular/TabularLayout.js';
import { TabularOptions } from '../../src/layouts/tabular/TabularOptions.js';
import { rowWindow } from '../../src/layouts/tabular/virtual-window.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { setCurrentUser } from '../../src/state/user.js';
import { adoptAdminStyles, resetStores } from './helpers.js';

// The tabular layout (spec 2 §3, §5, §9): header sort except the unsortable types, virtualised
// rows, loading more near the end, selection with checkboxes and mod+a.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const field = (name: string, type: string, changes: Partial<FieldInfo> = {}): FieldInfo => ({
  id: null,
  collection: 'articles',
  field: name,
  type,
  interface: null,
  ...changes,
});

const articles: CollectionInfo = {
  collection: 'articles',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: field('id', 'integer', { primary_key: true, hidden_browse: true, sort: 0 }),
    title: field('title', 'string', { sort: 1 }),
    author: field('author', 'm2o', { sort: 2 }),
    view_count: field('view_count', 'integer', { sort: 3 }),
    secret: field('secret', 'string', { sort: 4, hidden_browse: true }),
  },
};

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Article ${index + 1}`,
    author: { id: 1, name: 'Maya' },
    view_count: index,
  }));

interface Harness {
  props: LayoutProps;
  calls: {
    options: Record<string, unknown>[];
    query: Record<string, unknown>[];
    selection: (string | number)[][];
    more: number;
  };
  scroller(): HTMLElement;
  rerender(changes: Partial<LayoutProps>): Promise<void>;
}

let root: Root;
let container: HTMLElement;

async function mount(changes: Partial<LayoutProps> = {}): Promise<Harness> {
  await initI18n();
  adoptAdminStyles();
  container = document.createElement('div');
  container.style.height = '480px';
  container.style.width = '900px';
  document.body.append(container);
  root = createRoot(container);
  const router = createRouter(routes, memoryLocation('/alpha/collections/articles'));
  router.start();
  const calls = {
    options: [] as Record<string, unknown>[],
    query: [] as Record<string, unknown>[],
    selection: [] as (string | number)[][],
    more: 0,
  };
  let props: LayoutProps = {
    collection: articles,
    items: rows(20),
    viewOptions: {},
    viewQuery: {},
    onViewOptionsChange: (options) => calls.options.push(options),
    onViewQueryChange: (query) => calls.query.push(query),
    selection: [],
    onSelectionChange: (selection) => calls.selection.push(selection),
    linkTo: (item) => `/alpha/collections/articles/${item.id}`,
    hasMore: false,
    loadMore: () => {
      calls.more += 1;
    },
    loading: false,
    ...changes,
  };
  const render = () =>
    root.render(
      createElement(
        RouterContext.Provider,
        { value: router as Router },
        createElement(TabularLayout, props),
      ),
    );
  await act(async () => render());
  return {
    get props() {
      return props;
    },
    calls,
    scroller: () => container.querySelector<HTMLElement>('.cms-tabular')!,
    async rerender(next) {
      props = { ...props, ...next };
      await act(async () => render());
    },
  };
}

describe('the tabular layout', () => {
  beforeEach(() => {
    resetStores();
    setCurrentUser({
      id: 1,
      email: 'a@example.com',
      first_name: null,
      last_name: null,
      locale: 'en-US',
      theme: 'auto',
      last_page: null,
      avatar: null,
      role: { id: 1, module_listing: null, collection_listing: null },
    });
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });

  it('is registered as "tabular"', () => {
    expect(getLayout('tabular')?.component).to.equal(TabularLayout);
  });

  it('never sorts by the unsortable types, and falls back to the primary key', () => {
    expect(UNSORTABLE_TYPES).to.have.members([
      'o2m',
      'm2o',
      'user',
      'owner',
      'user_updated',
      'alias',
      'translation',
      'file',
    ]);
    for (const type of UNSORTABLE_TYPES) expect(isSortable(field('x', type))).to.equal(false);
    expect(isSortable(field('x', 'string'))).to.equal(true);
    expect(viewSort(articles, '-title')).to.equal('-title');
    expect(viewSort(articles, 'author')).to.equal('id');
    expect(viewSort(articles, '-gone')).to.equal('id');
    expect(viewSort(articles, undefined)).to.equal('id');
  });

  it('shows the first visible fields by default and drops unknown saved ones', () => {
    expect(viewColumns(articles, new Set(), undefined).map((f) => f.field)).to.deep.equal([
      'title',
      'author',
      'view_count',
    ]);
    expect(
      viewColumns(articles, new Set(), 'view_count,gone,title').map((f) => f.field),
    ).to.deep.equal(['view_count', 'title']);
    expect(viewColumns(articles, new Set(['author']), undefined).map((f) => f.field)).to.deep.equal(
      ['title', 'view_count'],
    );
  });

  it('sorts by a header click, toggling the direction, but not by an m2o column', async () => {
    const harness = await mount();
    const header = (name: string) => container.querySelector(`th[data-field="${name}"]`)!;
    expect(header('author').querySelector('.cms-tabular__sort')).to.equal(null);
    const title = header('title').querySelector<HTMLButtonElement>('.cms-tabular__sort')!;
    await act(async () => title.click());
    expect(harness.calls.query.at(-1)).to.deep.equal({ sort: 'title' });
    await harness.rerender({ viewQuery: { sort: 'title' } });
    expect(header('title').getAttribute('aria-sort')).to.equal('ascending');
    await act(async () => title.click());
    expect(harness.calls.query.at(-1)).to.deep.equal({ sort: '-title' });
  });

  it('keeps only a window of 10,000 rows in the DOM, 48 px each', async () => {
    const harness = await mount({ items: rows(10_000) });
    const count = () => container.querySelectorAll('tbody tr').length;
    expect(count()).to.be.greaterThan(5);
    expect(count()).to.be.lessThan(40);
    expect(container.querySelector<HTMLElement>('tbody')!.style.height).to.equal(
      `${10_000 * ROW_HEIGHT}px`,
    );
    const scroller = harness.scroller();
    await act(async () => {
      scroller.scrollTop = 5_000 * ROW_HEIGHT;
      scroller.dispatchEvent(new Event('scroll'));
    });
    await waitUntil(() => container.textContent?.includes('Article 5001'), 'row 5001 not shown');
    expect(count()).to.be.lessThan(40);
    expect(container.textContent).not.to.contain('Article 1 ');
    expect(rowWindow(0, 480, 48, 10_000, 10)).to.deep.equal({ start: 0, end: 21 });
  });

  it('asks for more when the end comes within 500 px', async () => {
    const harness = await mount({ items: rows(200), hasMore: true });
    expect(harness.calls.more).to.equal(0);
    const scroller = harness.scroller();
    await act(async () => {
      scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - 600;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(harness.calls.more).to.equal(0);
    await act(async () => {
      scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - 400;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(harness.calls.more).to.equal(1);
  });

  it('with a row source, is as tall as the whole list and asks for the rows its window shows', async () => {
    const loaded = new Map<number, Record<string, unknown>>(
      rows(50).map((row, index) => [index, row]),
    );
    const wanted: [number, number][] = [];
    const source = (): LayoutProps['rows'] => ({
      total: 100_000,
      at: (index) => loaded.get(index),
      want: (start, end) => wanted.push([start, end]),
      loaded: [...loaded.values()],
    });
    const harness = await mount({ items: rows(50), hasMore: true, rows: source() });
    // (Chromium writes 4,800,000 px as 4.8e+06px.)
    expect(container.querySelector('tbody')!.getBoundingClientRect().height).to.equal(
      100_000 * ROW_HEIGHT,
    );
    expect(container.querySelector('table')!.getAttribute('aria-rowcount')).to.equal('100001');
    expect(wanted.at(-1)).to.deep.equal([0, 21]);

    // A jump to row 10,000: its rows are asked for, and shown as pending until they arrive.
    const scroller = harness.scroller();
    await act(async () => {
      scroller.scrollTop = 10_000 * ROW_HEIGHT;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(wanted.at(-1)).to.deep.equal([9_990, 10_021]);
    expect(harness.calls.more, 'no in-order paging with a row source').to.equal(0);
    const pending = container.querySelectorAll('tbody tr[aria-busy="true"]');
    expect(pending.length).to.be.greaterThan(5);
    expect(pending[0]!.getAttribute('aria-rowindex')).to.equal(String(9_990 + 2));

    for (let index = 9_950; index < 10_050; index += 1) {
      loaded.set(index, { id: index + 1, title: `Article ${index + 1}`, view_count: index });
    }
    await harness.rerender({ rows: source() });
    expect(container.querySelectorAll('tbody tr[aria-busy="true"]')).to.have.length(0);
    const row = container.querySelector('tbody tr[aria-rowindex="10002"]')!;
    expect(row.textContent).to.contain('Article 10001');
    expect(container.querySelectorAll('tbody tr').length).to.be.lessThan(40);

    // mod+a selects the rows in memory, wherever they are.
    scroller.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    expect(harness.calls.selection.at(-1)).to.have.length(150);
  });

  it('selects with the checkboxes and every row with mod+a', async () => {
    const harness = await mount({ items: rows(10_000) });
    const box = container.querySelector<HTMLInputElement>('tbody input[type="checkbox"]')!;
    expect(box.getAttribute('aria-label')).to.equal('Select item 1');
    await act(async () => box.click());
    expect(harness.calls.selection.at(-1)).to.deep.equal([1]);
    const scroller = harness.scroller();
    scroller.focus();
    await act(async () => {
      scroller.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true, cancelable: true }),
      );
    });
    expect(harness.calls.selection.at(-1)).to.have.length(10_000);
    await act(async () => {
      scroller.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'a', metaKey: true, bubbles: true, cancelable: true }),
      );
    });
    expect(harness.calls.selection).to.have.length(3);
    await harness.rerender({ selection: [1, 2] });
    expect(container.querySelectorAll('tbody tr[aria-selected="true"]')).to.have.length(2);
  });

  it('links each row to its item', async () => {
    await mount();
    const link = container.querySelector<HTMLAnchorElement>('tbody tr a')!;
    expect(link.getAttribute('href')).to.equal('#/alpha/collections/articles/1');
    expect(link.textContent).to.equal('Article 1');
  });

  it('resizes a column from 200 px and saves the width in the view options', async () => {
    const harness = await mount();
    const title = container.querySelector<HTMLElement>('th[data-field="title"]')!;
    expect(title.style.width).to.equal('200px');
    const handle = title.querySelector<HTMLButtonElement>('.cms-tabular__resize')!;
    expect(handle.getAttribute('aria-label')).to.equal('Resize the column Title');
    // The column is drawn wider than its 200 px (it shares the spare room): resizing starts there.
    const shown = title.getBoundingClientRect().width;
    await act(async () => {
      handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(harness.calls.options.at(-1)).to.deep.equal({
      widths: { title: Math.round(shown + 20) },
    });
    await harness.rerender({ viewOptions: { widths: { title: 320 } } });
    expect(title.style.width).to.equal('320px');
    expect(title.getBoundingClientRect().width, 'a set width is kept as set').to.equal(320);
  });

  it('fills the width it is given: columns without a set width share the spare room', async () => {
    const harness = await mount();
    container.style.width = '1400px';
    const scroller = harness.scroller();
    await waitUntil(() => scroller.getBoundingClientRect().width === 1400, 'not resized');
    const row = container.querySelector<HTMLElement>('tbody tr')!;
    const rightEdge = (element: Element) => element.getBoundingClientRect().right;
    // The last cell ends at the scroller's inner edge (its 1 px border aside), in the header too.
    const lastCell = row.lastElementChild!;
    expect(rightEdge(lastCell)).to.be.closeTo(rightEdge(scroller) - 1, 1);
    const lastHeader = container.querySelector('th[data-field="view_count"]')!;
    expect(rightEdge(lastHeader)).to.be.closeTo(rightEdge(lastCell), 0.5);
    const titleCell = row.querySelector('td[data-field="title"]')!;
    const width = (name: string) =>
      row.querySelector(`td[data-field="${name}"]`)!.getBoundingClientRect().width;
    // Text takes the larger share (the first, linking column most); a number keeps its 200 px.
    expect(width('title')).to.be.greaterThan(600);
    expect(width('title')).to.be.greaterThan(width('author'));
    expect(width('author')).to.be.greaterThan(200);
    expect(width('view_count')).to.equal(200);
    // Once every column has a width, the last one takes what is left.
    await harness.rerender({
      viewOptions: { widths: { title: 250, author: 150, view_count: 100 } },
    });
    expect(titleCell.getBoundingClientRect().width).to.equal(250);
    expect(rightEdge(row.lastElementChild!)).to.be.closeTo(rightEdge(scroller) - 1, 1);
    // Narrower than its columns, the table keeps their widths and scrolls sideways.
    container.style.width = '400px';
    await waitUntil(() => scroller.scrollWidth > scroller.clientWidth, 'no sideways scroll');
    expect(titleCell.getBoundingClientRect().width).to.equal(250);
  });

  it('picks and orders columns in its options panel', async () => {
    await initI18n();
    const picked: Record<string, unknown>[] = [];
    const optionsContainer = document.createElement('div');
    document.body.append(optionsContainer);
    const optionsRoot = createRoot(optionsContainer);
    await act(async () =>
      optionsRoot.render(
        createElement(TabularOptions, {
          collection: articles,
          items: [],
          viewOptions: {},
          viewQuery: { fields: 'title,author' },
          onViewOptionsChange() {},
          onViewQueryChange: (query: Record<string, unknown>) => picked.push(query),
          selection: [],
          onSelectionChange() {},
          linkTo: () => '',
          hasMore: false,
          loadMore() {},
          loading: false,
        }),
      ),
    );
    const box = (label: string) =>
      [...optionsContainer.querySelectorAll('label')]
        .find((entry) => entry.textContent?.trim() === label)!
        .querySelector('input')!;
    await act(async () => box('View Count').click());
    expect(picked.at(-1)).to.deep.equal({ fields: 'title,author,view_count' });
    await act(async () => box('Author').click());
    expect(picked.at(-1)).to.deep.equal({ fields: 'title' });
    const down = optionsContainer.querySelector<HTMLButtonElement>(
      'button[aria-label="Move Title down"]',
    )!;
    await act(async () => down.click());
    expect(picked.at(-1)).to.deep.equal({ fields: 'author,title' });
    act(() => optionsRoot.unmount());
    optionsContainer.remove();
  });
});
