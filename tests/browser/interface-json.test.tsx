// The json interface (and the code interface in JSON mode): CodeMirror in JSON mode, typed through
// with real key presses; valid text is staged as the field's type, invalid text shows where it
// fails and keeps the last valid value; Format; the template; read-only; the display; nothing in
// a value ever runs.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, createElement, useState } from 'react';
import '../../src/interfaces/index.js';
import type { FieldInfo } from '../../src/api/types.js';
import { parseJson } from '../../src/interfaces/json/json-text.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { buttonNamed, click, type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];

function jsonField(options: Record<string, unknown> | null = null, type = 'json'): FieldInfo {
  return fieldOf('meta', type, 'json', { options });
}

async function keys(
  command: { type: string } | { press: string } | { down: string } | { up: string },
) {
  await act(async () => {
    await sendKeys(command);
  });
}

/** Replaces the editor's whole text by typing, as a person would (select all, type). */
async function retype(content: HTMLElement, text: string) {
  content.focus();
  await keys({ down: 'Control' });
  await keys({ press: 'a' });
  await keys({ up: 'Control' });
  await keys({ press: 'Backspace' });
  if (text !== '') await keys({ type: text });
}

async function render(
  initial: unknown,
  extra: { field?: FieldInfo; readonly?: boolean; id?: string } = {},
) {
  const field = extra.field ?? jsonField();
  const definition = getInterface(extra.id ?? field.interface ?? 'json') as InterfaceDefinition;
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, { definition, field, initial, reports, readonly: extra.readonly }),
  );
  mounted.push(result);
  await waitUntil(() => result.container.querySelector('.cm-content'), 'the editor never loaded');
  const content = result.container.querySelector<HTMLElement>('.cm-content')!;
  const text = () =>
    [...content.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');
  const alert = () => result.container.querySelector('[role="alert"]')?.textContent ?? null;
  return { ...result, reports, content, text, alert };
}

/** An owner whose value the test sets (an undo in the field menu, a revision restored). */
function Owner({ control }: { control: { setValue(value: unknown): void } }) {
  const [value, setValue] = useState<unknown>({ a: 1 });
  control.setValue = setValue;
  const definition = getInterface('json') as InterfaceDefinition;
  const field = jsonField();
  return createElement(definition.input, {
    id: 'field-input',
    value,
    field,
    options: optionsWithDefaults(definition, field),
    readonly: false,
    values: {},
    onChange: (next: unknown) => setValue(next),
  });
}

