// A field whose interface is not there (spec 2 "Missing or failing extension"): the form and the
// listing fall back to plain text, and one notification per extension names it.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import '../../src/interfaces/index.js';
import { FormField } from '../../src/form/FormField.js';
import { DisplayValue } from '../../src/layouts/DisplayValue.js';
import { $notifications } from '../../src/state/notifications.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import { type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

const mounted: Mounted[] = [];

const formField = (field: ReturnType<typeof fieldOf>, value: unknown) =>
  createElement(FormField, {
    field,
    width: 'full',
    value,
    values: { [field.field]: value },
    staged: false,
    readonly: false,
    required: false,
    onChange: () => {},
    onUndo: () => {},
  });

describe('missing extensions', () => {
  beforeEach(() => resetStores());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('a field with an unknown interface gets a plain input and one notification naming it', async () => {
    const body = fieldOf('body', 'text', 'fancy-editor');
    const form = await mount(formField(body, '<p>Hello</p>'));
    mounted.push(form);
    const input = form.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    );
    expect(input?.value, 'the value is editable as plain text').to.equal('<p>Hello</p>');
    await settle();
    expect($notifications.get().map((entry) => [entry.title, entry.details])).to.deep.equal([
      ['Extension error', 'There was a problem loading the fancy-editor extension.'],
    ]);

    // The same interface again (another field, a listing cell): no second notification.
    mounted.push(await mount(formField(fieldOf('summary', 'text', 'fancy-editor'), 'x')));
    mounted.push(await mount(createElement(DisplayValue, { field: body, value: 'Plain' })));
    await settle();
    expect($notifications.get()).to.have.length(1);

    // Another missing interface is named in its own notification.
    const cell = await mount(
      createElement(DisplayValue, { field: fieldOf('map', 'json', 'map-picker'), value: 'Here' }),
    );
    mounted.push(cell);
    await settle();
    expect(cell.container.textContent).to.equal('Here');
    expect($notifications.get().at(-1)?.details).to.equal(
      'There was a problem loading the map-picker extension.',
    );
  });

  it('a bundled interface raises nothing', async () => {
    mounted.push(await mount(formField(fieldOf('title', 'string', 'text-input'), 'Hi')));
    mounted.push(await mount(formField(fieldOf('color', 'string', 'color'), '#fff')));
    await settle();
    expect($notifications.get()).to.deep.equal([]);
  });
});
