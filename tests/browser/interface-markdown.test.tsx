// The markdown interface: a textarea typed into with real key presses, the preview rendered by a
// full Markdown parser and sanitised (tabs or side by side), rows and placeholder, read-only; the
// display shows plain text; no script, handler or javascript: link of a value ever runs.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, createElement } from 'react';
import '../../src/interfaces/index.js';
import type { FieldInfo } from '../../src/api/types.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { click, type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];

const XSS = [
  '# Hello',
  '',
  '<img src=x onerror="window.__xss=1">',
  '',
  '<script>window.__xss=2</script>',
  '',
  '[click me](javascript:window.__xss=3) and <a href="javascript:window.__xss=4">raw</a>',
  '',
  '<svg onload="window.__xss=5"><circle r="5"></circle></svg>',
  '<iframe src="javascript:window.__xss=6"></iframe>',
  '<p onclick="window.__xss=7" style="color:red">styled</p>',
].join('\n');

function markdownField(options: Record<string, unknown> | null = null): FieldInfo {
  return fieldOf('body', 'string', 'markdown', { options });
}

async function render(initial: unknown, extra: { field?: FieldInfo; readonly?: boolean } = {}) {
  const definition = getInterface('markdown') as InterfaceDefinition;
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, {
      definition,
      field: extra.field ?? markdownField(),
      initial,
      reports,
      readonly: extra.readonly,
    }),
  );
  mounted.push(result);
  const textarea = () => result.container.querySelector<HTMLTextAreaElement>('textarea');
  const tab = (name: string) =>
    [...result.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
      (one) => one.textContent === name,
    )!;
  return { ...result, reports, textarea, tab };
}

/** Waits for the lazily loaded preview to show. */
async function previewOf(container: HTMLElement) {
  await waitUntil(
    () => container.querySelector('.cms-markdown-preview, .cms-markdown-preview__empty'),
    'the preview never rendered',
  );
  return container.querySelector<HTMLElement>('.cms-markdown-preview')!;
}

async function display(value: unknown) {
  const definition = getInterface('markdown') as InterfaceDefinition;
  const shown = await mount(
    createElement(definition.display!, {
      value,
      field: markdownField(),
      options: optionsWithDefaults(definition, markdownField()),
    }),
  );
  mounted.push(shown);
  return shown.container;
}

