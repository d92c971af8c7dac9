// The time interface: hour, minute (and seconds when stored) as spin buttons, AM/PM on the
// 12-hour clock. Arrows and typed digits with real key presses, seconds kept, an incomplete time
// staged as nothing, clearing, read-only, the locale's order and names, and the display.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act } from 'react';
import '../../src/interfaces/index.js';
import { changeLocale } from '../../src/i18n/change-locale.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { clockLayout, readClock } from '../../src/interfaces/time/clock.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import {
  mountDisplay,
  mountInFormField,
  mountInterface,
  pressKey,
} from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted } from './fixtures/item-harness/render.js';
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
    fieldOf('at', 'time', 'time', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const { container } = result;
  const part = (name: string) =>
    container.querySelector<HTMLElement>(`[role="spinbutton"][data-part="${name}"]`);
  const parts = () =>
    [...container.querySelectorAll<HTMLElement>('[role="spinbutton"]')].map(
      (one) => `${one.dataset.part}=${one.textContent}`,
    );
  const focused = () => (document.activeElement as HTMLElement | null)?.dataset.part;
  const focusOn = async (name: string) => {
    await act(async () => part(name)?.focus());
  };
  const problem = () => container.querySelector('.cms-form-field__problem')?.textContent ?? null;
  return { ...result, part, parts, focused, focusOn, problem };
}

async function typeKeys(text: string) {
  await act(async () => {
    await sendKeys({ type: text });
  });
}

async function display(options: Record<string, unknown>, value: unknown) {
  const field = fieldOf('at', 'time', 'time', { options });
  const shown = await mountDisplay(field, value);
  mounted.push(shown);
  return shown.container.textContent;
}

