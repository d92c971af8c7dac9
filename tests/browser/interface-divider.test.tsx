// The divider interface: a section heading with an optional description and rule, no label and no
// value; listings show nothing for it.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import '../../src/interfaces/index.js';
import { FormField } from '../../src/form/FormField.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { type Mounted, mount } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];

async function render(options: Record<string, unknown>) {
  const definition = getInterface('divider') as InterfaceDefinition;
  expect(definition, 'divider is registered').to.not.equal(null);
  const field = fieldOf('details_divider', 'alias', 'divider', { options });
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, { definition, field, initial: null, reports }),
  );
  mounted.push(result);
  return { ...result, reports, definition };
}

describe('divider interface', () => {
  // The tokens live on the admin's shadow host; the document here gets the two the rule and the
  // margin use.
  const tokens = document.createElement('style');
  tokens.textContent = ':root { --cms-spacing: 8px; --cms-color-border: #999; }';
  before(() => {
    adoptAdminStyles();
    document.head.append(tokens);
  });
  after(() => tokens.remove());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is an alias without a label', () => {
    const definition = getInterface('divider') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['alias']);
    expect(definition.hideLabel).to.equal(true);
  });

  it('large (the default): an h2 with the description under it, a rule and room above', async () => {
    const { container, reports } = await render({
      title: 'Publishing',
      description: 'When and where the article appears.',
    });
    const heading = container.querySelector('h2');
    expect(heading?.textContent).to.equal('Publishing');
    expect(heading?.id).to.equal('field-input');
    expect(container.querySelector('.cms-divider__description')?.textContent).to.equal(
      'When and where the article appears.',
    );
    const divider = container.querySelector('.cms-divider') as HTMLElement;
    expect(divider.hasAttribute('data-rule')).to.equal(true);
    expect(getComputedStyle(divider).borderTopStyle).to.equal('solid');
    expect(getComputedStyle(divider).marginTop).to.equal('24px');
    expect(reports).to.deep.equal([]);
  });

  it('small: an h3; hr and margin off; no description paragraph when none is set', async () => {
    const { container } = await render({
      style: 'small',
      title: 'Extras',
      hr: false,
      margin: false,
    });
    expect(container.querySelector('h2')).to.equal(null);
    expect(container.querySelector('h3')?.textContent).to.equal('Extras');
    expect(container.querySelector('.cms-divider__description')).to.equal(null);
    const divider = container.querySelector('.cms-divider') as HTMLElement;
    expect(getComputedStyle(divider).borderTopStyle).to.equal('none');
    expect(getComputedStyle(divider).marginTop).to.equal('0px');
  });

  it('without a title shows the default heading text', async () => {
    const { container } = await render({});
    expect(container.querySelector('h2')?.textContent).to.equal('Section heading');
  });

  it('in the item form: the heading alone, with no label and no field menu', async () => {
    const field = fieldOf('details_divider', 'alias', 'divider', { options: { title: 'Details' } });
    const shown = await mount(
      createElement(FormField, {
        field,
        width: 'full',
        value: null,
        values: {},
        staged: false,
        readonly: false,
        required: false,
        onChange: () => {},
        onUndo: () => {},
      }),
    );
    mounted.push(shown);
    expect(shown.container.querySelector('h2')?.textContent).to.equal('Details');
    expect(shown.container.querySelector('label')).to.equal(null);
    expect(shown.container.querySelector('.cms-field-menu')).to.equal(null);
  });

  it('the listing display renders nothing', async () => {
    const definition = getInterface('divider') as InterfaceDefinition;
    const Display = definition.display as NonNullable<InterfaceDefinition['display']>;
    const shown = await mount(
      createElement(Display, { value: null, field: fieldOf('d', 'alias', 'divider'), options: {} }),
    );
    mounted.push(shown);
    expect(shown.container.innerHTML).to.equal('');
  });
});
