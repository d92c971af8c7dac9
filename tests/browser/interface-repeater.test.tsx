// The repeater interface: rows of sub-fields read from v8's shapes (a list, an object keyed by a
// sub-field, JSON text), added up to the limit, removed with an undo, moved with the keyboard.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  typeText,
} from './fixtures/item-harness/render.js';

const mounted: Mounted[] = [];

// The thumbnail presets as the settings fields define them (v8 list of sub-field entries).
const PRESET_FIELDS = [
  { field: 'key', type: 'string', interface: 'slug', width: 'half' },
  { field: 'width', type: 'integer', interface: 'numeric', width: 'half' },
  { field: 'height', type: 'integer', interface: 'numeric', width: 'half' },
  { field: 'quality', type: 'integer', interface: 'slider' },
];

async function render(
  options: Record<string, unknown>,
  initial: unknown,
  extra: { readonly?: boolean } = {},
) {
  const definition = getInterface('repeater') as InterfaceDefinition;
  expect(definition, 'repeater is registered').to.not.equal(null);
  const field = fieldOf('presets', 'json', 'repeater', { options });
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, { definition, field, initial, reports, ...extra }),
  );
  mounted.push(result);
  return { ...result, reports };
}

const titles = (root: ParentNode) =>
  [...root.querySelectorAll('.cms-repeater__title')].map((title) => title.textContent);

async function keyDown(target: Element, key: string) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

const toggleOf = (root: ParentNode, title: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('.cms-repeater__toggle')].find(
    (button) => button.textContent === title,
  ) as HTMLButtonElement;

