// The wysiwyg interface: Tiptap editing v8's HTML values, with nothing unsafe reaching the page.
import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement, useState } from 'react';
import '../../src/interfaces/index.js';
import type { FieldInfo } from '../../src/api/types.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { DEFAULT_TOOLBAR } from '../../src/interfaces/wysiwyg/toolbar-names.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { click, type Mounted, mount, settle, typeText } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];

function bodyField(options: Record<string, unknown> | null = null): FieldInfo {
  return fieldOf('body', 'string', 'wysiwyg', { options });
}

/** Mounts the input and waits for its lazily loaded editor. */
async function render(initial: unknown, extra: { field?: FieldInfo; readonly?: boolean } = {}) {
  const definition = getInterface('wysiwyg') as InterfaceDefinition;
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, {
      definition,
      field: extra.field ?? bodyField(),
      initial,
      reports,
      readonly: extra.readonly,
    }),
  );
  mounted.push(result);
  await waitUntil(() => result.container.querySelector('.ProseMirror'), 'the editor never loaded');
  const area = result.container.querySelector<HTMLElement>('.ProseMirror')!;
  return { ...result, reports, area };
}

/**
 * An owner that hands the editor's reports back late, one at a time when the test says so (a busy
 * form re-renders after the writer has typed on), or sets a value of its own (an outside change).
 */
function LaggingOwner({ initial, control }: { initial: string; control: LagControl }) {
  const [value, setValue] = useState<unknown>(initial);
  control.setValue = setValue;
  const definition = getInterface('wysiwyg') as InterfaceDefinition;
  const field = bodyField();
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

interface LagControl {
  pending: unknown[];
  setValue(value: unknown): void;
}

async function insertText(area: HTMLElement, text: string) {
  await act(async () => {
    area.focus();
    document.execCommand('insertText', false, text);
  });
}

const toolbarNames = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')].map(
    (button) => button.dataset.button,
  );

