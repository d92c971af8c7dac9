// Sign-in against the real, built server: a deep link through /login, the wrong-password warning,
// a 2FA user's code step with a real TOTP code, role-enforced 2FA set up on /setup-2fa, and the
// password reset by mail (read from the file outbox under the data folder).
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { generateTotpSecret, verifyTotp } from '../../server/services/auth/totp.js';
import { launchBrowser } from './support/browser.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

const owner = { email: 'owner@example.com', password: 'a-long-demo-password' };
const PROJECT = 'demo';

/** The current code of `secret`, with the parameters of the server's TOTP module (checked). */
function totpCode(secret: string): string {
  const code = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
  assert.ok(verifyTotp(secret, code), 'the server accepts the code');
  return code;
}

describe('sign-in against the real server', () => {
  let browser: Browser;
  let server: ServerProcess;
  let adminToken: string;

  /** A call to the project's API as the admin the server was started with. */
  async function api(method: string, path: string, body?: unknown, token = adminToken) {
    const response = await fetch(`${server.origin}/${PROJECT}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async function createUser(email: string, password: string, role: number): Promise<number> {
    const created = await api('POST', '/users', {
      status: 'active',
      role,
      first_name: 'Test',
      last_name: 'User',
      email,
      password,
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    return Number(created.body.data.id);
  }

  before(async () => {
    browser = await launchBrowser();
    server = await startServerProcess({
      env: { CMS_ADMIN_EMAIL: owner.email, CMS_ADMIN_PASSWORD: owner.password },
    });
    const signIn = await api('POST', '/auth/authenticate', owner, '');
    assert.equal(signIn.status, 200);
    adminToken = signIn.body.data.token;
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser session (own cookies and sessionStorage) on a page of the admin. */
  async function openAdmin(hashPath = ''): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.adminUrl}${hashPath ? `#${hashPath}` : ''}`);
    return { context, page };
  }

  async function fillSignIn(admin: Locator, email: string, password: string) {
    await admin.locator('input[type="email"]').fill(email);
    await admin.locator('input[type="password"]').fill(password);
    await admin.locator('button[type="submit"]').click();
  }

  test('a signed-out deep link goes through /login with redirect and lands on it', async () => {
    const deepLink = `/${PROJECT}/collections/articles`;
    const { context, page } = await openAdmin(deepLink);
    try {
      await page.waitForURL(/#\/login\?/);
      assert.equal(new URL(page.url()).hash, `#/login?redirect=${encodeURIComponent(deepLink)}`);
      await fillSignIn(page.locator('cms-admin'), owner.email, owner.password);
      await page.waitForURL((url) => url.hash === `#${deepLink}`);
    } finally {
      await context.close();
    }
  });

  test('a wrong password shows the 100 warning and selects the password', async () => {
    const { context, page } = await openAdmin();
    try {
      await page.waitForURL(/#\/login/);
      const admin = page.locator('cms-admin');
      await fillSignIn(admin, owner.email, 'not-the-password');
      const warning = admin.locator('.cms-notice--warning', {
        hasText: 'Incorrect Email/Password',
      });
      await warning.waitFor();
      assert.equal(await warning.getAttribute('role'), 'alert');
      const selection = await page.evaluate(() => {
        const root = document.querySelector('cms-admin')?.shadowRoot;
        const active = root?.activeElement as HTMLInputElement | null;
        return active
          ? {
              type: active.type,
              start: active.selectionStart,
              end: active.selectionEnd,
              length: active.value.length,
            }
          : null;
      });
      assert.deepEqual(selection, {
        type: 'password',
        start: 0,
        end: 'not-the-password'.length,
        length: 'not-the-password'.length,
      });
      assert.match(new URL(page.url()).hash, /^#\/login/);
    } finally {
      await context.close();
    }
  });

  test('a user with 2FA gets the code step and gets in with a real TOTP code', async () => {
    const email = 'two-factor@example.com';
    const password = 'two-factor-password-1';
    const id = await createUser(email, password, 1);
    const secret = generateTotpSecret();
    const activated = await api('POST', `/users/${id}/activate_2fa`, {
      '2fa_secret': secret,
      otp: totpCode(secret),
    });
    assert.equal(activated.status, 200, JSON.stringify(activated.body));

    const { context, page } = await openAdmin();
    try {
      await page.waitForURL(/#\/login/);
      const admin = page.locator('cms-admin');
      await fillSignIn(admin, email, password);
      const code = admin.locator('input[autocomplete="one-time-code"]');
      await code.waitFor();
      await admin.getByText('Enter One-Time Password').waitFor();
      // A complete code signs in by itself.
      await code.fill(totpCode(secret));
      await page.waitForURL((url) => url.hash === `#/${PROJECT}/collections`);
    } finally {
      await context.close();
    }
  });

  test('a role that enforces 2FA sends sign-in to /setup-2fa; a real code completes it', async () => {
    const role = await api('POST', '/roles', { name: 'Guarded', enforce_2fa: true });
    assert.equal(role.status, 200, JSON.stringify(role.body));
    const email = 'guarded@example.com';
    const password = 'guarded-password-1';
    await createUser(email, password, Number(role.body.data.id));

    const { context, page } = await openAdmin();
    try {
      await page.waitForURL(/#\/login/);
      const admin = page.locator('cms-admin');
      await fillSignIn(admin, email, password);
      await page.waitForURL((url) => url.hash === '#/setup-2fa');

      const key = admin.locator('.cms-setup-2fa__secret code');
      await key.waitFor();
      const secret = (await key.textContent())?.replace(/\s+/g, '') ?? '';
      assert.match(secret, /^[A-Z2-7]{16,}$/);
      const qr = admin.locator('img.cms-setup-2fa__qr');
      assert.equal(await qr.getAttribute('alt'), `QR code of the two-factor key for ${email}`);

      await admin.locator('input[autocomplete="one-time-code"]').fill(totpCode(secret));
      await admin.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await admin.getByText('Two-factor sign-in is on').waitFor();
      await admin.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.hash === `#/${PROJECT}/collections`);
      assert.equal(await admin.locator('input[type="password"]').count(), 0);
    } finally {
      await context.close();
    }

    // The secret is stored: signing in now asks for the code.
    const again = await api('POST', '/auth/authenticate', { email, password }, '');
    assert.equal(again.body.error?.code, 111);
  });

  test('a forgotten password is reset through the mailed link', async () => {
    const email = 'forgetful@example.com';
    await createUser(email, 'the-old-password-1', 1);
    const newPassword = 'the-new-password-2';

    const { context, page } = await openAdmin();
    try {
      await page.waitForURL(/#\/login/);
      const admin = page.locator('cms-admin');
      await admin.getByRole('link', { name: 'Forgot password' }).click();
      await page.waitForURL((url) => url.hash === '#/reset-password');
      await admin.locator('input[type="email"]').fill(email);
      await admin.getByRole('button', { name: 'Send the link' }).click();
      await admin.getByText('Check your mail').waitFor();

      const link = await mailedLink(server.dataDir, email);
      assert.ok(
        link.startsWith(`${server.adminUrl}#/reset-password?project=${PROJECT}&token=`),
        `the link opens this admin's reset screen: ${link}`,
      );

      // The mail is opened in a new tab.
      const mailTab = await context.newPage();
      await mailTab.goto(link);
      const form = mailTab.locator('cms-admin');
      await form.getByLabel('New password', { exact: true }).fill(newPassword);
      await form.getByLabel('Repeat the new password').fill(newPassword);
      await form.getByRole('button', { name: 'Set the new password' }).click();
      await form.getByText('Password changed').waitFor();
      await form.getByRole('link', { name: 'Sign in' }).click();
      await mailTab.waitForURL((url) => url.hash === '#/login');

      await fillSignIn(form, email, newPassword);
      await mailTab.waitForURL((url) => url.hash === `#/${PROJECT}/collections`);
    } finally {
      await context.close();
    }
  });
});

/** The link in the newest outbox message to `to` (files under {dataDir}/outbox/{project}/). */
async function mailedLink(dataDir: string, to: string): Promise<string> {
  const folder = join(dataDir, 'outbox', PROJECT);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(join(folder, file), 'utf8'));
      if (!message.to.includes(to)) continue;
      const link = (message.text as string).match(/https?:\/\/\S+/)?.[0];
      assert.ok(link, 'the mail has a link');
      return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} in ${folder}`);
}
