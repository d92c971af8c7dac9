// The shell against the real, built server: a restricted role's module bar and navigation, the
// role's custom module and collection lists, sign-out with its confirmation (the session really
// ends), the automatic sign-out with the page's clock under the test's control, and an axe-core
// accessibility check of the sign-in screen and the shell.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { seriousAxeViolations } from './support/axe.js';
import { callDemoApi, setDemoSetting } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

const writer = { email: 'writer@example.com', password: 'writer-password-123' };

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let writerRole: number;

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

function setSetting(key: string, value: unknown): Promise<void> {
  return setDemoSetting(server.origin, adminToken, key, value);
}

const moduleLabels = (element: Locator) =>
  element.locator('.cms-module-bar__label').allTextContents();
const navigationLinks = (element: Locator) =>
  element.locator('#cms-navigation .cms-nav__link').allTextContents();

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  // A role that may read articles and no other collection, and no files. A new role comes with v8's
  // default rows for the system collections; the files rows are closed here. (Users stay readable:
  // the admin needs `users/me`; a role without users is covered by the browser tests.)
  const role = await api<{ id: number }>('POST', 'roles', { name: 'Writers' });
  writerRole = role.id;
  const systemRows = await api<{ id: number; collection: string }[]>(
    'GET',
    `permissions?filter[role][eq]=${writerRole}&filter[collection][eq]=directus_files&limit=-1`,
  );
  assert.ok(systemRows.length > 0, 'the new role has default system rows');
  for (const row of systemRows) await api('PATCH', `permissions/${row.id}`, { read: 'none' });
  await api('POST', 'permissions', {
    role: writerRole,
    collection: 'articles',
    read: 'full',
    create: 'none',
    update: 'none',
    delete: 'none',
  });
  await api('POST', 'users', {
    ...writer,
    role: writerRole,
    status: 'active',
    first_name: 'Wri',
    last_name: 'Ter',
  });
});
after(async () => {
  await stopDemoStack({ browser, server });
});

describe('the shell of a restricted role', () => {
  let context: BrowserContext;
  before(async () => {
    context = await browser.newContext();
  });
  after(async () => {
    await context?.close();
  });

  test('shows only the modules and collections the role may read', async () => {
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, writer);
    assert.deepEqual(await moduleLabels(element), [
      'Collections',
      'User directory',
      'Help and docs (opens in a new tab)',
      'Your profile (Wri Ter)',
      'Sign out',
    ]);
    assert.deepEqual(await navigationLinks(element), ['Articles']);
    await page.close();
  });

  test("the role's module list and collection groups replace the defaults", async () => {
    await api('PATCH', `roles/${writerRole}`, {
      module_listing: [{ name: 'Write', link: '/demo/collections/articles', icon: 'box' }],
      collection_listing: [
        {
          group_name: 'Newsroom',
          collections: [{ collection: 'articles' }, { collection: 'authors' }],
        },
      ],
    });
    const page = await context.newPage();
    await page.goto(`${server.adminUrl}#/demo/collections`);
    const element = page.locator('cms-admin');
    await element.locator('.cms-module-bar').waitFor();
    assert.deepEqual(await moduleLabels(element), ['Write', 'Your profile (Wri Ter)', 'Sign out']);
    assert.equal(await element.locator('.cms-nav__heading').first().textContent(), 'Newsroom');
    // `authors` is in the group but not readable by the role: left out.
    assert.deepEqual(await navigationLinks(element), ['Articles']);
    await api('PATCH', `roles/${writerRole}`, { module_listing: null, collection_listing: null });
    await page.close();
  });
});

describe('signing out', () => {
  test('asks first; confirming ends the session on the server and goes to /login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await element.getByRole('button', { name: 'Sign out', exact: true }).click();
    const dialog = element.locator('dialog[open]');
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? '', /Are you sure you want to sign out\?/);
    // Escape cancels and keeps the session.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await element.locator('.cms-module-bar').count(), 1);

    await element.getByRole('button', { name: 'Sign out', exact: true }).click();
    await dialog.locator('button', { hasText: 'Sign out' }).click();
    await page.waitForURL((url) => url.hash === '#/login');
    const info = await page.evaluate(async (origin) => {
      const response = await fetch(`${origin}/demo/`, { credentials: 'include' });
      return (await response.json()) as { public?: boolean };
    }, server.origin);
    assert.equal(info.public, true, 'the project answers as Public after sign-out');
    await context.close();
  });
});

