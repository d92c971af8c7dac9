// A user of a restricted role in the real admin against the real server: the navigation, the
// listing, the item form and direct links show exactly what the role's permissions allow.
// The role may create articles, read and update only its own, delete none, never write `slug`,
// never give the status `published`, read every tag without creating any, and nothing at all of
// authors.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi, signInForToken } from './support/demo-api.js';
import { startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

const writer = { email: 'writer@example.com', password: 'a-writer-password-1' };

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let writerToken: string;
let ownArticle: { id: number; title: string };
let adminArticle: { id: number; title: string };

function asAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  const role = await asAdmin<{ id: number }>('POST', 'roles', { name: 'Writers' });
  await asAdmin('POST', 'users', {
    status: 'active',
    role: role.id,
    first_name: 'Wri',
    last_name: 'Ter',
    ...writer,
  });
  await asAdmin('POST', 'permissions', [
    {
      role: role.id,
      collection: 'articles',
      create: 'full',
      read: 'mine',
      update: 'mine',
      delete: 'none',
      write_field_blacklist: 'slug',
      status_blacklist: 'published',
    },
    { role: role.id, collection: 'tags', create: 'none', read: 'full' },
  ]);
  writerToken = await signInForToken(server.origin, writer);
  ownArticle = await callDemoApi(server.origin, writerToken, 'POST', 'items/articles', {
    title: 'Written by the writer',
    status: 'draft',
  });
  [adminArticle] = await asAdmin<{ id: number; title: string }[]>(
    'GET',
    'items/articles?fields=id,title&limit=1&sort=id',
  );
  assert.ok(adminArticle, 'the demo has articles of the admin');
});
after(async () => {
  await stopDemoStack({ browser, server });
});

