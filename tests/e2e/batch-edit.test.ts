// Batch edit against the real, built server and the demo project: two rows selected in the
// listing, "Edit selected", one field switched on and set, the confirmation, then the server holds
// the new value on both selected articles and on no other one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;

interface Article {
  id: number;
  title: string;
  published_on: string | null;
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

describe('batch edit', () => {
  test('sets one field on the selected articles only, after confirming', async () => {
    const before = await api<Article[]>(
      'GET',
      'items/articles?fields=id,title,published_on&limit=-1',
    );
    assert.ok(before.length >= 4, 'the demo has articles');
    const [first, second] = [before[1] as Article, before[2] as Article];
    const value = '2031-06-01 12:30:00';
    assert.ok(before.every((article) => article.published_on !== value));

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/collections/articles`);
    await element.locator('.cms-tabular tbody tr').first().waitFor();

    // With one row selected there is no batch edit; with two it leads to the batch route.
    await element.getByRole('checkbox', { name: `Select item ${first.id}` }).check();
    assert.equal(await element.getByRole('link', { name: 'Edit selected' }).count(), 0);
    await element.getByRole('checkbox', { name: `Select item ${second.id}` }).check();
    await element.getByRole('link', { name: 'Edit selected' }).click();
    await element.locator('.cms-batch-form').waitFor();
    assert.equal(
      await page.evaluate(() => location.hash),
      `#/demo/collections/articles/${first.id},${second.id}`,
    );
    assert.equal(await element.locator('h1').textContent(), 'Editing 2 items');

    // Read-only fields stay blocked; the others are blocked until switched on.
    assert.equal(
      await element.getByRole('switch', { name: 'Change View Count' }).isDisabled(),
      true,
    );
    const input = element.locator('[data-batch-field="published_on"] .cms-form-field input');
    assert.equal(await input.isEditable(), false);
    const save = element.getByRole('button', { name: 'Save', exact: true });
    assert.equal(await save.isDisabled(), true);
    await element.getByRole('switch', { name: 'Change Published On' }).check();
    await input.fill('2031-06-01T12:30');
    await save.click();

    const dialog = element.locator('dialog[open]');
    await dialog.waitFor();
    assert.equal(await dialog.locator('h2').textContent(), 'Update 2 items?');
    await dialog.getByRole('button', { name: 'Update 2 items' }).click();

    // Back on the listing, with a notification.
    await element.locator('.cms-tabular tbody tr').first().waitFor();
    assert.equal(await page.evaluate(() => location.hash), '#/demo/collections/articles');
    await element.getByText('2 items updated').waitFor();

    const afterwards = await api<Article[]>(
      'GET',
      'items/articles?fields=id,title,published_on&limit=-1',
    );
    for (const article of afterwards) {
      const selected = article.id === first.id || article.id === second.id;
      assert.equal(
        article.published_on === value,
        selected,
        `article ${article.id} ${selected ? 'has' : 'does not have'} the new value`,
      );
      // Nothing else changed.
      const earlier = before.find((one) => one.id === article.id) as Article;
      assert.equal(article.title, earlier.title);
      if (!selected) assert.equal(article.published_on, earlier.published_on);
    }
    await context.close();
  });
});
