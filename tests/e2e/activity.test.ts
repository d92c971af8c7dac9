// The activity log against the real, built server and its demo project: an article edited through
// the admin's form shows up in /demo/activity (the timeline the server's preset opens, the entry
// marked with its action icon, the collection by its title), and the entry's detail shows the
// action, who did it, a link back to the article, and the title's old → new value.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;
let me: { id: number };

interface Article {
  id: number;
  title: string;
}

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

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
  me = await api<{ id: number }>('GET', 'users/me?fields=id');
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('the activity log', () => {
  let article: Article;
  const newTitle = 'Retitled for the activity log';
  let activityId: number;

  before(async () => {
    // Written through the API, so the server keeps its first revision: the record before the edit.
    article = await api<Article>('POST', 'items/articles?fields=id,title', {
      title: 'Written for the activity log',
      slug: 'written-for-the-activity-log',
      status: 'draft',
    });
  });

  test('an article saved in the form is listed in /demo/activity', async () => {
    await go(`/demo/collections/articles/${article.id}`);
    const title = element.locator('[data-field="title"] input');
    await title.waitFor();
    await title.fill(newTitle);
    await element.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(
      async () =>
        (await api<Article>('GET', `items/articles/${article.id}?fields=id,title`)).title ===
        newTitle,
      'the new title on the server',
    );
    const [write] = await api<{ id: number; action: string }[]>(
      'GET',
      `activity?filter[collection][eq]=articles&filter[item][eq]=${article.id}&filter[action][eq]=update&sort=-id&limit=1&fields=id,action`,
    );
    assert.ok(write, 'the server logged the update');
    activityId = write.id;

    await go('/demo/activity');
    // The server's preset opens the log as a timeline.
    const entry = element
      .locator('.cms-timeline__entry')
      .filter({ has: page.locator(`a[href="#/demo/activity/${activityId}"]`) });
    await entry.waitFor({ timeout: 10_000 }).catch(async (error) => {
      throw new Error(`no entry for activity ${activityId}: ${await shownText()}`, {
        cause: error,
      });
    });
    const marker = entry.locator('.cms-timeline__marker .cms-activity-action');
    assert.equal(await marker.getAttribute('data-action'), 'update');
    assert.equal(await marker.textContent(), 'Updated');
    assert.equal(
      (await entry.locator('.cms-timeline__content').textContent())?.trim(),
      'Articles',
      'the collection by its title',
    );
    assert.match(
      (await entry.locator('.cms-timeline__title').textContent()) ?? '',
      new RegExp(`#${article.id}\\)`),
    );
    // Filtered by action and user: only that user's updates are left, this one among them.
    await chooseOption(element.getByLabel('Filter by field'), { value: 'action' });
    const byAction = element.locator('.cms-filter-bar__filter').last();
    await chooseOption(byAction.getByLabel('Operator'), { value: 'eq' });
    // The action is picked from the logged actions by name.
    await chooseOption(byAction.getByLabel('Value'), { label: 'Updated' });
    await chooseOption(element.getByLabel('Filter by field'), { value: 'action_by' });
    const byUser = element.locator('.cms-filter-bar__filter').last();
    await chooseOption(byUser.getByLabel('Operator'), { value: 'eq' });
    await byUser.getByLabel('Value').fill(String(me.id));
    const markers = element.locator('.cms-timeline__marker .cms-activity-action');
    await eventually(async () => {
      const actions = await markers.evaluateAll((found) =>
        found.map((one) => one.getAttribute('data-action')),
      );
      return actions.length > 0 && actions.every((action) => action === 'update');
    }, 'only updates listed');
    await entry.waitFor();
    await element.getByRole('button', { name: 'Clear filters' }).click();
    await element.locator('.cms-timeline__marker [data-action="create"]').first().waitFor();

    // A log: nothing to create or delete.
    assert.equal(await element.getByRole('link', { name: 'New', exact: true }).count(), 0);
    assert.equal(await element.getByRole('button', { name: 'New', exact: true }).count(), 0);
  });

  test("the entry's detail shows the title's old → new and links to the article", async () => {
    await element.locator(`a[href="#/demo/activity/${activityId}"]`).first().click();
    const change = element.locator('.cms-activity-change[data-field="title"]');
    await change.waitFor({ timeout: 10_000 }).catch(async (error) => {
      throw new Error(`no title change: ${await shownText()}`, { cause: error });
    });
    assert.equal(await page.evaluate(() => location.hash), `#/demo/activity/${activityId}`);
    assert.equal(
      (await change.locator('.cms-activity-change__before').textContent())?.trim(),
      `Before: ${article.title}`,
    );
    assert.equal(
      (await change.locator('.cms-activity-change__after').textContent())?.trim(),
      `After: ${newTitle}`,
    );
    const summary = element.locator('.cms-activity-summary');
    assert.equal(await summary.locator('.cms-activity-action').textContent(), 'Updated');
    assert.equal(
      await summary.locator('a.cms-user-chip__link').getAttribute('href'),
      `#/demo/users/${me.id}`,
    );
    const item = summary.locator('a.cms-activity-summary__item');
    assert.equal(await item.getAttribute('href'), `#/demo/collections/articles/${article.id}`);
    await item.click();
    await element.locator('[data-field="title"] input').waitFor();
    assert.equal(await element.locator('[data-field="title"] input').inputValue(), newTitle);
  });

  test('an unknown activity id is not found', async () => {
    await go('/demo/activity/999999');
    await eventually(
      async () => (await shownText()).includes('Page not found'),
      'the not-found page',
    );
  });
});