describe('time interface', () => {
  before(() => adoptAdminStyles());
  afterEach(async () => {
    for (const one of mounted.splice(0)) one.unmount();
    await setLocale('en-US');
  });

  it('is its own interface for time fields, the 24-hour clock by default', () => {
    const definition = getInterface('time') as InterfaceDefinition;
    expect(definition.id).to.equal('time');
    expect(definition.types).to.deep.equal(['time']);
    expect(
      Object.fromEntries((definition.options ?? []).map((option) => [option.name, option.default])),
    ).to.deep.equal({ display24HourClock: true });
    expect(getInterface('datetime')?.aliases ?? []).to.not.include('time');
  });

  it('shows hour and minute as spin buttons; seconds only when stored', async () => {
    const plain = await render({}, '14:30:00');
    expect(plain.parts()).to.deep.equal(['hour=14', 'minute=30']);
    const hour = plain.part('hour') as HTMLElement;
    expect(hour.getAttribute('aria-label')).to.equal('Hours');
    expect(hour.getAttribute('aria-valuenow')).to.equal('14');
    expect(hour.getAttribute('aria-valuemin')).to.equal('0');
    expect(hour.getAttribute('aria-valuemax')).to.equal('23');
    const withSeconds = await render({}, '08:05:09');
    expect(withSeconds.parts()).to.deep.equal(['hour=08', 'minute=05', 'second=09']);
    const empty = await render({}, null);
    expect(empty.parts()).to.deep.equal(['hour=--', 'minute=--']);
    expect(empty.part('hour')?.getAttribute('aria-valuetext')).to.equal('Empty');
  });

  it('Up and Down step the focused part round its range; Left and Right move (real key presses)', async () => {
    const { focusOn, reports, focused } = await render({}, '23:59:00');
    await focusOn('hour');
    await pressKey('ArrowUp');
    expect(reports.at(-1)).to.equal('00:59:00');
    await pressKey('ArrowDown');
    await pressKey('ArrowDown');
    expect(reports.at(-1)).to.equal('22:59:00');
    await pressKey('ArrowRight');
    expect(focused()).to.equal('minute');
    await pressKey('ArrowUp');
    expect(reports.at(-1)).to.equal('22:00:00');
    await pressKey('End');
    expect(reports.at(-1)).to.equal('22:59:00');
    await pressKey('ArrowLeft');
    expect(focused()).to.equal('hour');
    await pressKey('Home');
    expect(reports.at(-1)).to.equal('00:59:00');
  });

  it('the stored seconds are kept when hour or minute change', async () => {
    const { focusOn, reports } = await render({}, '08:00:45');
    await focusOn('minute');
    await pressKey('ArrowUp');
    expect(reports).to.deep.equal(['08:01:45']);
    await focusOn('second');
    await pressKey('ArrowDown');
    expect(reports.at(-1)).to.equal('08:01:44');
  });

  it('typing digits fills a part and moves on; ":" moves on too', async () => {
    const { focusOn, reports, focused, parts } = await render({}, null);
    await focusOn('hour');
    await typeKeys('0');
    expect(reports, 'one part is no time yet').to.deep.equal([]);
    await typeKeys('9');
    expect(focused()).to.equal('minute');
    await typeKeys('45');
    // Each digit stages what the parts say so far: 09:04, then 09:45.
    expect(reports).to.deep.equal(['09:04:00', '09:45:00']);
    await focusOn('hour');
    await typeKeys('7:3');
    expect(parts()).to.deep.equal(['hour=07', 'minute=03']);
    expect(reports.at(-1)).to.equal('07:03:00');
    await focusOn('hour');
    await typeKeys('1430');
    expect(reports.at(-1)).to.equal('14:30:00');
  });

  it('an emptied part stages nothing and says so on leaving; the clear button clears', async () => {
    const { focusOn, reports, problem, container, part } = await render({}, '10:15:00');
    await focusOn('minute');
    await pressKey('Backspace');
    expect(reports).to.deep.equal([]);
    await pressKey('Tab');
    expect(problem()).to.equal('Enter both the hour and the minutes, or clear the time.');
    expect(container.querySelector('[role="group"]')?.getAttribute('aria-invalid')).to.equal(
      'true',
    );
    await focusOn('minute');
    await typeKeys('20');
    expect(reports.at(-1)).to.equal('10:20:00');
    expect(problem()).to.equal(null);
    const clear = container.querySelector('[aria-label="Clear the time"]') as HTMLButtonElement;
    await click(clear);
    expect(reports.at(-1)).to.equal(null);
    expect(part('hour')?.textContent).to.equal('--');
  });

  it('12-hour clock: hour 1 to 12 and AM/PM, A and P and arrows choose the half', async () => {
    const { parts, focusOn, reports, part } = await render(
      { display24HourClock: false },
      '14:30:00',
    );
    expect(parts()).to.deep.equal(['hour=2', 'minute=30', 'dayPeriod=PM']);
    expect(part('hour')?.getAttribute('aria-valuemin')).to.equal('1');
    expect(part('hour')?.getAttribute('aria-valuemax')).to.equal('12');
    await focusOn('dayPeriod');
    await typeKeys('a');
    expect(reports.at(-1)).to.equal('02:30:00');
    await pressKey('ArrowUp');
    expect(reports.at(-1)).to.equal('14:30:00');
    await focusOn('hour');
    await typeKeys('11');
    expect(reports.at(-1)).to.equal('23:30:00');
    await focusOn('hour');
    await typeKeys('12');
    expect(reports.at(-1), '12 PM is noon').to.equal('12:30:00');
    await focusOn('dayPeriod');
    await typeKeys('a');
    expect(reports.at(-1), '12 AM is midnight').to.equal('00:30:00');
  });

  it('read-only: the time shows, keys change nothing, no clear button', async () => {
    const { focusOn, reports, container, parts } = await render({}, '09:00:00', true);
    expect(parts()).to.deep.equal(['hour=09', 'minute=00']);
    await focusOn('hour');
    await pressKey('ArrowUp');
    await typeKeys('5');
    await pressKey('Backspace');
    expect(reports).to.deep.equal([]);
    expect(container.querySelector('[aria-label="Clear the time"]') === null).to.equal(true);
    expect(container.querySelector('[role="spinbutton"]')?.getAttribute('aria-readonly')).to.equal(
      'true',
    );
  });

  it("the locale's order and names: AM/PM first in Korean", async () => {
    await setLocale('ko-KR');
    const { parts } = await render({ display24HourClock: false }, '21:05:00');
    expect(parts()).to.deep.equal(['dayPeriod=오후', 'hour=9', 'minute=05']);
    expect(clockLayout('en-US', true, false).map((one) => one.type)).to.deep.equal([
      'hour',
      'literal',
      'minute',
    ]);
  });

  it('reads stored times: HH:MM:SS, HH:MM, fractions; nothing else', () => {
    expect(readClock('07:08:09')).to.deep.equal({ hours: 7, minutes: 8, seconds: 9 });
    expect(readClock('07:08')).to.deep.equal({ hours: 7, minutes: 8, seconds: 0 });
    expect(readClock('07:08:09.250')).to.deep.equal({ hours: 7, minutes: 8, seconds: 9 });
    expect(readClock('24:00:00')).to.equal(null);
    expect(readClock('noon')).to.equal(null);
  });

  it('the display: the time in the language, on the chosen clock', async () => {
    expect(await display({}, '14:30:00')).to.equal('14:30');
    expect(await display({ display24HourClock: false }, '14:30:00')).to.equal('2:30 PM');
    expect(await display({}, '14:30:15')).to.equal('14:30:15');
    expect(await display({}, null)).to.equal('');
    expect(await display({}, '<b>soon</b>')).to.equal('<b>soon</b>');
    await setLocale('de-DE');
    expect(await display({}, '09:05:00')).to.equal('09:05');
  });

  it("in the item form, the time is named by the field's label", async () => {
    const shown = await mountInFormField(fieldOf('at', 'time', 'time'), '10:00:00');
    mounted.push(shown);
    const group = shown.container.querySelector('[role="group"]') as HTMLElement;
    const labelId = group.getAttribute('aria-labelledby') ?? '';
    expect(shown.container.querySelector(`[id="${labelId}"]`)?.textContent).to.equal('At');
  });
});
