// The timeline layout: items grouped under one heading per day (newest first, undated last), the
// entry's time, template title, subtitle and content; the listing sorted by the date field,
// descending; the next page asked for within 500 px of the end, once per set of rows.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import '../../src/layouts/index.js';
import { getLayout, type LayoutProps } from '../../src/layouts/registry.js';
import { timelineDateField, timelineGroups } from '../../src/layouts/timeline/timeline-groups.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

const field = (name: string, type: string, sort: number): FieldInfo => ({
  id: null,
  collection: 'posts',
  field: name,
  type,
  interface: null,
  sort,
});

const posts: CollectionInfo = {
  collection: 'posts',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: { ...field('id', 'integer', 0), primary_key: true },
    title: field('title', 'string', 1),
    status: field('status', 'string', 2),
    body: field('body', 'text', 3),
    created_on: field('created_on', 'datetime_created', 4),
    published_on: field('published_on', 'datetime', 5),
    due: field('due', 'date', 6),
  },
};

const rows = [
  {
    id: 3,
    title: 'Evening <i>news</i>',
    status: 'published',
    body: 'Long text',
    published_on: '2024-05-02 18:45:00',
  },
  { id: 2, title: 'Morning', status: 'draft', body: 'Short', published_on: '2024-05-02 07:05:00' },
  { id: 1, title: 'Older', status: 'published', body: '', published_on: '2024-04-30 12:00:00' },
  { id: 4, title: 'Undated', status: 'draft', body: '', published_on: null },
];

let mounted: Mounted | null = null;

function props(changes: Partial<LayoutProps> = {}): LayoutProps {
  return {
    collection: posts,
    items: rows,
    viewOptions: {},
    viewQuery: { sort: '-published_on' },
    onViewOptionsChange() {},
    onViewQueryChange() {},
    selection: [],
    onSelectionChange() {},
    linkTo: (item) => `/alpha/collections/posts/${item.id}`,
    hasMore: false,
    loadMore() {},
    loading: false,
    ...changes,
  };
}

function element(layoutProps: LayoutProps) {
  const router = createRouter(routes, memoryLocation('/alpha/collections/posts'));
  return createElement(
    RouterContext.Provider,
    { value: router },
    createElement(getLayout('timeline')!.component, layoutProps),
  );
}

