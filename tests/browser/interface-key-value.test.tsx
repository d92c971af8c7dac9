// The key-value interface: entries read from v8's object (and from a list of pairs or JSON text),
// edited with the interfaces the options name, typed with real keys; added and removed with the
// keyboard; an empty or repeated key is an error at its row and stages nothing while the typing
// stays; read-only; the display.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act } from 'react';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import {
  mountDisplay,
  mountInterface,
  pressKey,
} from './fixtures/item-harness/interface-under-test.js';
import { buttonNamed, click, type Mounted } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];

async function render(initial: unknown, options: Record<string, unknown> = {}, readonly = false) {
  const result = await mountInterface(
    fieldOf('attributes', 'json', 'key-value', { options }),
    initial,
    readonly,
  );
  mounted.push(result);
  const rows = () => [...result.container.querySelectorAll<HTMLElement>('.cms-key-value__row')];
  const keyInput = (index: number) =>
    rows()[index]?.querySelector('.cms-key-value__key input') as HTMLInputElement;
  const valueInput = (index: number) =>
    rows()[index]?.querySelector('.cms-key-value__value input') as HTMLInputElement;
  const keys = () => rows().map((_, index) => keyInput(index)?.value);
  const problems = () =>
    [...result.container.querySelectorAll('.cms-key-value__problem')].map((p) => p.textContent);
  return { ...result, rows, keyInput, valueInput, keys, problems };
}

async function type(text: string) {
  await act(async () => {
    await sendKeys({ type: text });
  });
}

/** Selects the input's text, so the next key press replaces it. */
async function selectAll(input: HTMLInputElement) {
  await act(async () => input.select());
}

