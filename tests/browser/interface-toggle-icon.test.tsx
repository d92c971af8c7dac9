// The toggle-icon interface: a boolean as an icon switch with the options' icons, colours and
// texts; Space and Enter turn it; read-only; the display; texts stay text.
import { expect } from '@open-wc/testing';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import {
  mountDisplay,
  mountInterface,
  pressKey,
} from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const HOSTILE = '<img src=x onerror="window.__hacked = 1">';
const mounted: Mounted[] = [];

async function render(options: Record<string, unknown>, initial: unknown, readonly = false) {
  const result = await mountInterface(
    fieldOf('liked', 'boolean', 'toggle-icon', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const button = () => result.container.querySelector('button') as HTMLButtonElement;
  return { ...result, button };
}

describe('toggle-icon interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined with v8 keys and defaults', () => {
    const definition = getInterface('toggle-icon') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['boolean']);
    expect(
      Object.fromEntries((definition.options ?? []).map((option) => [option.name, option.default])),
    ).to.deep.equal({
      textInactive: undefined,
      iconInactive: 'favorite_border',
      colorInactive: 'blue-grey',
      textActive: undefined,
      iconActive: 'favorite',
      colorActive: 'pink-500',
    });
  });

  it('a labelled switch showing the state; a click and the keys turn it (real key presses)', async () => {
    const { button, reports } = await render({ textActive: 'Liked', textInactive: 'Not liked' }, 0);
    expect(button().getAttribute('role')).to.equal('switch');
    expect(button().id).to.equal('field-input');
    expect(button().getAttribute('aria-checked')).to.equal('false');
    expect(button().textContent).to.equal('Not liked');
    expect(getComputedStyle(button()).color).to.equal('rgb(96, 125, 139)');
    await click(button());
    expect(reports).to.deep.equal([true]);
    expect(button().getAttribute('aria-checked')).to.equal('true');
    expect(button().textContent).to.equal('Liked');
    expect(getComputedStyle(button()).color, 'pink-500').to.equal('rgb(233, 30, 99)');
    button().focus();
    await pressKey('Space');
    expect(reports).to.deep.equal([true, false]);
    await pressKey('Enter');
    expect(reports).to.deep.equal([true, false, true]);
  });

  it('other icons and colours from the options', async () => {
    const { button } = await render(
      { iconActive: 'star', colorActive: 'amber', iconInactive: 'star_border' },
      true,
    );
    expect(getComputedStyle(button()).color).to.equal('rgb(255, 193, 7)');
    expect(button().querySelector('svg path')?.getAttribute('d')).to.be.a('string');
  });

  it('read-only: disabled', async () => {
    const { button, reports } = await render({}, true, true);
    expect(button().disabled).to.equal(true);
    await click(button());
    expect(reports).to.deep.equal([]);
  });

  it('texts are text, never markup', async () => {
    const { container, button } = await render({ textActive: HOSTILE }, true);
    expect(container.querySelector('img')).to.equal(null);
    expect(button().textContent).to.equal(HOSTILE);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });

  it('the display: the icon with the text, or yes / no read out', async () => {
    const show = async (options: Record<string, unknown>, value: unknown) => {
      const field = fieldOf('liked', 'boolean', 'toggle-icon', { options });
      const one = await mountDisplay(field, value);
      mounted.push(one);
      return one.container;
    };
    const on = await show({}, true);
    expect(on.querySelector('svg')?.getAttribute('aria-label')).to.equal('Yes');
    const off = await show({ textInactive: 'Nope' }, '0');
    expect(off.textContent).to.equal('Nope');
    expect((await show({}, null)).textContent).to.equal('');
  });
});
