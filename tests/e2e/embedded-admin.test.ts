// The whole admin inside an arbitrary host page: the page's own CSS reaches neither the sign-in
// screen nor the shell, the admin's CSS does not restyle the page, and the page's links still work.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

const credentials = { email: 'host@example.com', password: 'a-long-demo-password' };

// Served at /demo/host-test.html through request interception: a page with aggressive styles.
const HOST_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Host page</title>
    <style>
      body { font-family: serif; }
      a { color: rgb(255, 0, 0); }
      button, input { background: rgb(255, 105, 180) !important; }
      nav, .cms-shell, .cms-module-bar { display: none !important; }
      cms-admin { display: block; height: 600px; }
    </style>
  </head>
  <body>
    <a id="host-link" href="/demo/portal.html">Go to the portal</a>
    <cms-admin api-url="../"></cms-admin>
    <script type="module" src="../admin/cms-admin.js"></script>
  </body>
</html>`;

let browser: Browser;
let server: ServerProcess;
before(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServerProcess({
      env: { CMS_ADMIN_EMAIL: credentials.email, CMS_ADMIN_PASSWORD: credentials.password },
    }),
  ]);
});
after(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

test("the admin runs in a host page without taking or giving styles, and the page's links work", async () => {
  const page = await browser.newPage();
  try {
    await page.route(`${server.origin}/demo/host-test.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: HOST_PAGE }),
    );
    await page.goto(`${server.origin}/demo/host-test.html`);
    const admin = page.locator('cms-admin');
    await admin.locator('input[type="email"]').fill(credentials.email);
    await admin.locator('input[type="password"]').fill(credentials.password);
    await admin.locator('button[type="submit"]').click();
    await admin.locator('.cms-module-bar').waitFor();

    // No named functions inside evaluate: the test transpiler would wrap them in a `__name` call
    // that does not exist in the page.
    const inside = await page.evaluate(() => {
      const root = document.querySelector('cms-admin')?.shadowRoot;
      const [shell, moduleBar, navLink, frame] = [
        '.cms-shell',
        '.cms-module-bar',
        '.cms-nav__link',
        '.cms-root',
      ].map((selector) =>
        getComputedStyle(root?.querySelector(selector) ?? document.createElement('i')),
      );
      return {
        shellDisplay: shell?.display,
        moduleBarDisplay: moduleBar?.display,
        navLinkColor: navLink?.color,
        fontFamily: frame?.fontFamily,
        pink: [...(root?.querySelectorAll('button, input') ?? [])].filter(
          (element) => getComputedStyle(element).backgroundColor === 'rgb(255, 105, 180)',
        ).length,
      };
    });
    assert.equal(
      inside.shellDisplay,
      'grid',
      "the host's `.cms-shell { display: none }` stays outside",
    );
    assert.equal(inside.moduleBarDisplay, 'flex');
    assert.notEqual(inside.navLinkColor, 'rgb(255, 0, 0)');
    assert.doesNotMatch(inside.fontFamily ?? '', /^serif$/);
    assert.equal(inside.pink, 0, "the host's button and input colours stay outside");

    const hostLink = page.locator('#host-link');
    assert.equal(
      await hostLink.evaluate((link) => getComputedStyle(link).color),
      'rgb(255, 0, 0)',
      "the admin's styles do not reach the page",
    );
    await hostLink.click();
    await page.waitForURL(`${server.origin}/demo/portal.html`);
  } finally {
    await page.close();
  }
});