describe('automatic sign-out', () => {
  before(async () => {
    await setSetting('auto_sign_out', 1);
  });
  after(async () => {
    await setSetting('auto_sign_out', 10080);
  });

  test('signs out after a minute without activity; activity postpones it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    const element = await signInToAdmin(page, server.adminUrl, admin);

    await page.clock.fastForward(40_000);
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    await page.clock.fastForward(40_000);
    assert.equal(await element.locator('.cms-module-bar').count(), 1, 'still signed in');

    await page.clock.fastForward(61_000);
    await page.waitForURL((url) => url.hash.startsWith('#/login'));
    await element.getByText('Logged-out from Inactivity').waitFor();
    const info = await page.evaluate(async (origin) => {
      const response = await fetch(`${origin}/demo/`, { credentials: 'include' });
      return (await response.json()) as { public?: boolean };
    }, server.origin);
    assert.equal(info.public, true, 'the session ended on the server');
    await context.close();
  });
});

describe('accessibility (axe-core)', () => {
  test('the sign-in screen has no serious violations', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.adminUrl}#/login`);
    await page.locator('cms-admin').locator('input[type="email"]').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });

  test('the shell has no serious violations', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToAdmin(page, server.adminUrl, admin);
    await page.locator('cms-admin').locator('.cms-nav__link').first().waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });
});

describe('the standalone page on a phone', () => {
  test('has a favicon, names the screen and project in the tab, and keeps the module bar in the drawer', async () => {
    const page = await fetch(server.adminUrl).then((answer) => answer.text());
    assert.match(page, /<link rel="icon" href="\.\/favicon\.svg" type="image\/svg\+xml"/);
    const icon = await fetch(new URL('favicon.svg', server.adminUrl));
    assert.equal(icon.status, 200);
    assert.match(icon.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.match(await icon.text(), /^<svg /);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    await tab.goto(`${server.adminUrl}#/login`);
    const element = tab.locator('cms-admin');
    await element.locator('input[type="email"]').fill(admin.email);
    await eventually(async () => (await tab.title()).startsWith('Sign in · '), 'the sign-in title');
    await element.locator('input[type="password"]').fill(admin.password);
    await element.locator('button[type="submit"]').click();
    await element.locator('.cms-shell').waitFor();
    await tab.goto(`${server.adminUrl}#/demo/collections`);
    await eventually(
      async () => (await tab.title()) === 'Collections · Demo project',
      'the collections title',
    );

    // The module bar and the navigation wait in the drawer; the menu button opens both.
    const bar = element.locator('.cms-module-bar');
    assert.equal(await bar.isVisible(), false);
    await element.locator('.cms-page-header__nav-toggle').click();
    await bar.waitFor({ state: 'visible' });
    await element.locator('#cms-navigation .cms-nav__link', { hasText: 'Articles' }).click();
    await bar.waitFor({ state: 'hidden' });
    await eventually(
      async () => (await tab.title()) === 'Articles · Demo project',
      'the listing title',
    );

    // An item: named by its title, its header buttons shown as icons that keep their names.
    await element.locator('.cms-tabular__link').first().click();
    await element.locator('.cms-form').waitFor();
    const name = (await element.locator('.cms-page-header__title').textContent()) ?? '';
    const firstTitle = await element.locator('[data-field="title"] input').inputValue();
    assert.equal(name, firstTitle);
    await eventually(
      async () => (await tab.title()) === `${name} · Articles · Demo project`,
      'the item title',
    );
    for (const label of ['Save', 'Delete']) {
      const button = element.getByRole('button', { name: label, exact: true });
      const box = await button.boundingBox();
      assert.ok(box && box.width <= 48, `${label} shows as an icon (${box?.width} px)`);
    }
    const header = await element.locator('.cms-page-header').boundingBox();
    assert.ok(header && header.width <= 390, 'the header fits the screen');
    await context.close();
  });
});
