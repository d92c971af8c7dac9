// The `file` interface on an article (the demo's Cover Image) against the real, built server: the
// field shows the current cover as a thumbnail card; a file chosen from the library (the file
// browser in a dialog) is saved as the article's cover; a file uploaded from the field is stored
// and becomes the cover; Clear empties it. Each saved value is read back through the API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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
}

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

const coverOf = async (article: number) =>
  (await api<{ cover_image: number | null }>('GET', `items/articles/${article}?fields=cover_image`))
    .cover_image;

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
});
after(async () => {
  await stopDemoStack({ browser, server });
});

async function openArticle(page: Page, id: number): Promise<Locator> {
  const element = await signInToAdmin(page, server.adminUrl, admin);
  await page.goto(`${server.adminUrl}#/demo/collections/articles/${id}`);
  const field = element.locator('[data-field="cover_image"]');
  await field.waitFor();
  return field;
}

async function save(page: Page): Promise<void> {
  await page.locator('cms-admin').getByRole('button', { name: 'Save', exact: true }).click();
}

test('the cover image: shown, chosen from the library, uploaded, cleared', async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const article = 3;
  const files = await api<StoredFile[]>('GET', 'files?fields=id,title,filename_download&limit=-1');
  const before = await coverOf(article);
  assert.ok(before, 'the demo article has a cover');
  const current = files.find((file) => file.id === before)!;
  const other = files.find((file) => file.id !== before && file.title)!;

  const field = await openArticle(page, article);
  // The current cover as a card: its thumbnail loaded, its title beside it.
  await field
    .locator('.cms-file-field-card__title')
    .getByText(current.title ?? '')
    .waitFor();
  await eventually(
    () =>
      field
        .locator('.cms-file-field-card img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
    'the thumbnail of the current cover',
  );

  // Choose from the library: the picker dialog, one file, Choose.
  await field.getByRole('button', { name: 'Choose from the library' }).click();
  const dialog = page.locator('cms-admin').locator('dialog[open]');
  const card = dialog.locator('.cms-file-card').filter({ hasText: other.title ?? '' });
  await card.locator('input.cms-file-card__select').check();
  await dialog.getByRole('button', { name: 'Choose', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await field
    .locator('.cms-file-field-card__title')
    .getByText(other.title ?? '')
    .waitFor();
  await save(page);
  await eventually(async () => (await coverOf(article)) === other.id, 'the chosen cover saved');

  // Upload from the field: the new file is stored and becomes the cover.
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  await field.getByRole('button', { name: 'Upload or import' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'cover-upload.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await field.locator('.cms-file-field-card__facts').getByText('64 × 48').waitFor();
  const [uploaded] = await api<StoredFile[]>(
    'GET',
    'files?fields=id,title,filename_download&filter[filename_download][eq]=cover-upload.png',
  );
  assert.ok(uploaded, 'the upload is stored');
  await save(page);
  await eventually(
    async () => (await coverOf(article)) === uploaded.id,
    'the uploaded cover saved',
  );

  // Clear: no cover.
  await field.getByRole('button', { name: 'Clear', exact: true }).click();
  await field.getByText('No file chosen').waitFor();
  await save(page);
  await eventually(async () => (await coverOf(article)) === null, 'the cleared cover saved');

  // Reloaded, the form says so too.
  await page.reload();
  await page
    .locator('cms-admin')
    .locator('[data-field="cover_image"]')
    .getByText('No file chosen')
    .waitFor();
  await context.close();
});

test('the listing shows a file field as a small thumbnail', async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const element = await signInToAdmin(page, server.adminUrl, admin);
  await page.goto(`${server.adminUrl}#/demo/collections/authors`);
  // The authors' table shows the avatar column (a file field) among its first fields.
  const thumb = element.locator('.cms-file-display img').first();
  await thumb.waitFor();
  await eventually(
    () => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    'an avatar thumbnail painted',
  );
  await context.close();
});
