// The color-palette interface: v8's named Material colours as a radio group of swatches; real
// clicks and arrow keys choose; none clears; a stored name outside the palette is kept; read-only;
// the display; and rating's and toggle-icon's colour options edit with it in the options form.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import '../../src/interfaces/index.js';
import { PALETTE_COLORS } from '../../src/interfaces/color-palette/material-palette.js';
import { OptionsForm } from '../../src/interfaces/interface-options/OptionsForm.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import {
  mountDisplay,
  mountInterface,
  pressKey,
} from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted, mount } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];

async function render(initial: unknown, readonly = false) {
  const result = await mountInterface(
    fieldOf('tint', 'string', 'color-palette'),
    initial,
    readonly,
  );
  mounted.push(result);
  const radios = () => [
    ...result.container.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
  ];
  const radio = (name: string) =>
    radios().find((one) => one.getAttribute('aria-label') === name) as HTMLInputElement;
  const checked = () =>
    radios()
      .filter((one) => one.checked)
      .map((one) => one.getAttribute('aria-label'));
  return { ...result, radios, radio, checked };
}

describe('color-palette interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined as v8 has it: a string of length 20, no options', () => {
    const definition = getInterface('color-palette') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['string']);
    expect(definition.recommended?.length).to.equal(20);
    expect(definition.options ?? []).to.deep.equal([]);
  });

  it('offers none and the 200 palette colours, each named, the stored one checked and the only tab stop', async () => {
    const { radios, radio, checked, container } = await render('amber');
    expect(PALETTE_COLORS.length).to.equal(200);
    expect(radios().length).to.equal(201);
    expect(container.querySelector('[role="radiogroup"]')?.id).to.equal('field-input');
    expect(checked()).to.deep.equal(['Amber']);
    const stops = radios().filter((one) => one.tabIndex === 0);
    expect(stops.length === 1 && stops[0] === radio('Amber'), 'one tab stop: Amber').to.equal(true);
    expect(radio('Blue Grey 200')).to.exist;
    expect(radio('Pink 500')).to.exist;
    // The swatch is drawn in v8's colour, with a tick on the chosen one.
    const amber = radio('Amber').closest('label') as HTMLElement;
    expect(getComputedStyle(amber).backgroundColor).to.equal('rgb(255, 193, 7)');
    expect(amber.querySelector('svg')).to.exist;
    expect(
      getComputedStyle(radio('Pink 500').closest('label') as HTMLElement).backgroundColor,
    ).to.equal('rgb(233, 30, 99)');
  });

  it('a click chooses; the arrow keys move over the hue columns and choose; none clears (real key presses)', async () => {
    const { radio, reports, checked } = await render(null);
    const focused = (name: string) => document.activeElement === radio(name);
    expect(checked()).to.deep.equal(['None']);
    await click(radio('Deep Purple 300'));
    expect(reports).to.deep.equal(['deep-purple-300']);
    radio('Deep Purple 300').focus();
    // Down and Up: the next and previous shade of the hue.
    await pressKey('ArrowDown');
    expect(reports.at(-1)).to.equal('deep-purple-400');
    expect(focused('Deep Purple 400'), 'the focus follows').to.equal(true);
    await pressKey('ArrowUp');
    await pressKey('ArrowUp');
    expect(reports.at(-1)).to.equal('deep-purple-200');
    // Right and Left: the same shade of the hue beside it.
    await pressKey('ArrowRight');
    expect(reports.at(-1)).to.equal('indigo-200');
    await pressKey('ArrowLeft');
    await pressKey('ArrowLeft');
    expect(reports.at(-1)).to.equal('purple-200');
    await pressKey('End');
    expect(reports.at(-1)).to.equal('black');
    const count = reports.length;
    await pressKey('ArrowRight');
    expect(reports.length, 'the last column is the edge').to.equal(count);
    await pressKey('Home');
    expect(reports.at(-1), 'none').to.equal(null);
    expect(checked()).to.deep.equal(['None']);
    // Visible focus: the focused swatch (only it) gets the focus ring's rule (the ring's colour is
    // a token of the admin's shadow host, absent on this test page).
    expect(focused('None')).to.equal(true);
    expect(radio('None').matches(':focus-visible')).to.equal(true);
    const ringOffset = (name: string) =>
      getComputedStyle(radio(name).closest('label') as HTMLElement).outlineOffset;
    expect(ringOffset('None')).to.equal('3px');
    expect(ringOffset('Black')).to.equal('0px');
    await pressKey('ArrowDown');
    expect(reports.at(-1), 'from none into the first column').to.equal('red');
  });

  it("draws v8's layout: one hue a column from light to dark", async () => {
    const { radio } = await render(null);
    const box = (name: string) =>
      (radio(name).closest('label') as HTMLElement).getBoundingClientRect();
    expect(box('Red 50').left).to.equal(box('Red').left);
    expect(box('Red 50').top).to.be.greaterThan(box('Red').top);
    expect(box('Pink').top).to.equal(box('Red').top);
    expect(box('Pink').left).to.be.greaterThan(box('Red').left);
  });

  it('a stored name outside the palette stays chosen, named, until another is picked', async () => {
    const { checked, radio, reports } = await render('rebeccapurple');
    expect(checked()).to.deep.equal(['rebeccapurple (not in the palette)']);
    await click(radio('Teal'));
    expect(reports).to.deep.equal(['teal']);
  });

  it('read-only: every swatch disabled, nothing changes', async () => {
    const { radios, radio, reports } = await render('teal-100', true);
    expect(radios().every((one) => one.disabled)).to.equal(true);
    await click(radio('Red'));
    expect(reports).to.deep.equal([]);
    expect(radio('Teal 100').checked).to.equal(true);
  });

  it('the display: a swatch in the colour with the name', async () => {
    const show = async (value: unknown) => {
      const field = fieldOf('tint', 'string', 'color-palette');
      const one = await mountDisplay(field, value);
      mounted.push(one);
      return one.container;
    };
    const shown = await show('light-blue-700');
    expect(shown.textContent).to.equal('Light Blue 700');
    const swatch = shown.querySelector('.cms-color-palette-display__swatch') as HTMLElement;
    expect(getComputedStyle(swatch).backgroundColor).to.equal('rgb(2, 136, 209)');
    expect((await show('<b>x</b>')).querySelector('b')).to.equal(null);
    expect((await show(null)).textContent).to.equal('');
  });

  it("edits rating's active_color and toggle-icon's colours in the options form", async () => {
    for (const [id, name] of [
      ['rating', 'active_color'],
      ['toggle-icon', 'colorActive'],
    ] as const) {
      const definition = getInterface(id) as InterfaceDefinition;
      const changes: Record<string, unknown>[] = [];
      const form = await mount(
        createElement(OptionsForm, {
          collection: 'articles',
          definition,
          options: {},
          onChange: (next: Record<string, unknown>) => changes.push(next),
        }),
      );
      mounted.push(form);
      const group = form.container.querySelector(`[data-option="${name}"] [role="radiogroup"]`);
      expect(group, `${id} ${name} is a palette`).to.exist;
      const label = form.container.querySelector(`[data-option="${name}"] label.cms-field__label`);
      expect(group?.getAttribute('aria-labelledby')).to.equal(label?.id);
      const lime = group?.querySelector<HTMLInputElement>('input[aria-label="Lime 600"]');
      await click(lime as HTMLInputElement);
      expect(changes.at(-1)).to.deep.equal({ [name]: 'lime-600' });
    }
  });
});
