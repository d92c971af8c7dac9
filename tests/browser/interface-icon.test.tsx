// The icon interface: the picker button names the chosen v8 icon; the popup searches and is
// keyboard navigable; read-only; the display shows the icon.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, createElement } from 'react';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { mountDisplay } from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted, mount, typeText } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const mounted: Mounted[] = [];

async function press(key: string) {
  await act(async () => {
    await sendKeys({ press: key });
  });
}

async function render(initial: unknown, readonly = false) {
  const definition = getInterface('icon') as InterfaceDefinition;
  const field = fieldOf('icon', 'string', 'icon');
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, { definition, field, initial, reports, readonly }),
  );
  mounted.push(result);
  const button = () => result.container.querySelector('#field-input') as HTMLButtonElement;
  const search = () => document.querySelector<HTMLInputElement>('.cms-icon-picker__search input');
  return { ...result, reports, button, search };
}

describe('icon interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is a string of length 20 without options', () => {
    const definition = getInterface('icon') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['string']);
    expect(definition.recommended?.length).to.equal(20);
    expect(definition.options ?? []).to.deep.equal([]);
  });

  it('the button shows the chosen icon and its name; the form label names it', async () => {
    const { button } = await render('favorite');
    expect(button().tagName).to.equal('BUTTON');
    expect(button().textContent).to.include('favorite');
    expect(button().querySelector('svg')).to.not.equal(null);
    // A <label for> without an id (the harness, the field wizard): it names the button itself.
    expect(button().hasAttribute('aria-labelledby')).to.equal(false);
    expect(button().labels?.[0]?.textContent).to.equal('icon');
    const value = document.getElementById(button().getAttribute('aria-describedby') ?? '');
    expect(value?.textContent).to.equal('favorite');
  });

  it("the item form's label (with its id) and the chosen icon name the button", async () => {
    const label = document.createElement('span');
    label.id = 'field-input-label';
    label.textContent = 'Badge';
    document.body.append(label);
    try {
      const { button } = await render('favorite');
      const [labelId, valueId] = (button().getAttribute('aria-labelledby') ?? '').split(' ');
      expect(labelId).to.equal('field-input-label');
      expect(document.getElementById(valueId ?? '')?.textContent).to.equal('favorite');
    } finally {
      label.remove();
    }
  });

  it('search, then the keys pick an icon (real key presses); Escape closes', async () => {
    const { button, search, reports } = await render(null);
    expect(button().textContent).to.include('No icon');
    await click(button());
    expect(document.activeElement).to.equal(search());
    await typeText(search() as HTMLInputElement, 'star');
    const cells = () => [...document.querySelectorAll<HTMLButtonElement>('.cms-icon-picker__cell')];
    expect(cells().length).to.be.greaterThan(0);
    expect(cells().every((cell) => (cell.getAttribute('aria-label') ?? '').length > 0)).to.equal(
      true,
    );
    await press('ArrowDown');
    expect(document.activeElement).to.equal(cells()[0]);
    const first = cells()[0]?.getAttribute('aria-label');
    await press('Enter');
    expect(reports).to.deep.equal([first]);
    expect(document.activeElement, 'focus back on the button').to.equal(button());
    await click(button());
    await press('Escape');
    expect(search()).to.equal(null);
    expect(reports.length).to.equal(1);
  });

  it('the arrow keys move over the grid', async () => {
    const { button } = await render('home');
    await click(button());
    await press('ArrowDown');
    const cells = [...document.querySelectorAll<HTMLButtonElement>('.cms-icon-picker__cell')];
    expect(document.activeElement).to.equal(cells[0]);
    await press('ArrowRight');
    expect(document.activeElement).to.equal(cells[1]);
    await press('ArrowDown');
    expect(document.activeElement).to.equal(cells[9]);
    await press('Escape');
  });

  it('clears with the remove button', async () => {
    const { container, reports } = await render('home');
    await click(container.querySelector('button[aria-label="Remove icon"]') as HTMLButtonElement);
    expect(reports).to.deep.equal([null]);
  });

  it('read-only: the button is disabled and there is no remove button', async () => {
    const { button, container } = await render('home', true);
    expect(button().disabled).to.equal(true);
    expect(container.querySelector('button[aria-label="Remove icon"]')).to.equal(null);
  });

  it('the display: the icon, named by the stored name; nothing when empty', async () => {
    const show = async (value: unknown) => {
      const field = fieldOf('icon', 'string', 'icon');
      const one = await mountDisplay(field, value);
      mounted.push(one);
      return one.container;
    };
    const shown = await show('favorite');
    expect(shown.querySelector('svg')?.getAttribute('aria-label')).to.equal('favorite');
    const hostile = await show('<img src=x onerror="window.__hacked=1">');
    expect(hostile.querySelector('img')).to.equal(null);
    expect((await show(null)).textContent).to.equal('');
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });
});
