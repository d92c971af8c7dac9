// The admin's first load from the real server in Chromium: the page names every chunk its entry
// imports as a module preload, the browser fetches each once, compressed, hashed chunks cached for
// good, and the sign-in screen comes up.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Response } from 'playwright-core';
import { MIN_COMPRESS_BYTES } from '../../scripts/precompress.mjs';
import { startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;

before(async () => {
  ({ browser, server } = await startDemoStack());
});
after(async () => {
  await stopDemoStack({ browser, server });
});

test('preloads the entry chunks, fetches each once, compressed, hashed ones immutable', async () => {
  const html = await (await fetch(server.adminUrl)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\.\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  assert.ok(preloaded.length > 0, 'the page preloads the chunks its entry imports');
  assert.ok(
    preloaded.some((file) => file.startsWith('chunks/vendor-')),
    'the vendor chunk too',
  );

  const context = await browser.newContext();
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`${server.adminUrl}#/login`);
  await page.locator('cms-admin input[type="email"]').waitFor();

  for (const file of preloaded) {
    const fetched = responses.filter((response) => response.url() === `${server.adminUrl}${file}`);
    assert.equal(fetched.length, 1, `${file} is fetched once`);
    const headers = await (fetched[0] as Response).allHeaders();
    // Hashed chunks never change under their name; the elements' entries keep theirs across builds.
    const caching = file.startsWith('chunks/') ? /immutable/ : /no-cache/;
    assert.match(headers['cache-control'] ?? '', caching, `${file}: ${caching}`);
    // Files too small to gain anything are sent as they are (scripts/precompress.mjs).
    if (Number(headers['content-length']) >= MIN_COMPRESS_BYTES) {
      assert.equal(headers['content-encoding'], 'br', `${file} comes compressed`);
    }
  }
  await context.close();
});
