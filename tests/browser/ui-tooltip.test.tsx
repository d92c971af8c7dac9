import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_HEADER_DELAY_MS, Tooltip } from '../../src/ui/Tooltip.js';
import { mountInShadow, press, type ShadowMounted } from './fixtures/ui/shadow-mount.js';

// Tooltips (spec 2 §9; WAI-ARIA APG tooltip): described-by at once, shown on keyboard focus at
// once, on hover after 750 ms (header) or 1500 ms, hidden by Escape.

describe('Tooltip', () => {
  let mounted: ShadowMounted;
  afterEach(() => mounted.unmount());

  async function mount(header = false) {
    mounted = await mountInShadow(
      <Tooltip text="Saves and stays on the page" header={header}>
        <button type="button">Save</button>
      </Tooltip>,
    );
  }
  const button = () => mounted.shadow.querySelector('button')!;
  const tip = () => mounted.shadow.querySelector<HTMLElement>('[role="tooltip"]')!;
  const shown = () => tip().matches(':popover-open');

  it('describes its control through aria-describedby, hidden until shown', async () => {
    await mount();
    expect(button().getAttribute('aria-describedby')).to.equal(tip().id);
    expect(tip().textContent).to.equal('Saves and stays on the page');
    expect(shown()).to.equal(false);
  });

  it('keyboard focus shows it at once; Escape hides it', async () => {
    await mount();
    await act(async () => {
      button().focus();
      // A page running beside another test file may lack window focus; then Chromium sends no
      // focus event, so send the one it would.
      if (!document.hasFocus()) {
        button().dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      }
    });
    expect(shown()).to.equal(true);
    await press(mounted.shadow, 'Escape');
    expect(shown()).to.equal(false);
  });

  for (const [header, delay] of [
    [false, TOOLTIP_DELAY_MS],
    [true, TOOLTIP_HEADER_DELAY_MS],
  ] as const) {
    it(`hover shows it after ${delay} ms${header ? ' (header)' : ''}, leaving hides it`, async () => {
      await mount(header);
      const started = performance.now();
      await act(async () => {
        button().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      });
      expect(shown(), 'not at once').to.equal(false);
      await waitUntil(shown, 'never shown', { timeout: delay + 1000, interval: 20 });
      expect(performance.now() - started).to.be.at.least(delay - 20);
      await act(async () => {
        button().dispatchEvent(new PointerEvent('pointerout', { bubbles: true, composed: true }));
      });
      await waitUntil(() => !shown(), 'never hidden', { timeout: 1000, interval: 10 });
    });
  }
});
