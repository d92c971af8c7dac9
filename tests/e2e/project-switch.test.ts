// Two projects on one real server (spec 1 §4 "Switching project"): signed in to `demo`, the user
// opens a project they are not signed in to, signs in there on /login, and lands in that project:
// its collections in the navigation (not demo's), and opening one works.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { launchBrowser } from './support/browser.js';
import { signInForToken } from './support/demo-api.js';
import { DEMO_ADMIN } from './support/demo-stack.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

const SUPER_ADMIN_TOKEN = 'e2e-project-switch-super-admin-token';
/** The second project's own first admin (another account than demo's). */
const SECOND_ADMIN = { email: 'second-owner@example.com', password: 'second-project-password' };

async function post(url: string, body: unknown, token?: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  assert.ok(response.ok, `POST ${url} answered ${response.status}: ${await response.text()}`);
}

const navigationLinks = (element: Locator) =>
  element.locator('#cms-navigation .cms-nav__link').allTextContents();

describe('switching to a project you are not signed in to', () => {
  let browser: Browser;
  let server: ServerProcess;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
    server = await startServerProcess({
      env: {
        CMS_ADMIN_EMAIL: DEMO_ADMIN.email,
        CMS_ADMIN_PASSWORD: DEMO_ADMIN.password,
        CMS_SUPER_ADMIN_TOKEN: SUPER_ADMIN_TOKEN,
      },
    });
    await post(`${server.origin}/server/projects`, {
      project: 'second',
      project_name: 'Second',
      super_admin_token: SUPER_ADMIN_TOKEN,
      user_email: SECOND_ADMIN.email,
      user_password: SECOND_ADMIN.password,
      db_type: 'sqlite',
    });
    const token = await signInForToken(server.origin, SECOND_ADMIN, 'second');
    await post(
      `${server.origin}/second/collections`,
      {
        collection: 'notes',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            interface: 'primary-key',
            primary_key: true,
            auto_increment: true,
          },
          {
            field: 'text',
            type: 'string',
            datatype: 'VARCHAR',
            length: 200,
            interface: 'text-input',
          },
        ],
      },
      token,
    );
    await post(
      `${server.origin}/second/items/notes`,
      { text: 'A note of the second project' },
      token,
    );
    context = await browser.newContext();
    page = await context.newPage();
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  test('signing in there shows that project, not the previous one', async () => {
    const element = await signInToAdmin(page, server.adminUrl, DEMO_ADMIN);
    await eventually(
      async () => (await navigationLinks(element)).includes('Articles'),
      "demo's collections in the navigation",
    );

    // A typed address (or the project switcher) opens the other project: not signed in there.
    await page.evaluate(() => {
      location.hash = '#/second/collections';
    });
    await page.waitForURL(/#\/login\?/);
    await element.locator('input[type="email"]').fill(SECOND_ADMIN.email);
    await element.locator('input[type="password"]').fill(SECOND_ADMIN.password);
    await element.locator('button[type="submit"]').click();

    await page.waitForURL((url) => url.hash === '#/second/collections');
    await element.locator('.cms-module-bar').waitFor();
    await eventually(
      async () => (await navigationLinks(element)).includes('Notes'),
      `the second project's collections in the navigation (has: ${await navigationLinks(element)})`,
    );
    assert.ok(
      !(await navigationLinks(element)).includes('Articles'),
      "demo's collections stayed in the navigation",
    );

    await element.locator('#cms-navigation .cms-nav__link', { hasText: 'Notes' }).click();
    await page.waitForURL((url) => url.hash === '#/second/collections/notes');
    await element.getByText('A note of the second project').waitFor();
  });
});