describe('repeater interface', () => {
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('reads a list of rows, titles them by the template, and opens a row to its sub-fields', async () => {
    const { container } = await render(
      { template: '{{key}} ({{width}}×{{height}})', fields: PRESET_FIELDS },
      [
        { key: 'card', width: 400, height: 300, quality: 80 },
        { key: 'hero', width: 1600, height: 900, quality: 70 },
      ],
    );
    expect(titles(container)).to.deep.equal(['card (400×300)', 'hero (1600×900)']);
    const toggle = toggleOf(container, 'card (400×300)');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const body = container.querySelector(
      `#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`,
    );
    const inputs = [...(body?.querySelectorAll<HTMLInputElement>('input') ?? [])];
    expect(inputs.map((input) => input.value)).to.deep.equal(['card', '400', '300', '80']);
    // Labels name the sub-fields; the half-width ones say so for the layout.
    expect(body?.querySelector('[data-subfield="width"] label')?.textContent).to.equal('Width');
    expect(body?.querySelector('[data-subfield="width"]')?.getAttribute('data-width')).to.equal(
      'half',
    );
  });

  it('reads v8 sub-fields given as an object keyed by name, and JSON text, and writes text back', async () => {
    const fields = {
      key: { type: 'string', interface: 'text-input', width: 'half' },
      width: { type: 'integer', interface: 'numeric', width: 'half' },
    };
    const { container, reports } = await render(
      { template: '{{key}}', fields },
      JSON.stringify([{ key: 'thumb', width: 200 }]),
    );
    expect(titles(container)).to.deep.equal(['thumb']);
    await click(toggleOf(container, 'thumb'));
    const key = container.querySelector<HTMLInputElement>(
      '[data-subfield="key"] input',
    ) as HTMLInputElement;
    await typeText(key, 'small');
    expect(reports.at(-1)).to.equal(JSON.stringify([{ key: 'small', width: 200 }]));
    expect(titles(container)).to.deep.equal(['small']);
  });

  it('edits that come back to the stored rows hand back the stored text as it was', async () => {
    const stored = '[ { "key": "thumb", "width": 200 } ]';
    const { container, reports } = await render(
      { template: '{{key}}', fields: PRESET_FIELDS },
      stored,
    );
    await click(buttonNamed(container, 'Add a row') as HTMLButtonElement);
    expect(reports.at(-1)).to.equal('[{"key":"thumb","width":200},{}]');
    await click(container.querySelector('[aria-label="Remove Untitled row"]') as HTMLButtonElement);
    expect(reports.at(-1)).to.equal(stored);
  });

  it("adds a row with the sub-fields' defaults, open and focused", async () => {
    const { container, reports } = await render(
      {
        template: '{{key}}',
        fields: [
          { field: 'key', type: 'string', interface: 'text-input' },
          { field: 'fit', type: 'string', interface: 'text-input', default: 'contain' },
        ],
        createItemText: 'New preset',
      },
      [{ key: 'a' }],
    );
    await click(buttonNamed(container, 'New preset') as HTMLButtonElement);
    expect(reports.at(-1)).to.deep.equal([{ key: 'a' }, { fit: 'contain' }]);
    expect(titles(container)).to.deep.equal(['a', 'Untitled row']);
    const added = toggleOf(container, 'Untitled row');
    expect(added.getAttribute('aria-expanded')).to.equal('true');
    expect(document.activeElement).to.equal(added);
  });

  it('removes a row and brings it back with undo', async () => {
    const { container, reports } = await render({ template: '{{key}}', fields: PRESET_FIELDS }, [
      { key: 'a' },
      { key: 'b' },
      { key: 'c' },
    ]);
    const remove = container.querySelector('[aria-label="Remove b"]') as HTMLButtonElement;
    await click(remove);
    expect(reports.at(-1)).to.deep.equal([{ key: 'a' }, { key: 'c' }]);
    expect(titles(container)).to.deep.equal(['a', 'c']);
    expect(
      container.querySelector('[role="status"].cms-repeater__removed')?.textContent,
    ).to.contain('Removed b.');
    const undo = buttonNamed(container, 'Undo') as HTMLButtonElement;
    expect(document.activeElement).to.equal(undo);
    await click(undo);
    expect(reports.at(-1)).to.deep.equal([{ key: 'a' }, { key: 'b' }, { key: 'c' }]);
    expect(titles(container)).to.deep.equal(['a', 'b', 'c']);
    expect(buttonNamed(container, 'Undo')).to.equal(null);
  });

  it('moves a row with the arrow keys on its grip', async () => {
    const { container, reports } = await render({ template: '{{key}}', fields: PRESET_FIELDS }, [
      { key: 'a' },
      { key: 'b' },
      { key: 'c' },
    ]);
    const grip = container.querySelector('[aria-label="Move a"]') as HTMLButtonElement;
    grip.focus();
    await keyDown(grip, 'ArrowDown');
    expect(reports.at(-1)).to.deep.equal([{ key: 'b' }, { key: 'a' }, { key: 'c' }]);
    await keyDown(container.querySelector('[aria-label="Move a"]') as HTMLButtonElement, 'End');
    expect(reports.at(-1)).to.deep.equal([{ key: 'b' }, { key: 'c' }, { key: 'a' }]);
    expect(titles(container)).to.deep.equal(['b', 'c', 'a']);
    expect(document.activeElement?.getAttribute('aria-label')).to.equal('Move a');
    expect(container.textContent).to.contain('a moved to place 3 of 3.');
  });

  it('disables adding at the limit', async () => {
    const { container, reports } = await render(
      { template: '{{key}}', fields: PRESET_FIELDS, limit: 2 },
      [{ key: 'a' }],
    );
    const add = buttonNamed(container, 'Add a row') as HTMLButtonElement;
    expect(add.disabled).to.equal(false);
    expect(container.textContent).to.contain('1 of 2 rows');
    await click(add);
    expect(reports.at(-1)).to.have.length(2);
    expect(add.disabled).to.equal(true);
    expect(container.textContent).to.contain('The limit of 2 rows is reached.');
    await click(container.querySelector('[aria-label="Remove a"]') as HTMLButtonElement);
    expect(add.disabled).to.equal(false);
  });

  it('structure "object": reads and writes an object keyed by the structure_key sub-field', async () => {
    const { container, reports } = await render(
      {
        template: '{{code}}: {{label}}',
        structure: 'object',
        structure_key: 'code',
        fields: [
          { field: 'code', type: 'string', interface: 'text-input', width: 'half' },
          { field: 'label', type: 'string', interface: 'text-input', width: 'half' },
        ],
      },
      { en: { label: 'English' }, de: { code: 'de', label: 'German' } },
    );
    expect(titles(container)).to.deep.equal(['en: English', 'de: German']);
    await click(toggleOf(container, 'de: German'));
    const code = container.querySelector<HTMLInputElement>(
      '[data-open] [data-subfield="code"] input',
    ) as HTMLInputElement;
    await typeText(code, 'fr');
    expect(reports.at(-1)).to.deep.equal({
      en: { code: 'en', label: 'English' },
      fr: { code: 'fr', label: 'German' },
    });
    // A key another row has is refused by the form with a message, and nothing typed is lost.
    await typeText(code, 'en');
    expect(container.textContent).to.contain('This row needs a code that no other row has.');
    const value = reports.at(-1) as Record<string, { label: string }>;
    expect(Object.values(value).map((row) => row.label)).to.deep.equal(['English', 'German']);
  });

  it('shows a stored value that is not JSON rows, and keeps it until the user adds a row', async () => {
    const { container, reports } = await render({ fields: PRESET_FIELDS }, '[{"key": "broken"');
    expect(container.textContent).to.contain("The stored value can't be shown as rows");
    expect(container.querySelector('.cms-repeater__raw')?.textContent).to.equal(
      '[{"key": "broken"',
    );
    expect(reports).to.deep.equal([]);
    await click(buttonNamed(container, 'Add a row') as HTMLButtonElement);
    expect(reports.at(-1)).to.equal('[{}]');
    expect(container.querySelector('.cms-repeater__raw')).to.equal(null);
  });

  it('read-only: rows open to read, with nothing to add, remove or move', async () => {
    const { container } = await render(
      { template: '{{key}}', fields: PRESET_FIELDS },
      [{ key: 'a' }, { key: 'b' }],
      { readonly: true },
    );
    expect(buttonNamed(container, 'Add a row')).to.equal(null);
    expect(container.querySelector('[aria-label^="Remove"]')).to.equal(null);
    expect(container.querySelector('.cms-sortable__grip')).to.equal(null);
    await click(toggleOf(container, 'a'));
    const key = container.querySelector<HTMLInputElement>('[data-subfield="key"] input');
    expect(key?.readOnly || key?.disabled).to.equal(true);
  });

  it('a number sub-field without a bundled interface stores the number typed', async () => {
    const { container, reports } = await render({ template: '{{key}}', fields: PRESET_FIELDS }, [
      { key: 'a', quality: 80 },
    ]);
    await click(toggleOf(container, 'a'));
    const quality = container.querySelector<HTMLInputElement>(
      '[data-subfield="quality"] input',
    ) as HTMLInputElement;
    await typeText(quality, '65');
    expect(reports.at(-1)).to.deep.equal([{ key: 'a', quality: 65 }]);
  });

  it("the listing display shows the rows' titles", async () => {
    const definition = getInterface('repeater') as InterfaceDefinition;
    const Display = definition.display as NonNullable<InterfaceDefinition['display']>;
    const field = fieldOf('presets', 'json', 'repeater');
    const shown = await mount(
      createElement(Display, {
        value: '[{"key":"a"},{"key":"b"}]',
        field,
        options: { template: '{{key}}' },
      }),
    );
    mounted.push(shown);
    const { container } = shown;
    expect(container.textContent).to.equal('a, b');
  });
});
