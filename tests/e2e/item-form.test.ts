// The item form against the real, built server and its demo project: edit and save (button and
// mod+s), create with save-and-leave, the unsaved-changes question when leaving, and delete (the
// demo's articles soft-delete through their status mapping).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption, optionLabels } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;

interface Article {
  id: number;
  title: string;
  status: string;
}

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

/** Reads one article whatever its status (single-item reads leave soft-deleted items out). */
async function article(id: number): Promise<Article> {
  const rows = await api<Article[]>(
    'GET',
    `items/articles?fields=id,title,status&status=*&filter[id][eq]=${id}`,
  );
  assert.ok(rows[0], `article ${id} exists`);
  return rows[0];
}

/** Waits until `check` holds, polling the server. */

const hash = () => page.evaluate(() => location.hash);
const titleInput = () => element.locator('[data-field="title"] input');
/** Save disabled for want of edits: a save in flight disables it too, but keeps `aria-busy`. */
const formSaved = () =>
  element.locator('.cms-save-actions__save:disabled:not([aria-busy])').waitFor();

async function openItem(path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
  await element
    .locator('.cms-form')
    .waitFor({ timeout: 10_000 })
    .catch(async (error) => {
      const text = await element.evaluate((host) => host.shadowRoot?.textContent);
      throw new Error(`no form at ${path}: ${text}`, { cause: error });
    });
}

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

