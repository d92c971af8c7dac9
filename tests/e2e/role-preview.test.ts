// "Preview as this role" in the real admin against the real server (issue #16): the role editor's
// panel asks the server what a role would read of a collection and shows exactly what a user of
// that role then gets from the API — the fields, the item count and the readable statuses — and a
// staged matrix edit changes the answer before anything is saved.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi, signInForToken } from './support/demo-api.js';
import { DEMO_ADMIN, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

const reviewer = { email: 'reviewer@example.com', password: 'a-reviewer-password-1' };

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let roleId: number;
let reviewerToken: string;

function asAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  ({ id: roleId } = await asAdmin<{ id: number }>('POST', 'roles', { name: 'Reviewers' }));
  const user = await asAdmin<{ id: number }>('POST', 'users', {
    status: 'active',
    role: roleId,
    first_name: 'Rev',
    last_name: 'Iewer',
    ...reviewer,
  });
  await asAdmin('POST', 'permissions', [
    {
      role: roleId,
      collection: 'articles',
      status: 'published',
      read: 'full',
      read_field_blacklist: 'view_count',
    },
    {
      role: roleId,
      collection: 'articles',
      status: 'draft',
      read: 'mine',
      read_field_blacklist: 'view_count',
    },
    { role: roleId, collection: 'articles', status: 'deleted', read: 'none' },
  ]);
  // One draft of the reviewer's own (the admin writes it and hands it over).
  const draft = await asAdmin<{ id: number }>('POST', 'items/articles', {
    title: 'Under review',
    status: 'draft',
  });
  await asAdmin('PATCH', `items/articles/${draft.id}`, { created_by: user.id });
  reviewerToken = await signInForToken(server.origin, reviewer);
});
after(async () => {
  await stopDemoStack({ browser, server });
});

describe('previewing a role in its editor', () => {
  test('shows what a user of the role reads, and what a staged edit would change', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    try {
      // What the reviewer really gets from the API.
      const read = await callDemoApi<Record<string, unknown>[]>(
        server.origin,
        reviewerToken,
        'GET',
        'items/articles?limit=-1',
      );
      const statuses = new Set(read.map((item) => item.status));
      assert.deepEqual([...statuses].sort(), ['draft', 'published']);
      assert.ok(read.every((item) => !('view_count' in item)));

      const element = await signInToAdmin(page, server.adminUrl, DEMO_ADMIN);
      await page.goto(`${server.adminUrl}#/demo/settings/roles/${roleId}`);
      const panel = element.locator('section.cms-role-preview');
      await panel.waitFor();
      assert.equal(
        await panel.getByRole('heading', { level: 3 }).textContent(),
        'Preview as this role',
      );
      const collection: Locator = panel.getByRole('combobox', { name: 'Collection' });
      await chooseOption(collection, { value: 'articles' });
      await panel.getByRole('button', { name: 'Check', exact: true }).click();

      const count = panel.locator('[data-preview="count"]');
      await count.waitFor();
      assert.equal(await count.textContent(), `${read.length} items`);
      assert.equal(
        await panel.locator('.cms-role-preview__who').textContent(),
        `As Rev Iewer (${reviewer.email})`,
      );
      assert.deepEqual(await panel.locator('[data-preview="statuses"] li').allTextContents(), [
        'Published',
        'Draft',
      ]);
      const fields = await panel.locator('[data-preview="fields"] li').allTextContents();
      assert.ok(!fields.includes('view_count'), fields.join());
      for (const field of Object.keys(read[0] ?? {})) {
        assert.ok(fields.includes(field), `${field} is listed`);
      }

      // Stage "read: none" on drafts in the matrix (not saved): the preview follows it.
      await element.getByRole('button', { name: 'Show the statuses of Articles' }).click();
      await element
        .locator('button[data-collection="articles"][data-status="draft"][data-action="read"]')
        .click();
      await element.getByRole('menuitemradio', { name: 'None', exact: true }).click();
      await panel.getByText('Unsaved changes').waitFor();
      await panel.locator('.cms-role-preview__outdated').waitFor();
      await panel.getByRole('button', { name: 'Check', exact: true }).click();
      const published = read.filter((item) => item.status === 'published').length;
      await eventually(
        async () => (await count.textContent()) === `${published} items`,
        'the count without drafts',
      );
      assert.deepEqual(await panel.locator('[data-preview="statuses"] li').allTextContents(), [
        'Published',
      ]);
      // Nothing was stored by the preview.
      const rows = await asAdmin<{ status: string; read: string }[]>(
        'GET',
        `permissions?filter[role][eq]=${roleId}&filter[collection][eq]=articles`,
      );
      assert.equal(rows.find((row) => row.status === 'draft')?.read, 'mine');
    } finally {
      await context.close();
    }
  });
});
