// The preview interface: a link made from url_template and the item's values, URL-encoded, http(s)
// only; a note when a value is missing or the address is not a web address; no script ever runs.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import '../../src/interfaces/index.js';
import { previewUrl } from '../../src/interfaces/preview/preview-url.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { type Mounted, mount } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const HOSTILE = '<img src=x onerror="window.__hacked = 1">';
const mounted: Mounted[] = [];

async function render(
  options: Record<string, unknown>,
  values: Record<string, unknown>,
  readonly = false,
) {
  const definition = getInterface('preview') as InterfaceDefinition;
  const field = fieldOf('preview', 'alias', 'preview', { options });
  const result = await mount(
    createElement(Controlled, { definition, field, initial: null, values, reports: [], readonly }),
  );
  mounted.push(result);
  const link = () => result.container.querySelector('a');
  return { ...result, link };
}

describe('preview interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });

  it('is an alias with v8 url_template default', () => {
    const definition = getInterface('preview') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['alias']);
    expect(definition.options?.map((option) => [option.name, option.default])).to.deep.equal([
      ['url_template', 'https://example.com/collection/{{ id }}'],
    ]);
  });

  it('links to the address made from the values, in a new tab, encoded', async () => {
    const { link, container } = await render(
      { url_template: 'https://site.test/articles/{{ id }}/{{slug}}?by={{ author.name }}' },
      { id: 7, slug: 'a b/c', author: { name: 'Zoë & co' } },
    );
    expect(link()?.getAttribute('href')).to.equal(
      'https://site.test/articles/7/a%20b%2Fc?by=Zo%C3%AB%20%26%20co',
    );
    expect(link()?.target).to.equal('_blank');
    expect(link()?.rel).to.equal('noopener noreferrer');
    expect(link()?.id).to.equal('field-input');
    expect(container.textContent).to.include('Preview this item');
    expect(container.querySelector('.cms-preview__url')?.textContent).to.equal(
      link()?.getAttribute('href'),
    );
  });

  it('the default template: a note until the item has an id', async () => {
    const { link, container } = await render({}, { title: 'New' });
    expect(link()).to.equal(null);
    expect(container.textContent).to.include('needs id');
  });

  it('read-only forms still link (a link edits nothing)', async () => {
    const { link } = await render({}, { id: 3 }, true);
    expect(link()?.getAttribute('href')).to.equal('https://example.com/collection/3');
  });

  it('never offers javascript:, data: or markup, whatever the template or values', async () => {
    for (const template of [
      'javascript:window.__hacked=1//{{ id }}',
      'data:text/html,<script>window.__hacked=1</script>{{ id }}',
      '{{ url }}',
      `${HOSTILE}{{ id }}`,
    ]) {
      const { link, container } = await render(
        { url_template: template },
        { id: 1, url: 'javascript:window.__hacked=1' },
      );
      expect(link(), template).to.equal(null);
      expect(container.querySelector('img, script'), template).to.equal(null);
      expect(container.textContent).to.include('not a web address');
    }
    const { link, container } = await render(
      { url_template: 'https://site.test/{{ title }}' },
      { title: HOSTILE },
    );
    expect(link()?.getAttribute('href')).to.equal(
      `https://site.test/${encodeURIComponent(HOSTILE)}`,
    );
    expect(container.querySelector('img')).to.equal(null);
    expect(previewUrl('  ', {})).to.deep.equal({ kind: 'invalid' });
  });

  it('the display renders nothing (an alias holds no value)', async () => {
    const definition = getInterface('preview') as InterfaceDefinition;
    const Display = definition.display as NonNullable<InterfaceDefinition['display']>;
    const field = fieldOf('preview', 'alias', 'preview');
    const one = await mount(
      createElement(Display, {
        value: null,
        field,
        options: optionsWithDefaults(definition, field),
      }),
    );
    mounted.push(one);
    expect(one.container.textContent).to.equal('');
  });
});
