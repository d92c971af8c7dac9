import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import { MenuButton, type MenuItem } from '../../src/ui/Menu.js';
import {
  clickOn,
  focused,
  mountInShadow,
  press,
  type ShadowMounted,
} from './fixtures/ui/shadow-mount.js';

// The Menu primitive (WAI-ARIA APG menu button): opened from the keyboard, roving focus, Escape
// back to the button; rendered inside a shadow root.

describe('MenuButton', () => {
  let mounted: ShadowMounted;
  let chosen: string[];
  afterEach(() => mounted.unmount());

  const items = (): MenuItem[] =>
    ['Copy', 'Cut', 'Delete', 'Paste'].map((label) => ({
      id: label.toLowerCase(),
      label,
      disabled: label === 'Cut',
      onSelect: () => chosen.push(label),
    }));

  async function mount() {
    chosen = [];
    mounted = await mountInShadow(
      <MenuButton label="Edit options" items={items()}>
        ⋯
      </MenuButton>,
    );
  }
  const button = () => mounted.shadow.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')!;
  const menu = () => mounted.shadow.querySelector<HTMLElement>('[role="menu"]');
  const current = () => focused(mounted.shadow)?.textContent;

  it('is a labelled menu button; ArrowDown opens it on the first item, in the top layer', async () => {
    await mount();
    expect(button().getAttribute('aria-label')).to.equal('Edit options');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    button().focus();
    await press(mounted.shadow, 'ArrowDown');
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(button().getAttribute('aria-controls')).to.equal(menu()!.id);
    expect(menu()!.matches(':popover-open')).to.equal(true);
    expect(current()).to.equal('Copy');
  });

  it('a menu of choices opens on the chosen one', async () => {
    chosen = [];
    const levels = ['None', 'Mine', 'Role', 'Full'].map((label) => ({
      id: label.toLowerCase(),
      label,
      checked: label === 'Role',
      onSelect: () => chosen.push(label),
    }));
    mounted = await mountInShadow(
      <MenuButton label="Read level" items={levels}>
        Role
      </MenuButton>,
    );
    button().focus();
    await press(mounted.shadow, 'ArrowDown');
    expect(focused(mounted.shadow)?.getAttribute('role')).to.equal('menuitemradio');
    expect(current()).to.contain('Role');
  });

  it('moves with the arrows (wrapping, skipping disabled items), Home/End and typeahead', async () => {
    await mount();
    button().focus();
    await press(mounted.shadow, 'ArrowUp');
    expect(current(), 'ArrowUp opens on the last item').to.equal('Paste');
    await press(mounted.shadow, 'ArrowDown');
    expect(current()).to.equal('Copy');
    await press(mounted.shadow, 'ArrowDown');
    expect(current(), 'Cut is disabled').to.equal('Delete');
    await press(mounted.shadow, 'Home');
    expect(current()).to.equal('Copy');
    await press(mounted.shadow, 'End');
    expect(current()).to.equal('Paste');
    await press(mounted.shadow, 'd');
    expect(current()).to.equal('Delete');
    // Roving focus: no item is a tab stop of its own.
    expect(
      [...menu()!.querySelectorAll('[role="menuitem"]')].map((i) => i.getAttribute('tabindex')),
    ).to.deep.equal(['-1', '-1', '-1', '-1']);
  });

  it('activates with Enter (a click on the item) and returns the focus to the button', async () => {
    await mount();
    await clickOn(button());
    expect(current(), 'a click opens on the first item too').to.equal('Copy');
    await press(mounted.shadow, 'End');
    await clickOn(focused(mounted.shadow)!);
    expect(chosen).to.deep.equal(['Paste']);
    expect(menu()).to.equal(null);
    expect(focused(mounted.shadow)).to.equal(button());
  });

  it('Escape closes it and returns the focus, without reaching a dialog around it', async () => {
    let escapes = 0;
    chosen = [];
    mounted = await mountInShadow(
      createElement(
        'div',
        {
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Escape') escapes += 1;
          },
        },
        <MenuButton label="Edit options" items={items()}>
          ⋯
        </MenuButton>,
      ),
    );
    button().focus();
    await press(mounted.shadow, 'ArrowDown');
    await press(mounted.shadow, 'Escape');
    expect(menu()).to.equal(null);
    expect(focused(mounted.shadow)).to.equal(button());
    expect(escapes).to.equal(0);
    expect(chosen).to.deep.equal([]);
  });

  it('closes on a click outside', async () => {
    await mount();
    await clickOn(button());
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(menu()).to.equal(null);
  });
});
