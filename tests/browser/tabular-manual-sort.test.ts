import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { itemKey } from '../../src/data/item.js';
import { subscribeQuery } from '../../src/data/query-cache.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import type { LayoutProps } from '../../src/layouts/registry.js';
import { bySortValue, moveSortValues } from '../../src/layouts/tabular/manual-sort.js';
import { TabularLayout } from '../../src/layouts/tabular/TabularLayout.js';
import { setPermissions } from '../../src/permissions/store.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setCurrentUser } from '../../src/state/user.js';
import { editorUser } from './fixtures/current-user.js';
import { permissionRow } from './fixtures/permission-row.js';
import { adoptAdminStyles, resetStores } from './helpers.js';

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

    async function mount(
      viewQuery: Record<string, unknown>,
      queries: Record<string, unknown>[],
      items: Record<string, unknown>[] = rows,
    ) {
      await initI18n();
      adoptAdminStyles();
      container = document.createElement('div');
      container.style.height = '400px';
      document.body.append(container);
      root = createRoot(container);
      const router = createRouter(routes, memoryLocation('/alpha/collections/tasks'));
      const props: LayoutProps = {
        collection: tasks,
        items,
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
    const grip = (key: number) =>
      container.querySelector<HTMLButtonElement>(`button[data-item-key="${key}"]`)!;
    const rowOf = (key: number) => grip(key).closest('tr')!;
    // Where the layout places a row (its `top`): rows slide there by a CSS transition, which a
    // page in the background may not run.
    const topOf = (key: number) => Number.parseFloat(rowOf(key).style.top);
    const announced = () => container.querySelector('[aria-live="assertive"]')!.textContent;
    const key = (target: Element, name: string) =>
      act(async () => {
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
        );
      });
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
      // An item form elsewhere follows task 1 through the query cache.
      let reads = 0;
      const stop = subscribeQuery(
        itemKey('alpha', 'tasks', '1'),
        async () => {
          reads += 1;
          return { id: 1 };
        },
        () => {},
      );
      await mount({ sort: 'sort' }, []);
      expect(toggle().getAttribute('aria-pressed')).to.equal('true');
      const handle = grip(1);
      expect(handle.getAttribute('aria-label')).to.match(/^Move Task 1 /);
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
      // Saved: the cached task is read again (its sort value changed).
      await waitUntil(() => reads === 2, 'the cached task was not read again');
      stop();
    });
    it('asks why before saving a move when the role must explain updates, sends comment=', async () => {
      setCurrentUser(editorUser(3));
      setPermissions([permissionRow({ collection: 'tasks', explain: 'update' })]);
      await mount({ sort: 'sort' }, []);
      await key(grip(1), 'ArrowDown');
      expect(titles().slice(0, 2), 'the new place shows at once').to.deep.equal([
        'Task 2',
        'Task 1',
      ]);
      const dialog = container.querySelector<HTMLDialogElement>('dialog[open]');
      expect(dialog, 'the move asks why').to.not.equal(null);
      expect(dialog!.textContent).to.contain('Why this change?');
      expect(
        sent.filter((one) => one.method === 'PATCH'),
        'nothing sent yet',
      ).to.deep.equal([]);
      const confirm = [...dialog!.querySelectorAll('button')].find(
        (button) => button.textContent === 'Save order',
      )!;
      expect(confirm.disabled, 'no save without a reason').to.equal(true);
      const box = dialog!.querySelector('textarea')!;
      await act(async () => {
        const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
        set.call(box, 'Priorities changed');
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await act(async () => confirm.click());
      await waitUntil(() => sent.some((one) => one.method === 'PATCH'), 'the move saved');
      const patch = sent.find((one) => one.method === 'PATCH')!;
      expect(new URL(patch.url).searchParams.get('comment')).to.equal('Priorities changed');
      expect(patch.body).to.deep.equal([
        { id: 2, sort: 10 },
        { id: 1, sort: 20 },
      ]);
    });

    it('puts the rows back when the reason is not given', async () => {
      setCurrentUser(editorUser(3));
      setPermissions([permissionRow({ collection: 'tasks', explain: 'always' })]);
      await mount({ sort: 'sort' }, []);
      await key(grip(1), 'ArrowDown');
      const dialog = container.querySelector<HTMLDialogElement>('dialog[open]')!;
      const cancel = [...dialog.querySelectorAll('button')].find(
        (button) => button.textContent === 'Cancel',
      )!;
      await act(async () => cancel.click());
      expect(titles().slice(0, 2)).to.deep.equal(['Task 1', 'Task 2']);
      expect(sent.filter((one) => one.method === 'PATCH')).to.deep.equal([]);
    });

    it('shows where a dragged row lands while the pointer moves, then saves and announces', async () => {
      await mount({ sort: 'sort' }, []);
      const handle = grip(1);
      const start = handle.getBoundingClientRect();
      const firstTop = topOf(1);
      const pointer = (type: string, y: number) =>
        act(async () => {
          handle.dispatchEvent(
            new PointerEvent(type, {
              pointerId: 1,
              button: 0,
              clientX: start.x + 4,
              clientY: y,
              bubbles: true,
              cancelable: true,
            }),
          );
        });
      await pointer('pointerdown', start.y + 4);
      // Two rows down: the row follows the pointer and rows 2 and 3 slide up to make room.
      await pointer('pointermove', start.y + 4 + 2 * 48 + 5);
      expect(rowOf(1).classList.contains('cms-tabular__row--moving')).to.equal(true);
      expect(topOf(1) - firstTop).to.be.closeTo(2 * 48 + 5, 1);
      expect(topOf(3), 'row 3 makes room').to.equal(firstTop + 48);
      expect(topOf(2), 'row 2 makes room').to.equal(firstTop);
      expect(topOf(4) - firstTop, 'rows past the target stay').to.be.closeTo(3 * 48, 1);
      expect(sent, 'nothing is saved while dragging').to.have.length(0);
      await pointer('pointerup', start.y + 4 + 2 * 48 + 5);
      expect(titles()).to.deep.equal(['Task 2', 'Task 3', 'Task 1', 'Task 4']);
      expect(announced()).to.equal('Moved Task 1 to position 3 of 4');
      await waitUntil(() => sent.length === 1, 'nothing saved');
      expect(sent[0]!.body).to.deep.equal([
        { id: 2, sort: 10 },
        { id: 3, sort: 20 },
        { id: 1, sort: 30 },
      ]);
    });

    it('carries a row by keyboard: Space picks up, arrows move, Space drops, Escape puts back', async () => {
      await mount({ sort: 'sort' }, []);
      const firstTop = topOf(1);
      grip(2).focus();
      await key(grip(2), ' ');
      expect(announced()).to.match(/^Picked up Task 2 at position 2 of 4/);
      await key(grip(2), 'ArrowUp');
      expect(announced()).to.equal('Task 2: position 1 of 4');
      expect(topOf(2), 'the carried row shows at its target').to.be.closeTo(firstTop, 1);
      expect(sent).to.have.length(0);
      await key(grip(2), 'Escape');
      expect(announced()).to.equal('Task 2 stays at position 2 of 4');
      expect(titles()).to.deep.equal(['Task 1', 'Task 2', 'Task 3', 'Task 4']);
      expect(topOf(2), 'put back').to.equal(firstTop + 48);
      expect(sent).to.have.length(0);

      await key(grip(2), 'Enter');
      await key(grip(2), 'ArrowDown');
      await key(grip(2), 'ArrowDown');
      await key(grip(2), ' ');
      expect(titles()).to.deep.equal(['Task 1', 'Task 3', 'Task 4', 'Task 2']);
      expect(announced()).to.equal('Moved Task 2 to position 4 of 4');
      await waitUntil(() => sent.length === 1, 'nothing saved');
      await waitUntil(() => container.ownerDocument.activeElement === grip(2), 'focus lost');
    });
    it('scrolls while a row is dragged near the bottom edge, and drops it further down', async () => {
      const many = Array.from({ length: 40 }, (_, index) => ({
        id: index + 1,
        title: `Task ${index + 1}`,
        sort: (index + 1) * 10,
      }));
      await mount({ sort: 'sort' }, [], many);
      const scroller = container.querySelector<HTMLElement>('.cms-tabular')!;
      const handle = grip(1);
      const start = handle.getBoundingClientRect();
      const bottom = scroller.getBoundingClientRect().bottom - 10;
      const pointer = (type: string, y: number) =>
        act(async () => {
          handle.dispatchEvent(
            new PointerEvent(type, {
              pointerId: 1,
              button: 0,
              clientX: start.x + 4,
              clientY: y,
              bubbles: true,
              cancelable: true,
            }),
          );
        });
      await pointer('pointerdown', start.y + 4);
      for (let step = 0; step < 10; step += 1) await pointer('pointermove', bottom);
      expect(scroller.scrollTop, 'the table scrolled').to.be.greaterThan(100);
      await pointer('pointerup', bottom);
      const landed = Math.round((bottom - start.y - 4 + scroller.scrollTop) / 48) + 1;
      expect(announced()).to.equal(`Moved Task 1 to position ${landed} of 40`);
      expect(landed).to.be.greaterThan(8);
    });
  });
});