describe('the timeline layout', () => {
  beforeEach(() => resetStores());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('groups by local day, newest day first, undated items last', () => {
    const groups = timelineGroups([rows[2]!, rows[3]!, rows[0]!, rows[1]!], 'published_on');
    expect(groups.map((group) => group.day)).to.deep.equal(['2024-05-02', '2024-04-30', null]);
    expect(groups[0]!.entries.map((entry) => [entry.item.id, entry.time])).to.deep.equal([
      [3, '18:45'],
      [2, '07:05'],
    ]);
    const readable = Object.values(posts.fields);
    expect(timelineDateField(readable, {})?.field).to.equal('created_on');
    expect(timelineDateField(readable, { date: 'due' })?.field).to.equal('due');
    expect(timelineDateField(readable, { date: 'title' })).to.equal(null);
  });

  it('shows day headings with each entry’s time, template title, subtitle and content', async () => {
    mounted = await mount(
      element(
        props({
          viewOptions: {
            date: 'published_on',
            title: '{{title}} #{{id}}',
            subtitle: 'status',
            content: 'body',
          },
        }),
      ),
    );
    const root = mounted.container;
    const days = [...root.querySelectorAll('section')];
    expect(days.map((day) => day.querySelector('h3')?.textContent)).to.deep.equal([
      'Thursday, May 2, 2024',
      'Tuesday, April 30, 2024',
      'No date',
    ]);
    expect(days[0]!.getAttribute('aria-labelledby')).to.equal(days[0]!.querySelector('h3')!.id);
    const entries = [...days[0]!.querySelectorAll('li')];
    expect(entries.map((entry) => entry.querySelector('time')?.textContent)).to.deep.equal([
      '6:45 PM',
      '7:05 AM',
    ]);
    const title = entries[0]!.querySelector('a')!;
    expect(title.textContent).to.equal('Evening <i>news</i> #3');
    expect(title.querySelector('i')).to.equal(null);
    expect(title.getAttribute('href')).to.equal('#/alpha/collections/posts/3');
    expect(entries[0]!.querySelector('.cms-timeline__subtitle')?.textContent).to.equal('published');
    expect(entries[0]!.querySelector('.cms-timeline__content')?.textContent).to.equal('Long text');
    expect(days[2]!.querySelector('time')).to.equal(null);
  });

  it('sorts the listing by its date field, newest first', async () => {
    const asked: Record<string, unknown>[] = [];
    mounted = await mount(
      element(
        props({
          viewQuery: { fields: 'title' },
          viewOptions: { date: 'published_on' },
          onViewQueryChange: (query) => asked.push(query),
        }),
      ),
    );
    expect(asked).to.deep.equal([{ fields: 'title', sort: '-published_on' }]);
    asked.length = 0;
    await mounted.rerender(
      element(
        props({
          viewOptions: { date: 'published_on' },
          onViewQueryChange: (query) => asked.push(query),
        }),
      ),
    );
    expect(asked).to.deep.equal([]);
  });

  it('asks for the next page within 500 px of the end, once per set of rows', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      id: index + 1,
      title: `Entry ${index + 1}`,
      published_on: `2024-05-${String(28 - Math.floor(index / 3)).padStart(2, '0')} 10:00:00`,
    }));
    let asked = 0;
    // A 300 px high box, set before the first render: the first check sees a real viewport.
    const paged = (items: Record<string, unknown>[], hasMore: boolean) =>
      createElement(
        'div',
        { style: { height: '300px' } },
        element(
          props({
            items,
            hasMore,
            viewOptions: { date: 'published_on' },
            loadMore: () => {
              asked += 1;
            },
          }),
        ),
      );
    mounted = await mount(paged(many, true));
    const scroller = mounted.container.querySelector<HTMLElement>('.cms-timeline')!;
    await settle();
    expect(scroller.scrollHeight).to.be.greaterThan(300 + 500 + 200);
    expect(asked).to.equal(0);

    const scrollTo = async (top: number) => {
      await act(async () => {
        scroller.scrollTop = top;
        scroller.dispatchEvent(new Event('scroll'));
      });
    };
    // Still more than 500 px to go: nothing.
    await scrollTo(scroller.scrollHeight - 300 - 700);
    expect(asked).to.equal(0);
    // Within 500 px: one request, and no second one for the same rows.
    await scrollTo(scroller.scrollHeight - 300 - 400);
    await scrollTo(scroller.scrollHeight - 300);
    expect(asked).to.equal(1);

    // The next page arrives (a new set of rows): the end is far again, then near again.
    const more = [
      ...many,
      ...many.map((item) => ({
        ...item,
        id: Number(item.id) + 100,
        published_on: `2024-04-${String(28 - Math.floor((Number(item.id) - 1) / 3)).padStart(2, '0')} 10:00:00`,
      })),
    ];
    await mounted.rerender(paged(more, true));
    await scrollTo(scroller.scrollHeight - 300);
    expect(asked).to.equal(2);
    // The last page: no more requests.
    await mounted.rerender(paged([...more], false));
    await scrollTo(scroller.scrollHeight - 300);
    expect(asked).to.equal(2);
    expect(mounted.container.querySelectorAll('.cms-timeline__entry')).to.have.length(120);
  });

  it('says so when the collection has no date field', async () => {
    const undated: CollectionInfo = {
      ...posts,
      fields: { id: posts.fields.id!, title: posts.fields.title! },
    };
    mounted = await mount(element(props({ collection: undated })));
    expect(mounted.container.textContent).to.contain('No date field');
  });
});
