// The button-group interface: v8's choice list (with icons and sets) as one radio group of
// buttons; arrow keys choose; read-only; the display; labels stay text.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import '../../src/interfaces/index.js';
import { buttonChoiceSets } from '../../src/interfaces/button-group/button-choices.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import {
  mountInFormField,
  mountInterface,
  pressKey,
} from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const HOSTILE = '<img src=x onerror="window.__hacked = 1">';
const CHOICES = [
  { label: 'Car', value: 'car', icon: 'directions_car' },
  { label: 'Bike', value: 'bike' },
  { label: HOSTILE, value: 'odd' },
];
const mounted: Mounted[] = [];

/** The interface in the item form's own field (its label, with the id groups point at). */
async function inForm(type: string, options: Record<string, unknown>, value: unknown) {
  const shown = await mountInFormField(
    fieldOf('transport', type, 'button-group', { options }),
    value,
  );
  mounted.push(shown);
  return shown.container;
}

/** A real key press (the browser's own events), with React's updates flushed. */

async function render(options: Record<string, unknown>, initial: unknown, readonly = false) {
  const result = await mountInterface(
    fieldOf('transport', 'string', 'button-group', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const radios = () => [
    ...result.container.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
  ];
  return { ...result, radios };
}

describe('button-group interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined with v8 keys and defaults', () => {
    const definition = getInterface('button-group') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['string']);
    const theme = definition.options?.find((option) => option.name === 'theme');
    expect(theme?.default).to.equal('solid');
    expect(definition.options?.map((option) => option.name)).to.deep.equal(['choices', 'theme']);
  });

  it('reads sets of buttons, v8 `groups` entries, objects and JSON text', () => {
    expect(
      buttonChoiceSets([[{ label: 'A', value: 'a' }], { label: 'B', value: 'b' }]).map((set) =>
        set.map((choice) => choice.value),
      ),
    ).to.deep.equal([['a'], ['b']]);
    expect(buttonChoiceSets([{ groups: [{ value: 'x', label: 'X' }] }])[0]?.[0]?.label).to.equal(
      'X',
    );
    expect(buttonChoiceSets({ one: 'One' })[0]).to.deep.equal([
      { value: 'one', label: 'One', icon: null },
    ]);
    expect(buttonChoiceSets('[{"value":"j","label":"J"}]')[0]?.[0]?.value).to.equal('j');
    expect(buttonChoiceSets('{nope')).to.deep.equal([]);
  });

  it('shows the chosen button and chooses another with a click', async () => {
    const { radios, reports, container } = await render({ choices: CHOICES }, 'bike');
    expect(radios().map((radio) => radio.checked)).to.deep.equal([false, true, false]);
    expect(container.querySelector('[role="radiogroup"]')).to.not.equal(null);
    expect(container.querySelector('.cms-button-group--solid')).to.not.equal(null);
    await click(radios()[0] as HTMLInputElement);
    expect(reports).to.deep.equal(['car']);
    expect(radios()[0]?.checked).to.equal(true);
  });

  it('the arrow keys choose the next and previous button (real key presses), one Tab stop', async () => {
    const { radios, reports } = await render({ choices: CHOICES }, 'car');
    expect(radios().map((radio) => radio.tabIndex)).to.deep.equal([0, -1, -1]);
    radios()[0]?.focus();
    await pressKey('ArrowRight');
    expect(reports.at(-1)).to.equal('bike');
    expect(document.activeElement).to.equal(radios()[1]);
    await pressKey('End');
    expect(reports.at(-1)).to.equal('odd');
    await pressKey('ArrowRight');
    expect(reports.at(-1), 'wraps to the first').to.equal('car');
  });

  it('read-only: the buttons are disabled and keys change nothing', async () => {
    const { radios, reports } = await render({ choices: CHOICES }, 'car', true);
    expect(radios().every((radio) => radio.disabled)).to.equal(true);
    radios()[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await settle();
    expect(reports).to.deep.equal([]);
  });

  it('theme outline, an icon-only button named by its value, and a value the choices lost', async () => {
    const { container, radios } = await render(
      { choices: [{ value: 'star', icon: 'star' }], theme: 'outline' },
      'gone',
    );
    expect(container.querySelector('.cms-button-group--outline')).to.not.equal(null);
    expect(radios()[0]?.getAttribute('aria-label')).to.equal('star');
    expect(container.querySelector('.cms-button-group__button svg')).to.not.equal(null);
    expect(radios()[1]?.value).to.equal('gone');
    expect(radios()[1]?.checked).to.equal(true);
  });

  it('says so when the choices are invalid JSON or empty', async () => {
    const broken = await render({ choices: '[{"value": ' }, null);
    expect(broken.container.textContent).to.include('not valid JSON');
    const none = await render({}, null);
    expect(none.container.textContent).to.include('no choices');
  });

  it('labels are text, never markup', async () => {
    const { container } = await render({ choices: CHOICES }, 'odd');
    expect(container.querySelector('img')).to.equal(null);
    expect(container.textContent).to.include(HOSTILE);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });

  it('the display shows the chosen label with its icon, else the value as text', async () => {
    const definition = getInterface('button-group') as InterfaceDefinition;
    const Display = definition.display as NonNullable<InterfaceDefinition['display']>;
    const field = fieldOf('transport', 'string', 'button-group', { options: { choices: CHOICES } });
    const options = optionsWithDefaults(definition, field);
    const car = await mount(createElement(Display, { value: 'car', field, options }));
    mounted.push(car);
    expect(car.container.textContent).to.equal('Car');
    expect(car.container.querySelector('svg')).to.not.equal(null);
    const odd = await mount(createElement(Display, { value: 'odd', field, options }));
    mounted.push(odd);
    expect(odd.container.textContent).to.equal(HOSTILE);
    expect(odd.container.querySelector('img')).to.equal(null);
    const other = await mount(createElement(Display, { value: 'x<b>', field, options }));
    mounted.push(other);
    expect(other.container.textContent).to.equal('x<b>');
  });
  it("in the item form, the group is named by the field's label", async () => {
    const container = await inForm('string', { choices: CHOICES }, null);
    const group = container.querySelector('[role="radiogroup"]') as HTMLElement;
    const labelId = group.getAttribute('aria-labelledby') ?? '';
    expect(container.querySelector(`[id="${labelId}"]`)?.textContent).to.equal('Transport');
  });
});
