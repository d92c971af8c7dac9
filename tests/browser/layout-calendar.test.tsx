// The calendar layout: dates read as stored (wall clock) or as moments (with a zone), the month
// grid per locale, items placed on their day for a datetime field and for a date + time pair,
// month boundaries, the query limited to the days shown on top of the listing's search and
// filters, the day dialog (focus in, Escape, focus back) and month navigation.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { dayKey, readDateTime, readTime } from '../../src/layouts/calendar/calendar-dates.js';
import { dateSource, rangeFilter } from '../../src/layouts/calendar/calendar-fields.js';
import { firstDayOfWeek, monthGrid } from '../../src/layouts/calendar/calendar-grid.js';
import { $calendarMonths } from '../../src/layouts/calendar/calendar-month.js';
import {
  templateRequestFields,
  unknownTemplateFields,
} from '../../src/layouts/display-template.js';
import '../../src/layouts/index.js';
import { getLayout, type LayoutProps } from '../../src/layouts/registry.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  pick,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { adoptAdminStyles, resetStores } from './helpers.js';

const field = (name: string, type: string, sort: number): FieldInfo => ({
  id: null,
  collection: 'events',
  field: name,
  type,
  interface: null,
  sort,
});

const events: CollectionInfo = {
  collection: 'events',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: { ...field('id', 'integer', 0), primary_key: true },
    name: field('name', 'string', 1),
    starts_at: field('starts_at', 'datetime', 2),
    day: field('day', 'date', 3),
    at: field('at', 'time', 4),
    venue: field('venue', 'm2o', 5),
  },
};

const shown = [
  { id: 1, name: 'Launch <b>party</b>', starts_at: '2024-03-15 09:30:00' },
  // Leap day: in the grid's leading week, from the month before.
  { id: 2, name: 'Leap', starts_at: '2024-02-29 23:59:59' },
  // The first of the next month, in the grid's trailing week.
  { id: 3, name: 'Fools', starts_at: '2024-04-01 00:00:00' },
  ...[4, 5, 6, 7].map((id) => ({
    id,
    name: `Busy ${id}`,
    starts_at: `2024-03-20 1${id}:00:00`,
  })),
  { id: 8, name: 'No date', starts_at: null },
];

let mounted: Mounted | null = null;
let api: StubbedApi | null = null;
let router: Router;

function props(changes: Partial<LayoutProps> = {}): LayoutProps {
  return {
    collection: events,
    items: [],
    viewOptions: {},
    viewQuery: {},
    onViewOptionsChange() {},
    onViewQueryChange() {},
    selection: [],
    onSelectionChange() {},
    linkTo: (item) => `/alpha/collections/events/${item.id}`,
    hasMore: false,
    loadMore() {},
    loading: false,
    ...changes,
  };
}

