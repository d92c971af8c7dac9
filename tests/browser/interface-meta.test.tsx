// The interfaces that edit a field's interface settings (v8's directus_fields: `interface`, its
// types, its options) and key-value's own options: `interfaces` picks an installed interface
// (bundled and server-hosted) by name, `interface-types` ticks the types the sibling interface
// supports, `interface-options` is that interface's options form; empty states, read-only,
// displays.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, createElement, useState } from 'react';
import type { ExtensionMeta } from '../../src/api/extensions.js';
import '../../src/interfaces/index.js';
import { OptionsForm } from '../../src/interfaces/interface-options/OptionsForm.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { setServerExtensions } from '../../src/state/extensions.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { mountDisplay, pressKey } from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { adoptAdminStyles, chooseOption, listboxOptions, openOptions } from './helpers.js';

const mounted: Mounted[] = [];

// A server-hosted interface as its meta.json lists it (contract §7.17).
const SERVER_STARS: ExtensionMeta = {
  id: 'custom-stars',
  path: 'interfaces/custom-stars/meta.json',
  name: 'Custom Stars',
  icon: 'star',
  types: ['integer', 'decimal'],
  options: { size: { name: 'Size', interface: 'numeric', default: 3, comment: 'Star size.' } },
};

async function render(
  iface: string,
  type: string,
  initial: unknown,
  extra: {
    options?: Record<string, unknown>;
    values?: Record<string, unknown>;
    readonly?: boolean;
  } = {},
) {
  const definition = getInterface(iface) as InterfaceDefinition;
  const field = fieldOf('setting', type, iface, { options: extra.options ?? {} });
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, {
      definition,
      field,
      initial,
      reports,
      values: extra.values,
      readonly: extra.readonly,
    }),
  );
  mounted.push(result);
  return { ...result, reports };
}

async function display(iface: string, type: string, value: unknown) {
  const field = fieldOf('setting', type, iface);
  const one = await mountDisplay(field, value);
  mounted.push(one);
  return one.container;
}

/** Waits (in short real steps) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (check()) return;
    await settle(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const defaults = (id: string) =>
  Object.fromEntries(
    ((getInterface(id) as InterfaceDefinition).options ?? []).map((option) => [
      option.name,
      option.default,
    ]),
  );

/** Owns an options object like the field wizard does, and keeps every change. */
function OptionsOwner({
  definition,
  changes,
}: {
  definition: InterfaceDefinition;
  changes: Record<string, unknown>[];
}) {
  const [options, setOptions] = useState<Record<string, unknown>>({});
  return createElement(OptionsForm, {
    collection: 'articles',
    definition,
    options,
    onChange: (next: Record<string, unknown>) => {
      changes.push(next);
      setOptions(next);
    },
  });
}

