// The wysiwyg interface against the real server and its demo project: an article's body (HTML, as
// v8 stored it) opens in the rich-text editor with no extension error, bold typed through the
// toolbar is saved, and the API returns the HTML.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;

interface Article {
  id: number;
  body: string | null;
}

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

const readArticle = async (id: number) =>
  (await api<Article>('GET', `items/articles/${id}?fields=id,body`)) as Article;

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${server.adminUrl}#/login`);
  element = page.locator('cms-admin');
  await element.locator('input[type="email"]').fill(admin.email);
  await element.locator('input[type="password"]').fill(admin.password);
  await element.locator('button[type="submit"]').click();
  await element.locator('.cms-module-bar').waitFor();
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('the wysiwyg interface', () => {
  test("opens the demo article's body, saves bold text as HTML the API returns", async () => {
    const [first] = await api<Article[]>('GET', 'items/articles?fields=id,body&sort=id&limit=1');
    assert.ok(first, 'the demo has an article');
    const storedBody = first.body ?? '';
    assert.ok(storedBody.startsWith('<p>'), 'the demo article has an HTML body');

    await page.evaluate((id) => {
      location.hash = `/demo/collections/articles/${id}`;
    }, first.id);
    const body = element.locator('[data-field="body"]');
    const area = body.locator('.ProseMirror[contenteditable="true"]');
    await area.waitFor({ timeout: 15_000 });

    // The editor is there, named by the field's label; no extension-error toast was raised.
    assert.equal(await area.getAttribute('role'), 'textbox');
    const labelId = await area.getAttribute('aria-labelledby');
    assert.equal((await body.locator(`label#${labelId}`).textContent())?.trim(), 'Body');
    const text = await element.evaluate((host) => host.shadowRoot?.textContent ?? '');
    assert.doesNotMatch(text, /Extension error/);
    // The stored paragraphs are shown as paragraphs.
    const paragraphs = await area.locator('p').count();
    assert.equal(paragraphs, (storedBody.match(/<p>/g) ?? []).length);
    const saveButton = element.getByRole('button', { name: 'Save', exact: true });
    assert.equal(await saveButton.isDisabled(), true, 'opening the editor changes nothing');

    // Writing at the end, in bold from the toolbar.
    await area.click();
    await area.press('ControlOrMeta+End');
    const bold = body.getByRole('button', { name: 'Bold', exact: true });
    await bold.click();
    assert.equal(await bold.getAttribute('aria-pressed'), 'true');
    await page.keyboard.type(' Strong closing words');
    await saveButton.click();

    await eventually(
      async () => (await readArticle(first.id)).body?.includes('<strong>') ?? false,
      'the bold text on the server',
    );
    const saved = (await readArticle(first.id)).body ?? '';
    assert.match(saved, /<strong>\s?Strong closing words<\/strong><\/p>$/);
    // The rest of the body is as it was.
    const firstParagraph = storedBody.split('\n')[0]!;
    assert.ok(saved.startsWith(firstParagraph), `${saved.slice(0, 80)} starts as before`);
  });
});
