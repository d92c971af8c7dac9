// The calendar and timeline layouts against the real, built server and the demo project: an
// article seeded for today shows on today's calendar day and opens its edit page; the timeline
// lists it under today's heading, newest first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

/** Today as the browser's calendar names it (same machine, same zone). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
});
after(async () => {
  await stopDemoStack({ browser, server });
});

describe('the calendar and timeline layouts', () => {
  test('the calendar shows a seeded article on its day and opens it; the timeline lists it', async () => {
    const title = 'Calendar probe <b>today</b>';
    const day = today();
    const created = await api<{ id: number }>('POST', 'items/articles', {
      title,
      status: 'published',
      published_on: `${day} 10:15:00`,
    });

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/collections/articles`);
    await element.locator('.cms-tabular tbody tr').first().waitFor();

    await chooseOption(element.getByLabel('Layout'), { value: 'calendar' });
    const cell = element.locator(`td[data-day="${day}"]`);
    const entry = cell.getByRole('link', { name: /Calendar probe/ });
    await entry.waitFor();
    assert.equal(await cell.getAttribute('aria-current'), 'date');
    assert.equal(await entry.textContent(), `10:15 AM${title}`);
    assert.equal(await cell.locator('b').count(), 0, 'the title is text, not markup');

    // The day dialog lists it too, and the keyboard closes it.
    await cell.locator('.cms-calendar__day-number').click();
    const dialog = element.locator('dialog[open]');
    await dialog.getByRole('link', { name: /Calendar probe/ }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await entry.click();
    await element.locator('.cms-form').waitFor();
    assert.equal(
      await page.evaluate(() => location.hash),
      `#/demo/collections/articles/${created.id}`,
    );
    assert.equal(await element.locator('[data-field="title"] input').inputValue(), title);

    // Back to the listing: the calendar is the saved layout; the timeline puts today first.
    await page.goBack();
    await element.locator('.cms-calendar').waitFor();
    await chooseOption(element.getByLabel('Layout'), { value: 'timeline' });
    const firstDay = element.locator('.cms-timeline__day').first();
    await firstDay.waitFor();
    assert.equal(await firstDay.getAttribute('data-day'), day);
    assert.equal(await firstDay.locator('.cms-timeline__title').first().textContent(), title);
    await context.close();
  });
});
