// The user directory against the real, built server and its demo project: "Your profile" in the
// module bar opens the signed-in user's page, where a change of their own theme, language and name
// applies at once (no reload); an administrator invites a user (who shows as "Invited"), and edits
// another user: the password is sent only when a new one was typed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi, signInForToken } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;
let writersRole: number;
let adminId: number;

interface UserRow {
  id: number;
  email: string;
  status: string;
  role: number | null;
  first_name: string | null;
  title: string | null;
  theme: string | null;
  locale: string | null;
}

const WRITER = { email: 'wendy@example.com', password: 'wendy-first-password' };
const READER = { email: 'rita@example.com', password: 'rita-reader-password' };

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

async function go(path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
}

/** What the page shows, for a failure message. */
const shownText = () => element.evaluate((host) => host.shadowRoot?.textContent ?? '');

/** The form's save button, whatever the interface language. */
async function save(): Promise<void> {
  await element.locator('.cms-save-actions__save').click();
}

async function signInStatus(credentials: { email: string; password: string }): Promise<number> {
  const answer = await fetch(`${server.origin}/demo/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return answer.status;
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  writersRole = (await api<{ id: number }>('POST', 'roles', { name: 'Writers' })).id;
  await api('POST', 'users', {
    status: 'active',
    role: writersRole,
    first_name: 'Wendy',
    last_name: 'Writer',
    email: WRITER.email,
    password: WRITER.password,
  });
  await api('POST', 'users', {
    status: 'active',
    role: writersRole,
    first_name: 'Rita',
    last_name: 'Reader',
    email: READER.email,
    password: READER.password,
  });
  adminId = (await api<{ id: number }>('GET', 'users/me?fields=id')).id;
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('the user directory', () => {
  test('"Your profile" in the module bar opens the signed-in user\'s own page', async () => {
    const profile = element.locator(`.cms-module-bar a[href="#/demo/users/${adminId}"]`);
    await profile.click();
    await element.locator('.cms-user-profile').waitFor();
    assert.equal(await page.evaluate(() => location.hash), `#/demo/users/${adminId}`);
    assert.equal(await profile.getAttribute('aria-current'), 'page');
    assert.match((await element.locator('.cms-user-profile').textContent()) ?? '', /You/);
    assert.match(
      (await element.locator('.cms-user-profile').textContent()) ?? '',
      /owner@example\.com/,
    );
  });

  test('their own theme, language and name, saved, apply at once without a reload', async () => {
    const root = element.locator('.cms-root');
    assert.notEqual(await root.getAttribute('data-theme'), 'dark');
    // A marker that a reload would lose.
    await page.evaluate(() => {
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });
    // The theme's radio group with real key presses: Auto → Light → Dark.
    const themeRadio = (value: string) =>
      element.locator(`[data-field="theme"] input[type="radio"][value="${value}"]`);
    assert.equal(await themeRadio('auto').isChecked(), true);
    await themeRadio('auto').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    assert.equal(await themeRadio('dark').isChecked(), true);
    assert.equal(
      await themeRadio('dark').evaluate(
        (radio) => radio === (radio.getRootNode() as ShadowRoot).activeElement,
      ),
      true,
      'focus follows the choice',
    );
    await chooseOption(element.locator('[data-field="locale"] button[role="combobox"]'), {
      value: 'de-DE',
    });
    await element.locator('[data-field="first_name"] input').fill('Ada');
    await save();
    await eventually(async () => {
      const me = await api<UserRow>('GET', 'users/me?fields=theme,locale,first_name');
      return me.theme === 'dark' && me.locale === 'de-DE' && me.first_name === 'Ada';
    }, 'the saved preferences on the server').catch(async (error) => {
      throw new Error(`not saved: ${await shownText()}`, { cause: error });
    });
    await eventually(async () => (await root.getAttribute('data-theme')) === 'dark', 'dark theme');
    assert.equal(
      await root.evaluate((node) => getComputedStyle(node).colorScheme),
      'dark',
      'the dark colour scheme is in use',
    );
    // The admin now speaks German: the page's language and its own words.
    await eventually(async () => (await root.getAttribute('lang')) === 'de-DE', 'lang="de-DE"');
    await eventually(
      async () => (await element.locator('.cms-save-actions__save').textContent()) === 'Speichern',
      'the save button in German',
    );
    await eventually(
      async () =>
        (await element.locator('.cms-module-bar').textContent())?.includes('Ada') === true,
      'the new name in the module bar',
    );
    assert.equal(
      await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage),
      true,
      'no reload happened',
    );

    // Back to a light theme and English, the language the other tests read.
    await element.locator('[data-field="theme"] label:has(input[value="light"])').click();
    await chooseOption(element.locator('[data-field="locale"] button[role="combobox"]'), {
      value: 'en-US',
    });
    await save();
    await eventually(async () => (await root.getAttribute('data-theme')) === 'light', 'light');
    await eventually(async () => (await root.getAttribute('lang')) === 'en-US', 'lang="en-US"');
  });

  test('an administrator invites a user, who shows as invited with the chosen role', async () => {
    await go('/demo/users');
    const invite = element.getByRole('button', { name: 'Invite', exact: true });
    await invite.click();
    const dialog = element.locator('dialog[open]');
    const addresses = dialog.getByLabel('Email addresses');
    await addresses.fill('new.writer@example.com, not-an-address');
    await chooseOption(dialog.locator('button[role="combobox"]'), { label: 'Writers' });
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await dialog.getByText('“not-an-address” is not an email address.').waitFor();
    assert.equal(await addresses.getAttribute('aria-invalid'), 'true');

    await addresses.fill('new.writer@example.com');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await element.getByText('1 invitation sent').waitFor();
    assert.equal(await element.locator('dialog[open]').count(), 0, 'the dialog closed');
    const [invited] = await api<UserRow[]>(
      'GET',
      'users?filter[email][eq]=new.writer@example.com&fields=id,email,status,role',
    );
    assert.ok(invited, 'the invited user exists');
    assert.equal(invited.status, 'invited');
    assert.equal(Number(invited.role), writersRole);

    // The directory lists them (it started over after the invite), and their page says "Invited".
    const link = element.locator(`a[href="#/demo/users/${invited.id}"]`).first();
    await link.waitFor({ state: 'attached' }).catch(async (error) => {
      throw new Error(`invited user not listed: ${await shownText()}`, { cause: error });
    });
    await go(`/demo/users/${invited.id}`);
    const status = element.locator('[data-field="status"] input[value="invited"]');
    await status.waitFor();
    assert.equal(await status.isChecked(), true);
    const profile = (await element.locator('.cms-user-profile').textContent()) ?? '';
    assert.match(profile, /Writers/);
    assert.match(profile, /Invited/, 'the status is said at the top');
  });

  test('editing another user sends a password only when a new one was typed', async () => {
    const [writer] = await api<UserRow[]>(
      'GET',
      `users?filter[email][eq]=${WRITER.email}&fields=id`,
    );
    assert.ok(writer);
    await go(`/demo/users/${writer.id}`);
    await element.locator('.cms-user-profile', { hasText: 'Wendy Writer' }).waitFor();
    const password = element.locator('[data-field="password"]');
    assert.equal(await password.locator('input').count(), 0, 'the stored password is not shown');
    await element.locator('[data-field="title"] input').fill('Chief Writer');
    await save();
    await eventually(
      async () =>
        (await api<UserRow>('GET', `users/${writer.id}?fields=title`)).title === 'Chief Writer',
      'the new title on the server',
    ).catch(async (error) => {
      throw new Error(`not saved: ${await shownText()}`, { cause: error });
    });
    assert.equal(await signInStatus(WRITER), 200, 'the password was left alone');

    await password.getByRole('button', { name: 'Set a new password' }).click();
    const input = password.locator('input');
    await input.fill('wendy-second-password');
    assert.equal(await input.getAttribute('type'), 'password');
    await password.getByRole('button', { name: 'Show the password' }).click();
    assert.equal(await input.getAttribute('type'), 'text');
    await save();
    await eventually(
      async () =>
        (await signInStatus({ email: WRITER.email, password: 'wendy-second-password' })) === 200,
      'sign-in with the new password',
    );
    assert.notEqual(await signInStatus(WRITER), 200, 'the old password no longer works');
    await signInForToken(server.origin, { email: WRITER.email, password: 'wendy-second-password' });
  });

  test('a user of another role sees the directory without Invite, and their own page', async () => {
    const other = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    try {
      const readerPage = await other.newPage();
      const shell = await signInToAdmin(readerPage, server.adminUrl, READER);
      const [rita] = await api<UserRow[]>(
        'GET',
        `users?filter[email][eq]=${READER.email}&fields=id`,
      );
      assert.ok(rita);
      await shell.locator('.cms-module-bar a[href="#/demo/users"]').click();
      await shell.locator(`a[href="#/demo/users/${adminId}"]`).first().waitFor();
      assert.equal(
        await shell.getByRole('button', { name: 'Invite', exact: true }).count(),
        0,
        'only administrators may invite (the server refuses others)',
      );
      await shell.locator(`.cms-module-bar a[href="#/demo/users/${rita.id}"]`).click();
      const profile = shell.locator('.cms-user-profile');
      await profile.waitFor();
      assert.match((await profile.textContent()) ?? '', /Rita Reader.*You/);
    } finally {
      await other.close();
    }
  });
});
