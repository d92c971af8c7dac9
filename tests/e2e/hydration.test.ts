// Hydration against the real, built server: a signed-out deep link goes through /login and back,
// the visit is recorded as the user's last page on the server, and a reload with the session
// cookie hydrates straight into the app.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

const credentials = { email: 'owner@example.com', password: 'a-long-demo-password' };
const deepLink = '/demo/collections/articles';

interface NavigationLog {
  cmsNavigations: string[];
}

/** Records every `cms-navigate` path the admin announces, from the page's first script on. */
async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = window as unknown as NavigationLog;
    log.cmsNavigations = [];
    document.addEventListener('cms-navigate', (event) => {
      log.cmsNavigations.push((event as CustomEvent<{ path: string }>).detail.path);
    });
  });
}

function navigations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as NavigationLog).cmsNavigations);
}

const isRequest = (method: string, pattern: RegExp) => (response: Response) =>
  response.request().method() === method && pattern.test(new URL(response.url()).pathname);

/** The user row as the server has it, read with a JWT of its own (not the browser's cookie). */
async function serverUser(origin: string): Promise<{ last_page: string | null }> {
  const signIn = await fetch(`${origin}/demo/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  assert.equal(signIn.status, 200);
  const { data } = (await signIn.json()) as { data: { token: string } };
  const me = await fetch(`${origin}/demo/users/me`, {
    headers: { Authorization: `Bearer ${data.token}` },
  });
  assert.equal(me.status, 200);
  return ((await me.json()) as { data: { last_page: string | null } }).data;
}

describe('hydration against the real server', () => {
  let browser: Browser;
  let server: ServerProcess;
  let context: BrowserContext;
  before(async () => {
    browser = await launchBrowser();
    server = await startServerProcess({
      env: { CMS_ADMIN_EMAIL: credentials.email, CMS_ADMIN_PASSWORD: credentials.password },
    });
    // One context for the whole story: the session cookie set by signing in is kept for the reload.
    context = await browser.newContext();
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  test('a signed-out deep link goes to /login with the path as redirect, sign-in lands on it', async () => {
    assert.equal((await serverUser(server.origin)).last_page, null, 'no last page before');
    const page = await context.newPage();
    await recordNavigations(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${server.adminUrl}#${deepLink}`);
    await page.waitForURL(/#\/login\?/);
    assert.equal(
      new URL(page.url()).hash,
      `#/login?redirect=${encodeURIComponent(deepLink)}`,
      'the deep link is kept as redirect',
    );

    const admin = page.locator('cms-admin');
    await admin.locator('input[type="email"]').fill(credentials.email);
    await admin.locator('input[type="password"]').fill(credentials.password);
    const hydrated = page.waitForResponse(isRequest('GET', /^\/demo\/users\/me$/));
    const tracked = page.waitForResponse(
      isRequest('PATCH', /^\/demo\/users\/\d+\/tracking\/page$/),
    );
    await admin.locator('button[type="submit"]').click();

    await page.waitForURL((url) => url.hash === `#${deepLink}`);
    const me = await hydrated;
    assert.equal(me.status(), 200);
    const fields = new URL(me.url()).searchParams.get('fields');
    assert.equal(fields, 'id,avatar.*,email,first_name,last_name,locale,role.*,last_page,theme');

    const tracking = await tracked;
    assert.equal(tracking.status(), 200);
    assert.deepEqual(tracking.request().postDataJSON(), { last_page: deepLink });
    assert.equal((await navigations(page)).at(-1), deepLink);
    for (const path of ['/demo/collections', '/demo/relations', '/demo/settings']) {
      assert.ok(requested.includes(path), `hydration asked for ${path}`);
    }
    assert.ok(requested.includes('/demo/collection_presets'), 'bookmarks were loaded');
    // The demo owner is an admin (role 1): full rights locally, no permissions/me.
    assert.ok(!requested.includes('/demo/permissions/me'), 'an admin skips permissions/me');
    await page.close();
  });

  test('the server has the deep link recorded as the last page', async () => {
    assert.equal((await serverUser(server.origin)).last_page, deepLink);
  });

  test('a new tab on the project overview lands on the last page; a reload stays there', async () => {
    const page = await context.newPage();
    await recordNavigations(page);
    // A new tab has no current project yet (sessionStorage), so this is a project switch.
    const firstHydration = page.waitForResponse(isRequest('GET', /^\/demo\/users\/me$/));
    await page.goto(`${server.adminUrl}#/demo/collections`);
    assert.equal((await firstHydration).status(), 200);
    await page.waitForURL((url) => url.hash === `#${deepLink}`);

    const rehydrated = page.waitForResponse(isRequest('GET', /^\/demo\/users\/me$/));
    await page.reload();
    assert.equal((await rehydrated).status(), 200);
    await page.waitForFunction(
      (path) => (window as unknown as NavigationLog).cmsNavigations?.includes(path),
      deepLink,
    );
    const paths = await navigations(page);
    assert.ok(
      paths.every((path) => !path.startsWith('/login')),
      `never went to /login: ${paths.join(', ')}`,
    );
    assert.equal(new URL(page.url()).hash, `#${deepLink}`);
    assert.equal(await page.locator('cms-admin').locator('input[type="password"]').count(), 0);
    await page.close();
  });
});
