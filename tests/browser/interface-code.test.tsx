// The code interface: CodeMirror 6 editing v8's code fields, typed through with real key presses;
// the language, lineNumber and template options; read-only; Tab indents without trapping the
// keyboard; the display; nothing in a value ever runs.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, createElement, useState } from 'react';
import '../../src/interfaces/index.js';
import type { FieldInfo } from '../../src/api/types.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { buttonNamed, click, type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];
const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

function codeField(options: Record<string, unknown> | null = null, type = 'string'): FieldInfo {
  return fieldOf('snippet', type, 'code', { options });
}

async function keys(
  command: { type: string } | { press: string } | { down: string } | { up: string },
) {
  await act(async () => {
    await sendKeys(command);
  });
}

/** Mounts the input (and a button after it) and waits for its lazily loaded editor. */
async function render(initial: unknown, extra: { field?: FieldInfo; readonly?: boolean } = {}) {
  const definition = getInterface('code') as InterfaceDefinition;
  const reports: unknown[] = [];
  const result = await mount(
    createElement(
      'div',
      null,
      createElement(Controlled, {
        definition,
        field: extra.field ?? codeField(),
        initial,
        reports,
        readonly: extra.readonly,
      }),
      createElement('button', { type: 'button', id: 'after' }, 'after'),
    ),
  );
  mounted.push(result);
  await waitUntil(() => result.container.querySelector('.cm-content'), 'the editor never loaded');
  const content = result.container.querySelector<HTMLElement>('.cm-content')!;
  const lines = () => [...content.querySelectorAll('.cm-line')].map((line) => line.textContent);
  return { ...result, reports, content, lines };
}

interface OwnerControl {
  pending: unknown[];
  setValue(value: unknown): void;
}

/** An owner that hands reports back only when the test says (a busy form), or sets its own. */
function SlowOwner({ control, field }: { control: OwnerControl; field: FieldInfo }) {
  const [value, setValue] = useState<unknown>('one');
  control.setValue = setValue;
  const definition = getInterface(field.interface ?? 'code') as InterfaceDefinition;
  return createElement(definition.input, {
    id: 'field-input',
    value,
    field,
    options: optionsWithDefaults(definition, field),
    readonly: false,
    values: {},
    onChange: (next: unknown) => control.pending.push(next),
  });
}

