// An icon outside the first chunk's glyphs (a module's `star`) draws once its chunk has loaded; a
// core glyph draws at once.
import { expect, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { Icon, iconFor } from '../../src/ui/Icon.js';
import { mount } from './fixtures/item-harness/render.js';

describe('Icon', () => {
  it('draws core glyphs at once and loads the others', async () => {
    const mounted = await mount(
      createElement(
        'div',
        null,
        createElement(Icon, { name: 'close' }),
        createElement(Icon, { name: iconFor('star', 'extension') }),
      ),
    );
    try {
      const [close, star] = [...mounted.container.querySelectorAll('svg')];
      expect(close?.querySelector('path')?.getAttribute('d')).to.equal('M6 6l12 12M18 6L6 18');
      await waitUntil(() => star?.querySelector('path'), 'the star never drew');
      expect(star?.querySelector('path')?.getAttribute('d')).to.match(/^M12\.00 2\.80L/);
    } finally {
      mounted.unmount();
    }
  });
});
