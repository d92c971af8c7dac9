// The item listing against the real, built server and the demo project: rows appear, a header
// click sorts, search and a filter narrow the rows, the view survives a reload (it is saved to the
// user's own preset), and deleting after confirming (soft for articles, real for tags).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let adminId: number;

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

interface Article {
  id: number;
  title: string;
  status: string;
}

const rowTitles = (element: Locator, column: string) =>
  element.locator(`.cms-tabular tbody tr td[data-field="${column}"]`).allTextContents();

const expectTagRows = (element: Locator, expected: string[]) =>
  expectRows(element, expected, 'name');

/** Waits until the rows shown are exactly `expected` (order matters). */
async function expectRows(element: Locator, expected: string[], column = 'title'): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await rowTitles(element, column);
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.deepEqual(seen, expected);
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  adminId = (await api<{ id: number }>('GET', 'users/me?fields=id')).id;
});
after(async () => {
  await stopDemoStack({ browser, server });
});

describe('the articles listing', () => {
  test('shows rows, sorts, searches, filters, keeps the view and deletes', async () => {
    const articles = await api<Article[]>('GET', 'items/articles?fields=id,title,status&limit=-1');
    assert.ok(articles.length > 3, 'the demo has articles');
    const byId = articles.map((article) => article.title);
    const byTitle = [...byId].sort((a, b) => a.localeCompare(b));

    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/collections/articles`);

    // Rows, in primary-key order by default.
    await element.locator('.cms-tabular tbody tr').first().waitFor();
    await expectRows(element, byId);
    assert.equal(await element.locator('h1').textContent(), 'Articles');

    // A header click sorts by that column, ascending; a second one descending.
    const titleHeader = element.locator('th[data-field="title"] .cms-tabular__sort');
    await titleHeader.click();
    await expectRows(element, byTitle);
    await titleHeader.click();
    await expectRows(element, [...byTitle].reverse());

    // Search narrows the rows.
    const target = articles[0] as Article;
    const word = target.title.split(' ').slice(-2).join(' ');
    await element.locator('.cms-filter-bar input[type="search"]').fill(word);
    await expectRows(
      element,
      [...byTitle].reverse().filter((title) => title.toLowerCase().includes(word.toLowerCase())),
    );

    // Clearing clears the search; a status filter narrows the rows.
    await element.getByRole('button', { name: 'Clear filters' }).click();
    await expectRows(element, [...byTitle].reverse());
    await chooseOption(element.getByLabel('Filter by field'), { value: 'status' });
    const filter = element.locator('.cms-filter-bar__filter').first();
    await chooseOption(filter.getByLabel('Operator'), { value: 'eq' });
    await chooseOption(filter.getByLabel('Value'), { value: 'draft' });
    const drafts = articles.filter((article) => article.status === 'draft').map((a) => a.title);
    assert.ok(drafts.length > 0, 'the demo has drafts');
    await expectRows(
      element,
      [...byTitle].reverse().filter((title) => drafts.includes(title)),
    );

    // The view is saved to the admin's own preset, so a reload keeps it.
    const deadline = Date.now() + 5_000;
    let presets: { view_query: unknown; filters: unknown }[] = [];
    while (Date.now() < deadline) {
      presets = await api(
        'GET',
        `collection_presets?filter[user][eq]=${adminId}&filter[collection][eq]=articles&filter[title][null]=1`,
      );
      if (JSON.stringify(presets[0]?.filters ?? null).includes('draft')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(presets.length, 1, 'exactly one own preset');
    await page.reload();
    await element.locator('.cms-tabular tbody tr').first().waitFor();
    await expectRows(
      element,
      [...byTitle].reverse().filter((title) => drafts.includes(title)),
    );
    assert.equal(
      await element.locator('.cms-filter-bar__filter').first().getByLabel('Value').textContent(),
      'Draft',
    );

    // Deleting one article after confirming: articles have a soft-delete status.
    const victim = articles.find((article) => article.status === 'draft') as Article;
    await element.getByRole('checkbox', { name: `Select item ${victim.id}` }).check();
    await element.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = element.locator('dialog[open]');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // A soft-deleted item is hidden from default reads; `status=*` lists every status.
    const [after] = await api<Article[]>(
      'GET',
      `items/articles?filter[id][eq]=${victim.id}&fields=id,status&status=*`,
    );
    assert.equal(after?.status, 'deleted');
    await expectRows(
      element,
      [...byTitle].reverse().filter((title) => drafts.includes(title) && title !== victim.title),
    );
    await context.close();
  });

  test('deletes a tag for real after confirming, and not before', async () => {
    const tags = await api<{ id: number; name: string }[]>('GET', 'items/tags?limit=-1');
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/collections/tags`);
    await expectTagRows(
      element,
      tags.map((tag) => tag.name),
    );
    const victim = tags[0] as { id: number; name: string };
    await element.getByRole('checkbox', { name: `Select item ${victim.id}` }).check();
    await element.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = element.locator('dialog[open]');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await api<unknown[]>('GET', 'items/tags?limit=-1')).length, tags.length);

    await element.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectTagRows(
      element,
      tags.slice(1).map((tag) => tag.name),
    );
    const left = await api<{ id: number }[]>('GET', 'items/tags?limit=-1');
    assert.ok(!left.some((tag) => tag.id === victim.id));
    await context.close();
  });

  test('a bookmark copies its view into the own preset and opens the listing without b', async () => {
    const tags = await api<{ id: number; name: string }[]>('GET', 'items/tags?limit=-1&sort=name');
    const pick = tags[tags.length - 1] as { id: number; name: string };
    const bookmark = await api<{ id: number }>('POST', 'collection_presets', {
      title: 'One tag',
      collection: 'tags',
      user: adminId,
      search_query: pick.name,
      filters: [],
      view_type: 'tabular',
      view_query: { tabular: { fields: 'name,color', sort: '-name' } },
      view_options: {},
    });
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const element = await signInToAdmin(page, server.adminUrl, admin);
    await page.goto(`${server.adminUrl}#/demo/bookmarks/tags/${bookmark.id}`);
    await page.waitForURL((url) => url.hash === '#/demo/collections/tags');
    await expectTagRows(element, [pick.name]);
    assert.equal(
      await element.locator('.cms-filter-bar input[type="search"]').inputValue(),
      pick.name,
    );
    const own = await api<{ search_query: string; title: string | null }[]>(
      'GET',
      `collection_presets?filter[user][eq]=${adminId}&filter[collection][eq]=tags&filter[title][null]=1`,
    );
    assert.equal(own.length, 1);
    assert.equal(own[0]?.search_query, pick.name);

    // The header's bookmark button saves the current view under a name, personal by default.
    await element.getByRole('button', { name: 'Bookmark this view' }).click();
    const dialog = element.locator('dialog[open]');
    await dialog.getByLabel('Bookmark name').fill('Last tag');
    await dialog.getByRole('button', { name: 'Save bookmark' }).click();
    await dialog.waitFor({ state: 'detached' });
    await element.locator('.cms-nav__bookmark', { hasText: 'Last tag' }).waitFor();
    const saved = await api<{ user: number | null; search_query: string; view_type: string }[]>(
      'GET',
      'collection_presets?filter[title][eq]=Last tag',
    );
    assert.equal(saved.length, 1);
    assert.equal(saved[0]?.user, adminId);
    assert.equal(saved[0]?.search_query, pick.name);
    await context.close();
  });
});

