// The file library against the real, built server and the demo project: several files dropped on
// the library upload with their progress shown (the upload throttled so it can be seen), each
// card gets its thumbnail; a file's title is edited and its content replaced (same row, new
// content, the preview follows); and a folder round trip: create, move a file in, browse in,
// rename, back out with the browser's back button.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;

interface StoredFile {
  id: number;
  title: string | null;
  filename_download: string;
  type: string;
  filesize: number;
  width: number | null;
  checksum: string;
  folder: number | null;
}

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

/** A PNG of noise (it does not compress): `width`² pixels, about 3 × width² bytes. */
async function noisePng(width: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * width * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = state >> 16;
  }
  return sharp(pixels, { raw: { width, height: width, channels: 3 } })
    .png()
    .toBuffer();
}

/** Drops files on `target` the way a browser does: dragenter, dragover, drop with a DataTransfer. */
async function dropFiles(
  page: Page,
  target: Locator,
  files: { name: string; type: string; bytes: Buffer }[],
): Promise<void> {
  const transfer = await page.evaluateHandle(
    (entries) => {
      const data = new DataTransfer();
      for (const entry of entries) {
        const bytes = Uint8Array.from(atob(entry.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], entry.name, { type: entry.type }));
      }
      return data;
    },
    files.map((file) => ({
      name: file.name,
      type: file.type,
      base64: file.bytes.toString('base64'),
    })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

async function filesNamed(prefix: string): Promise<StoredFile[]> {
  return api<StoredFile[]>(
    'GET',
    `files?fields=id,title,filename_download,type,filesize,width,checksum,folder&limit=-1&filter[filename_download][contains]=${encodeURIComponent(prefix)}`,
  );
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
});
after(async () => {
  await stopDemoStack({ browser, server });
});

describe('the file library', () => {
  test('uploads dropped files with progress, then shows their thumbnails', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/files`);
    const grid = element.locator('.cms-file-grid');
    await grid.waitFor();

    const files = await Promise.all(
      ['drop-a', 'drop-b', 'drop-c'].map(async (name, index) => ({
        name: `${name}.png`,
        type: 'image/png',
        bytes: await noisePng(360, index + 1),
      })),
    );
    // Slow uploads down (≈ 400 KB/s) so the progress of ~390 KB files can be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await dropFiles(page, element.locator('.cms-files'), files);

    const tray = element.locator('.cms-upload-tray');
    await tray.waitFor();
    assert.equal(await tray.locator('.cms-upload-item').count(), 3);
    // Progress shows between the start and the cap while bytes are on their way.
    const seen = new Set<number>();
    await eventually(
      async () => {
        // Read in one step: a bar gone by the time a locator of it asks would be waited for.
        const values = await tray
          .getByRole('progressbar')
          .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-valuenow')));
        for (const now of values) if (now !== null) seen.add(Number(now));
        return (await tray.locator('.cms-upload-item[data-state="done"]').count()) === 3;
      },
      'three finished uploads',
      30_000,
    );
    assert.ok(
      [...seen].some((value) => value > 0 && value <= 95),
      `progress between 0 and 95 was shown (saw ${[...seen].join(', ')})`,
    );
    assert.ok(
      [...seen].every((value) => value <= 95),
      'progress stays at or under 95 during transfer',
    );
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const stored = await filesNamed('drop-');
    assert.equal(stored.length, 3, 'the server holds the three files');
    // The listing shows them, newest first, each with a loaded thumbnail and its type badge.
    for (const file of stored) {
      const card = grid.locator('.cms-file-card', {
        hasText: file.title ?? file.filename_download,
      });
      await card.waitFor();
      const image = card.locator('img');
      await image.scrollIntoViewIfNeeded();
      await eventually(
        () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        `the thumbnail of ${file.filename_download}`,
      );
      assert.match((await image.getAttribute('src')) ?? '', /key=directus-medium-crop/);
      assert.equal(await card.locator('.cms-file-card__badge').textContent(), 'PNG');
    }
    await context.close();
  });

  test('edits a file’s title and replaces its content, keeping its row', async () => {
    const png = await noisePng(80, 7);
    const created = await fetch(`${server.origin}/demo/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: (() => {
        const form = new FormData();
        form.append('data', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'edit-me.png');
        return form;
      })(),
    });
    assert.equal(created.status, 200);
    const file = ((await created.json()) as { data: StoredFile }).data;

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/files/${file.id}`);
    const preview = element.locator('.cms-file-preview img');
    await preview.waitFor();
    assert.equal(
      await element.locator('.cms-file-facts').getByText('80 × 80 px').count(),
      1,
      'the facts name the dimensions',
    );

    // The title, through the generic form.
    const title = element.getByLabel('Title', { exact: true });
    await title.fill('Harbour at dusk');
    await element.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(
      async () => (await api<StoredFile>('GET', `files/${file.id}`)).title === 'Harbour at dusk',
      'the saved title',
    );

    // The content, through Replace: same id, new bytes, the preview and facts follow.
    const countBefore = (await api<unknown[]>('GET', 'files?fields=id&limit=-1')).length;
    const bigger = await noisePng(120, 8);
    await element.locator('input[type="file"]').setInputFiles({
      name: 'replaced.png',
      mimeType: 'image/png',
      buffer: bigger,
    });
    await eventually(async () => {
      const now = await api<StoredFile>('GET', `files/${file.id}`);
      return now.width === 120 && now.checksum !== file.checksum;
    }, 'the replaced content on the server');
    // The row keeps the title it was given, not the new file's name.
    assert.equal((await api<StoredFile>('GET', `files/${file.id}`)).title, 'Harbour at dusk');
    await element.locator('.cms-file-facts').getByText('120 × 120 px').waitFor();
    // Still the same row: the address and id did not change.
    assert.equal(await page.evaluate(() => location.hash), `#/demo/files/${file.id}`);
    const countAfter = (await api<unknown[]>('GET', 'files?fields=id&limit=-1')).length;
    assert.equal(countAfter, countBefore, 'no second row was created');
    await eventually(
      () =>
        element
          .locator('.cms-file-preview img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth === 120),
      'the preview of the new content',
    );
    await context.close();
  });

  test('deletes the selected files after confirming', async () => {
    const ids: number[] = [];
    for (const name of ['bin-a.png', 'bin-b.png']) {
      const form = new FormData();
      form.append(
        'data',
        new Blob([new Uint8Array(await noisePng(24, ids.length + 20))], { type: 'image/png' }),
        name,
      );
      const answer = await fetch(`${server.origin}/demo/files`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}` },
        body: form,
      });
      ids.push(((await answer.json()) as { data: StoredFile }).data.id);
    }
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/files`);
    for (const title of ['Bin A', 'Bin B']) {
      const card = element.locator('.cms-file-card', { hasText: title });
      await card.hover();
      await card.getByRole('checkbox').check();
    }
    await element.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = element.locator('dialog[open]');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await element.locator('.cms-file-card', { hasText: 'Bin A' }).waitFor({ state: 'detached' });
    assert.equal(await element.locator('.cms-file-card', { hasText: 'Bin B' }).count(), 0);
    const left = await api<StoredFile[]>('GET', `files?fields=id&filter[id][in]=${ids.join(',')}`);
    assert.deepEqual(left, [], 'both rows are gone');
    await context.close();
  });

  test('a file deleted by someone else while open says so', async () => {
    const png = await noisePng(40, 11);
    const form = new FormData();
    form.append('data', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'short-lived.png');
    const created = await fetch(`${server.origin}/demo/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: form,
    });
    const file = ((await created.json()) as { data: StoredFile }).data;

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/files/${file.id}`);
    await element.locator('.cms-file-facts').waitFor();
    assert.equal(await element.getByText('This file was deleted').count(), 0);

    // Someone else deletes it; coming back to the page (focus) the screen finds out.
    await api('DELETE', `files/${file.id}`);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await element.getByRole('alert').filter({ hasText: 'This file was deleted' }).waitFor();
    assert.equal(
      await element.getByRole('button', { name: 'Replace file' }).count(),
      0,
      'nothing left to replace',
    );
    await context.close();
  });

  test('a folder round trip: create, move a file in, browse in, rename, back out', async () => {
    const [target] = await filesNamed('drop-a');
    assert.ok(target, 'the dropped file from the first test');
    const label = target.title ?? target.filename_download;

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/files`);
    await element.locator('.cms-file-grid').waitFor();

    await element.getByRole('button', { name: 'New folder' }).click();
    const dialog = element.locator('dialog[open]');
    await dialog.getByLabel('Folder name').fill('Travel');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const tile = element.locator('.cms-folder-tile', { hasText: 'Travel' });
    await tile.waitFor();
    const [folder] = await api<{ id: number; name: string }[]>(
      'GET',
      'folders?filter[name][eq]=Travel',
    );
    assert.ok(folder, 'the folder is stored');

    // Move the file in: select its card, Move to folder, choose the folder.
    const card = element.locator('.cms-file-card', { hasText: label });
    await card.hover();
    await card.getByRole('checkbox').check();
    await element.getByRole('button', { name: 'Move to folder' }).click();
    await dialog.getByRole('combobox').click();
    await element.getByRole('option', { name: 'Travel' }).click();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    assert.equal((await api<StoredFile>('GET', `files/${target.id}`)).folder, folder.id);

    // Browse in: the address names the folder; the file is there.
    await tile.click();
    await element.locator('.cms-file-card', { hasText: label }).waitFor();
    assert.equal(await page.evaluate(() => location.hash), `#/demo/files?folder=${folder.id}`);
    assert.equal(await element.locator('h1').textContent(), 'Travel');

    // Rename it.
    await element.getByRole('button', { name: 'Rename folder' }).click();
    await dialog.getByLabel('Folder name').fill('Journeys');
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await element.locator('h1', { hasText: 'Journeys' }).waitFor();
    assert.equal((await api<{ name: string }>('GET', `folders/${folder.id}`)).name, 'Journeys');
    assert.equal(
      await element.locator('.cms-folder-crumbs [aria-current]').textContent(),
      'Journeys',
    );

    // Back out with the browser: the root again, without the moved file, with the folder's tile.
    await page.goBack();
    await element.locator('.cms-folder-tile', { hasText: 'Journeys' }).waitFor();
    assert.equal(await page.evaluate(() => location.hash), '#/demo/files');
    assert.equal(await element.locator('.cms-file-card', { hasText: label }).count(), 0);
    await context.close();
  });
});
