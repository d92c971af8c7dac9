// A lazy screen starts downloading on preload() (the signed-in view does it while the start-up
// data loads), renders from that same download, and a failed preload is tried again by the render.
// A screen whose download finished before its first render shows at once, without its fallback
// (which React would otherwise keep up for its 300 ms reveal throttle).
import { expect, waitUntil } from '@open-wc/testing';
import { Suspense } from 'react';
import { lazyScreen } from '../../src/screens/app-root/lazy-screen.js';
import { type Mounted, mount } from './fixtures/item-harness/render.js';

function Hello() {
  return <p>Hello screen</p>;
}

/** How often the counting fallback rendered. */
let fallbacks = 0;
function Fallback() {
  fallbacks += 1;
  return <p>Loading</p>;
}

describe('lazy screens', () => {
  const mounted: Mounted[] = [];
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('preload() starts the load once; the render uses it', async () => {
    let loads = 0;
    let finish: (() => void) | undefined;
    const Screen = lazyScreen(() => {
      loads += 1;
      return new Promise<typeof Hello>((resolve) => {
        finish = () => resolve(Hello);
      });
    });
    Screen.preload();
    Screen.preload();
    expect(loads, 'asked once, before any render').to.equal(1);
    const shown = await mount(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    mounted.push(shown);
    expect(shown.container.textContent).to.equal('Loading');
    finish?.();
    await waitUntil(() => shown.container.textContent === 'Hello screen', 'the screen');
    expect(loads, 'the render used the preloaded download').to.equal(1);
  });

  it('a preload that failed is tried again when the screen renders', async () => {
    let loads = 0;
    const Screen = lazyScreen(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Hello);
    });
    Screen.preload();
    await waitUntil(() => loads === 1, 'the first attempt');
    // Every promise job of the failed attempt runs before the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const shown = await mount(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    mounted.push(shown);
    await waitUntil(() => shown.container.textContent === 'Hello screen', 'the screen');
    expect(loads).to.equal(2);
  });

  it('a screen loaded before its first render renders in that pass, never showing the fallback', async () => {
    let loaded = false;
    const Screen = lazyScreen(async () => {
      loaded = true;
      return Hello;
    });
    Screen.preload();
    await waitUntil(() => loaded, 'the download');
    await new Promise((resolve) => setTimeout(resolve, 0));
    fallbacks = 0;
    const shown = await mount(
      <Suspense fallback={<Fallback />}>
        <Screen />
      </Suspense>,
    );
    mounted.push(shown);
    expect(shown.container.textContent).to.equal('Hello screen');
    expect(fallbacks, 'fallback renders').to.equal(0);
  });
});
