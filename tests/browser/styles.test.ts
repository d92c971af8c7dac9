// The admin's shared stylesheets: CSS registered within one task becomes one sheet, given to every
// root that adopted the admin's styles, after the admin's earlier sheets and before sheets the root
// adopted on its own later (a map's Leaflet sheet, an extension's), so the cascade follows
// registration order; a building block's CSS registered late still comes before every screen's
// (an override at equal specificity keeps winning); a text registered twice is parsed once.
import { expect } from '@open-wc/testing';
import {
  adminStyleSheets,
  adoptSharedStyles,
  registerBaseStyles,
  registerStyles,
} from '../../src/ui/styles.js';

function shadowHost(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const nextMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shared styles', () => {
  it('a later registration reaches adopted roots as one sheet, in order, once', async () => {
    registerStyles('.styles-test-base { color: rgb(0, 0, 1); }');
    const root = shadowHost();
    adoptSharedStyles(root);
    adoptSharedStyles(root);
    const before = adminStyleSheets().length;
    expect(root.adoptedStyleSheets.length).to.equal(before);

    const foreign = new CSSStyleSheet();
    foreign.replaceSync('.styles-test-foreign { color: rgb(9, 9, 9); }');
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, foreign];

    registerStyles('.styles-test-a { color: rgb(1, 2, 3); }');
    registerStyles('.styles-test-b { color: rgb(4, 5, 6); }');
    registerStyles('.styles-test-a { color: rgb(1, 2, 3); }');
    await nextMicrotasks();

    const sheets = adminStyleSheets();
    expect(sheets.length, 'one new sheet for the task').to.equal(before + 1);
    const added = sheets[sheets.length - 1];
    expect(added.cssRules.length, 'the repeated text is not added twice').to.equal(2);
    const list = root.adoptedStyleSheets;
    expect(list.indexOf(added)).to.equal(list.indexOf(foreign) - 1);

    const probe = document.createElement('p');
    probe.className = 'styles-test-b';
    root.append(probe);
    expect(getComputedStyle(probe).color).to.equal('rgb(4, 5, 6)');
    root.host.remove();
  });

  it('a root adopting later gets every sheet so far, the waiting CSS included', () => {
    registerStyles('.styles-test-c { color: rgb(7, 8, 9); }');
    const root = shadowHost();
    adoptSharedStyles(root);
    const probe = document.createElement('p');
    probe.className = 'styles-test-c';
    root.append(probe);
    expect(getComputedStyle(probe).color).to.equal('rgb(7, 8, 9)');
    root.host.remove();
  });

  it("a building block's CSS registered after a screen's goes before it", async () => {
    registerStyles('.styles-test-rank { color: rgb(20, 20, 20); }');
    const root = shadowHost();
    adoptSharedStyles(root);
    registerBaseStyles(
      '.styles-test-rank { color: rgb(30, 30, 30); } .styles-test-base-only { color: rgb(40, 40, 40); }',
    );
    await nextMicrotasks();
    const probe = document.createElement('p');
    probe.className = 'styles-test-rank styles-test-base-only';
    root.append(probe);
    expect(getComputedStyle(probe).color, 'the screen rule wins').to.equal('rgb(20, 20, 20)');
    const sheets = adminStyleSheets();
    expect(root.adoptedStyleSheets.length).to.equal(sheets.length);
    expect(root.adoptedStyleSheets.every((sheet, index) => sheet === sheets[index])).to.equal(true);
    root.host.remove();
  });
});