describe('markdown interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    delete (window as { __xss?: unknown }).__xss;
  });

  it('is defined with the catalogue keys and defaults: tabbed, rows 12, placeholder, 65534', () => {
    const definition = getInterface('markdown') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['string']);
    expect(definition.recommended?.length).to.equal(65534);
    expect(optionsWithDefaults(definition, markdownField())).to.deep.equal({
      tabbed: true,
      rows: 12,
      placeholder: 'Enter **markdown** here...',
    });
  });

  it('writes on the Write tab: the value, 12 rows, the placeholder; typing stages the text', async () => {
    const { textarea, reports, tab } = await render(null);
    expect(tab('Write').getAttribute('aria-selected')).to.equal('true');
    expect(textarea()!.id).to.equal('field-input');
    expect(textarea()!.rows).to.equal(12);
    expect(textarea()!.placeholder).to.equal('Enter **markdown** here...');
    textarea()!.focus();
    await act(async () => {
      await sendKeys({ type: 'Some *words*' });
    });
    expect(reports.at(-1)).to.equal('Some *words*');
    expect(textarea()!.value).to.equal('Some *words*');
  });

  it('the Preview tab renders full Markdown: headings, lists, tables, code, links', async () => {
    const source = [
      '## Title',
      '',
      'Some **bold**, *italic* and `code`, a [link](https://example.com/a).',
      '',
      '1. one',
      '2. two',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '```js',
      'const x = 1;',
      '```',
      '',
      '> quoted',
    ].join('\n');
    const { container, tab } = await render(source);
    await click(tab('Preview'));
    const preview = await previewOf(container);
    expect(preview.querySelector('h2')?.textContent).to.equal('Title');
    expect(preview.querySelector('strong')?.textContent).to.equal('bold');
    expect(preview.querySelector('em')?.textContent).to.equal('italic');
    expect(preview.querySelectorAll('ol li')).to.have.length(2);
    expect(preview.querySelectorAll('table td')).to.have.length(2);
    expect(preview.querySelector('pre code')?.textContent).to.equal('const x = 1;\n');
    expect(preview.querySelector('blockquote')?.textContent?.trim()).to.equal('quoted');
    const link = preview.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('https://example.com/a');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    await click(tab('Write'));
    expect(container.querySelector('textarea')?.value).to.equal(source);
  });

  it('side by side when tabbed is off: the preview follows the text as it is typed', async () => {
    const { textarea, container } = await render('start', {
      field: markdownField({ tabbed: false, rows: 6 }),
    });
    expect(container.querySelector('[role="tab"]')).to.equal(null);
    expect(textarea()!.rows).to.equal(6);
    const preview = await previewOf(container);
    expect(preview.textContent?.trim()).to.equal('start');
    textarea()!.focus();
    await act(async () => {
      await sendKeys({ press: 'End' });
      await sendKeys({ type: ' **now**' });
    });
    await waitUntil(
      () => container.querySelector('.cms-markdown-preview strong')?.textContent === 'now',
      'the preview did not follow',
    );
  });

  it('rows are kept within 5 to 100', async () => {
    for (const [rows, expected] of [
      [2, 5],
      [250, 100],
      ['20', 20],
      ['many', 12],
    ] as const) {
      const { textarea } = await render('x', { field: markdownField({ rows }) });
      expect(textarea()!.rows, String(rows)).to.equal(expected);
    }
  });

  it('read-only: the text cannot be changed; the preview still shows', async () => {
    const { textarea, reports, tab, container } = await render('*fixed*', { readonly: true });
    expect(textarea()!.readOnly).to.equal(true);
    textarea()!.focus();
    await act(async () => {
      await sendKeys({ type: 'more' });
    });
    expect(reports).to.deep.equal([]);
    await click(tab('Preview'));
    expect((await previewOf(container)).querySelector('em')?.textContent).to.equal('fixed');
  });

  it('no script, handler, style or javascript: link of the value reaches the preview', async () => {
    const { container, tab } = await render(XSS);
    await click(tab('Preview'));
    const preview = await previewOf(container);
    expect(preview.querySelector('h1')?.textContent).to.equal('Hello');
    expect(preview.querySelector('script, svg, iframe, style')).to.equal(null);
    for (const element of preview.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).to.not.match(/^(on|style)/);
      }
    }
    for (const link of preview.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').to.not.match(/javascript:/i);
    }
    const stripped = [...preview.querySelectorAll('a')].find((a) => a.textContent === 'click me')!;
    expect(stripped.hasAttribute('href')).to.equal(false);
    expect(getComputedStyle(stripped).textDecorationLine).to.equal('none');
    // The image that would have run the handler has been tried and failed.
    const image = preview.querySelector('img')!;
    await waitUntil(() => image.complete, 'the image never settled');
    for (const link of preview.querySelectorAll('a')) await click(link);
    await click(preview.querySelector('p:last-of-type') ?? preview);
    await settle(20);
    expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
  });

  it('the display shows plain text of the Markdown, never HTML', async () => {
    const shown = await display('# Title\n\nSome **bold** text with a [link](https://x.test).');
    expect(shown.textContent).to.equal('Title Some bold text with a link.');
    expect(shown.querySelector('h1, strong, a')).to.equal(null);
    const hostile = await display(XSS);
    expect(hostile.querySelector('img, script, svg, iframe, a, p')).to.equal(null);
    expect(hostile.textContent).to.contain('<img src=x onerror=');
    expect(hostile.textContent).to.contain('click me');
    const long = await display(`${'word '.repeat(60)}`);
    expect(long.textContent!.length).to.be.at.most(121);
    await settle(20);
    expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
  });
});