describe('a long listing', () => {
  test('a jump far down loads only the pages there, and their rows read right', async () => {
    await api('POST', 'collections', {
      collection: 'ledger_lines',
      fields: [
        {
          field: 'id',
          type: 'integer',
          datatype: 'INT',
          length: 15,
          primary_key: true,
          auto_increment: true,
          interface: 'primary-key',
        },
        {
          field: 'label',
          type: 'string',
          datatype: 'VARCHAR',
          length: 100,
          interface: 'text-input',
        },
      ],
    });
    const count = 1_000;
    await api(
      'POST',
      'items/ledger_lines',
      Array.from({ length: count }, (_, index) => ({
        label: `Line ${String(index + 1).padStart(4, '0')}`,
      })),
    );
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/items/ledger_lines')) asked.push(url);
    });
    try {
      const element = await signInToAdmin(page, server.adminUrl, admin);
      await page.goto(`${server.adminUrl}#/demo/collections/ledger_lines`);
      const table = element.locator('.cms-tabular');
      await table.locator('tbody tr:not([aria-busy])').first().waitFor();
      assert.equal(
        await table.locator('table').getAttribute('aria-rowcount'),
        String(count + 1),
        'the table counts every line, not just the first page',
      );
      const limit = Number(asked[0]?.searchParams.get('limit'));
      assert.ok(limit > 0 && limit < count, `a page of ${limit} rows`);
      const beforeJump = asked.length;

      // A drag of the scrollbar to the very end.
      await table.evaluate((scroller) => {
        scroller.scrollTop = scroller.scrollHeight;
      });
      const last = table.locator(`tbody tr[aria-rowindex="${count + 1}"]:not([aria-busy])`);
      await last.waitFor();
      assert.match((await last.textContent()) ?? '', /Line 1000/);
      const offsets = asked.slice(beforeJump).map((url) => Number(url.searchParams.get('offset')));
      assert.ok(offsets.length <= 2, `${offsets.length} requests for the end: ${offsets}`);
      assert.ok(
        offsets.every((offset) => offset >= count - 2 * limit),
        `only pages near the end were asked for: ${offsets}`,
      );

      // And back to the middle: the row there is the one at that place in the list.
      await table.evaluate((scroller) => {
        scroller.scrollTop = 499 * 48;
      });
      const middle = table.locator('tbody tr[aria-rowindex="501"]:not([aria-busy])');
      await middle.waitFor();
      assert.match((await middle.textContent()) ?? '', /Line 0500/);
      assert.ok(
        (await table.locator('tbody tr').count()) < 60,
        'only the window of rows is in the DOM',
      );
    } finally {
      await context.close();
      await api('DELETE', 'collections/ledger_lines');
    }
  });
});
