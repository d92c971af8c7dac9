// The checkboxes interface: several choices as a list (array field) or CSV (text field), wrapped
// in delimiters on request; typed values with allow_other; ordering with draggable; read-only;
// the display; labels and typed values stay text.
import { expect } from '@open-wc/testing';
import '../../src/interfaces/index.js';
import { chosenValues, storedChoices } from '../../src/interfaces/checkboxes/choice-list.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import {
  mountDisplay,
  mountInFormField,
  mountInterface,
  pressKey,
} from './fixtures/item-harness/interface-under-test.js';
import { buttonNamed, click, type Mounted, typeText } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const HOSTILE = '<img src=x onerror="window.__hacked = 1">';
const CHOICES = { red: 'Red', green: 'Green', blue: HOSTILE };
const mounted: Mounted[] = [];

/** The interface in the item form's own field (its label, with the id groups point at). */
async function inForm(type: string, options: Record<string, unknown>, value: unknown) {
  const shown = await mountInFormField(fieldOf('colours', type, 'checkboxes', { options }), value);
  mounted.push(shown);
  return shown.container;
}

async function render(
  options: Record<string, unknown>,
  initial: unknown,
  { type = 'array', readonly = false }: { type?: string; readonly?: boolean } = {},
) {
  const result = await mountInterface(
    fieldOf('colours', type, 'checkboxes', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const boxes = () => [
    ...result.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
  ];
  return { ...result, boxes };
}

describe('checkboxes interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined with v8 keys and defaults', () => {
    const definition = getInterface('checkboxes') as InterfaceDefinition;
    expect(definition.types).to.include('array');
    expect(
      Object.fromEntries((definition.options ?? []).map((option) => [option.name, option.default])),
    ).to.deep.equal({
      choices: undefined,
      allow_other: false,
      draggable: false,
      wrap: false,
      formatting: true,
      single: false,
    });
  });

  it('reads and stores lists and CSV, wrapped or not', () => {
    expect(chosenValues(['', 'a', 'b', ''])).to.deep.equal(['a', 'b']);
    expect(chosenValues(',a,b,')).to.deep.equal(['a', 'b']);
    expect(storedChoices(['a', 'b'], 'array', true)).to.deep.equal(['', 'a', 'b', '']);
    expect(storedChoices(['a', 'b'], 'string', true)).to.equal(',a,b,');
    expect(storedChoices(['a', 'b'], 'string', false)).to.equal('a,b');
    expect(storedChoices([], 'array', false)).to.equal(null);
  });

  it('checks the stored values and checks more with a click and with Space', async () => {
    const { boxes, reports, container } = await render({ choices: CHOICES }, ['green']);
    expect(boxes().map((box) => box.checked)).to.deep.equal([false, true, false]);
    expect(container.querySelector('fieldset')?.getAttribute('aria-labelledby')).to.equal(
      'field-input-label',
    );
    await click(boxes()[0] as HTMLInputElement);
    expect(reports.at(-1)).to.deep.equal(['red', 'green']);
    boxes()[2]?.focus();
    await pressKey('Space');
    expect(reports.at(-1)).to.deep.equal(['red', 'green', 'blue']);
    await click(boxes()[1] as HTMLInputElement);
    expect(reports.at(-1)).to.deep.equal(['red', 'blue']);
    await click(boxes()[0] as HTMLInputElement);
    await click(boxes()[2] as HTMLInputElement);
    expect(reports.at(-1), 'none checked: null').to.equal(null);
  });

  it('a text field stores CSV, wrapped with `wrap`', async () => {
    const { boxes, reports } = await render({ choices: CHOICES, wrap: true }, ',green,', {
      type: 'string',
    });
    expect(boxes()[1]?.checked).to.equal(true);
    await click(boxes()[0] as HTMLInputElement);
    expect(reports.at(-1)).to.equal(',red,green,');
  });

  it('read-only: every checkbox is disabled', async () => {
    const { boxes } = await render({ choices: CHOICES, allow_other: true }, ['red', 'mine'], {
      readonly: true,
    });
    expect(boxes().length).to.equal(4);
    expect(boxes().every((box) => box.disabled)).to.equal(true);
    expect(buttonNamed(document.body, 'Add another value')).to.equal(null);
  });

  it('allow_other: a typed value is kept, edited and added', async () => {
    const { container, reports } = await render({ choices: CHOICES, allow_other: true }, [
      'red',
      'teal',
    ]);
    const typed = () => [...container.querySelectorAll<HTMLInputElement>('.cms-checkboxes__other')];
    expect(typed().map((input) => input.value)).to.deep.equal(['teal']);
    await typeText(typed()[0] as HTMLInputElement, 'te,al2');
    expect(reports.at(-1), 'commas dropped').to.deep.equal(['red', 'teal2']);
    await click(buttonNamed(container, 'Add another value') as HTMLButtonElement);
    expect(document.activeElement).to.equal(typed()[1]);
    await typeText(typed()[1] as HTMLInputElement, 'navy');
    expect(reports.at(-1)).to.deep.equal(['red', 'teal2', 'navy']);
  });

  it('without allow_other a value the choices lost still shows, checked', async () => {
    const { boxes, container } = await render({ choices: CHOICES }, ['gone']);
    expect(boxes().length).to.equal(4);
    expect(boxes()[3]?.checked).to.equal(true);
    expect(container.textContent).to.include('gone');
    expect(container.querySelector('.cms-checkboxes__other')).to.equal(null);
  });

  it('draggable: the checked values first, moved with the grip and the arrow keys', async () => {
    const { container, reports } = await render({ choices: CHOICES, draggable: true }, [
      'green',
      'red',
    ]);
    const labels = () =>
      [...container.querySelectorAll('.cms-checkbox__label')].map((label) => label.textContent);
    expect(labels()).to.deep.equal(['Green', 'Red', HOSTILE]);
    const grip = container.querySelector<HTMLButtonElement>('button[aria-label="Move Red"]');
    expect(grip).to.not.equal(null);
    grip?.focus();
    await pressKey('ArrowUp');
    expect(reports.at(-1)).to.deep.equal(['red', 'green']);
    expect(labels()).to.deep.equal(['Red', 'Green', HOSTILE]);
  });

  it('single: one column', async () => {
    const { container } = await render({ choices: CHOICES, single: true }, null);
    const grid = container.querySelector('.cms-checkboxes__grid') as HTMLElement;
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ').length).to.equal(1);
  });

  it('says so when the choices are invalid JSON', async () => {
    const { container } = await render({ choices: '{"a": ' }, null);
    expect(container.textContent).to.include('not valid JSON');
  });

  it('labels and typed values are text, never markup', async () => {
    const { container } = await render({ choices: CHOICES, allow_other: true }, [HOSTILE]);
    expect(container.querySelector('img')).to.equal(null);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });

  it('the display: labels (formatting on), or the stored values', async () => {
    const show = async (options: Record<string, unknown>, value: unknown) => {
      const field = fieldOf('colours', 'array', 'checkboxes', { options });
      const one = await mountDisplay(field, value);
      mounted.push(one);
      return one.container;
    };
    expect((await show({ choices: CHOICES }, ['', 'red', 'green', ''])).textContent).to.equal(
      'Red, Green',
    );
    expect((await show({ choices: CHOICES, formatting: false }, 'red,green')).textContent).to.equal(
      'red,green'.replace(',', ', '),
    );
    const hostile = await show({ choices: CHOICES }, ['blue']);
    expect(hostile.textContent).to.equal(HOSTILE);
    expect(hostile.querySelector('img')).to.equal(null);
  });
  it("in the item form, the group is named by the field's label", async () => {
    const container = await inForm('array', { choices: CHOICES }, null);
    const group = container.querySelector('fieldset') as HTMLElement;
    const labelId = group.getAttribute('aria-labelledby') ?? '';
    expect(container.querySelector(`[id="${labelId}"]`)?.textContent).to.equal('Colours');
  });
});
