import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { placeAnchored } from '../../src/ui/anchored-position.js';
import { Icon } from '../../src/ui/Icon.js';
import { Tabs } from '../../src/ui/Tabs.js';
import { focused, mountInShadow, press, type ShadowMounted } from './fixtures/ui/shadow-mount.js';

// Right to left (ar-SA, he-IL): arrow keys follow the reading direction, popups open from the
// anchor's right edge, arrows along the line point the other way.

describe('right to left', () => {
  let mounted: ShadowMounted | null = null;
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('tabs: ArrowLeft goes to the next tab, ArrowRight to the previous', async () => {
    mounted = await mountInShadow(
      createElement(
        'div',
        { dir: 'rtl' },
        createElement(Tabs, {
          label: 'Sections',
          tabs: [
            { id: 'a', label: 'First', panel: '1' },
            { id: 'b', label: 'Second', panel: '2' },
            { id: 'c', label: 'Third', panel: '3' },
          ],
        }),
      ),
    );
    const shadow = mounted.shadow;
    shadow.querySelector<HTMLButtonElement>('[role="tab"]')!.focus();
    await press(shadow, 'ArrowLeft');
    expect(focused(shadow)?.textContent).to.equal('Second');
    await press(shadow, 'ArrowRight');
    expect(focused(shadow)?.textContent).to.equal('First');
    await press(shadow, 'ArrowRight');
    expect(focused(shadow)?.textContent, 'wraps to the last').to.equal('Third');
  });

  it("a popup placed at the anchor's start lines up with its right edge", () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const box = document.createElement('div');
      box.dir = dir;
      box.style.cssText = 'position: fixed; top: 100px; left: 300px; width: 400px';
      const anchor = document.createElement('button');
      anchor.textContent = 'Open';
      anchor.style.cssText = 'width: 120px';
      const popup = document.createElement('div');
      popup.style.cssText = 'position: fixed; width: 200px; height: 50px; margin: 0';
      box.append(anchor, popup);
      document.body.append(box);
      placeAnchored(anchor, popup, { placement: 'bottom-start' });
      const a = anchor.getBoundingClientRect();
      const p = popup.getBoundingClientRect();
      if (dir === 'ltr') expect(Math.round(p.left)).to.equal(Math.round(a.left));
      else expect(Math.round(p.right)).to.equal(Math.round(a.right));
      box.remove();
    }
  });

  it('mirrors arrows along the line, not other glyphs', async () => {
    mounted = await mountInShadow(
      createElement(
        'div',
        { dir: 'rtl' },
        createElement(Icon, { name: 'chevron_right' }),
        createElement(Icon, { name: 'close' }),
      ),
    );
    const [chevron, close] = [...mounted.shadow.querySelectorAll('svg')];
    expect(getComputedStyle(chevron!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    expect(getComputedStyle(close!).transform).to.equal('none');
  });
});
