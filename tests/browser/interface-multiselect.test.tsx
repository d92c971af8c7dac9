// The multiselect interface: a list box of `size` rows; click, Space and the arrow keys pick;
// stored as a list wrapped in delimiters by default; read-only; the display; labels stay text.
import { expect } from '@open-wc/testing';
import '../../src/interfaces/index.js';
import { visibleRows } from '../../src/interfaces/multiselect/MultiselectInput.js';
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

const HOSTILE = '<img src=x onerror="window.__hacked = 1">';
const CHOICES = { a: 'Apple', b: 'Banana', c: 'Cherry', d: HOSTILE };
const mounted: Mounted[] = [];

/** The interface in the item form's own field (its label, with the id groups point at). */
async function inForm(type: string, options: Record<string, unknown>, value: unknown) {
  const shown = await mountInFormField(fieldOf('fruit', type, 'multiselect', { options }), value);
  mounted.push(shown);
  return shown.container;
}

async function render(
  options: Record<string, unknown>,
  initial: unknown,
  { type = 'array', readonly = false }: { type?: string; readonly?: boolean } = {},
) {
  const result = await mountInterface(
    fieldOf('fruit', type, 'multiselect', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const list = () => result.container.querySelector('[role="listbox"]') as HTMLElement;
  const rows = () => [...result.container.querySelectorAll<HTMLElement>('[role="option"]')];
  return { ...result, list, rows };
}

describe('multiselect interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined with v8 keys and defaults', () => {
    const definition = getInterface('multiselect') as InterfaceDefinition;
    const defaults = Object.fromEntries(
      (definition.options ?? []).map((option) => [option.name, option.default]),
    );
    expect(Object.keys(defaults)).to.deep.equal([
      'choices',
      'placeholder',
      'size',
      'wrapWithDelimiter',
      'formatting',
    ]);
    expect(Object.keys(defaults.choices as object)).to.deep.equal([
      'value1',
      'value2',
      'value3',
      'value4',
      'value5',
    ]);
    expect(defaults.size).to.equal(6);
    expect(defaults.wrapWithDelimiter).to.equal(true);
    expect(defaults.formatting).to.equal('text');
    expect(definition.recommended?.length).to.equal(100);
    expect([visibleRows(1), visibleRows(50), visibleRows('8'), visibleRows(null)]).to.deep.equal([
      3, 20, 8, 6,
    ]);
  });

  it('shows the picked rows and picks with a click, wrapped in delimiters', async () => {
    const { rows, reports, list } = await render({ choices: CHOICES }, ['', 'b', '']);
    expect(list().getAttribute('aria-multiselectable')).to.equal('true');
    expect(rows().map((row) => row.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'true',
      'false',
      'false',
    ]);
    await click(rows()[2] as HTMLElement);
    expect(reports.at(-1)).to.deep.equal(['', 'b', 'c', '']);
    await click(rows()[1] as HTMLElement);
    expect(reports.at(-1)).to.deep.equal(['', 'c', '']);
  });

  it('the keys: arrows move, Space picks (real key presses), without delimiters when off', async () => {
    const { list, reports } = await render({ choices: CHOICES, wrapWithDelimiter: false }, null);
    list().focus();
    await pressKey('ArrowDown');
    expect(list().getAttribute('aria-activedescendant')).to.equal('field-input-option-1');
    await pressKey('Space');
    expect(reports.at(-1)).to.deep.equal(['b']);
    await pressKey('End');
    await pressKey('Enter');
    expect(reports.at(-1)).to.deep.equal(['b', 'd']);
    await pressKey('Home');
    await pressKey('Space');
    expect(reports.at(-1), 'in the choices order').to.deep.equal(['a', 'b', 'd']);
  });

  it('a text field stores CSV', async () => {
    const { rows, reports } = await render({ choices: CHOICES }, 'a', { type: 'string' });
    await click(rows()[1] as HTMLElement);
    expect(reports.at(-1)).to.equal(',a,b,');
  });

  it('`size` sets the rows shown before the list scrolls', async () => {
    const { list } = await render({ choices: CHOICES, size: 3 }, null);
    expect(list().getBoundingClientRect().height).to.be.within(100, 115);
    expect(list().scrollHeight).to.be.greaterThan(list().clientHeight);
  });

  it('read-only: clicks and keys pick nothing', async () => {
    const { rows, reports, list } = await render({ choices: CHOICES }, ['a'], { readonly: true });
    expect(list().getAttribute('aria-readonly')).to.equal('true');
    await click(rows()[1] as HTMLElement);
    list().focus();
    await pressKey('Space');
    expect(reports).to.deep.equal([]);
  });

  it('the placeholder shows while nothing is picked; invalid JSON is said', async () => {
    const { container } = await render({ choices: CHOICES, placeholder: 'Pick fruit' }, null);
    expect(container.textContent).to.include('Pick fruit');
    const broken = await render({ choices: '{"a":' }, null);
    expect(broken.container.textContent).to.include('not valid JSON');
  });

  it('labels are text, never markup', async () => {
    const { container } = await render({ choices: CHOICES }, ['d']);
    expect(container.querySelector('img')).to.equal(null);
    expect(container.textContent).to.include(HOSTILE);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });

  it('the display: labels (formatting "text"), or the values ("value")', async () => {
    const show = async (options: Record<string, unknown>, value: unknown) => {
      const field = fieldOf('fruit', 'array', 'multiselect', { options });
      const one = await mountDisplay(field, value);
      mounted.push(one);
      return one.container;
    };
    expect((await show({ choices: CHOICES }, ['', 'a', 'c', ''])).textContent).to.equal(
      'Apple, Cherry',
    );
    expect(
      (await show({ choices: CHOICES, formatting: 'value' }, ['a', 'c'])).textContent,
    ).to.equal('a, c');
    const hostile = await show({ choices: CHOICES }, ['d']);
    expect(hostile.querySelector('img')).to.equal(null);
  });
  it("in the item form, the group is named by the field's label", async () => {
    const container = await inForm('array', { choices: CHOICES }, null);
    const group = container.querySelector('[role="listbox"]') as HTMLElement;
    const labelId = group.getAttribute('aria-labelledby') ?? '';
    expect(container.querySelector(`[id="${labelId}"]`)?.textContent).to.equal('Fruit');
  });
});
