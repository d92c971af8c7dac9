// The item info sidebar against the real, built server and its demo project: a comment sent with
// mod+Enter shows in the feed as text (markup in it stays text), reverting to a revision brings the
// older value back in the form and on the server, and a second user (a second browser context,
// signed in as an editor) who opens the same article sees the presence warning naming the first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

const editor = { email: 'editor@example.com', password: 'another-long-demo-password' };

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let adminName: string;
const contexts: BrowserContext[] = [];

interface Article {
  id: number;
  title: string;
}

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

/** Waits until `check` holds, polling. */

/** A signed-in admin page in its own browser context, `width` px wide. */
async function signedIn(
  credentials: { email: string; password: string },
  width: number,
): Promise<{ page: Page; element: Locator }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${server.adminUrl}#/login`);
  const element = page.locator('cms-admin');
  await element.locator('input[type="email"]').fill(credentials.email);
  await element.locator('input[type="password"]').fill(credentials.password);
  await element.locator('button[type="submit"]').click();
  await element.locator('.cms-module-bar').waitFor();
  return { page, element };
}

async function openItem(page: Page, element: Locator, path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
  await element
    .locator('.cms-item .cms-form')
    .waitFor({ timeout: 10_000 })
    .catch(async (error) => {
      const text = await element.evaluate((host) => host.shadowRoot?.textContent);
      throw new Error(`no form at ${path}: ${text}`, { cause: error });
    });
}

/** Leaves the item for its collection's list. */
async function openList(page: Page, element: Locator): Promise<void> {
  await page.evaluate(() => {
    location.hash = '/demo/collections/articles';
  });
  await element.locator('.cms-item').waitFor({ state: 'detached', timeout: 10_000 });
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  const me = await api<{ first_name: string | null; last_name: string | null }>(
    'GET',
    'users/me?fields=first_name,last_name',
  );
  adminName = [me.first_name, me.last_name].filter(Boolean).join(' ');
  assert.ok(adminName, 'the demo admin has a name');
  // An editor: full rights on articles, comments included; the default system rows of a new role.
  const role = await api<{ id: number }>('POST', 'roles', { name: 'Editors' });
  await api('POST', 'permissions', {
    role: role.id,
    collection: 'articles',
    create: 'full',
    read: 'full',
    update: 'full',
    delete: 'full',
    comment: 'full',
  });
  await api('POST', 'users', {
    ...editor,
    first_name: 'Eda',
    last_name: 'Itor',
    role: role.id,
    status: 'active',
  });
});
after(async () => {
  for (const context of contexts) await context.close();
  await stopDemoStack({ browser, server });
});

describe('the item info sidebar', () => {
  let article: Article;
  let path: string;
  let page: Page;
  let element: Locator;

  before(async () => {
    const articles = await api<Article[]>('GET', 'items/articles?fields=id,title&sort=id');
    assert.ok(articles[1], 'the demo has articles');
    article = articles[1];
    path = `/demo/collections/articles/${article.id}`;
    ({ page, element } = await signedIn(admin, 1400));
  });

  test('opens by itself on a wide screen; a comment sent with mod+Enter shows as text', async () => {
    await openItem(page, element, path);
    assert.equal(await element.locator('#cms-info-sidebar').isVisible(), true, 'open at 1400 px');
    const box = element.getByLabel('Leave a comment');
    await box.fill('  Looks **good** <img src=x onerror="window.pwned=1">  ');
    await box.press('ControlOrMeta+Enter');

    const comment = element.locator('.cms-activity[data-action="comment"]').first();
    await comment.waitFor();
    assert.match((await comment.textContent()) ?? '', /commented/);
    assert.match((await comment.textContent()) ?? '', new RegExp(adminName));
    const text = comment.locator('.cms-activity__comment');
    assert.equal(
      (await text.textContent())?.trim(),
      'Looks good <img src=x onerror="window.pwned=1">',
    );
    assert.equal(await text.locator('strong').textContent(), 'good');
    assert.equal(await comment.locator('img').count(), 0, 'no image element');
    assert.equal(await page.evaluate(() => (window as { pwned?: number }).pwned), undefined);
    assert.equal(await box.inputValue(), '', 'the box is cleared');

    // On the server, trimmed.
    const rows = await api<{ comment: string }[]>(
      'GET',
      `activity?filter[collection][eq]=articles&filter[item][eq]=${article.id}&filter[action][eq]=comment&fields=comment`,
    );
    assert.deepEqual(
      rows.map((row) => row.comment),
      ['Looks **good** <img src=x onerror="window.pwned=1">'],
    );

    // A blank comment cannot be sent.
    await box.fill('   ');
    assert.equal(
      await element.getByRole('button', { name: 'Comment', exact: true }).isDisabled(),
      true,
    );
  });

  test('reverting to a revision brings the older value back, in the form and on the server', async () => {
    await api('PATCH', `items/articles/${article.id}`, { title: 'The older title' });
    await api('PATCH', `items/articles/${article.id}`, { title: 'The newer title' });
    const revisions = await api<{ id: number; delta: { title?: string } }[]>(
      'GET',
      `items/articles/${article.id}/revisions?fields=id,delta&sort=-id`,
    );
    const older = revisions.find((revision) => revision.delta.title === 'The older title');
    assert.ok(older, 'a revision with the older title');

    // Opened afresh: the form shows the newer title.
    await openList(page, element);
    await openItem(page, element, path);
    const title = element.locator('.cms-item [data-field="title"] input');
    assert.equal(await title.inputValue(), 'The newer title');

    await element.locator(`[data-revision-id="${older.id}"] button`).click();
    const preview = element.locator('dialog[open]');
    await preview.locator('.cms-form').waitFor();
    const previewTitle = preview.locator('[data-field="title"] input');
    assert.equal(await previewTitle.inputValue(), 'The older title');
    assert.equal(
      (await previewTitle.getAttribute('readonly')) !== null || (await previewTitle.isDisabled()),
      true,
      'the preview is read-only',
    );
    await preview.getByRole('button', { name: 'Revert', exact: true }).click();
    const question = element.locator('dialog[open][role="alertdialog"]');
    await question.waitFor();
    await question.getByRole('button', { name: 'Revert', exact: true }).click();

    await eventually(
      async () => (await title.inputValue()) === 'The older title',
      'the older title in the form',
    );
    const stored = await api<Article>('GET', `items/articles/${article.id}?fields=id,title`);
    assert.equal(stored.title, 'The older title');
    await element.locator('.cms-activity[data-action="revert"]').first().waitFor();
    // Nothing is left staged: Save is disabled.
    assert.equal(
      await element.getByRole('button', { name: 'Save', exact: true }).isDisabled(),
      true,
    );
  });

  test('a second user on the same article sees a warning naming the first', async () => {
    // The admin is (still) on the article.
    await openItem(page, element, path);
    const second = await signedIn(editor, 1000);
    await openItem(second.page, second.element, path);
    const warning = second.element.locator('.cms-presence');
    await warning.waitFor({ timeout: 10_000 });
    assert.match((await warning.textContent()) ?? '', new RegExp(adminName));
    assert.equal(
      await second.element.locator('#cms-info-sidebar').isVisible(),
      false,
      'closed by default at 1000 px',
    );
    // The editor does not see themselves; the admin, back on the article, sees the editor.
    assert.doesNotMatch((await warning.textContent()) ?? '', /Eda Itor/);
    await openList(page, element);
    await openItem(page, element, path);
    const back = element.locator('.cms-presence');
    await back.waitFor({ timeout: 10_000 });
    assert.match((await back.textContent()) ?? '', /Eda Itor/);
  });
});