describe('json interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    delete (window as { __xss?: unknown }).__xss;
  });

  it('is defined with the catalogue keys: json, template', () => {
    const definition = getInterface('json') as InterfaceDefinition;
    expect(definition.types).to.include('json');
    expect(definition.options?.map((option) => option.name)).to.deep.equal(['template']);
  });

  it('shows the stored JSON indented and coloured, and stages nothing for opening it', async () => {
    const { text, reports, container, content } = await render({ a: 1, list: [true, null] });
    expect(text()).to.equal('{\n  "a": 1,\n  "list": [\n    true,\n    null\n  ]\n}');
    await waitUntil(() => container.querySelector('.tok-propertyName'), 'JSON never coloured');
    expect(content.id).to.equal('field-input');
    expect(reports).to.deep.equal([]);
  });

  it('typed valid JSON is staged parsed; invalid JSON keeps the last value and says where', async () => {
    const { content, reports, text, alert, container } = await render({ a: 1 });
    await retype(content, '{"a": 2, "list": [1, 2]}');
    expect(reports.at(-1)).to.deep.equal({ a: 2, list: [1, 2] });
    const count = reports.length;

    await keys({ press: 'End' });
    await keys({ press: 'Backspace' });
    await keys({ type: ', "b": }' });
    expect(reports.length, 'nothing staged while invalid').to.equal(count);
    expect(text(), 'what was typed stays').to.equal('{"a": 2, "list": [1, 2], "b": }');
    expect(alert()).to.equal(
      'Invalid JSON at line 1, column 31: “}” cannot be here. The last valid value is kept until this is fixed.',
    );
    expect(content.getAttribute('aria-invalid')).to.equal('true');
    expect(content.getAttribute('aria-describedby')).to.contain(
      container.querySelector('[role="alert"]')!.id,
    );
    expect(container.querySelector('.cms-code-editor__problem')?.textContent).to.equal('}');
    expect(buttonNamed(container, 'Format')!.disabled).to.equal(true);

    await keys({ press: 'ArrowLeft' });
    await keys({ type: 'false' });
    expect(reports.at(-1)).to.deep.equal({ a: 2, list: [1, 2], b: false });
    expect(alert()).to.equal(null);
    expect(content.getAttribute('aria-invalid')).to.equal('false');
    expect(container.querySelector('.cms-code-editor__problem')).to.equal(null);

    await retype(content, '');
    expect(reports.at(-1)).to.equal(null);
  });

  it('an unfinished document is reported at its end, on the right line', async () => {
    const { content, alert } = await render(null);
    await retype(content, '[1,');
    await keys({ press: 'Enter' });
    await keys({ type: '2' });
    // The new line is indented, so the text ends after "  2".
    expect(alert()).to.match(/^Invalid JSON at line 2, column 4: the text ends too early\./);
    const problem = parseJson('{\n  "a": tru\n}');
    expect(problem.ok).to.equal(false);
    if (!problem.ok) expect([problem.problem.line, problem.problem.column]).to.deep.equal([2, 8]);
  });

  it('an outside change replaces the text, also over invalid text; its own edits do not', async () => {
    const control = { setValue: (_: unknown) => {} };
    const result = await mount(createElement(Owner, { control }));
    mounted.push(result);
    await waitUntil(() => result.container.querySelector('.cm-content'), 'the editor never loaded');
    const content = result.container.querySelector<HTMLElement>('.cm-content')!;
    const text = () =>
      [...content.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');
    await retype(content, '{"a":1}');
    expect(text(), 'the same value keeps the text as typed').to.equal('{"a":1}');
    await keys({ type: 'x' });
    await act(async () => control.setValue({ b: 2 }));
    expect(text()).to.equal('{\n  "b": 2\n}');
    expect(result.container.querySelector('[role="alert"]')).to.equal(null);
  });

  it('Format re-indents valid text', async () => {
    const { content, reports, text, container } = await render(null);
    await retype(content, '{"x":[1,{"y":2}]}');
    await click(buttonNamed(container, 'Format')!);
    expect(text()).to.equal('{\n  "x": [\n    1,\n    {\n      "y": 2\n    }\n  ]\n}');
    expect(reports.at(-1)).to.deep.equal({ x: [1, { y: 2 }] });
  });

  it('a text field in JSON mode (code, application/json) stages the text itself', async () => {
    const field = fieldOf('config', 'string', 'code', {
      options: { language: 'application/json' },
    });
    const { content, reports, text, container } = await render('{"keep":"as typed"}', {
      field,
    });
    expect(text()).to.equal('{"keep":"as typed"}');
    await retype(content, '{"n": 1}');
    expect(reports.at(-1)).to.equal('{"n": 1}');
    await click(buttonNamed(container, 'Format')!);
    expect(reports.at(-1)).to.equal('{\n  "n": 1\n}');
    await keys({ type: 'x' });
    expect(reports.at(-1), 'invalid text is not staged').to.equal('{\n  "n": 1\n}');
  });

  it('the template fills an empty field', async () => {
    const { reports, text, container } = await render(null, {
      field: jsonField({ template: { title: '', tags: [] } }),
    });
    await click(buttonNamed(container, 'Fill with the template')!);
    expect(reports).to.deep.equal([{ title: '', tags: [] }]);
    expect(text()).to.equal('{\n  "title": "",\n  "tags": []\n}');
    expect(buttonNamed(container, 'Fill with the template')).to.equal(null);
  });

  it('read-only: no Format or template, typing changes nothing', async () => {
    const { content, reports, text, container } = await render([1], {
      readonly: true,
      field: jsonField({ template: [2] }),
    });
    expect(buttonNamed(container, 'Format')).to.equal(null);
    expect(buttonNamed(container, 'Fill with the template')).to.equal(null);
    expect(content.getAttribute('aria-readonly')).to.equal('true');
    content.focus();
    await keys({ type: '9' });
    expect(reports).to.deep.equal([]);
    expect(text()).to.equal('[\n  1\n]');
  });

  it('script-bearing strings stay text in the editor and in the display', async () => {
    const hostile = {
      html: '<img src=x onerror="window.__xss=1">',
      script: '<script>window.__xss=2</script>',
      link: 'javascript:window.__xss=3',
    };
    const { container, content } = await render(hostile);
    expect(content.textContent).to.contain('<img src=x onerror=');
    expect(container.querySelector('img, script, a')).to.equal(null);

    const definition = getInterface('json') as InterfaceDefinition;
    const shown = await mount(
      createElement(definition.display!, {
        value: hostile,
        field: jsonField(),
        options: optionsWithDefaults(definition, jsonField()),
      }),
    );
    mounted.push(shown);
    expect(JSON.parse(shown.container.textContent ?? '')).to.deep.equal(hostile);
    expect(shown.container.querySelector('img, script, a')).to.equal(null);
    await settle(20);
    expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
  });
});
