// The rating interface: stars as a radio group; click and the arrow keys rate, Delete clears;
// max_stars, active_color and display; read-only; the display.
import { expect } from '@open-wc/testing';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
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

/** The interface in the item form's own field (its label, with the id groups point at). */
async function inForm(type: string, options: Record<string, unknown>, value: unknown) {
  const shown = await mountInFormField(fieldOf('score', type, 'rating', { options }), value);
  mounted.push(shown);
  return shown.container;
}

async function render(options: Record<string, unknown>, initial: unknown, readonly = false) {
  const result = await mountInterface(
    fieldOf('score', 'integer', 'rating', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const radios = () => [
    ...result.container.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
  ];
  const filled = () => result.container.querySelectorAll('.cms-rating__star[data-filled]').length;
  return { ...result, radios, filled };
}

describe('rating interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined with v8 keys and defaults', () => {
    const definition = getInterface('rating') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['integer', 'decimal']);
    expect(definition.recommended?.length).to.equal(10);
    expect(
      Object.fromEntries((definition.options ?? []).map((option) => [option.name, option.default])),
    ).to.deep.equal({ active_color: 'amber', max_stars: 5, display: 'star' });
  });

  it('five stars by default, filled up to the value, named for screen readers', async () => {
    const { radios, filled, container } = await render({}, 3);
    expect(radios().length).to.equal(5);
    expect(filled()).to.equal(3);
    expect(radios()[2]?.checked).to.equal(true);
    expect(radios()[2]?.getAttribute('aria-label')).to.equal('3 stars of 5');
    expect(radios()[0]?.getAttribute('aria-label')).to.equal('1 star of 5');
    expect(container.querySelector('[role="radiogroup"]')).to.not.equal(null);
    const star = container.querySelector('.cms-rating__star[data-filled]') as HTMLElement;
    expect(getComputedStyle(star).color, 'amber').to.equal('rgb(255, 193, 7)');
  });

  it('a click rates; arrows, Home, End and Delete (real key presses)', async () => {
    const { radios, reports, filled } = await render({}, null);
    expect(filled()).to.equal(0);
    expect(radios()[0]?.tabIndex).to.equal(0);
    await click(radios()[3] as HTMLInputElement);
    expect(reports).to.deep.equal([4]);
    radios()[3]?.focus();
    await pressKey('ArrowRight');
    expect(reports.at(-1)).to.equal(5);
    await pressKey('ArrowRight');
    expect(reports.length, 'stops at the last star').to.equal(2);
    await pressKey('ArrowLeft');
    expect(reports.at(-1)).to.equal(4);
    await pressKey('Home');
    expect(reports.at(-1)).to.equal(1);
    await pressKey('End');
    expect(reports.at(-1)).to.equal(5);
    await pressKey('Delete');
    expect(reports.at(-1)).to.equal(null);
  });

  it('max_stars, active_color and display: number', async () => {
    const { radios, container } = await render(
      { max_stars: 10, active_color: 'red', display: 'number' },
      7,
    );
    expect(radios().length).to.equal(10);
    expect(container.querySelector('.cms-rating__number')?.textContent).to.equal('7 of 10');
    const star = container.querySelector('.cms-rating__star[data-filled]') as HTMLElement;
    expect(getComputedStyle(star).color, "v8's red").to.equal('rgb(244, 67, 54)');
  });

  it('read-only: disabled, keys change nothing', async () => {
    const { radios, reports } = await render({}, 2, true);
    expect(radios().every((radio) => radio.disabled)).to.equal(true);
    radios()[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(reports).to.deep.equal([]);
  });

  it('the display: stars (named "4 of 5"), or the number', async () => {
    const show = async (options: Record<string, unknown>, value: unknown) => {
      const field = fieldOf('score', 'integer', 'rating', { options });
      const one = await mountDisplay(field, value);
      mounted.push(one);
      return one.container;
    };
    const stars = await show({}, 4);
    expect(stars.querySelector('[role="img"]')?.getAttribute('aria-label')).to.equal('4 of 5');
    expect(stars.querySelectorAll('[data-filled]').length).to.equal(4);
    expect((await show({ display: 'number' }, '3.5')).textContent).to.equal('3.5');
    expect((await show({}, null)).textContent).to.equal('');
  });
  it("in the item form, the group is named by the field's label", async () => {
    const container = await inForm('integer', {}, null);
    const group = container.querySelector('[role="radiogroup"]') as HTMLElement;
    const labelId = group.getAttribute('aria-labelledby') ?? '';
    expect(container.querySelector(`[id="${labelId}"]`)?.textContent).to.equal('Score');
  });
});
