// What many e2e tests do in the admin: sign in through its form, and wait for a condition the
// page or the server reaches on its own time.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** Opens the admin's sign-in, signs in as `who` and waits for the shell; the `<cms-admin>` locator. */
export async function signInToAdmin(
  page: Page,
  adminUrl: string,
  who: { email: string; password: string },
): Promise<Locator> {
  await page.goto(`${adminUrl}#/login`);
  const element = page.locator('cms-admin');
  await element.locator('input[type="email"]').fill(who.email);
  await element.locator('input[type="password"]').fill(who.password);
  await element.locator('button[type="submit"]').click();
  await element.locator('.cms-module-bar').waitFor();
  return element;
}

/** Polls `check` every 100 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
}
