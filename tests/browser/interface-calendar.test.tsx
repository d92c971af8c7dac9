// The calendar interface: the month grid inline in the form. Its value, choosing with clicks and
// real key presses (WAI-ARIA date grid keys), month and year buttons, Today and Clear, min/max,
// read-only, the locale's month and weekday names and first weekday, and the display.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act } from 'react';
import '../../src/interfaces/index.js';
import { changeLocale } from '../../src/i18n/change-locale.js';
import { dayForKey } from '../../src/interfaces/calendar/grid-keys.js';
import { weekStartByRegion, weekStartOf } from '../../src/interfaces/calendar/week-start.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { dayKey } from '../../src/layouts/calendar/calendar-dates.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import {
  mountDisplay,
  mountInFormField,
  mountInterface,
  pressKey,
} from './fixtures/item-harness/interface-under-test.js';
import { buttonNamed, click, type Mounted } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];

async function focusOn(element: HTMLElement | null) {
  await act(async () => element?.focus());
}

/** Switches the admin's language the way the locale store does (screens re-render). */
/** Switches the admin's language the way the app does: its strings load, then it applies. */
async function setLocale(locale: string) {
  await act(async () => {
    await changeLocale(locale);
  });
}

async function render(options: Record<string, unknown>, initial: unknown, readonly = false) {
  const result = await mountInterface(
    fieldOf('day', 'date', 'calendar', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const { container } = result;
  const cell = (day: string) => container.querySelector<HTMLElement>(`[data-day="${day}"]`);
  const title = () => container.querySelector('.cms-date-grid__title')?.textContent;
  const focused = () => (document.activeElement as HTMLElement | null)?.dataset.day;
  const selected = () =>
    [...container.querySelectorAll<HTMLElement>('[aria-selected="true"]')].map(
      (one) => one.dataset.day,
    );
  return { ...result, cell, title, focused, selected };
}

async function display(options: Record<string, unknown>, value: unknown) {
  const field = fieldOf('day', 'date', 'calendar', { options });
  const shown = await mountDisplay(field, value);
  mounted.push(shown);
  return shown.container.textContent;
}

describe('calendar interface', () => {
  before(() => adoptAdminStyles());
  afterEach(async () => {
    for (const one of mounted.splice(0)) one.unmount();
    await setLocale('en-US');
  });

  it('is its own interface for date fields, with the v8 option keys', () => {
    const definition = getInterface('calendar') as InterfaceDefinition;
    expect(definition.id).to.equal('calendar');
    expect(definition.types).to.deep.equal(['date']);
    expect(definition.options?.map((option) => option.name)).to.deep.equal([
      'min',
      'max',
      'formatting',
    ]);
  });

  it('shows the stored day chosen in its month, weeks from Sunday in en-US', async () => {
    const { title, selected, cell, container } = await render({}, '2024-05-15');
    expect(title()).to.equal('May 2024');
    expect(selected()).to.deep.equal(['2024-05-15']);
    expect(cell('2024-05-15')?.getAttribute('aria-label')).to.equal('Wednesday, May 15, 2024');
    expect(cell('2024-05-15')?.tabIndex).to.equal(0);
    expect(container.querySelector('.cms-calendar-input__chosen')?.textContent).to.equal(
      'Chosen: May 15, 2024',
    );
    const heads = [...container.querySelectorAll('th')].map((th) => th.textContent);
    expect(heads).to.deep.equal(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // Six weeks always: April 28 to June 8.
    expect(container.querySelectorAll('tbody tr').length).to.equal(6);
    expect(cell('2024-04-28')?.dataset.outside).to.equal('true');
    expect(cell('2024-06-08') !== null).to.equal(true);
  });

  it('a click chooses a day, stored as YYYY-MM-DD', async () => {
    const { cell, reports, selected, container } = await render({}, null);
    expect(container.textContent).to.contain('No date chosen');
    const today = new Date();
    const target = dayKey(new Date(today.getFullYear(), today.getMonth(), 10));
    await click(cell(target) as HTMLElement);
    expect(reports).to.deep.equal([target]);
    expect(selected()).to.deep.equal([target]);
  });

  it('the grid keys move the focused day; Enter and Space choose it (real key presses)', async () => {
    const { cell, reports, focused, title } = await render({}, '2024-05-15');
    await focusOn(cell('2024-05-15'));
    await pressKey('ArrowRight');
    expect(focused()).to.equal('2024-05-16');
    await pressKey('ArrowDown');
    expect(focused()).to.equal('2024-05-23');
    await pressKey('ArrowLeft');
    await pressKey('ArrowUp');
    expect(focused()).to.equal('2024-05-15');
    await pressKey('Home');
    expect(focused(), 'the Sunday of the week').to.equal('2024-05-12');
    await pressKey('End');
    expect(focused()).to.equal('2024-05-18');
    await pressKey('PageDown');
    expect(focused()).to.equal('2024-06-18');
    expect(title()).to.equal('June 2024');
    await act(async () => {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'PageUp' });
      await sendKeys({ up: 'Shift' });
    });
    expect(focused()).to.equal('2023-06-18');
    await pressKey('PageUp');
    expect(focused()).to.equal('2023-05-18');
    expect(reports, 'moving chooses nothing').to.deep.equal([]);
    await pressKey('Enter');
    expect(reports).to.deep.equal(['2023-05-18']);
    await pressKey('ArrowRight');
    await pressKey('Space');
    expect(reports.at(-1)).to.equal('2023-05-19');
    expect(focused()).to.equal('2023-05-19');
  });

  it('a month ends on its last day when PageDown leaves a longer one', () => {
    expect(dayForKey({ key: 'PageDown', shiftKey: false }, '2024-01-31', 1, false)).to.equal(
      '2024-02-29',
    );
    expect(dayForKey({ key: 'PageUp', shiftKey: true }, '2024-02-29', 1, false)).to.equal(
      '2023-02-28',
    );
    expect(dayForKey({ key: 'ArrowLeft', shiftKey: false }, '2024-03-01', 1, true)).to.equal(
      '2024-03-02',
      'mirrored in right-to-left text',
    );
    expect(dayForKey({ key: 'Home', shiftKey: false }, '2024-05-15', 1, false)).to.equal(
      '2024-05-13',
      'Monday-first weeks',
    );
    expect(dayForKey({ key: 'a', shiftKey: false }, '2024-05-15', 1, false)).to.equal(null);
  });

  it('month and year buttons, Today and Clear', async () => {
    const { container, title, reports } = await render({}, '2024-05-15');
    await click(container.querySelector('[aria-label="Next month"]') as HTMLElement);
    expect(title()).to.equal('June 2024');
    await click(container.querySelector('[aria-label="Previous year"]') as HTMLElement);
    expect(title()).to.equal('June 2023');
    await click(container.querySelector('[aria-label="Next year"]') as HTMLElement);
    await click(container.querySelector('[aria-label="Previous month"]') as HTMLElement);
    expect(title()).to.equal('May 2024');
    expect(reports).to.deep.equal([]);
    await click(buttonNamed(container, 'Today') as HTMLButtonElement);
    expect(reports).to.deep.equal([dayKey(new Date())]);
    await click(buttonNamed(container, 'Clear') as HTMLButtonElement);
    expect(reports.at(-1)).to.equal(null);
    expect(buttonNamed(container, 'Clear') === null, 'nothing left to clear').to.equal(true);
  });

  it('min and max: days outside are disabled and cannot be chosen', async () => {
    const { cell, reports, container } = await render(
      { min: '2024-05-10', max: '2024-05-20 12:00:00' },
      '2024-05-15',
    );
    expect(cell('2024-05-09')?.getAttribute('aria-disabled')).to.equal('true');
    expect(cell('2024-05-21')?.getAttribute('aria-disabled')).to.equal('true');
    expect(cell('2024-05-10')?.hasAttribute('aria-disabled')).to.equal(false);
    expect(cell('2024-05-20')?.hasAttribute('aria-disabled')).to.equal(false);
    await click(cell('2024-05-09') as HTMLElement);
    expect(reports).to.deep.equal([]);
    await focusOn(cell('2024-05-20'));
    await pressKey('ArrowRight');
    await pressKey('Enter');
    expect(reports, 'Enter on a day past max').to.deep.equal([]);
    await click(cell('2024-05-20') as HTMLElement);
    expect(reports).to.deep.equal(['2024-05-20']);
    // Today (2026 or later) is past max.
    expect((buttonNamed(container, 'Today') as HTMLButtonElement).disabled).to.equal(true);
    const disabled = cell('2024-05-21') as HTMLElement;
    expect(getComputedStyle(disabled).cursor).to.equal('not-allowed');
  });

  it('read-only: the day shows, months can be browsed, nothing is chosen', async () => {
    const { cell, reports, container, title, selected } = await render({}, '2024-05-15', true);
    expect(selected()).to.deep.equal(['2024-05-15']);
    expect(container.querySelector('[role="grid"]')?.getAttribute('aria-readonly')).to.equal(
      'true',
    );
    expect(buttonNamed(container, 'Today') === null, 'no Today').to.equal(true);
    expect(buttonNamed(container, 'Clear') === null, 'no Clear').to.equal(true);
    await click(cell('2024-05-16') as HTMLElement);
    await focusOn(cell('2024-05-16'));
    await pressKey('Enter');
    expect(reports).to.deep.equal([]);
    await pressKey('PageDown');
    expect(title()).to.equal('June 2024');
  });

  it('month and weekday names from Intl in the active language, weeks from its first day', async () => {
    await setLocale('de-DE');
    const { title, container, cell } = await render({}, '2024-05-15');
    expect(title()).to.equal('Mai 2024');
    const heads = [...container.querySelectorAll('th')].map((th) => th.textContent);
    expect(heads[0]).to.equal('Mo');
    expect(container.querySelector('th')?.getAttribute('abbr')).to.equal('Montag');
    expect(cell('2024-05-15')?.getAttribute('aria-label')).to.equal('Mittwoch, 15. Mai 2024');
  });

  it('first weekday: Intl week info, else the region (Sunday, Saturday, Monday)', () => {
    expect(weekStartOf('en-US')).to.equal(0);
    expect(weekStartOf('de-DE')).to.equal(1);
    expect(weekStartOf('en-GB')).to.equal(1);
    expect(weekStartByRegion('en-US')).to.equal(0);
    expect(weekStartByRegion('ja')).to.equal(0);
    expect(weekStartByRegion('fa-AF')).to.equal(6);
    expect(weekStartByRegion('de')).to.equal(1);
    expect(weekStartByRegion('not a locale')).to.equal(1);
  });

  it('the display: the date in the language, or as stored with formatting off', async () => {
    expect(await display({}, '2024-05-01')).to.equal('May 1, 2024');
    expect(await display({ formatting: true }, '2024-05-01')).to.equal('May 1, 2024');
    expect(await display({ formatting: false }, '2024-05-01')).to.equal('2024-05-01');
    expect(await display({}, null)).to.equal('');
    expect(await display({}, '<img src=x onerror=alert(1)>')).to.equal(
      '<img src=x onerror=alert(1)>',
    );
    await setLocale('de-DE');
    expect(await display({}, '2024-05-01')).to.equal('1. Mai 2024');
  });

  it("in the item form, the calendar is named by the field's label", async () => {
    const shown = await mountInFormField(fieldOf('day', 'date', 'calendar'), '2024-05-15');
    mounted.push(shown);
    const group = shown.container.querySelector('[role="group"]') as HTMLElement;
    const labelId = group.getAttribute('aria-labelledby') ?? '';
    expect(shown.container.querySelector(`[id="${labelId}"]`)?.textContent).to.equal('Day');
  });
});