describe('a restricted role in the admin', () => {
  test('sees its collections, its own rows, and only the actions it may take', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    try {
      const element = await signInToAdmin(page, server.adminUrl, writer);
      const nav = element.locator('#cms-navigation .cms-nav__link');
      await nav.first().waitFor();
      const links = await nav.allTextContents();
      assert.ok(links.includes('Articles'), links.join());
      assert.ok(links.includes('Tags'), links.join());
      assert.ok(!links.includes('Authors'), 'authors are not readable');

      await page.goto(`${server.adminUrl}#/demo/collections/articles`);
      const titles = element.locator('.cms-tabular tbody tr td[data-field="title"]');
      await eventually(
        async () =>
          JSON.stringify(await titles.allTextContents()) === JSON.stringify([ownArticle.title]),
        'only the own article listed',
      );
      await element.getByRole('link', { name: 'New', exact: true }).waitFor();
      await element
        .getByRole('checkbox', { name: /select/i })
        .last()
        .check();
      await element.getByText('1 selected').waitFor();
      const deletes = element.getByRole('button', { name: 'Delete', exact: true });
      assert.equal(await deletes.count(), 0, 'no delete action for a role that deletes nothing');

      // The own article: slug is write-blacklisted, title is editable.
      await page.goto(`${server.adminUrl}#/demo/collections/articles/${ownArticle.id}`);
      const title = element.locator('[data-field="title"] input');
      await title.waitFor();
      assert.equal(await title.isEditable(), true);
      const slug = element.locator('[data-field="slug"] input');
      await slug.waitFor();
      assert.equal(await slug.isEditable(), false, 'slug is read-only');
      // Statuses: not `published` (status blacklist), not `deleted` (a soft delete is a delete,
      // and the role deletes nothing); the draft it has stays.
      const statuses = element.locator('[data-field="status"] input[type="radio"]');
      await statuses.first().waitFor();
      const offered = await statuses.evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value),
      );
      assert.deepEqual(offered, ['draft']);
      // The author relation points into authors, which this role cannot read: left out, not a
      // bare key.
      assert.equal(await element.locator('[data-field="author"]').count(), 0);
      await title.fill('Edited by the writer');
      await element.getByRole('button', { name: 'Save', exact: true }).click();
      await eventually(async () => {
        const [item] = await asAdmin<{ title: string }[]>(
          'GET',
          `items/articles?filter[id][eq]=${ownArticle.id}&fields=title`,
        );
        return item?.title === 'Edited by the writer';
      }, 'the edit saved on the server');

      // Someone else's article by its address: nothing to see or edit.
      await page.goto(`${server.adminUrl}#/demo/collections/articles/${adminArticle.id}`);
      await element
        .getByText(/not found|could not be loaded/i)
        .first()
        .waitFor();
      assert.equal(await element.locator('[data-field="title"] input').count(), 0);

      // Tags: every row, no New button.
      const tagCount = (await asAdmin<unknown[]>('GET', 'items/tags?fields=id&limit=-1')).length;
      await page.goto(`${server.adminUrl}#/demo/collections/tags`);
      const tagRows = element.locator('.cms-tabular tbody tr');
      await eventually(async () => (await tagRows.count()) === tagCount, 'every tag listed');
      assert.equal(await element.getByRole('link', { name: 'New', exact: true }).count(), 0);

      // Authors by address: not a collection this role can open, so the not-found page, without
      // the listing's chrome.
      await page.goto(`${server.adminUrl}#/demo/collections/authors`);
      await element.getByRole('heading', { name: 'Page not found' }).waitFor();
      assert.equal(await element.locator('.cms-listing').count(), 0);
      assert.equal(await element.locator('.cms-tabular tbody tr').count(), 0);
      await page.goto(`${server.adminUrl}#/demo/collections/authors/1`);
      await element.getByRole('heading', { name: 'Page not found' }).waitFor();
      assert.equal(await element.locator('.cms-form').count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe("a role that may edit and delete its role-mates' items", () => {
  test('is offered exactly the items of users of its own role', async () => {
    const role = await asAdmin<{ id: number }>('POST', 'roles', { name: 'Editors' });
    const editors = [1, 2].map((n) => ({
      email: `editor${n}@example.com`,
      password: `an-editor-password-${n}`,
    }));
    for (const [index, editor] of editors.entries()) {
      await asAdmin('POST', 'users', {
        status: 'active',
        role: role.id,
        first_name: 'Editor',
        last_name: String(index + 1),
        ...editor,
      });
    }
    await asAdmin('POST', 'permissions', [
      {
        role: role.id,
        collection: 'articles',
        create: 'full',
        read: 'full',
        update: 'role',
        delete: 'role',
      },
    ]);
    const mateToken = await signInForToken(server.origin, editors[1] as (typeof editors)[1]);
    const mateArticles: { id: number }[] = [];
    for (const title of ['By a role-mate', 'Also by a role-mate']) {
      mateArticles.push(
        await callDemoApi(server.origin, mateToken, 'POST', 'items/articles', {
          title,
          status: 'draft',
        }),
      );
    }
    const me = await asAdmin<{ id: number }>('GET', 'users/me?fields=id');
    const [mate, alsoMate] = mateArticles as [{ id: number }, { id: number }];

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    try {
      const element = await signInToAdmin(page, server.adminUrl, editors[0] as (typeof editors)[0]);
      await page.goto(`${server.adminUrl}#/demo/collections/articles`);
      const select = (id: number) =>
        element.getByRole('checkbox', { name: `Select item ${id}`, exact: true });
      const remove = element.getByRole('button', { name: 'Delete', exact: true });
      const batch = element.locator('a, button').filter({ hasText: 'Edit selected' });

      // A role-mate's article: delete offered once the owner's role is known.
      await select(mate.id).check();
      await eventually(
        async () => await remove.isEnabled(),
        "delete offered on a role-mate's item",
      );
      await select(alsoMate.id).check();
      await eventually(
        async () => (await batch.evaluate((node) => node.tagName)) === 'A',
        "batch edit offered on role-mates' items",
      );

      // Adding the admin's article (another role): neither is offered once its owner's role is
      // known (the server would refuse both).
      const ownerRoles = page.waitForResponse((response) => {
        const url = new URL(response.url());
        const ids = url.searchParams.get('filter[id][in]')?.split(',') ?? [];
        return url.pathname.endsWith('/users') && ids.includes(String(me.id));
      });
      await select(adminArticle.id).check();
      await ownerRoles;
      await element.getByText('3 selected').waitFor();
      assert.equal(await remove.isEnabled(), false, "no delete on another role's item");
      assert.equal(await batch.evaluate((node) => node.tagName), 'BUTTON');
      assert.equal(await batch.isEnabled(), false, "no batch edit with another role's item");

      // The item form: the role-mate's article is editable, the admin's is read-only.
      await page.goto(`${server.adminUrl}#/demo/collections/articles/${mate.id}`);
      const title = element.locator('[data-field="title"] input');
      await eventually(async () => await title.isEditable(), "a role-mate's article is editable");
      await page.goto(`${server.adminUrl}#/demo/collections/articles/${adminArticle.id}`);
      await title.waitFor();
      assert.equal(await title.isEditable(), false, "another role's article is read-only");
      assert.equal(await element.getByRole('button', { name: 'Delete', exact: true }).count(), 0);
    } finally {
      await context.close();
    }
  });
});
