import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { Progress } from '../../src/ui/Progress.js';
import { Tabs } from '../../src/ui/Tabs.js';
import {
  clickOn,
  focused,
  mountInShadow,
  press,
  type ShadowMounted,
} from './fixtures/ui/shadow-mount.js';

// Tabs (WAI-ARIA APG, automatic activation) and the progress bar's ARIA.

describe('Tabs', () => {
  let mounted: ShadowMounted;
  let changes: string[];
  afterEach(() => mounted.unmount());

  async function mount() {
    changes = [];
    mounted = await mountInShadow(
      createElement(Tabs, {
        label: 'Item sections',
        onChange: (id: string) => changes.push(id),
        tabs: [
          { id: 'content', label: 'Content', panel: 'The content' },
          { id: 'seo', label: 'SEO', panel: 'Search engines' },
          { id: 'old', label: 'Archive', panel: 'Old', disabled: true },
          { id: 'media', label: 'Media', panel: 'Pictures' },
        ],
      }),
    );
  }
  const tabs = () => [...mounted.shadow.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panel = () => mounted.shadow.querySelector<HTMLElement>('[role="tabpanel"]')!;
  const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');

  it('one tab stop, the selected tab labels its panel', async () => {
    await mount();
    expect(mounted.shadow.querySelector('[role="tablist"]')?.getAttribute('aria-label')).to.equal(
      'Item sections',
    );
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    expect(selected()?.textContent).to.equal('Content');
    expect(panel().getAttribute('aria-labelledby')).to.equal(selected()!.id);
    expect(selected()!.getAttribute('aria-controls')).to.equal(panel().id);
    expect(panel().textContent).to.equal('The content');
  });

  it('arrows (wrapping, skipping disabled tabs), Home and End move the focus and select', async () => {
    await mount();
    tabs()[0]!.focus();
    await press(mounted.shadow, 'ArrowRight');
    expect(focused(mounted.shadow)?.textContent).to.equal('SEO');
    expect(panel().textContent).to.equal('Search engines');
    await press(mounted.shadow, 'ArrowRight');
    expect(focused(mounted.shadow)?.textContent, 'Archive is disabled').to.equal('Media');
    await press(mounted.shadow, 'ArrowRight');
    expect(focused(mounted.shadow)?.textContent).to.equal('Content');
    await press(mounted.shadow, 'ArrowLeft');
    expect(focused(mounted.shadow)?.textContent).to.equal('Media');
    await press(mounted.shadow, 'Home');
    expect(selected()?.textContent).to.equal('Content');
    await press(mounted.shadow, 'End');
    expect(selected()?.textContent).to.equal('Media');
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([-1, -1, -1, 0]);
    expect(changes).to.deep.equal(['seo', 'media', 'content', 'media', 'content', 'media']);
  });

  it('a click selects', async () => {
    await mount();
    await clickOn(tabs()[1]!);
    expect(selected()?.textContent).to.equal('SEO');
    expect(changes).to.deep.equal(['seo']);
  });
});

describe('Progress', () => {
  let mounted: ShadowMounted;
  afterEach(() => mounted.unmount());

  it('determinate: role progressbar with its value from 0 to 100', async () => {
    mounted = await mountInShadow(createElement(Progress, { label: 'Uploading', value: 42.4 }));
    const bar = mounted.shadow.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-label')).to.equal('Uploading');
    expect(bar.getAttribute('aria-valuenow')).to.equal('42');
    expect(bar.getAttribute('aria-valuemin')).to.equal('0');
    expect(bar.getAttribute('aria-valuemax')).to.equal('100');
    await mounted.rerender(createElement(Progress, { label: 'Uploading', value: 140 }));
    expect(bar.getAttribute('aria-valuenow')).to.equal('100');
  });

  it('indeterminate: no value', async () => {
    mounted = await mountInShadow(createElement(Progress, { label: 'Loading' }));
    const bar = mounted.shadow.querySelector('[role="progressbar"]')!;
    expect(bar.hasAttribute('aria-valuenow')).to.equal(false);
    expect(bar.classList.contains('cms-progress--indeterminate')).to.equal(true);
  });
});
