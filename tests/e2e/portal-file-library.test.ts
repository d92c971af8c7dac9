// The demo portal's "Submit a story" form (/demo/portal.html) against the real, built server: its
// image field is <cms-file-library selectable accept="image/*">. Signed in through the admin on
// the same origin, the library shares the session; the picker greys out what is not an image, an
// image chosen there shows in the host form as its thumbnail and id (from cms-file-selected), and
// the portal's hash never moves. Signed out, the library signs in inline first, and a file
// uploaded through it is announced to the host (cms-file-uploaded).
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
  type: string;
  filename_download: string;
}

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
});
after(async () => {
  await stopDemoStack({ browser, server });
});

const portalUrl = () => `${server.origin}/demo/portal.html#submit-story`;
const hash = (page: Page) => page.evaluate(() => location.hash);

function cardOf(library: Locator, title: string): Locator {
  return library.locator('.cms-file-card').filter({ hasText: title });
}

async function chooseInPortal(page: Page, library: Locator, file: StoredFile): Promise<void> {
  await cardOf(library, file.title ?? file.filename_download)
    .locator('input.cms-file-card__select')
    .check();
  await library.getByRole('button', { name: 'Choose', exact: true }).click();
  await page.locator('#story-image-id').getByText(`File ${file.id}:`).waitFor();
  assert.equal(await page.locator('#story-image-value').inputValue(), String(file.id));
  await eventually(
    () =>
      page
        .locator('#story-image-thumb')
        .evaluate((img: HTMLImageElement) => !img.hidden && img.naturalWidth > 0),
    'the chosen image painted in the host form',
  );
}

test('signed in to the admin, the portal picks an image for its own form', async () => {
  const files = await api<StoredFile[]>('GET', 'files?fields=id,title,type,filename_download');
  const image = files.find((file) => file.type.startsWith('image/') && file.title)!;
  // Something that is not an image, for the accept list to grey out.
  const text = await api<StoredFile>('POST', 'files', {
    data: Buffer.from('Minutes of the newsroom meeting').toString('base64'),
    filename_download: 'minutes.txt',
    title: 'Meeting minutes',
  });

  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  try {
    const adminPage = await context.newPage();
    await signInToAdmin(adminPage, server.adminUrl, admin);

    const page = await context.newPage();
    await page.goto(portalUrl());
    const library = page.locator('cms-file-library');
    await cardOf(library, image.title ?? '').waitFor({ timeout: 15_000 });
    assert.equal(await library.locator('form.cms-piece-sign-in').count(), 0, 'no sign-in asked');
    assert.equal(
      await cardOf(library, text.title ?? '')
        .locator('input.cms-file-card__select')
        .isDisabled(),
      true,
      'a text file cannot be chosen for an image field',
    );

    await chooseInPortal(page, library, image);
    await page.locator('#story-title').fill('Northern lights over the harbour');
    await page.getByRole('button', { name: 'Send the story' }).click();
    await page
      .locator('#story-status')
      .getByText(`Ready to send "Northern lights over the harbour" with image ${image.id}.`)
      .waitFor();
    assert.equal(await hash(page), '#submit-story', 'the portal hash is left alone');
  } finally {
    await context.close();
  }
});

test('signed out, the library signs in inline; an upload is announced to the portal', async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  try {
    const page = await context.newPage();
    await page.goto(portalUrl());
    const library = page.locator('cms-file-library');
    const signIn = library.locator('form.cms-piece-sign-in');
    await signIn.waitFor({ timeout: 15_000 });
    await signIn.locator('input[type="email"]').fill(admin.email);
    await signIn.locator('input[type="password"]').fill(admin.password);
    await signIn.locator('button[type="submit"]').click();
    await library.locator('.cms-file-card').first().waitFor({ timeout: 15_000 });

    const picture = await sharp({
      create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    await library.getByRole('button', { name: 'Upload' }).first().click();
    await library.locator('dialog[open] input[type="file"]').setInputFiles({
      name: 'portal-upload.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    await page.locator('#story-status').getByText('Uploaded "').waitFor();
    const [stored] = await api<StoredFile[]>(
      'GET',
      'files?fields=id,title,type,filename_download&filter[filename_download][eq]=portal-upload.png',
    );
    assert.ok(stored, 'the upload is stored');
    await library.locator('dialog[open]').getByRole('button', { name: 'Close' }).click();
    await chooseInPortal(page, library, stored);
    assert.equal(await hash(page), '#submit-story');
  } finally {
    await context.close();
  }
});