const button = (root: ParentNode, label: string) =>
  root.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label="${label}"]`)!;

/** Selects the whole text of `element` the way a person dragging over it would. */
async function selectText(area: HTMLElement, element: Element) {
  area.focus();
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  // ProseMirror reads the DOM selection on selectionchange.
  await settle(20);
}

describe('wysiwyg interface', () => {
  // The editor's own styles (white-space and the rest) apply as in the admin.
  before(() => adoptAdminStyles());

  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    delete (window as { __hacked?: unknown }).__hacked;
  });

  it('is registered with v8 catalogue facts: string, 65534, toolbar of 15, custom_formats null', () => {
    const definition = getInterface('wysiwyg') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['string']);
    expect(definition.recommended?.length).to.equal(65534);
    const options = optionsWithDefaults(definition, bodyField());
    expect(options.toolbar).to.have.length(15);
    expect(options.custom_formats).to.equal(null);
  });

  it('shows the HTML v8 stored (TinyMCE) and stages nothing just for opening it', async () => {
    const v8 =
      '<h2>Spring issue</h2><p>Some <strong>bold</strong>, <em>italic</em> and ' +
      '<a href="https://example.com/a" target="_blank">a link</a>.</p>' +
      '<ul><li>one</li><li>two</li></ul><blockquote><p>Quoted</p></blockquote>';
    const { area, reports, container } = await render(v8);
    expect(area.querySelector('h2')?.textContent).to.equal('Spring issue');
    expect(area.querySelector('strong')?.textContent).to.equal('bold');
    expect(area.querySelector('em')?.textContent).to.equal('italic');
    expect(area.querySelectorAll('li')).to.have.length(2);
    expect(area.querySelector('blockquote')?.textContent).to.equal('Quoted');
    const link = area.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('https://example.com/a');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')?.split(' ')).to.include.members(['noopener', 'noreferrer']);
    expect(reports).to.deep.equal([]);
    // The form's label names the editing area.
    expect(area.id).to.equal('field-input');
    expect(area.getAttribute('role')).to.equal('textbox');
    const labelledBy = area.getAttribute('aria-labelledby')!;
    expect(container.querySelector(`#${labelledBy}`)?.textContent).to.equal('body');
    expect(area.getAttribute('contenteditable')).to.equal('true');
  });

  it('bold from the toolbar stages <strong> and shows the button pressed', async () => {
    const { area, reports, container } = await render('<p>Hello world</p>');
    const bold = button(container, 'Bold');
    expect(bold.getAttribute('aria-pressed')).to.equal('false');
    expect(bold.getAttribute('aria-keyshortcuts')).to.match(/^(Control|Meta)\+B$/);
    await selectText(area, area.querySelector('p')!);
    await click(bold);
    expect(reports.at(-1)).to.equal('<p><strong>Hello world</strong></p>');
    await waitUntil(
      () => bold.getAttribute('aria-pressed') === 'true',
      'bold is not shown pressed',
    );
  });

  it('never lets a script or an event attribute of the value reach the page', async () => {
    const hostile =
      '<p onclick="window.__hacked = 1">Hi <img src="missing-image.png" onerror="window.__hacked = 2">' +
      '<script>window.__hacked = 3</script><iframe src="javascript:window.__hacked = 4"></iframe></p>' +
      '<style>p { display: none }</style>';
    const { area, container } = await render(hostile);
    await settle(50);
    expect(container.querySelector('script, iframe, style')).to.equal(null);
    for (const element of area.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).to.not.match(/^on/);
      }
    }
    expect(area.querySelector('img')?.getAttribute('src')).to.equal('missing-image.png');
    expect(area.querySelector('p')?.textContent).to.equal('Hi ');
    expect((window as { __hacked?: unknown }).__hacked).to.equal(undefined);
  });

  it('drops javascript: links from the value and refuses them in the link dialog', async () => {
    const { area, reports, container } = await render(
      '<p><a href="javascript:window.__hacked=1">one</a> <a href="java&#9;script:alert(1)">two</a> ' +
        '<a href="/about">three</a> <a href="mailto:desk@example.com">four</a></p>',
    );
    const hrefs = [...area.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).to.deep.equal(['/about', 'mailto:desk@example.com']);
    expect(area.textContent).to.equal('one two three four');

    // Link the first word through the dialog: javascript: is refused with a message.
    const paragraph = area.querySelector('p')!;
    const range = document.createRange();
    range.setStart(paragraph.firstChild!, 0);
    range.setEnd(paragraph.firstChild!, 3);
    area.focus();
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    await settle(20);
    await click(button(container, 'Link'));
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    const input = dialog.querySelector<HTMLInputElement>('input[type="url"]')!;
    await typeText(input, 'javascript:window.__hacked=1');
    await act(async () => dialog.querySelector('form')!.requestSubmit());
    expect(dialog.querySelector('[role="alert"]')?.textContent).to.contain('cannot be linked');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(reports).to.deep.equal([]);

    await typeText(input, 'https://example.com/ok');
    await act(async () => dialog.querySelector('form')!.requestSubmit());
    expect(container.querySelector('dialog[open]')).to.equal(null);
    expect(reports.at(-1)).to.contain('<a href="https://example.com/ok">one</a>');
  });

  it('shows only the buttons the toolbar option names, in its order (v8 names, unknown ones skipped)', async () => {
    const field = bodyField({ toolbar: ['italic', 'fullscreen', 'bold', 'pre', 'media', 'h4'] });
    const { container } = await render('<p>x</p>', { field });
    expect(toolbarNames(container)).to.deep.equal(['italic', 'bold', 'codeblock', 'h4']);
    expect(button(container, 'Heading 4')).to.not.equal(null);

    const defaults = await render('<p>y</p>');
    expect(toolbarNames(defaults.container)).to.deep.equal([...DEFAULT_TOOLBAR]);
  });

  it('keyboard: one Tab stop in the toolbar, arrows move along it, Ctrl+K opens the link dialog', async () => {
    const field = bodyField({ toolbar: ['bold', 'italic', 'link'] });
    const { area, container } = await render(null, { field });
    // Empty: the placeholder shows where the first paragraph is.
    expect(area.querySelector('p.is-editor-empty')?.getAttribute('data-placeholder')).to.equal(
      'Start writing…',
    );
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')];
    expect(buttons.map((one) => one.tabIndex)).to.deep.equal([0, -1, -1]);
    await act(async () => buttons[0]!.focus());
    await act(async () => {
      buttons[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(document.activeElement).to.equal(buttons[1]);
    expect(buttons.map((one) => one.tabIndex)).to.deep.equal([-1, 0, -1]);
    await act(async () => {
      buttons[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(document.activeElement).to.equal(buttons[2]);

    await act(async () => area.focus());
    await act(async () => {
      area.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
      );
    });
    expect(container.querySelector('dialog[open]')?.textContent).to.contain('Add a link');
  });

  it('typing on while older values come back does not lose text; a new value from outside shows', async () => {
    const control: LagControl = { pending: [], setValue: () => {} };
    const owner = await mount(createElement(LaggingOwner, { initial: '<p>x</p>', control }));
    mounted.push(owner);
    await waitUntil(() => owner.container.querySelector('.ProseMirror'), 'no editor');
    const area = owner.container.querySelector<HTMLElement>('.ProseMirror')!;
    const paragraph = area.querySelector('p')!;
    await act(async () => {
      area.focus();
      document.getSelection()!.collapse(paragraph.firstChild!, 1);
    });
    await settle(20);
    await insertText(area, 'a');
    await insertText(area, 'b');
    expect(control.pending).to.deep.equal(['<p>xa</p>', '<p>xab</p>']);
    // The form catches up with the first report only, then the writer types on.
    await act(async () => control.setValue(control.pending[0]));
    await insertText(area, 'c');
    for (const value of control.pending.slice(1)) {
      await act(async () => control.setValue(value));
    }
    expect(area.textContent).to.equal('xabc');
    expect(control.pending.at(-1)).to.equal('<p>xabc</p>');

    // A value the editor never reported (undo in the field menu): the editor shows it.
    await act(async () => control.setValue('<p>restored</p>'));
    expect(area.textContent).to.equal('restored');
  });

  it('read-only: not editable, no toolbar, content still shown', async () => {
    const { area, container } = await render('<p>Fixed <strong>text</strong></p>', {
      readonly: true,
    });
    expect(area.getAttribute('contenteditable')).to.equal('false');
    expect(container.querySelector('[role="toolbar"]')).to.equal(null);
    expect(area.querySelector('strong')?.textContent).to.equal('text');
  });

  it('stages null when the text is emptied', async () => {
    const { area, reports, container } = await render('<p>Gone soon</p>');
    await selectText(area, area.querySelector('p')!);
    await click(button(container, 'Clear formatting'));
    // Deleting the selection: the editor reports an empty document as null.
    await act(async () => {
      document.execCommand('delete');
    });
    await waitUntil(() => reports.length > 0, 'nothing staged');
    expect(reports.at(-1)).to.equal(null);
  });

  it('listing display: plain text, tags stripped, entities decoded, shortened with an ellipsis', async () => {
    const definition = getInterface('wysiwyg') as InterfaceDefinition;
    const Display = definition.display!;
    const field = bodyField();
    const shown = await mount(
      createElement(Display, {
        value:
          '<h1>Caf&eacute; &amp; more</h1><p>A <b>bold</b> start<img src=x onerror="window.__hacked=1"></p>' +
          '<script>window.__hacked = 1</script><p>Next</p>',
        field,
        options: {},
      }),
    );
    mounted.push(shown);
    expect(shown.container.textContent).to.equal('Café & more A bold start Next');
    expect(shown.container.querySelector('b, img, script, h1')).to.equal(null);

    const long = await mount(
      createElement(Display, { value: `<p>${'word '.repeat(60)}</p>`, field, options: {} }),
    );
    mounted.push(long);
    const text = long.container.textContent ?? '';
    expect(text.endsWith('…')).to.equal(true);
    expect(text.length).to.be.at.most(121);
    await settle(20);
    expect((window as { __hacked?: unknown }).__hacked).to.equal(undefined);
  });
});
