// Roles and permissions end to end, against the real, built server and its demo project: an admin
// creates a role in the admin, gives it, through the permission matrix, create on articles, read
// and update of its own articles only (`mine`), `view_count` hidden from reading and `published`
// refused as a status, and saves. A user of that role, signed in in a second browser context,
// then sees exactly that: only their own article listed, no view count in the form, and no
// Published among the statuses they may give.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import type { PermissionRecord } from '../../src/permissions/shared-rules.js';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi, signInForToken } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

const REVIEWER = { email: 'rita@example.com', password: 'rita-reviewer-password' };

let browser: Browser;
let server: ServerProcess;
let adminToken: string;

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
});
after(async () => {
  await stopDemoStack({ browser, server });
});

/** The path of the admin's hash route (`/demo/settings/roles/3`). */
const hashPath = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, ''));

/** Sets one cell of the matrix's collection-wide row through its menu of levels. */
async function setLevel(element: Locator, collection: string, action: string, level: string) {
  await element
    .locator(`button[data-collection="${collection}"][data-status=""][data-action="${action}"]`)
    .click();
  await element.getByRole('menuitemradio', { name: level, exact: true }).click();
  await eventually(
    async () =>
      (await element
        .locator(`button[data-collection="${collection}"][data-status=""][data-action="${action}"]`)
        .getAttribute('data-level')) === level.toLowerCase(),
    `${action} of ${collection} set to ${level}`,
  );
}

describe('a role made in the admin', () => {
  test('is created, given permissions in the matrix, and holds for its users', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    let roleId = 0;
    try {
      const element = await signInToAdmin(page, server.adminUrl, admin);
      await page.goto(`${server.adminUrl}#/demo/settings/roles`);
      await element.locator('tr[data-role="1"]').waitFor();

      // New role: the name is asked for, then the role's editor opens.
      await element.getByRole('button', { name: 'New role', exact: true }).click();
      const dialog = element.locator('dialog[open]');
      await dialog.getByLabel('Name').fill('  Reviewers ');
      await dialog.getByRole('button', { name: 'Create role', exact: true }).click();
      await eventually(
        async () => /^\/demo\/settings\/roles\/\d+$/.test(await hashPath(page)),
        'the new role opened',
      );
      roleId = Number((await hashPath(page)).split('/').at(-1));
      const [created] = await api<{ name: string }[]>('GET', `roles?filter[id][eq]=${roleId}`);
      assert.equal(created?.name, 'Reviewers');

      // The matrix: articles created by anyone, read and updated only when one's own.
      await element.locator('button[data-collection="articles"]').first().waitFor();
      await setLevel(element, 'articles', 'create', 'Full');
      await setLevel(element, 'articles', 'read', 'Mine');
      await setLevel(element, 'articles', 'update', 'Mine');

      // Its fields: view_count is not readable, and Published is not a status it may give.
      await element.locator('button[data-fields-for="articles"][data-status=""]').click();
      const fields = element.locator('dialog[open]');
      await fields.getByRole('checkbox', { name: 'view_count read', exact: true }).uncheck();
      await fields.getByRole('checkbox', { name: 'Published', exact: true }).uncheck();
      await fields.getByRole('button', { name: 'Apply', exact: true }).click();
      await element.locator('dialog[open]').waitFor({ state: 'detached' });

      await element.getByRole('button', { name: 'Save', exact: true }).click();
      await eventually(
        async () => (await hashPath(page)) === '/demo/settings/roles',
        'back to the roles list',
      );
      await element.locator(`tr[data-role="${roleId}"]`).waitFor();
    } finally {
      await context.close();
    }

    // What the server stores: the rows that apply to articles say exactly that.
    const rows = await api<PermissionRecord[]>(
      'GET',
      `permissions?filter[role][eq]=${roleId}&filter[collection][eq]=articles&limit=-1`,
    );
    assert.ok(rows.length > 0, 'the role has rows for articles');
    for (const row of rows.filter((each) => each.status !== '$create')) {
      assert.equal(row.read, 'mine', `read of ${row.status ?? 'articles'}`);
      assert.equal(row.update, 'mine', `update of ${row.status ?? 'articles'}`);
      assert.ok(row.read_field_blacklist?.includes('view_count'), JSON.stringify(row));
      assert.ok(row.status_blacklist?.includes('published'), JSON.stringify(row));
    }

    // A user of the role (made through the API) with an article of their own.
    await api('POST', 'users', {
      status: 'active',
      role: roleId,
      first_name: 'Rita',
      last_name: 'Reviewer',
      ...REVIEWER,
    });
    const reviewerToken = await signInForToken(server.origin, REVIEWER);
    const own = await callDemoApi<{ id: number; title: string }>(
      server.origin,
      reviewerToken,
      'POST',
      'items/articles',
      { title: 'Reviewed by Rita', status: 'draft', view_count: 7 },
    );
    const others = await api<unknown[]>('GET', 'items/articles?fields=id&limit=-1');
    assert.ok(others.length > 1, 'the demo has articles of other users');

    // Signed in as that user, in a browser context of their own.
    const reviewerContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const reviewerPage = await reviewerContext.newPage();
    try {
      const element = await signInToAdmin(reviewerPage, server.adminUrl, REVIEWER);
      await reviewerPage.goto(`${server.adminUrl}#/demo/collections/articles`);
      const titles = element.locator('.cms-tabular tbody tr td[data-field="title"]');
      await eventually(
        async () => JSON.stringify(await titles.allTextContents()) === JSON.stringify([own.title]),
        'only the own article listed',
      );
      assert.equal(
        await element.locator('.cms-tabular td[data-field="view_count"]').count(),
        0,
        'no view count in the listing',
      );

      await reviewerPage.goto(`${server.adminUrl}#/demo/collections/articles/${own.id}`);
      const title = element.locator('[data-field="title"] input');
      await title.waitFor();
      assert.equal(await title.isEditable(), true, 'the own article is editable');
      assert.equal(await element.locator('[data-field="view_count"]').count(), 0);
      const statuses = element.locator('[data-field="status"] input[type="radio"]');
      await statuses.first().waitFor();
      const offered = await statuses.evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value),
      );
      assert.ok(offered.includes('draft'), offered.join());
      assert.ok(!offered.includes('published'), `Published is not offered: ${offered.join()}`);
    } finally {
      await reviewerContext.close();
    }
  });
});
