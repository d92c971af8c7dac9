// The elements embedded in host pages: the demo portal and the script-tag drop-in.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
before(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServerProcess()]);
});
after(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

test('the CDN drop-in page runs the whole admin from one script tag', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(`${server.origin}/demo/cdn.html`);
    await page.locator('cms-admin').getByText('Demo project', { exact: true }).first().waitFor();
    await page.locator('cms-admin input[type="password"]').waitFor();
  } finally {
    await page.close();
  }
});

test('the portal embeds the item editor without touching its page', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(`${server.origin}/demo/portal.html#editorial`);
    const editor = page.locator('cms-item-editor');
    // Not signed in: the editor asks for a sign-in, in its own form.
    await editor.locator('input[type="password"]').waitFor();
    assert.equal(new URL(page.url()).hash, '#editorial', 'the host hash is left alone');
    // The portal paints every <button> hotpink; the element's own styles stay its own.
    const leaked = await page.evaluate(() => {
      const host = document.querySelector('cms-item-editor');
      const inside = host?.shadowRoot?.querySelectorAll('*') ?? [];
      return [...inside].filter(
        (el) => getComputedStyle(el).backgroundColor === 'rgb(255, 105, 180)',
      ).length;
    });
    assert.equal(leaked, 0);
    // The portal's own styles are untouched by the element's stylesheet.
    const headerBg = await page.evaluate(
      () => getComputedStyle(document.querySelector('header') as Element).backgroundColor,
    );
    assert.equal(headerBg, 'rgb(18, 53, 36)');
  } finally {
    await page.close();
  }
});
