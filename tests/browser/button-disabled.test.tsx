// Disabled buttons look disabled in both themes (issue 13 §3): the quiet surface colours instead
// of a faded accent, which on a dark background still reads as a live button.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { Button } from '../../src/ui/Button.js';
import { mountInShadow, type ShadowMounted } from './fixtures/ui/shadow-mount.js';

let mounted: ShadowMounted | null = null;

async function buttons(theme: 'light' | 'dark') {
  mounted = await mountInShadow(
    createElement(
      'div',
      null,
      createElement(Button, { variant: 'primary', id: 'on' }, 'Save'),
      createElement(Button, { variant: 'primary', id: 'off', disabled: true }, 'Save'),
      createElement(
        Button,
        { className: 'cms-button--danger', id: 'danger', disabled: true },
        'Delete',
      ),
      createElement(Button, { variant: 'primary', id: 'busy', busy: true }, 'Saving'),
    ),
  );
  const root = mounted.shadow.querySelector<HTMLElement>('.cms-root')!;
  root.dataset.theme = theme;
  const style = (id: string) => getComputedStyle(mounted!.shadow.getElementById(id)!);
  const token = (name: string) => {
    // A token's colour as the theme resolves it, read through a probe element.
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    root.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  };
  return { style, token };
}

describe('disabled buttons', () => {
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`use the quiet surface colours in the ${theme} theme, whatever the variant`, async () => {
      const { style, token } = await buttons(theme);
      expect(style('on').backgroundColor).to.equal(token('--cms-color-accent'));
      for (const id of ['off', 'danger']) {
        expect(style(id).backgroundColor, id).to.equal(token('--cms-color-surface'));
        expect(style(id).color, id).to.equal(token('--cms-color-text-muted'));
        expect(style(id).cursor, id).to.equal('not-allowed');
      }
      // Busy is not "unavailable": it keeps its colour.
      expect(style('busy').backgroundColor).to.equal(token('--cms-color-accent'));
    });
  }
});
