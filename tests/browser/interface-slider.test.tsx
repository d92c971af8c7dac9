// The slider interface: the range input with the v8 defaults 0/100/1, a unit, real keys; an
// empty value; read-only; the display.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import '../../src/interfaces/index.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { sliderRange } from '../../src/interfaces/slider/slider-range.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import { mountInterface, pressKey } from './fixtures/item-harness/interface-under-test.js';
import { type Mounted, mount, typeText } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const HOSTILE = '<img src=x onerror="window.__hacked = 1">';
const mounted: Mounted[] = [];

async function render(options: Record<string, unknown>, initial: unknown, readonly = false) {
  const result = await mountInterface(
    fieldOf('quality', 'integer', 'slider', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const range = () => result.container.querySelector('input[type="range"]') as HTMLInputElement;
  const readout = () => result.container.querySelector('output')?.textContent;
  return { ...result, range, readout };
}

describe('slider interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined with v8 keys and defaults (0, 100, 1)', () => {
    const definition = getInterface('slider') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['integer']);
    expect(definition.recommended?.length).to.equal(10);
    expect(
      Object.fromEntries((definition.options ?? []).map((option) => [option.name, option.default])),
    ).to.deep.equal({ minimum: 0, maximum: 100, step: 1, unit: undefined });
    expect(sliderRange({ minimum: 10, maximum: 2, step: -1 })).to.deep.equal({
      min: 2,
      max: 10,
      step: 1,
    });
  });

  it('shows the value with its unit and moves with the keys (real key presses)', async () => {
    const { range, readout, reports } = await render({ unit: '%' }, 40);
    expect(range().min).to.equal('0');
    expect(range().max).to.equal('100');
    expect(range().value).to.equal('40');
    expect(range().getAttribute('aria-valuetext')).to.equal('40 %');
    expect(readout()).to.equal('40 %');
    range().focus();
    await pressKey('ArrowRight');
    expect(reports).to.deep.equal([41]);
    await pressKey('End');
    expect(reports.at(-1)).to.equal(100);
    expect(readout()).to.equal('100 %');
    await pressKey('PageDown');
    expect(reports.at(-1)).to.be.below(100);
  });

  it('minimum, maximum and step from the options; typed values snap to the step', async () => {
    const { range, reports } = await render({ minimum: 10, maximum: 50, step: 5 }, 20);
    expect([range().min, range().max, range().step]).to.deep.equal(['10', '50', '5']);
    range().focus();
    await pressKey('ArrowLeft');
    expect(reports).to.deep.equal([15]);
    await typeText(range(), '33');
    expect(reports.at(-1)).to.equal(35);
  });

  it('an empty value says "Not set" and Home there sets the minimum', async () => {
    const { range, readout, reports } = await render({ minimum: 5 }, null);
    expect(readout()).to.equal('Not set');
    expect(range().getAttribute('aria-valuetext')).to.equal('Not set');
    range().focus();
    await pressKey('Home');
    expect(reports).to.deep.equal([5]);
  });

  it('read-only: disabled', async () => {
    const { range } = await render({}, 10, true);
    expect(range().disabled).to.equal(true);
  });

  it('the display: the value with its unit, as text', async () => {
    const definition = getInterface('slider') as InterfaceDefinition;
    const Display = definition.display as NonNullable<InterfaceDefinition['display']>;
    const field = fieldOf('quality', 'integer', 'slider', { options: { unit: HOSTILE } });
    const one = await mount(
      createElement(Display, { value: 7, field, options: optionsWithDefaults(definition, field) }),
    );
    mounted.push(one);
    expect(one.container.textContent).to.equal(`7 ${HOSTILE}`);
    expect(one.container.querySelector('img')).to.equal(null);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });
});
