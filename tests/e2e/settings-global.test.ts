// The settings area against the real, built server and its demo project: the hub counts what the
// server has, global settings saves a new project name that the shell shows at once (no reload)
// and the API reads back, and a user who is not an administrator finds no settings at all.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { seriousAxeViolations } from './support/axe.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

const EDITOR = { email: 'eddie@example.com', password: 'eddie-editor-password' };

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

/** The `meta.total_count` the hub reads for a table. */
async function total(table: string): Promise<number> {
  const answer = await fetch(`${server.origin}/demo/${table}?limit=0&meta=total_count`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  return ((await answer.json()) as { meta: { total_count: number } }).meta.total_count;
}

async function go(path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
}

const shownText = () => element.evaluate((host) => host.shadowRoot?.textContent ?? '');

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  const role = await api<{ id: number }>('POST', 'roles', { name: 'Editors' });
  await api('POST', 'users', {
    status: 'active',
    role: role.id,
    first_name: 'Eddie',
    last_name: 'Editor',
    ...EDITOR,
  });
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('the settings area', () => {
  test('the hub counts roles and webhooks as the server has them', async () => {
    await go('/demo/settings');
    const count = (card: string) =>
      element.locator(`[data-card="${card}"] .cms-settings-card__count`);
    const roles = String(await total('roles'));
    await eventually(
      async () => (await count('roles').getAttribute('data-count')) === roles,
      `${roles} roles on the card`,
    ).catch(async (error) => {
      throw new Error(`hub: ${await shownText()}`, { cause: error });
    });
    assert.equal(
      await count('webhooks').getAttribute('data-count'),
      String(await total('webhooks')),
    );
    const fields = await api<{ interface: string }[]>('GET', 'settings/fields');
    const settingsFields = fields.filter((field) => field.interface !== 'divider').length;
    assert.equal(await count('global').getAttribute('data-count'), String(settingsFields));
  });

  test('the hub and the global settings have no serious accessibility violations', async () => {
    await go('/demo/settings');
    await element.locator('[data-card="roles"] .cms-settings-card__count[data-count]').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'the hub');
    await go('/demo/settings/global');
    await element.locator('[data-field="project_name"] input').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'global settings');
    await go('/demo/settings');
    await element.locator('[data-card="global"]').waitFor();
  });

  test('a new project name, saved, shows in the shell at once and reads back from the API', async () => {
    await element.locator('[data-card="global"]').click();
    const name = element.locator('[data-field="project_name"] input');
    await name.waitFor();
    assert.equal(await page.evaluate(() => location.hash), '#/demo/settings/global');
    const save = element.getByRole('button', { name: 'Save', exact: true });
    assert.equal(await save.isDisabled(), true, 'nothing to save yet');
    // A marker that a reload would lose.
    await page.evaluate(() => {
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });

    await name.fill('Harbour Gazette');
    assert.equal(await save.isDisabled(), false);
    await save.click();
    await element.getByText('Settings saved').waitFor();

    const switcher = element.locator('.cms-project-switcher__name');
    await eventually(
      async () => (await switcher.textContent()) === 'Harbour Gazette',
      'the new name in the project switcher',
    );
    assert.equal(
      await element.locator('.cms-module-bar__logo').textContent(),
      'H',
      'the module bar’s logo mark follows the name',
    );
    assert.equal(
      await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage),
      true,
      'no reload happened',
    );
    assert.equal(await save.isDisabled(), true, 'nothing staged after the save');

    const rows = await api<{ key: string; value: unknown }[]>('GET', 'settings?limit=-1');
    assert.equal(rows.find((row) => row.key === 'project_name')?.value, 'Harbour Gazette');
    const info = (await (await fetch(`${server.origin}/demo/`)).json()) as {
      data: { api: { project_name: string } };
    };
    assert.equal(info.data.api.project_name, 'Harbour Gazette');
  });

  test('a user who is not an administrator gets not-found in the settings area', async () => {
    const other = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    try {
      const editorPage = await other.newPage();
      const editor = await signInToAdmin(editorPage, server.adminUrl, EDITOR);
      for (const path of ['/demo/settings', '/demo/settings/global']) {
        await editorPage.evaluate((next) => {
          location.hash = next;
        }, path);
        await editor.getByRole('heading', { name: 'Page not found' }).waitFor();
        assert.equal(
          await editor.locator('[data-field="project_name"], [data-card]').count(),
          0,
          `${path}: no settings shown`,
        );
      }
    } finally {
      await other.close();
    }
  });
});
