// Each bundled interface's display for listings: text, never markup (HTML-looking values stay text).
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { FieldInfo } from '../../src/api/types.js';
import '../../src/interfaces/index.js';
import {
  getInterface,
  type InterfaceDefinition,
  listInterfaces,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { renderTemplate } from '../../src/interfaces/render-template.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import { mount } from './fixtures/item-harness/render.js';

const HOSTILE = '<img src=x onerror="window.__hacked = 1"><script>window.__hacked = 1</script>';

async function display(id: string, field: FieldInfo, value: unknown) {
  const definition = getInterface(id) as InterfaceDefinition;
  const Display = definition.display!;
  const mounted = await mount(
    createElement(Display, { value, field, options: optionsWithDefaults(definition, field) }),
  );
  const { container } = mounted;
  const text = container.textContent ?? '';
  const html = container.innerHTML;
  const element = container.firstElementChild as HTMLElement | null;
  mounted.unmount();
  return { text, html, element };
}

describe('interface displays', () => {
  it('registers every core interface with an input and a display', () => {
    const ids = listInterfaces().map((one) => one.id);
    for (const id of [
      'primary-key',
      'text-input',
      'textarea',
      'numeric',
      'sort',
      'toggle',
      'datetime',
      'dropdown',
      'status',
      'slug',
      'markdown',
      'code',
      'json',
      'many-to-one',
      'one-to-many',
      'many-to-many',
    ]) {
      expect(ids, id).to.include(id);
      expect(getInterface(id)?.display, `${id} display`).to.not.equal(undefined);
    }
  });

  it("answers v8's id `switch` with the toggle interface (v8 8.x renamed it)", () => {
    expect(getInterface('switch')).to.not.equal(null);
    expect(getInterface('switch')).to.equal(getInterface('toggle'));
  });

  it('escapes HTML-looking values in every text display', async () => {
    for (const [id, type] of [
      ['text-input', 'string'],
      ['textarea', 'string'],
      ['slug', 'slug'],
      ['markdown', 'string'],
      ['code', 'string'],
      ['primary-key', 'string'],
      ['dropdown', 'string'],
      ['many-to-one', 'm2o'],
    ] as const) {
      const { text, element } = await display(id, fieldOf('f', type, id), HOSTILE);
      expect(text, id).to.equal(HOSTILE);
      expect(element?.querySelector('img, script'), id).to.equal(null);
    }
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });

  it('shows numbers, JSON and nothing as text', async () => {
    expect((await display('numeric', fieldOf('n', 'integer', 'numeric'), 42)).text).to.equal('42');
    expect((await display('json', fieldOf('j', 'json', 'json'), { a: '<b>' })).text).to.equal(
      '{"a":"<b>"}',
    );
    expect((await display('text-input', fieldOf('t', 'string', 'text-input'), null)).text).to.equal(
      '',
    );
  });

  it('toggle: yes / no as text', async () => {
    const field = fieldOf('b', 'boolean', 'toggle');
    expect((await display('toggle', field, true)).text).to.equal('Yes');
    expect((await display('toggle', field, '1')).text).to.equal('Yes');
    expect((await display('toggle', field, false)).text).to.equal('No');
    expect((await display('toggle', field, 0)).text).to.equal('No');
    expect((await display('toggle', field, null)).text).to.equal('');
  });

  it('datetime: formatted in the language, times as stored', async () => {
    const datetime = await display(
      'datetime',
      fieldOf('d', 'datetime', 'datetime'),
      '2024-05-01 14:30:00',
    );
    expect(datetime.text).to.equal('Wednesday, May 1, 2024 at 2:30 PM');
    const date = await display('datetime', fieldOf('d', 'date', 'datetime'), '2024-05-01');
    expect(date.text).to.equal('May 1, 2024');
    const time = await display('datetime', fieldOf('d', 'time', 'datetime'), '09:05:00');
    expect(time.text).to.equal('09:05:00');
    const broken = await display('datetime', fieldOf('d', 'datetime', 'datetime'), HOSTILE);
    expect(broken.element?.querySelector('img, script')).to.equal(null);
  });

  it('dropdown: the choice label', async () => {
    const field = fieldOf('s', 'string', 'dropdown', {
      options: { choices: { m: 'Medium <i>size</i>' } },
    });
    const shown = await display('dropdown', field, 'm');
    expect(shown.text).to.equal('Medium <i>size</i>');
    expect(shown.element?.querySelector('i')).to.equal(null);
    expect((await display('dropdown', field, 'other')).text).to.equal('other');
  });

  it('status: a coloured badge with the status name as text', async () => {
    const field = fieldOf('status', 'status', 'status', {
      options: {
        status_mapping: JSON.stringify({
          published: { name: 'Published', background_color: 'red' },
          draft: { name: '<b>Draft</b>', background_color: 'not-a-colour' },
        }),
      },
    });
    const published = await display('status', field, 'published');
    expect(published.text).to.equal('Published');
    expect(published.element?.classList.contains('cms-status-badge')).to.equal(true);
    expect(published.html).to.contain('background: red');
    const draft = await display('status', field, 'draft');
    expect(draft.text).to.equal('<b>Draft</b>');
    expect(draft.element?.querySelector('b')).to.equal(null);
    expect((await display('status', field, 'unknown')).text).to.equal('unknown');
  });

  it('many-to-one: the related item through the template', async () => {
    const field = fieldOf('author', 'm2o', 'many-to-one', {
      options: { template: '{{name}} ({{country.code}})' },
    });
    const shown = await display('many-to-one', field, {
      id: 1,
      name: '<b>Ada</b>',
      country: { code: 'GB' },
    });
    expect(shown.text).to.equal('<b>Ada</b> (GB)');
    expect(shown.element?.querySelector('b')).to.equal(null);
    expect((await display('many-to-one', field, 7)).text).to.equal('7');
    expect(renderTemplate('{{a.b}}-{{missing}}', { a: { b: 1 } })).to.equal('1-');
  });
});
