// The file library and the user directory for restricted roles, in the real admin against the
// real server: each shows only as the role's permissions on directus_files and directus_users
// allow, and offers no action the server would refuse.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

type Levels = Partial<Record<'create' | 'read' | 'update' | 'delete', string>>;

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext | undefined;

function asAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

/** A role whose every row on `collection` (one per status for users) is set to `levels`. */
async function restrict(roleId: number, collection: string, levels: Levels): Promise<void> {
  const rows = await asAdmin<{ id: number }[]>(
    'GET',
    `permissions?filter[role][eq]=${roleId}&filter[collection][eq]=${collection}&fields=id&limit=-1`,
  );
  assert.ok(rows.length > 0, `the role has default rows on ${collection}`);
  for (const row of rows) await asAdmin('PATCH', `permissions/${row.id}`, levels);
}

async function userOfNewRole(name: string, email: string): Promise<number> {
  const role = await asAdmin<{ id: number }>('POST', 'roles', { name });
  await asAdmin('POST', 'users', {
    status: 'active',
    role: role.id,
    first_name: name,
    last_name: 'Person',
    email,
    password: `${name}-a-long-password`,
  });
  return role.id;
}

/** Signs in on a page of its own browser context (no session of another test carries over). */
async function signIn(name: string, email: string): Promise<{ page: Page; element: Locator }> {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const element = await signInToAdmin(page, server.adminUrl, {
    email,
    password: `${name}-a-long-password`,
  });
  return { page, element };
}

async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('restricted roles and the file library and user directory', () => {
  test('a role that reads files and folders but writes none, and reads no users', async () => {
    const role = await userOfNewRole('viewer', 'viewer@example.com');
    await restrict(role, 'directus_files', {
      create: 'none',
      read: 'full',
      update: 'none',
      delete: 'none',
    });
    await restrict(role, 'directus_folders', { create: 'none', update: 'none', delete: 'none' });
    await restrict(role, 'directus_users', { read: 'none', update: 'none', delete: 'none' });
    const [file] = await asAdmin<{ id: number; title: string }[]>(
      'GET',
      'files?fields=id,title&sort=id&limit=1',
    );
    assert.ok(file, 'the demo has files');

    const { page, element } = await signIn('viewer', 'viewer@example.com');
    const modules = element.getByRole('navigation', { name: /modules/i });
    await modules.getByRole('link', { name: 'File library' }).waitFor();
    assert.equal(await modules.getByRole('link', { name: 'User directory' }).count(), 0);

    // The directory by its address: not there for this role, and nothing of it is shown.
    await open(page, '/demo/users');
    await element.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(await element.locator('.cms-card').count(), 0);

    // The library lists the files, without upload, new folder or delete.
    await open(page, '/demo/files');
    await element.getByText(file.title, { exact: true }).first().waitFor();
    for (const name of ['Upload', 'New folder', 'Delete']) {
      assert.equal(
        await element.getByRole('button', { name, exact: true }).count(),
        0,
        `no ${name} button`,
      );
    }

    // A file's page is read-only, with nothing to save or delete.
    await open(page, `/demo/files/${file.id}`);
    const title = element.locator('[data-field="title"] input');
    await title.waitFor();
    assert.equal(await title.isEditable(), false, 'the title cannot be edited');
    assert.equal(await element.getByRole('button', { name: 'Save', exact: true }).count(), 0);
    assert.equal(await element.getByRole('button', { name: 'Delete', exact: true }).count(), 0);
    await page.close();
  });

  test('a role that reads no files sees no library, and may read the directory', async () => {
    const role = await userOfNewRole('outsider', 'outsider@example.com');
    await restrict(role, 'directus_files', {
      create: 'none',
      read: 'none',
      update: 'none',
      delete: 'none',
    });
    const { page, element } = await signIn('outsider', 'outsider@example.com');
    const modules = element.getByRole('navigation', { name: /modules/i });
    await modules.getByRole('link', { name: 'User directory' }).waitFor();
    assert.equal(await modules.getByRole('link', { name: 'File library' }).count(), 0);

    await open(page, '/demo/files');
    await element.getByRole('heading', { name: 'Page not found' }).waitFor();

    // The directory: people are listed, and this role may invite nobody and create nobody.
    await open(page, '/demo/users');
    await eventually(async () => (await element.locator('.cms-card').count()) >= 2, 'users listed');
    assert.equal(await element.getByRole('button', { name: /invite/i }).count(), 0);
    assert.equal(await element.getByRole('link', { name: 'New', exact: true }).count(), 0);
    await page.close();
  });
});