describe('key-value interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined with v8 keys and defaults', () => {
    const definition = getInterface('key-value') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['json']);
    expect(
      Object.fromEntries((definition.options ?? []).map((option) => [option.name, option.default])),
    ).to.deep.equal({
      keyInterface: 'text-input',
      keyType: 'string',
      keyOptions: { placeholder: 'Key' },
      valueInterface: 'text-input',
      valueType: 'string',
      valueOptions: { placeholder: 'Value' },
    });
    const editors = Object.fromEntries(
      (definition.options ?? []).map((option) => [option.name, option.interface]),
    );
    expect(editors.keyInterface).to.equal('interfaces');
    expect(editors.keyType).to.equal('interface-types');
    expect(editors.valueOptions).to.equal('interface-options');
  });

  it("shows v8's object as rows, each side labelled, with the options' placeholders", async () => {
    const { keys, valueInput, keyInput, container } = await render({ color: 'red', size: 'XL' });
    expect(keys()).to.deep.equal(['color', 'size']);
    expect(valueInput(1).value).to.equal('XL');
    expect(keyInput(0).placeholder).to.equal('Key');
    expect(valueInput(0).placeholder).to.equal('Value');
    expect(container.querySelector(`label[for="${keyInput(0).id}"]`)?.textContent).to.equal(
      'Key of entry 1',
    );
    expect(container.querySelector(`label[for="${valueInput(1).id}"]`)?.textContent).to.equal(
      'Value of size',
    );
    expect(container.querySelector('fieldset')?.id).to.equal('field-input');
  });

  it('reads a list of {key, value} pairs and JSON text; writes the object', async () => {
    const list = await render([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
    expect(list.keys()).to.deep.equal(['a', 'b']);
    list.valueInput(1).focus();
    await type('0');
    expect(list.reports.at(-1)).to.deep.equal({ a: '1', b: '20' });
    const text = await render('{"x":"y"}');
    expect(text.keys()).to.deep.equal(['x']);
  });

  it('edits a value, adds an entry and removes one with real keys', async () => {
    const { valueInput, keyInput, reports, container, keys, rows } = await render({ color: 'red' });
    valueInput(0).focus();
    await type('dish');
    expect(reports.at(-1)).to.deep.equal({ color: 'reddish' });

    // Add: from the keyboard, the new row's key takes the focus.
    const add = buttonNamed(container, 'Add an entry') as HTMLButtonElement;
    add.focus();
    await pressKey('Enter');
    expect(rows().length).to.equal(2);
    expect(
      document.activeElement === keyInput(1),
      `focus on keyInput(1), not ${document.activeElement?.outerHTML.slice(0, 120)}`,
    ).to.equal(true);
    expect(reports.length, 'a blank row stages nothing').to.equal(4);
    await type('size');
    expect(reports.at(-1)).to.deep.equal({ color: 'reddish', size: null });
    await pressKey('Tab');
    expect(
      document.activeElement === valueInput(1),
      `focus on valueInput(1), not ${document.activeElement?.outerHTML.slice(0, 120)}`,
    ).to.equal(true);
    await type('XL');
    expect(reports.at(-1)).to.deep.equal({ color: 'reddish', size: 'XL' });

    // Remove the first: the focus moves to the next row's remove button.
    const removeColor = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove color"]',
    ) as HTMLButtonElement;
    removeColor.focus();
    await pressKey('Enter');
    expect(keys()).to.deep.equal(['size']);
    expect(reports.at(-1)).to.deep.equal({ size: 'XL' });
    expect(document.activeElement?.getAttribute('aria-label')).to.equal('Remove size');
    await pressKey('Enter');
    expect(reports.at(-1), 'no entries: null').to.equal(null);
    expect(container.textContent).to.contain('No entries yet.');
    expect(
      document.activeElement === buttonNamed(container, 'Add an entry'),
      `focus on buttonNamed(container, 'Add an entry'), not ${document.activeElement?.outerHTML.slice(0, 120)}`,
    ).to.equal(true);
  });

  it('a repeated key is an error at its row; nothing is staged until it differs; the typing stays', async () => {
    const { keyInput, reports, problems, rows, container } = await render({ color: 'red' });
    await click(buttonNamed(container, 'Add an entry') as HTMLButtonElement);
    await type('color');
    expect(keyInput(1).value, 'the typing stays').to.equal('color');
    expect(problems()).to.deep.equal([
      '“color” is already the key of entry 1. Each key can be used once.',
    ]);
    expect(rows()[1]?.querySelector('[role="alert"]')).to.exist;
    expect(keyInput(1).getAttribute('aria-invalid')).to.equal('true');
    // The last good value stays staged: "colo" was a good key, "color" is not.
    expect(reports.at(-1)).to.deep.equal({ color: 'red', colo: null });
    const staged = reports.length;
    await pressKey('Backspace');
    await type('ur');
    expect(problems()).to.deep.equal([]);
    expect(reports.at(-1)).to.deep.equal({ color: 'red', colour: null });
    expect(reports.length).to.be.greaterThan(staged);
  });

  it('a value without a key is an error and stages nothing', async () => {
    const { keyInput, reports, problems, container } = await render({ color: 'red', size: 'XL' });
    keyInput(1).focus();
    await selectAll(keyInput(1));
    await pressKey('Backspace');
    expect(problems()).to.deep.equal(['Enter a key for this entry.']);
    expect(reports, 'nothing staged').to.deep.equal([]);
    expect(container.textContent).to.contain('once every entry has a key of its own');
    await type('fit');
    expect(reports.at(-1)).to.deep.equal({ color: 'red', fit: 'XL' });
    expect(reports[0], 'the first key typed stages').to.deep.equal({ color: 'red', f: 'XL' });
  });

  it('an edit back to the stored entries stages the stored value itself', async () => {
    const stored = { color: 'red' };
    const { valueInput, reports } = await render(stored);
    valueInput(0).focus();
    await type('x');
    await pressKey('Backspace');
    expect(reports.at(-1)).to.equal(stored);
  });

  it('the options name the interfaces: a toggle for values, the plain input for an unknown one', async () => {
    const { rows, reports } = await render(
      { published: false },
      { valueInterface: 'toggle', valueType: 'boolean', keyInterface: 'no-such-interface' },
    );
    const toggle = rows()[0]?.querySelector('.cms-key-value__value input') as HTMLInputElement;
    expect(toggle.type).to.equal('checkbox');
    await click(toggle);
    expect(reports.at(-1)).to.deep.equal({ published: true });
    const key = rows()[0]?.querySelector('.cms-key-value__key input') as HTMLInputElement;
    expect(key.type).to.equal('text');
    expect(key.value).to.equal('published');
  });

  it('an unreadable value is shown and kept until an entry is edited', async () => {
    const { container, reports } = await render('not json');
    expect(container.textContent).to.contain("can't be shown as entries");
    expect(container.querySelector('pre')?.textContent).to.equal('not json');
    expect(reports).to.deep.equal([]);
  });

  it('read-only: inputs read-only, no add or remove', async () => {
    const { keyInput, valueInput, container } = await render({ a: 'b' }, {}, true);
    expect(keyInput(0).readOnly || keyInput(0).disabled).to.equal(true);
    expect(valueInput(0).readOnly || valueInput(0).disabled).to.equal(true);
    expect(buttonNamed(container, 'Add an entry')).to.equal(null);
    expect(container.querySelector('.cms-key-value__remove')).to.equal(null);
  });

  it('the display: the first keys, or how many; text stays text', async () => {
    const show = async (value: unknown) => {
      const field = fieldOf('attributes', 'json', 'key-value');
      const one = await mountDisplay(field, value);
      mounted.push(one);
      return one.container;
    };
    expect((await show({ color: 'red', size: 'XL' })).textContent).to.equal('color, size');
    const many = await show({ a: 1, b: 2, c: 3, d: 4 });
    expect(many.textContent).to.equal('4 entries');
    expect(many.querySelector('span')?.title).to.equal('a: 1\nb: 2\nc: 3\nd: 4');
    expect((await show({ '<img src=x>': 1 })).querySelector('img')).to.equal(null);
    expect((await show(null)).textContent).to.equal('');
  });
});