async function waitFor<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = read();
    if (value) return value;
    await settle(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function render(layoutProps: LayoutProps): Promise<HTMLElement> {
  router = createRouter(routes, memoryLocation('/alpha/collections/events'));
  const Calendar = getLayout('calendar')!.component;
  mounted = await mount(
    createElement(RouterContext.Provider, { value: router }, createElement(Calendar, layoutProps)),
  );
  return mounted.container;
}

const cell = (root: Element, day: string) =>
  root.querySelector<HTMLTableCellElement>(`td[data-day="${day}"]`)!;
const links = (element: Element) =>
  [...element.querySelectorAll('a')].map((link) => link.textContent);
const lastQuery = () => api!.callsTo('GET alpha/items/events').at(-1)!.query;

describe('the calendar layout', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    $calendarMonths.setKey('events', '2024-03');
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it('reads stored dates as wall-clock values and zoned ones as moments', () => {
    expect(readDateTime('2024-03-15 09:30:00')).to.deep.equal({ day: '2024-03-15', time: '09:30' });
    expect(readDateTime('2024-03-15')).to.deep.equal({ day: '2024-03-15', time: null });
    expect(readDateTime('2024-03-15T23:10')).to.deep.equal({ day: '2024-03-15', time: '23:10' });
    const moment = new Date('2024-03-10T23:30:00Z');
    expect(readDateTime('2024-03-10T23:30:00+00:00')?.day).to.equal(dayKey(moment));
    expect(readDateTime('2024-02-31')).to.equal(null);
    expect(readDateTime('soon')).to.equal(null);
    expect(readDateTime(null)).to.equal(null);
    expect(readTime('18:05:00')).to.equal('18:05');
    expect(readTime('6pm')).to.equal(null);
  });

  it('builds whole weeks from the locale’s first weekday, Monday when it does not say', () => {
    expect(firstDayOfWeek('en-US')).to.equal(0);
    expect(firstDayOfWeek('de-DE')).to.equal(1);
    expect(firstDayOfWeek('not a locale')).to.equal(1);
    // February 2021 starts on a Monday and has 28 days: exactly four Monday weeks.
    const february = monthGrid({ year: 2021, month: 1 }, 1);
    expect(february).to.have.length(4);
    expect([february[0]![0], february[3]![6]]).to.deep.equal(['2021-02-01', '2021-02-28']);
    // March 2024 from Sunday: Feb 25 to Apr 6, six weeks.
    const march = monthGrid({ year: 2024, month: 2 }, 0);
    expect(march).to.have.length(6);
    expect([march[0]![0], march[5]![6]]).to.deep.equal(['2024-02-25', '2024-04-06']);
    expect(march.every((week) => week.length === 7)).to.equal(true);
  });

  it('chooses its date fields from the options and filters whole days', () => {
    const readable = Object.values(events.fields);
    const datetime = dateSource(readable, {})!;
    expect(datetime.kind).to.equal('datetime');
    expect(rangeFilter(datetime, '2024-02-25', '2024-04-06')).to.deep.equal({
      field: 'starts_at',
      operator: 'between',
      value: '2024-02-25 00:00:00,2024-04-06 23:59:59',
    });
    const pair = dateSource(readable, { datetime: null, date: 'day', time: 'at' })!;
    expect(pair.kind === 'date' && [pair.date.field, pair.time?.field]).to.deep.equal([
      'day',
      'at',
    ]);
    expect(rangeFilter(pair, '2024-02-25', '2024-04-06').value).to.equal('2024-02-25,2024-04-06');
    expect(dateSource(readable, { datetime: null, date: null })).to.equal(null);
    // Template fields: relational ones expanded, unknown ones left out and reported.
    expect(templateRequestFields('{{venue.name}}: {{name}} {{nope}}', readable)).to.deep.equal([
      'venue.*',
      'name',
    ]);
    expect(unknownTemplateFields('{{name}} {{nope.x}}', readable)).to.deep.equal(['nope']);
  });

  it('places items on their days, month boundaries included, and asks only for those days', async () => {
    api = stubApi({ 'GET alpha/items/events': { body: { data: shown, meta: {} } } });
    const root = await render(
      props({ search: 'fest', filters: [{ field: 'name', operator: 'contains', value: 'a' }] }),
    );
    await waitFor(() => cell(root, '2024-03-15')?.querySelector('a'), 'the placed items');

    const query = lastQuery();
    expect(query.get('filter[starts_at][between]')).to.equal(
      '2024-02-25 00:00:00,2024-04-06 23:59:59',
    );
    expect(query.get('filter[name][contains]')).to.equal('a');
    expect(query.get('q')).to.equal('fest');
    expect(query.get('sort')).to.equal('starts_at');
    expect(query.get('fields')).to.equal('id,starts_at,name');

    expect(root.querySelector('h2')?.textContent).to.equal('March 2024');
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const launch = cell(root, '2024-03-15');
    expect(links(launch)).to.deep.equal(['9:30 AMLaunch <b>party</b>']);
    expect(launch.querySelector('b')).to.equal(null);
    expect(launch.querySelector('a')?.getAttribute('href')).to.equal(
      '#/alpha/collections/events/1',
    );
    expect(cell(root, '2024-02-29').classList.contains('cms-calendar__day--other-month')).to.equal(
      true,
    );
    expect(links(cell(root, '2024-02-29'))).to.deep.equal(['11:59 PMLeap']);
    expect(links(cell(root, '2024-04-01'))).to.deep.equal(['12:00 AMFools']);
    expect(links(cell(root, '2024-03-01'))).to.deep.equal([]);
    expect(root.textContent).to.not.contain('No date');
  });

  it('places a date + time pair, and asks for both fields', async () => {
    api = stubApi({
      'GET alpha/items/events': {
        body: {
          data: [
            { id: 9, name: 'Late', day: '2024-03-31', at: '18:05:00' },
            { id: 10, name: 'Early', day: '2024-03-31', at: '07:00:00' },
            { id: 11, name: 'All day', day: '2024-03-31', at: null },
          ],
          meta: {},
        },
      },
    });
    const root = await render(
      props({ viewOptions: { datetime: null, date: 'day', time: 'at', title: '{{name}}!' } }),
    );
    await waitFor(() => cell(root, '2024-03-31')?.querySelector('a'), 'the placed items');
    expect(lastQuery().get('filter[day][between]')).to.equal('2024-02-25,2024-04-06');
    expect(lastQuery().get('sort')).to.equal('day,at');
    expect(links(cell(root, '2024-03-31'))).to.deep.equal([
      'All day!',
      '7:00 AMEarly!',
      '6:05 PMLate!',
    ]);
  });

  it('lists a full day in a dialog that takes the focus and gives it back', async () => {
    api = stubApi({ 'GET alpha/items/events': { body: { data: shown, meta: {} } } });
    const root = await render(props());
    const busy = await waitFor(() => {
      const day = cell(root, '2024-03-20');
      return day?.querySelector('a') ? day : null;
    }, 'the busy day');
    expect(links(busy)).to.have.length(3);
    const more = busy.querySelector<HTMLButtonElement>('.cms-calendar__more')!;
    expect(more.textContent).to.equal('1 more');
    const opener = busy.querySelector<HTMLButtonElement>('.cms-calendar__day-number')!;
    expect(opener.getAttribute('aria-label')).to.equal('Wednesday, March 20, 2024, 4 items');

    opener.focus();
    await click(opener);
    const dialog = root.querySelector<HTMLDialogElement>('dialog[open]')!;
    expect(dialog.querySelector('h2')?.textContent).to.equal('Wednesday, March 20, 2024');
    expect(links(dialog)).to.deep.equal([
      '2:00 PMBusy 4',
      '3:00 PMBusy 5',
      '4:00 PMBusy 6',
      '5:00 PMBusy 7',
    ]);
    expect(dialog.contains(document.activeElement)).to.equal(true);

    await act(async () => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(root.querySelector('dialog[open]')).to.equal(null);
    expect(document.activeElement).to.equal(opener);

    // An item in the dialog opens its edit page.
    await click(more);
    await click(root.querySelector('dialog[open] a')!);
    expect(router.$route.get()?.path).to.equal('/alpha/collections/events/4');
    expect(root.querySelector('dialog[open]')).to.equal(null);
  });

  it('goes to the previous, next and current month, asking for each range', async () => {
    $config.setKey('locale', 'en-GB');
    api = stubApi({ 'GET alpha/items/events': { body: { data: [], meta: {} } } });
    const root = await render(props());
    await waitFor(() => api!.calls.length > 0, 'the first query');
    // en-GB weeks start on Monday: March 2024 runs from Feb 26 to Mar 31, five weeks.
    expect(lastQuery().get('filter[starts_at][between]')).to.equal(
      '2024-02-26 00:00:00,2024-03-31 23:59:59',
    );
    expect(root.querySelector('th')?.textContent).to.equal('Mon');

    await click(root.querySelector('[aria-label="Next month"]')!);
    expect(root.querySelector('h2')?.textContent).to.equal('April 2024');
    await waitFor(
      () => lastQuery().get('filter[starts_at][between]')?.startsWith('2024-04-01'),
      'the April query',
    );
    expect(lastQuery().get('filter[starts_at][between]')).to.equal(
      '2024-04-01 00:00:00,2024-05-05 23:59:59',
    );
    await click(root.querySelector('[aria-label="Previous month"]')!);
    await click(root.querySelector('[aria-label="Previous month"]')!);
    expect(root.querySelector('h2')?.textContent).to.equal('February 2024');
    expect($calendarMonths.get().events).to.equal('2024-02');

    const today = new Date();
    await click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Today')!);
    const current = root.querySelector(`td[data-day="${dayKey(today)}"]`)!;
    expect(current.getAttribute('aria-current')).to.equal('date');
  });

  it('asks for the next page until the range is complete', async () => {
    const many = Array.from({ length: 500 }, (_, index) => ({
      id: index + 100,
      name: `Item ${index}`,
      starts_at: '2024-03-05 08:00:00',
    }));
    api = stubApi({
      'GET alpha/items/events': (call) => ({
        body: {
          data: call.query.get('offset') === '0' ? many : [shown[0]],
          meta: { filter_count: 501 },
        },
      }),
    });
    const root = await render(props());
    await waitFor(() => cell(root, '2024-03-15')?.querySelector('a'), 'the second page');
    expect(
      api.callsTo('GET alpha/items/events').map((call) => call.query.get('offset')),
    ).to.deep.equal(['0', '500']);
    expect(cell(root, '2024-03-05').querySelector('.cms-calendar__more')?.textContent).to.equal(
      '497 more',
    );
  });

  it('offers a datetime field, or a date and a time field, and checks the title template', async () => {
    const changes: Record<string, unknown>[] = [];
    const Options = getLayout('calendar')!.options!;
    const optionsProps = (viewOptions: Record<string, unknown>) =>
      props({ viewOptions, onViewOptionsChange: (next) => changes.push(next) });
    mounted = await mount(createElement(Options, optionsProps({})));
    const root = mounted.container;
    const labels = () => [...root.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels()).to.deep.equal(['Date and time field', 'Title template']);
    const datetime = root.querySelector<HTMLElement>('button[role="combobox"]')!;
    expect(datetime.textContent).to.equal('Starts At');
    await pick(datetime, '');
    expect(changes.at(-1)).to.deep.equal({ datetime: null });

    await mounted.rerender(
      createElement(Options, optionsProps({ datetime: null, title: '{{name}} {{nope}}' })),
    );
    expect(labels()).to.deep.equal([
      'Date and time field',
      'Date field',
      'Time field',
      'Title template',
    ]);
    const [, date, time] = [...root.querySelectorAll('button[role="combobox"]')];
    expect([date!.textContent, time!.textContent]).to.deep.equal(['Day', 'At']);
    const template = root.querySelector<HTMLInputElement>('input')!;
    expect(template.getAttribute('aria-invalid')).to.equal('true');
    expect(root.textContent).to.contain('Not a field of this collection, shown empty: nope');
    await typeText(template, '{{name}}');
    expect(changes.at(-1)).to.deep.equal({ datetime: null, title: '{{name}}' });
  });

  it('says so when the collection has no date field to place items by', async () => {
    api = stubApi({});
    const root = await render(props({ viewOptions: { datetime: null, date: null } }));
    expect(root.textContent).to.contain('No date field');
    expect(api.calls).to.have.length(0);
  });

  it('keeps a long title inside its day: the chip ends in an ellipsis at the cell edge', async () => {
    adoptAdminStyles();
    const long = {
      id: 30,
      name: 'A very long event name that would otherwise run across the following days',
      starts_at: '2024-03-13 10:00:00',
    };
    api = stubApi({ 'GET alpha/items/events': { body: { data: [long], meta: {} } } });
    const root = await render(props());
    root.style.width = '700px';
    const chip = await waitFor(
      () => cell(root, '2024-03-13')?.querySelector<HTMLElement>('.cms-calendar__item'),
      'the chip',
    );
    const day = cell(root, '2024-03-13').getBoundingClientRect();
    const next = cell(root, '2024-03-14').getBoundingClientRect();
    const box = chip.getBoundingClientRect();
    expect(box.right, 'the chip stays in its day').to.be.at.most(day.right);
    expect(box.right).to.be.lessThan(next.left + 1);
    expect(chip.scrollWidth, 'the title is cut, not wrapped').to.be.greaterThan(chip.clientWidth);
    expect(getComputedStyle(chip).textOverflow).to.equal('ellipsis');
  });

  it('goes to a month and year picked in its month field', async () => {
    $config.setKey('locale', 'en-US');
    api = stubApi({ 'GET alpha/items/events': { body: { data: [], meta: {} } } });
    const root = await render(props());
    const picker = root.querySelector<HTMLInputElement>('input[type="month"]')!;
    expect(picker.labels?.[0]?.textContent).to.equal('Month');
    expect(picker.value).to.equal('2024-03');
    await typeText(picker, '2021-11');
    expect(root.querySelector('h2')?.textContent).to.equal('November 2021');
    expect($calendarMonths.get().events).to.equal('2021-11');
    await waitFor(
      () => lastQuery().get('filter[starts_at][between]')?.startsWith('2021-10-31'),
      'the November 2021 query',
    );
    // An unfinished or empty value changes nothing.
    await typeText(picker, '');
    expect(root.querySelector('h2')?.textContent).to.equal('November 2021');
  });

  it('jumps to the nearest items before or after the month, asking for one item each way', async () => {
    $config.setKey('locale', 'en-US');
    api = stubApi({
      'GET alpha/items/events': (call) => {
        const before = call.query.get('filter[starts_at][lt]');
        const after = call.query.get('filter[starts_at][gt]');
        if (before) return { body: { data: [{ starts_at: '2023-07-04 12:00:00' }], meta: {} } };
        if (after) return { body: { data: [{ starts_at: '2025-01-09 08:00:00' }], meta: {} } };
        return { body: { data: [], meta: {} } };
      },
    });
    const root = await render(props({ search: 'fest' }));
    await waitFor(() => root.querySelector('.cms-calendar__empty'), 'the empty-month hint');
    expect(root.querySelector('.cms-calendar__empty')?.textContent).to.contain(
      'No items in March 2024',
    );

    await click(buttonNamed(root, 'Earlier items')!);
    await waitFor(() => root.querySelector('h2')?.textContent === 'July 2023', 'July 2023');
    const before = api!.calls.find((call) => call.query.has('filter[starts_at][lt]'))!;
    expect(before.query.get('filter[starts_at][lt]')).to.equal('2024-02-25 00:00:00');
    expect(before.query.get('sort')).to.equal('-starts_at');
    expect(before.query.get('limit')).to.equal('1');
    expect(before.query.get('q')).to.equal('fest');

    await click(buttonNamed(root, 'Later items')!);
    await waitFor(() => root.querySelector('h2')?.textContent === 'January 2025', 'January 2025');
    const after = api!.calls.find((call) => call.query.has('filter[starts_at][gt]'))!;
    expect(after.query.get('filter[starts_at][gt]')).to.equal('2023-08-05 23:59:59');
    expect(after.query.get('sort')).to.equal('starts_at');

    // From an empty month, "nearest" asks both ways and goes to the closer one.
    $calendarMonths.setKey('events', '2024-12');
    await waitFor(() => root.querySelector('h2')?.textContent === 'December 2024', 'December');
    await waitFor(() => buttonNamed(root, 'Go to the nearest items'), 'the nearest button');
    await click(buttonNamed(root, 'Go to the nearest items')!);
    await waitFor(() => root.querySelector('h2')?.textContent === 'January 2025', 'the closer');
  });

  it('says when there are no items further that way', async () => {
    api = stubApi({ 'GET alpha/items/events': { body: { data: [], meta: {} } } });
    const root = await render(props());
    await click(buttonNamed(root, 'Later items')!);
    await waitFor(
      () => root.querySelector('[role="status"]')?.textContent?.includes('No later items'),
      'the answer',
    );
    expect(root.querySelector('h2')?.textContent).to.equal('March 2024');
  });

  it("titles items by the collection's display template when the layout sets none", async () => {
    $config.setKey('locale', 'en-US');
    api = stubApi({ 'GET alpha/items/events': { body: { data: shown, meta: {} } } });
    const root = await render(props({ collection: { ...events, display_template: '[{{name}}]' } }));
    await waitFor(() => cell(root, '2024-03-15')?.querySelector('a'), 'the placed items');
    expect(links(cell(root, '2024-03-15'))).to.deep.equal(['9:30 AM[Launch <b>party</b>]']);
  });
});