describe('code interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    delete (window as { __xss?: unknown }).__xss;
  });

  it('is defined with the catalogue keys: string and json, 2000, language text/plain, lineNumber', () => {
    const definition = getInterface('code') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['string', 'json']);
    expect(definition.recommended?.length).to.equal(2000);
    const options = optionsWithDefaults(definition, codeField());
    expect(options).to.deep.equal({ language: 'text/plain', lineNumber: true });
    const language = definition.options?.find((option) => option.name === 'language');
    expect(Object.keys((language?.options?.choices ?? {}) as object)).to.deep.equal([
      'text/plain',
      'text/javascript',
      'application/json',
      'text/x-vue',
      'application/x-httpd-php',
    ]);
  });

  it('shows the stored text with line numbers, labelled by the form label, and stages nothing', async () => {
    const { content, lines, reports, container } = await render('first line\nsecond line');
    expect(lines()).to.deep.equal(['first line', 'second line']);
    expect(
      container.querySelectorAll('.cm-lineNumbers .cm-gutterElement').length,
    ).to.be.greaterThan(1);
    expect(content.id).to.equal('field-input');
    expect(
      container.querySelector(`#${content.getAttribute('aria-labelledby')}`)?.textContent,
    ).to.equal('snippet');
    expect(container.querySelector('.cms-code-field__footer')?.textContent).to.contain(
      '2 lines of plain text',
    );
    expect(reports).to.deep.equal([]);
  });

  it('typing through the editor stages the text; emptying it stages null', async () => {
    const { content, reports, container } = await render(null);
    await click(container.querySelector('label')!);
    expect(document.activeElement).to.equal(content);
    await keys({ type: 'let a = 1;' });
    expect(reports.at(-1)).to.equal('let a = 1;');
    await keys({ press: 'Enter' });
    await keys({ type: 'a++' });
    expect(reports.at(-1)).to.equal('let a = 1;\na++');
    await keys({ down: 'Control' });
    await keys({ press: 'a' });
    await keys({ up: 'Control' });
    await keys({ press: 'Backspace' });
    expect(reports.at(-1)).to.equal(null);
  });

  it('colours the language of the option (JavaScript) and hides line numbers when lineNumber is off', async () => {
    const { container } = await render('const answer = 42; // why', {
      field: codeField({ language: 'text/javascript', lineNumber: false }),
    });
    await waitUntil(
      () => container.querySelector('.tok-keyword')?.textContent === 'const',
      'the JavaScript syntax never loaded',
    );
    expect(container.querySelector('.tok-number')?.textContent).to.equal('42');
    expect(container.querySelector('.tok-comment')?.textContent).to.equal('// why');
    expect(container.querySelector('.cm-lineNumbers')).to.equal(null);
    expect(container.querySelector('.cms-code-field__footer')?.textContent).to.contain(
      '1 line of JavaScript',
    );
  });

  it('PHP and Vue (HTML) modes load their syntax', async () => {
    const php = await render('<?php echo "hi"; ?>', {
      field: codeField({ language: 'application/x-httpd-php' }),
    });
    await waitUntil(() => php.container.querySelector('.tok-keyword'), 'PHP never coloured');
    expect(php.container.querySelector('.tok-keyword')?.textContent).to.equal('echo');
    const vue = await render('<template><p class="a">x</p></template>', {
      field: codeField({ language: 'text/x-vue' }),
    });
    await waitUntil(() => vue.container.querySelector('.tok-typeName'), 'Vue never coloured');
    expect(vue.container.querySelector('.tok-typeName')?.textContent).to.equal('template');
  });

  it('offers the template on an empty field and stages it', async () => {
    const template = 'function main() {\n  return 1;\n}';
    const { reports, lines, container } = await render(null, { field: codeField({ template }) });
    const fill = buttonNamed(container, 'Fill with the template')!;
    expect(fill).to.not.equal(null);
    await click(fill);
    expect(reports).to.deep.equal([template]);
    await waitUntil(() => lines().length === 3, 'the template is not shown');
    expect(lines()[0]).to.equal('function main() {');
    expect(buttonNamed(container, 'Fill with the template')).to.equal(null);
  });

  it('a JSON template object fills a json field with its value', async () => {
    const { reports, container } = await render(null, {
      field: codeField({ template: { name: 'x', list: [1] } }, 'json'),
    });
    await click(buttonNamed(container, 'Fill with the template')!);
    expect(reports).to.deep.equal([{ name: 'x', list: [1] }]);
  });

  it('read-only: the text can be read and selected, not changed; no template, no hint', async () => {
    const { content, reports, lines, container } = await render('fixed', {
      readonly: true,
      field: codeField({ template: 'x' }),
    });
    expect(content.getAttribute('aria-readonly')).to.equal('true');
    expect(buttonNamed(container, 'Fill with the template')).to.equal(null);
    expect(container.querySelector('.cms-code-field__hint')).to.equal(null);
    content.focus();
    await keys({ type: 'more' });
    await keys({ press: 'Backspace' });
    expect(reports).to.deep.equal([]);
    expect(lines()).to.deep.equal(['fixed']);
  });

  it('Tab indents; Escape then Tab leaves the editor (no keyboard trap)', async () => {
    const { content, reports } = await render('x');
    content.focus();
    await keys({ press: 'Home' });
    await keys({ press: 'Tab' });
    expect(reports.at(-1)).to.match(/^\s+x$/);
    expect(document.activeElement).to.equal(content);
    expect(content.getAttribute('aria-describedby')).to.not.equal(null);
    await keys({ press: 'Escape' });
    await keys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('after');
  });

  it('a late echo of its own edit keeps what was typed since; an outside change replaces the text', async () => {
    const control: OwnerControl = { pending: [], setValue: () => {} };
    const result = await mount(createElement(SlowOwner, { control, field: codeField() }));
    mounted.push(result);
    await waitUntil(() => result.container.querySelector('.cm-content'), 'the editor never loaded');
    const content = result.container.querySelector<HTMLElement>('.cm-content')!;
    content.focus();
    await keys({ press: 'End' });
    await keys({ type: 'xy' });
    expect(control.pending).to.deep.equal(['onex', 'onexy']);
    await act(async () => control.setValue('onex'));
    expect(content.textContent).to.equal('onexy');
    await act(async () => control.setValue('onexy'));
    await act(async () => control.setValue('restored'));
    expect(content.textContent).to.equal('restored');
    expect(control.pending, 'the outside change is not reported back').to.have.length(2);
  });

  it('script-bearing text stays text in the editor and the display', async () => {
    const { content, container } = await render(XSS, {
      field: codeField({ language: 'text/x-vue' }),
    });
    await waitUntil(() => container.querySelector('.tok-typeName'), 'Vue never coloured');
    expect(content.textContent).to.equal(XSS);
    expect(container.querySelector('img, script')).to.equal(null);

    const definition = getInterface('code') as InterfaceDefinition;
    const shown = await mount(
      createElement(definition.display!, {
        value: XSS,
        field: codeField(),
        options: optionsWithDefaults(definition, codeField()),
      }),
    );
    mounted.push(shown);
    expect(shown.container.textContent).to.equal(XSS);
    expect(shown.container.querySelector('img, script')).to.equal(null);
    await settle(20);
    expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
  });
});
