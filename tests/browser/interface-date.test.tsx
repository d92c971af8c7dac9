// The date interface: a text box that takes a typed date (the locale's order, ISO, month names)
// and a button opening the calendar grid in a popover. Typing with real key presses, the errors
// for text that is no date and for min/max, the popover's focus, Escape and outside click,
// read-only, the options, and the display with its relative time.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { act } from 'react';
import '../../src/interfaces/index.js';
import { changeLocale } from '../../src/i18n/change-locale.js';
import { addDays, today } from '../../src/interfaces/calendar/day-math.js';
import { parseTypedDate, typedDateText } from '../../src/interfaces/date/typed-date.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
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

/** Switches the admin's language the way the app does: its strings load, then it applies. */
async function setLocale(locale: string) {
  await act(async () => {
    await changeLocale(locale);
  });
}

async function render(options: Record<string, unknown>, initial: unknown, readonly = false) {
  const result = await mountInterface(
    fieldOf('due', 'date', 'date', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const { container } = result;
  const input = container.querySelector('input') as HTMLInputElement;
  const opener = () => container.querySelector<HTMLButtonElement>('.cms-date-input__open');
  const popover = () => container.querySelector<HTMLElement>('.cms-popover');
  /** Whether the popover is open (a boolean: a failing assertion on the element itself makes chai
   * print React's internals, which can take the browser down). */
  const isOpen = () => popover() !== null;
  const problem = () => container.querySelector('.cms-form-field__problem')?.textContent ?? null;
  return { ...result, input, opener, popover, isOpen, problem };
}

/** Selects the box's text and types over it key by key, as a user does ('' deletes it). */
async function retype(input: HTMLInputElement, text: string) {
  await act(async () => input.focus());
  await act(async () => {
    input.select();
    await sendKeys(text ? { type: text } : { press: 'Backspace' });
  });
}

async function display(options: Record<string, unknown>, value: unknown) {
  const field = fieldOf('due', 'date', 'date', { options });
  const shown = await mountDisplay(field, value);
  mounted.push(shown);
  return shown.container.textContent;
}

describe('date interface', () => {
  before(() => adoptAdminStyles());
  afterEach(async () => {
    for (const one of mounted.splice(0)) one.unmount();
    await setLocale('en-US');
  });

  it('is its own interface for date fields, with the v8 options and defaults', () => {
    const definition = getInterface('date') as InterfaceDefinition;
    expect(definition.id).to.equal('date');
    expect(definition.types).to.deep.equal(['date']);
    expect(
      Object.fromEntries((definition.options ?? []).map((option) => [option.name, option.default])),
    ).to.deep.equal({
      min: undefined,
      max: undefined,
      localized: true,
      showRelative: true,
      iconLeft: undefined,
      iconRight: undefined,
    });
    const advanced = definition.options?.filter((option) => option.advanced).map((o) => o.name);
    expect(advanced).to.deep.equal(['iconLeft', 'iconRight']);
    expect(getInterface('datetime')?.aliases ?? []).to.not.include('date');
  });

  it("shows the value the locale's way (or ISO), with the shape to type as placeholder", async () => {
    const { input } = await render({}, '2024-05-01');
    expect(input.value).to.equal('05/01/2024');
    expect(input.placeholder).to.equal('MM/DD/YYYY');
    const iso = await render({ localized: false }, '2024-05-01');
    expect(iso.input.value).to.equal('2024-05-01');
    expect(iso.input.placeholder).to.equal('YYYY-MM-DD');
    await setLocale('de-DE');
    const german = await render({}, '2024-05-01');
    expect(german.input.value).to.equal('01.05.2024');
    expect(german.input.placeholder).to.equal('TT.MM.JJJJ');
  });

  it('typing stages a whole date; Enter tidies the text; emptying clears (real key presses)', async () => {
    const { input, reports, problem } = await render({}, '2024-05-01');
    await retype(input, '12/24/2024');
    expect(reports.at(-1)).to.equal('2024-12-24');
    await retype(input, '2025-1-2');
    expect(reports.at(-1)).to.equal('2025-01-02');
    await retype(input, 'march 3 2026');
    expect(reports.at(-1)).to.equal('2026-03-03');
    await pressKey('Enter');
    expect(input.value).to.equal('03/03/2026');
    await retype(input, '7/4/25');
    expect(reports.at(-1), 'a two-digit year waits for Enter or leaving').to.equal('2026-03-03');
    await pressKey('Enter');
    expect(reports.at(-1)).to.equal('2025-07-04');
    await retype(input, '');
    expect(reports.at(-1)).to.equal(null);
    expect(problem()).to.equal(null);
  });

  it('text that is no date: a clear error at the field, nothing staged', async () => {
    const { input, reports, problem } = await render({}, '2024-05-01');
    await retype(input, '13/45/2024');
    await pressKey('Enter');
    expect(reports).to.deep.equal([]);
    expect(problem()).to.equal(
      'This is not a date. Type it as MM/DD/YYYY or pick it from the calendar.',
    );
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(
      document.querySelector('.cms-form-field__problem')?.id,
    );
    expect(input.value, 'the text stays to be corrected').to.equal('13/45/2024');
    await retype(input, '<b>soon</b>');
    await pressKey('Tab');
    expect(reports).to.deep.equal([]);
    expect(problem()).to.contain('This is not a date.');
    await retype(input, '2/29/2024');
    expect(reports).to.deep.equal(['2024-02-29']);
    expect(problem()).to.equal(null);
  });

  it('min and max: a date outside is refused with a message', async () => {
    const { input, reports, problem, opener, popover } = await render(
      { min: '2024-05-10', max: '2024-05-20' },
      '2024-05-15',
    );
    await retype(input, '5/9/2024');
    await pressKey('Enter');
    expect(problem()).to.equal('Choose May 10, 2024 or a later date.');
    await retype(input, '2024-05-21');
    await pressKey('Enter');
    expect(problem()).to.equal('Choose May 20, 2024 or an earlier date.');
    expect(reports).to.deep.equal([]);
    await retype(input, '2024-05-20');
    expect(reports).to.deep.equal(['2024-05-20']);
    await click(opener() as HTMLButtonElement);
    const outside = popover()?.querySelector('[data-day="2024-05-21"]') as HTMLElement;
    expect(outside.getAttribute('aria-disabled')).to.equal('true');
    await click(outside);
    expect(reports).to.deep.equal(['2024-05-20']);
  });

  it('the calendar button: the grid in a popover, the focus in it, Enter chooses and closes', async () => {
    const { input, opener, popover, isOpen, reports } = await render({}, '2024-05-15');
    const button = opener() as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).to.equal('Choose a date from the calendar');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await click(button);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(popover()?.matches(':popover-open')).to.equal(true);
    expect(popover()?.getAttribute('role')).to.equal('dialog');
    expect((document.activeElement as HTMLElement).dataset.day).to.equal('2024-05-15');
    await pressKey('ArrowRight');
    await pressKey('ArrowDown');
    await pressKey('Enter');
    expect(reports).to.deep.equal(['2024-05-23']);
    expect(isOpen(), 'closed').to.equal(false);
    expect(input.value).to.equal('05/23/2024');
    expect(document.activeElement === button, 'the focus is back on the button').to.equal(true);
  });

  it('Escape closes the popover and returns the focus; so does a click outside', async () => {
    const { opener, isOpen, reports, container } = await render({}, null);
    const button = opener() as HTMLButtonElement;
    await click(button);
    expect((document.activeElement as HTMLElement).dataset.day).to.equal(today());
    await pressKey('Escape');
    expect(isOpen(), 'closed').to.equal(false);
    expect(document.activeElement === button, 'the focus is back on the button').to.equal(true);

    await click(button);
    expect(isOpen()).to.equal(true);
    // A real click on the field's label, outside the box and its popover.
    const label = (container.querySelector('label') as HTMLElement).getBoundingClientRect();
    await act(async () => {
      await sendMouse({
        type: 'click',
        position: [Math.round(label.x + 2), Math.round(label.y + 2)],
      });
    });
    await resetMouse();
    expect(isOpen(), 'closed').to.equal(false);
    expect(reports).to.deep.equal([]);
  });

  it('Today and Clear in the popover', async () => {
    const { opener, popover, reports, input } = await render({}, '2024-05-15');
    await click(opener() as HTMLButtonElement);
    await click(buttonNamed(popover() as HTMLElement, 'Clear') as HTMLButtonElement);
    expect(reports).to.deep.equal([null]);
    expect(input.value).to.equal('');
    await click(opener() as HTMLButtonElement);
    await click(buttonNamed(popover() as HTMLElement, 'Today') as HTMLButtonElement);
    expect(reports.at(-1)).to.equal(today());
  });

  it('read-only: the date as text, no calendar button, typing changes nothing', async () => {
    const { input, opener, reports } = await render({}, '2024-05-01', true);
    expect(input.readOnly).to.equal(true);
    expect(input.value).to.equal('05/01/2024');
    expect(opener() === null, 'no calendar button').to.equal(true);
    await act(async () => input.focus());
    await act(async () => {
      await sendKeys({ type: '1' });
    });
    await pressKey('Tab');
    expect(reports).to.deep.equal([]);
  });

  it('iconLeft and iconRight show next to the text', async () => {
    const { container } = await render({ iconLeft: 'event', iconRight: 'alarm' }, null);
    expect(container.querySelectorAll('.cms-date-input__icon').length).to.equal(2);
  });

  it('reads typed dates leniently: the locale order, ISO, month and weekday names', () => {
    expect(parseTypedDate('5/1/2024', 'en-US')).to.equal('2024-05-01');
    expect(parseTypedDate(' 2024-05-01 ', 'en-US')).to.equal('2024-05-01');
    expect(parseTypedDate('2024/5/1', 'de-DE')).to.equal('2024-05-01');
    expect(parseTypedDate('May 1, 2024', 'en-US')).to.equal('2024-05-01');
    expect(parseTypedDate('Wednesday, May 1, 2024', 'en-US')).to.equal('2024-05-01');
    expect(parseTypedDate('1 may 24', 'en-US')).to.equal('2024-05-01');
    expect(parseTypedDate('01/05/2024', 'en-GB')).to.equal('2024-05-01');
    expect(parseTypedDate('1.5.2024', 'de-DE')).to.equal('2024-05-01');
    expect(parseTypedDate('1. Mai 2024', 'de-DE')).to.equal('2024-05-01');
    expect(parseTypedDate('1 de mayo de 2024', 'es-ES')).to.equal('2024-05-01');
    expect(parseTypedDate('2024年5月1日', 'ja-JP')).to.equal('2024-05-01');
    expect(parseTypedDate('2024-02-30', 'en-US'), 'no 30 February').to.equal(null);
    expect(parseTypedDate('5/1', 'en-US'), 'no year').to.equal(null);
    expect(parseTypedDate('soon', 'en-US')).to.equal(null);
    expect(parseTypedDate('<script>1/2/2024', 'en-US')).to.equal(null);
    expect(typedDateText('2024-05-01', 'de-DE', true)).to.equal('01.05.2024');
    expect(typedDateText('2024-05-01', 'de-DE', false)).to.equal('2024-05-01');
  });

  it('in German the grid names the months in German and weeks start on Monday', async () => {
    await setLocale('de-DE');
    const { opener, popover, input, reports } = await render({}, '2024-05-15');
    await retype(input, '1. Juni 2024');
    expect(reports.at(-1)).to.equal('2024-06-01');
    await click(opener() as HTMLButtonElement);
    expect(popover()?.querySelector('.cms-date-grid__title')?.textContent).to.equal('Juni 2024');
    expect(popover()?.querySelector('th')?.getAttribute('abbr')).to.equal('Montag');
  });

  it('the display: the date in the language and how far it is from today', async () => {
    expect(await display({ showRelative: false }, '2024-05-01')).to.equal('May 1, 2024');
    expect(await display({ showRelative: false, localized: false }, '2024-05-01')).to.equal(
      '2024-05-01',
    );
    const inThree = addDays(today(), 3);
    expect(await display({}, inThree)).to.match(/^\w{3} \d{1,2}, \d{4} \(in 3 days\)$/);
    expect(await display({}, addDays(today(), 1))).to.contain('(tomorrow)');
    expect(await display({}, today())).to.contain('(today)');
    expect(await display({}, addDays(today(), -14))).to.contain('(2 weeks ago)');
    expect(await display({}, null)).to.equal('');
    expect(await display({}, '<img src=x onerror=alert(1)>')).to.equal(
      '<img src=x onerror=alert(1)>',
    );
    await setLocale('de-DE');
    expect(await display({}, addDays(today(), 3))).to.contain('(in 3 Tagen)');
  });

  it("in the item form, the text box is the field's labelled control", async () => {
    const shown = await mountInFormField(fieldOf('due', 'date', 'date'), '2024-05-15');
    mounted.push(shown);
    const input = shown.container.querySelector('input') as HTMLInputElement;
    expect(input.labels?.[0]?.textContent).to.equal('Due');
  });
});