describe('interfaces, interface-types and interface-options', () => {
  before(() => adoptAdminStyles());
  beforeEach(() => setServerExtensions({ interfaces: [SERVER_STARS], layouts: [], modules: [] }));
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    setServerExtensions({ interfaces: [], layouts: [], modules: [] });
  });

  it('are defined with v8 keys and defaults', () => {
    expect(getInterface('interfaces')?.types).to.deep.equal(['string']);
    expect(getInterface('interfaces')?.recommended?.length).to.equal(100);
    expect(defaults('interfaces')).to.deep.equal({
      placeholder: undefined,
      relational: true,
      status: true,
    });
    expect(getInterface('interface-types')?.types).to.deep.equal(['json']);
    expect(defaults('interface-types')).to.deep.equal({ interfaceField: 'interface' });
    expect(getInterface('interface-options')?.types).to.deep.equal(['json']);
    expect(defaults('interface-options')).to.deep.equal({ interfaceField: 'interface' });
  });

  describe('interfaces', () => {
    it('shows the chosen interface by name; lists bundled and server-hosted ones; a click picks', async () => {
      const { container, reports } = await render('interfaces', 'string', 'slider');
      const button = container.querySelector('#field-input') as HTMLButtonElement;
      expect(button.textContent).to.contain('Slider');
      expect(button.querySelector('svg'), 'with its icon').to.exist;
      await openOptions(button, 10);
      await until(
        () => listboxOptions(button).some((option) => option.dataset.value === 'custom-stars'),
        'the server-hosted interface',
      );
      const labels = listboxOptions(button).map((option) => option.textContent ?? '');
      expect(labels.some((label) => label.startsWith('Custom Stars'))).to.equal(true);
      expect(labels.some((label) => label.startsWith('Many to one'))).to.equal(true);
      expect(labels.some((label) => label.startsWith('Status'))).to.equal(true);
      await chooseOption(button, 'custom-stars');
      expect(reports).to.deep.equal(['custom-stars']);
    });

    it('searches by name or id with real typing', async () => {
      const { container } = await render('interfaces', 'string', null);
      const button = container.querySelector('#field-input') as HTMLButtonElement;
      await openOptions(button, 10);
      await act(async () => {
        await sendKeys({ type: 'key-val' });
      });
      const shown = listboxOptions(button).map((option) => option.dataset.value);
      expect(shown).to.deep.equal(['key-value']);
      await pressKey('Escape');
    });

    it('relational=false hides the relational ones; status=false the status interface', async () => {
      const { container } = await render('interfaces', 'string', null, {
        options: { relational: false, status: false },
      });
      const button = container.querySelector('#field-input') as HTMLButtonElement;
      const values = (await openOptions(button, 10)).length;
      const ids = listboxOptions(button).map((option) => option.dataset.value);
      expect(values).to.be.greaterThan(30);
      for (const hidden of [
        'many-to-one',
        'one-to-many',
        'many-to-many',
        'file',
        'files',
        'status',
      ]) {
        expect(ids, hidden).to.not.include(hidden);
      }
      expect(ids).to.include('text-input');
      await pressKey('Escape');
    });

    it('an id the admin lacks stays chosen and says so; read-only is disabled', async () => {
      const { container } = await render('interfaces', 'string', 'gone-one', { readonly: true });
      const button = container.querySelector('#field-input') as HTMLButtonElement;
      expect(button.textContent).to.contain('gone-one (not installed)');
      expect(button.disabled || button.getAttribute('aria-disabled') === 'true').to.equal(true);
    });

    it('the display: icon and name; an unknown id as it is', async () => {
      const shown = await display('interfaces', 'string', 'custom-stars');
      await until(() => shown.textContent !== 'custom-stars', 'the name');
      expect(shown.textContent).to.equal('Custom Stars');
      expect(shown.querySelector('svg')).to.exist;
      expect((await display('interfaces', 'string', '<i>x</i>')).querySelector('i')).to.equal(null);
      expect((await display('interfaces', 'string', 'gone-one')).textContent).to.equal('gone-one');
    });
  });

  describe('interface-types', () => {
    const boxes = (root: HTMLElement) =>
      [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((box) => ({
        type: box.value,
        checked: box.checked,
        label: box.closest('label')?.textContent,
      }));

    it('ticks the types the sibling interface supports, stored as a list', async () => {
      const { container, reports } = await render('interface-types', 'json', ['integer'], {
        values: { interface: 'numeric' },
      });
      expect(boxes(container)).to.deep.equal([
        { type: 'integer', checked: true, label: 'Integer' },
        { type: 'decimal', checked: false, label: 'Decimal' },
        { type: 'sort', checked: false, label: 'Sort' },
      ]);
      const decimal = container.querySelector<HTMLInputElement>('input[value="decimal"]');
      await click(decimal as HTMLInputElement);
      expect(reports).to.deep.equal([['integer', 'decimal']]);
      // Keyboard: Space on a focused box.
      const integer = container.querySelector<HTMLInputElement>('input[value="integer"]');
      integer?.focus();
      await pressKey('Space');
      expect(reports.at(-1)).to.deep.equal(['decimal']);
      await click(decimal as HTMLInputElement);
      expect(reports.at(-1), 'none ticked: null').to.equal(null);
    });

    it('reads the sibling named by interfaceField, server-hosted too; keeps unsupported stored types marked', async () => {
      const { container } = await render('interface-types', 'json', ['string', 'integer'], {
        options: { interfaceField: 'keyInterface' },
        values: { keyInterface: 'custom-stars', interface: 'toggle' },
      });
      await until(() => boxes(container).length > 0, 'the boxes');
      expect(boxes(container)).to.deep.equal([
        { type: 'integer', checked: true, label: 'Integer' },
        { type: 'decimal', checked: false, label: 'Decimal' },
        { type: 'string', checked: true, label: 'String (not supported by Custom Stars)' },
      ]);
    });

    it("a stored single type (key-value's keyType) stays one choice", async () => {
      const { container, reports } = await render('interface-types', 'json', 'integer', {
        values: { interface: 'numeric' },
      });
      const select = container.querySelector('#field-input') as HTMLButtonElement;
      expect(select.getAttribute('role')).to.equal('combobox');
      expect(select.textContent).to.contain('Integer');
      await chooseOption(select, 'decimal');
      expect(reports).to.deep.equal(['decimal']);
    });

    it('with no interface chosen, or one the admin lacks, says so and keeps the value', async () => {
      const none = await render('interface-types', 'json', ['string'], { values: {} });
      expect(none.container.textContent).to.contain('Choose an interface first');
      expect(none.container.textContent).to.contain('Stored: string');
      const missing = await render('interface-types', 'json', null, {
        values: { interface: 'gone-one' },
      });
      expect(missing.container.textContent).to.contain("“gone-one” isn't installed");
      expect(none.reports.concat(missing.reports)).to.deep.equal([]);
    });

    it('read-only: the boxes are disabled', async () => {
      const { container } = await render('interface-types', 'json', ['integer'], {
        values: { interface: 'numeric' },
        readonly: true,
      });
      const all = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      expect(all.length).to.equal(3);
      expect(all.every((box) => box.disabled)).to.equal(true);
    });

    it('the display: the types by name', async () => {
      expect(
        (await display('interface-types', 'json', ['integer', 'datetime_created'])).textContent,
      ).to.equal('Integer, Datetime Created');
      expect((await display('interface-types', 'json', 'string')).textContent).to.equal('String');
      expect((await display('interface-types', 'json', null)).textContent).to.equal('');
    });
  });

  describe('interface-options', () => {
    it("is the sibling interface's options form; typing stages the options object", async () => {
      const { container, reports } = await render(
        'interface-options',
        'json',
        { maximum: 10 },
        {
          values: { interface: 'slider' },
        },
      );
      const names = [...container.querySelectorAll('[data-option]')].map((row) =>
        row.getAttribute('data-option'),
      );
      expect(names).to.deep.equal(['minimum', 'maximum', 'step', 'unit']);
      const maximum = container.querySelector<HTMLInputElement>('[data-option="maximum"] input');
      expect(maximum?.value).to.equal('10');
      const unit = container.querySelector('[data-option="unit"] input') as HTMLInputElement;
      expect(container.querySelector(`label[for="${unit.id}"]`)?.textContent).to.equal('Unit');
      unit.focus();
      await act(async () => {
        await sendKeys({ type: 'kg' });
      });
      expect(reports.at(-1)).to.deep.equal({ maximum: 10, unit: 'kg' });
    });

    it("a server-hosted interface's options from its meta.json", async () => {
      const { container, reports } = await render('interface-options', 'json', null, {
        values: { interface: 'custom-stars' },
      });
      await until(() => container.querySelector('[data-option="size"]') !== null, 'the options');
      const size = container.querySelector('[data-option="size"] input') as HTMLInputElement;
      expect(size.value).to.equal('3');
      expect(container.textContent).to.contain('Star size.');
      expect(reports).to.deep.equal([]);
    });

    it('empty states: no interface, one the admin lacks, one without options', async () => {
      const none = await render('interface-options', 'json', null, { values: {} });
      expect(none.container.textContent).to.contain('Choose an interface first');
      const missing = await render(
        'interface-options',
        'json',
        { a: 1 },
        {
          values: { interface: 'gone-one' },
        },
      );
      expect(missing.container.textContent).to.contain('The stored options are kept.');
      const bare = await render('interface-options', 'json', null, {
        values: { interface: 'sort' },
      });
      expect(bare.container.querySelector('fieldset')?.textContent).to.equal(
        'Sort has no options.',
      );
    });

    it('read-only: every option is read-only', async () => {
      const { container } = await render(
        'interface-options',
        'json',
        { unit: 'kg' },
        {
          values: { interface: 'slider' },
          readonly: true,
        },
      );
      const inputs = [...container.querySelectorAll<HTMLInputElement>('input')];
      expect(inputs.length).to.be.greaterThan(2);
      expect(inputs.every((input) => input.readOnly || input.disabled)).to.equal(true);
    });

    it('the display: how many options are set', async () => {
      expect((await display('interface-options', 'json', { a: 1, b: 2 })).textContent).to.equal(
        '2 options',
      );
      expect((await display('interface-options', 'json', null)).textContent).to.equal('');
    });
  });

  it("key-value's options form: the key interface decides the key types and options offered", async () => {
    const definition = getInterface('key-value') as InterfaceDefinition;
    const changes: Record<string, unknown>[] = [];
    const form = await mount(createElement(OptionsOwner, { definition, changes }));
    mounted.push(form);
    const row = (name: string) =>
      form.container.querySelector(`[data-option="${name}"]`) as HTMLElement;
    // Defaults: text-input keys, a single string type, the "Key" placeholder.
    expect(row('keyInterface').querySelector('[role="combobox"]')?.textContent).to.contain(
      'Text input',
    );
    expect(row('keyType').querySelector('[role="combobox"]')?.textContent).to.contain('String');
    const placeholder = row('keyOptions').querySelector<HTMLInputElement>(
      '[data-option="placeholder"] input',
    );
    expect(placeholder?.value).to.equal('Key');
    // Relational interfaces are not offered for keys (the option's `relational: false`).
    const picker = row('keyInterface').querySelector('[role="combobox"]') as HTMLElement;
    await openOptions(picker, 10);
    const ids = listboxOptions(picker).map((option) => option.dataset.value);
    expect(ids).to.not.include('many-to-one');
    await chooseOption(picker, 'numeric');
    expect(changes.at(-1)).to.deep.equal({ keyInterface: 'numeric' });
    const typeSelect = row('keyType').querySelector('[role="combobox"]') as HTMLElement;
    await openOptions(typeSelect, 2);
    expect(listboxOptions(typeSelect).map((option) => option.dataset.value)).to.deep.equal([
      'string',
      'integer',
      'decimal',
      'sort',
    ]);
    await chooseOption(typeSelect, 'integer');
    expect(changes.at(-1)).to.deep.equal({ keyInterface: 'numeric', keyType: 'integer' });
    expect(row('keyOptions').querySelector('[data-option="localized"]'), "numeric's options").to
      .exist;
  });
});