describe('the item form', () => {
  let first: Article;
  before(async () => {
    const articles = await api<Article[]>('GET', 'items/articles?fields=id,title,status&sort=id');
    assert.ok(articles.length >= 3, 'the demo has articles');
    first = articles[0]!;
  });

  test('opens an article, changes its title and saves, staying on it', async () => {
    await openItem(`/demo/collections/articles/${first.id}`);
    assert.equal(await titleInput().inputValue(), first.title);
    // The many-to-one author shows a chosen author.
    const author = element.locator('[data-field="author"] [role="combobox"]');
    assert.notEqual(await author.textContent(), 'Choose one...');
    await titleInput().fill('A title changed in the form');
    await element.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(
      async () => (await article(first.id)).title === 'A title changed in the form',
      'the new title on the server',
    );
    assert.equal(await hash(), `#/demo/collections/articles/${first.id}`);
    // Saved: nothing staged any more, so Save is disabled again (and not merely busy saving).
    await formSaved();
  });

  test('mod+s saves and stays', async () => {
    await openItem(`/demo/collections/articles/${first.id}`);
    await titleInput().fill('Saved with the keyboard');
    await titleInput().press('ControlOrMeta+s');
    await eventually(
      async () => (await article(first.id)).title === 'Saved with the keyboard',
      'the keyboard-saved title on the server',
    );
    assert.equal(await hash(), `#/demo/collections/articles/${first.id}`);
  });

  test('leaving with unsaved edits asks; keep editing keeps them, discard leaves', async () => {
    await openItem(`/demo/collections/articles/${first.id}`);
    await titleInput().fill('Not saved yet');
    await element.locator('.cms-breadcrumb a', { hasText: 'Articles' }).click();
    const dialog = element.locator('dialog[open]');
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? '', /unsaved changes/i);
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await hash(), `#/demo/collections/articles/${first.id}`);
    assert.equal(await titleInput().inputValue(), 'Not saved yet');
    assert.equal((await article(first.id)).title, 'Saved with the keyboard');

    await element.locator('.cms-breadcrumb a', { hasText: 'Articles' }).click();
    await element.locator('dialog[open]').getByRole('button', { name: 'Discard changes' }).click();
    await eventually(
      async () => (await hash()) === '#/demo/collections/articles',
      'the list after discarding',
    );
    await element.locator('.cms-form').waitFor({ state: 'detached' });
    assert.equal((await article(first.id)).title, 'Saved with the keyboard');
  });

  test('creates an article with save-and-leave', async () => {
    await openItem('/demo/collections/articles/+');
    await titleInput().fill('Written in the e2e test');
    await element.locator('[data-field="status"]').getByLabel('Draft').check();
    await element.getByRole('button', { name: 'More save options' }).click();
    await element.getByRole('menuitem', { name: 'Save and go back to the list' }).click();
    await eventually(
      async () => (await hash()) === '#/demo/collections/articles',
      'the list after saving',
    );
    const created = await api<Article[]>(
      'GET',
      `items/articles?fields=id,title,status&filter[title][eq]=${encodeURIComponent('Written in the e2e test')}`,
    );
    assert.equal(created.length, 1);
    assert.equal(created[0]!.status, 'draft');
  });

  test('deletes an article after confirming (soft delete through the status mapping)', async () => {
    const articles = await api<Article[]>('GET', 'items/articles?fields=id,title,status&sort=-id');
    const victim = articles.find((one) => one.status !== 'deleted')!;
    await openItem(`/demo/collections/articles/${victim.id}`);
    await element.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = element.locator('dialog[open]');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.notEqual((await article(victim.id)).status, 'deleted');

    await element.getByRole('button', { name: 'Delete', exact: true }).click();
    await element.locator('dialog[open]').getByRole('button', { name: 'Delete' }).click();
    await eventually(
      async () => (await article(victim.id)).status === 'deleted',
      'the soft-deleted status',
    );
    await eventually(
      async () => (await hash()) === '#/demo/collections/articles',
      'the list after deleting',
    );
  });

  test('save as copy creates a new article without the key and created/updated values', async () => {
    await openItem(`/demo/collections/articles/${first.id}`);
    await titleInput().fill('A copied article');
    await element.locator('[data-field="slug"] input').fill('a-copied-article');
    await element.getByRole('button', { name: 'More save options' }).click();
    await element.getByRole('menuitem', { name: 'Save as copy' }).click();
    let copyId = 0;
    await eventually(async () => {
      const match = (await hash()).match(/^#\/demo\/collections\/articles\/(\d+)$/);
      copyId = match ? Number(match[1]) : 0;
      return copyId !== 0 && copyId !== first.id;
    }, 'the copy opened');
    const copy = await api<Record<string, unknown>>(
      'GET',
      `items/articles/${copyId}?fields=id,title,author,created_on`,
    );
    assert.equal(copy.title, 'A copied article');
    assert.notEqual(copy.author, null);
    // The original keeps its title: the copy did not save the edits into it.
    assert.equal((await article(first.id)).title, 'Saved with the keyboard');
  });

  test('save as copy of an unchanged article gives the copy a free slug and says so (no 409)', async () => {
    const original = await api<Record<string, unknown>>(
      'GET',
      `items/articles/${first.id}?fields=id,slug`,
    );
    await openItem(`/demo/collections/articles/${first.id}`);
    await element.getByRole('button', { name: 'More save options' }).click();
    await element.getByRole('menuitem', { name: 'Save as copy' }).click();
    let copyId = 0;
    await eventually(async () => {
      const match = (await hash()).match(/^#\/demo\/collections\/articles\/(\d+)$/);
      copyId = match ? Number(match[1]) : 0;
      return copyId !== 0 && copyId !== first.id;
    }, 'the copy opened');
    const copy = await api<Record<string, unknown>>('GET', `items/articles/${copyId}?fields=slug`);
    assert.equal(copy.slug, `${String(original.slug).replace(/-copy(-\d+)?$/, '')}-copy`);
    await element.getByText('Changed in the copy to keep them unique').waitFor();
    assert.match((await element.locator('.cms-notifications').textContent()) ?? '', /Slug: /);
  });

  test('adds a tag through the many-to-many field', async () => {
    const before = await api<{ tags: { tag: { name: string } }[] }>(
      'GET',
      `items/articles/${first.id}?fields=tags.tag.name`,
    );
    await openItem(`/demo/collections/articles/${first.id}`);
    const tags = element.locator('[data-field="tags"]');
    const picker = tags.getByRole('combobox', { name: 'Add an existing item' });
    const offered = await optionLabels(picker);
    const name = offered[0]!;
    await chooseOption(picker, { label: name });
    await tags.getByRole('button', { name: 'Add', exact: true }).click();
    await element.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(async () => {
      const after = await api<{ tags: { tag: { name: string } }[] }>(
        'GET',
        `items/articles/${first.id}?fields=tags.tag.name`,
      );
      return (
        after.tags.length === before.tags.length + 1 &&
        after.tags.some((row) => row.tag.name === name)
      );
    }, 'the new tag on the server');
    // The form has taken the saved item back: nothing is left to save (or to ask about on leaving).
    await formSaved();
  });

  test('an unknown item shows the not-found screen', async () => {
    await page.evaluate(() => {
      location.hash = '/demo/collections/articles/999999';
    });
    await element.getByRole('heading', { name: /not found/i }).waitFor();
  });

  test('the many-to-one dialog pages past the first 200 related items', async () => {
    const created = await api<{ id: number }[]>(
      'POST',
      'items/authors',
      Array.from({ length: 230 }, (_, index) => ({ name: `Bulk author ${index + 1}` })),
    );
    const before = await api<{ author: number | null }>(
      'GET',
      `items/articles/${first.id}?fields=author`,
    );
    try {
      await openItem(`/demo/collections/articles/${first.id}`);
      const field = element.locator('[data-field="author"]');
      await field.locator('button.cms-m2o__open').click();
      const dialog = element.locator('dialog[open]');
      const choices = dialog.locator('.cms-m2o__choices button');
      await eventually(async () => (await choices.count()) === 200, 'the first 200 authors');
      assert.equal(await dialog.getByText('Bulk author 230', { exact: true }).count(), 0);
      // The search asks the server, which finds authors beyond the first page.
      const search = dialog.getByRole('searchbox', { name: 'Search related items' });
      await search.fill('Bulk author 23');
      await eventually(async () => (await choices.count()) === 2, 'the two matching authors');
      assert.deepEqual(await choices.allTextContents(), ['Bulk author 23', 'Bulk author 230']);
      await search.fill('');
      await eventually(async () => (await choices.count()) === 200, 'the first 200 again');
      await dialog.getByRole('button', { name: 'Show more items' }).click();
      const last = dialog.getByRole('button', { name: 'Bulk author 230', exact: true });
      await last.waitFor();
      const total = await api<unknown[]>('GET', 'items/authors?fields=id&limit=-1');
      assert.equal(
        await choices.count(),
        total.length,
        'every author is listed after one more page',
      );
      assert.equal(await dialog.getByRole('button', { name: 'Show more items' }).count(), 0);
      await last.click();
      await element.getByRole('button', { name: 'Save', exact: true }).click();
      const chosen = created.at(-1)!.id;
      await eventually(async () => {
        const saved = await api<{ author: number | null }>(
          'GET',
          `items/articles/${first.id}?fields=author`,
        );
        return saved.author === chosen;
      }, 'the article saved with author 230');
    } finally {
      await api('PATCH', `items/articles/${first.id}`, { author: before.author });
      await api('DELETE', `items/authors/${created.map((row) => row.id).join(',')}`);
    }
  });
});
