// Settings › Collections against the real, built server and its demo project: a collection created
// through the dialog with its default fields (checked through the API: names, types, datatypes),
// its fields put in order by dragging and with the keyboard (the API's sort values), a field
// duplicated in the same collection (last, sort = count + 1), a collection unmanaged and managed
// again, and a collection deleted.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;

interface FieldRow {
  field: string;
  type: string;
  datatype: string | null;
  interface: string | null;
  sort: number | null;
  primary_key: boolean;
  length: number | string | null;
  default_value: unknown;
  options: Record<string, unknown> | null;
}

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

const fieldsOf = (collection: string) => api<FieldRow[]>('GET', `fields/${collection}`);

/** Field names by their sort value on the server. */
async function serverOrder(collection: string): Promise<string[]> {
  const fields = await fieldsOf(collection);
  return fields
    .filter((field) => field.sort !== null)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((field) => field.field);
}

/** Field names in the order the editor lists them. */
async function shownOrder(): Promise<string[]> {
  return element
    .locator('.cms-field-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field') ?? ''));
}

async function go(path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
}

const shownText = () => element.evaluate((host) => host.shadowRoot?.textContent ?? '');

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('settings › collections', () => {
  test('the create dialog slugs the name, refuses a taken one, and creates the default fields', async () => {
    await go('/demo/settings/collections');
    await element.locator('.cms-settings-collections__row[data-collection="articles"]').waitFor();
    await element.getByRole('button', { name: 'New collection' }).click();
    const dialog = element.locator('dialog[open]');
    const name = dialog.getByLabel('Name', { exact: true });

    await name.fill('Articles');
    await dialog.getByText('A collection or table named “articles” already exists.').waitFor();
    assert.equal(await name.getAttribute('aria-invalid'), 'true');

    await name.fill('Press Releases!');
    await dialog.locator('code', { hasText: 'press_releases' }).waitFor();
    // Sort on as well; the others as they start (status, owner, created on).
    await dialog.locator('[data-default-field="sort"] input').check();
    await dialog.getByRole('button', { name: 'Create collection' }).click();

    await eventually(
      async () =>
        (await page.evaluate(() => location.hash)) === '#/demo/settings/collections/press_releases',
      'the new collection’s editor',
    ).catch(async (error) => {
      throw new Error(`not created: ${await shownText()}`, { cause: error });
    });
    await element.getByText('Collection press_releases created').waitFor();

    const fields = await fieldsOf('press_releases');
    const byName = new Map(fields.map((field) => [field.field, field]));
    assert.deepEqual([...byName.keys()].sort(), ['created_on', 'id', 'owner', 'sort', 'status']);
    const id = byName.get('id');
    assert.equal(id?.primary_key, true);
    assert.equal(id?.type, 'integer');
    assert.equal(id?.interface, 'primary-key');
    assert.match(String(id?.datatype), /^INT/i);
    const status = byName.get('status');
    assert.equal(status?.type, 'status');
    assert.match(String(status?.datatype), /^VARCHAR/i);
    assert.equal(Number(status?.length), 20);
    assert.equal(status?.default_value, 'draft');
    assert.deepEqual(Object.keys(status?.options?.status_mapping ?? {}), [
      'published',
      'draft',
      'deleted',
    ]);
    assert.deepEqual(
      ['sort', 'owner', 'created_on'].map((field) => [
        field,
        byName.get(field)?.type,
        String(byName.get(field)?.datatype).toUpperCase(),
      ]),
      [
        ['sort', 'sort', 'INT'],
        ['owner', 'owner', 'INT'],
        ['created_on', 'datetime_created', 'DATETIME'],
      ],
    );
    assert.deepEqual(await serverOrder('press_releases'), [
      'id',
      'status',
      'sort',
      'owner',
      'created_on',
    ]);
  });

  test('fields are put in order by dragging and with the arrow keys on a grip', async () => {
    await go('/demo/settings/collections/press_releases');
    await element.locator('.cms-field-row[data-field="created_on"]').waitFor();
    assert.deepEqual(await shownOrder(), ['id', 'status', 'sort', 'owner', 'created_on']);

    // Drag created_on onto status: it takes status's place.
    await element
      .locator('.cms-sortable__item[data-sortable-key="created_on"]')
      .dragTo(element.locator('.cms-sortable__item[data-sortable-key="status"]'));
    await eventually(
      async () =>
        JSON.stringify(await serverOrder('press_releases')) ===
        JSON.stringify(['id', 'created_on', 'status', 'sort', 'owner']),
      'the dragged order on the server',
    ).catch(async (error) => {
      throw new Error(`order shown: ${await shownOrder()}`, { cause: error });
    });
    assert.deepEqual(await shownOrder(), ['id', 'created_on', 'status', 'sort', 'owner']);

    // Keyboard: owner up twice; the grip keeps the focus; the move is announced.
    const grip = element.getByRole('button', { name: 'Move owner' });
    await grip.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await element.getByText('owner moved to position 3 of 5').waitFor();
    assert.equal(
      await element.evaluate(
        (host) => host.shadowRoot?.activeElement?.getAttribute('aria-label') ?? '',
      ),
      'Move owner',
    );
    await eventually(
      async () =>
        JSON.stringify(await serverOrder('press_releases')) ===
        JSON.stringify(['id', 'created_on', 'owner', 'status', 'sort']),
      'the keyboard order on the server',
    );
    const sorts = (await fieldsOf('press_releases')).map((field) => [field.field, field.sort]);
    assert.deepEqual(
      sorts.sort((a, b) => Number(a[1]) - Number(b[1])),
      [
        ['id', 1],
        ['created_on', 2],
        ['owner', 3],
        ['status', 4],
        ['sort', 5],
      ],
    );
  });

  test('a field duplicated in its own collection goes last (sort = field count + 1)', async () => {
    await api('POST', 'fields/press_releases', {
      field: 'headline',
      type: 'string',
      datatype: 'VARCHAR',
      length: 120,
      interface: 'text-input',
      options: { placeholder: 'The headline' },
      sort: 6,
    });
    await go('/demo/settings/collections');
    await go('/demo/settings/collections/press_releases');
    await element.locator('.cms-field-row[data-field="headline"]').waitFor();
    await element.getByRole('button', { name: 'Actions for headline' }).click();
    await element.getByRole('menuitem', { name: 'Duplicate' }).click();
    const dialog = element.locator('dialog[open]');
    const name = dialog.getByLabel('New field name');
    await name.fill('headline');
    await dialog.getByText('Field Already Exists: headline').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Create' }).isDisabled(), true);
    await name.fill('Sub Headline');
    await dialog.getByText('sub_headline is free in press_releases').waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await element.locator('.cms-field-row[data-field="sub_headline"]').waitFor();

    const fields = await fieldsOf('press_releases');
    const copy = fields.find((field) => field.field === 'sub_headline');
    assert.ok(copy, 'the copy exists');
    assert.equal(copy.sort, fields.length, 'sort = the field count before the copy + 1');
    assert.equal(copy.type, 'string');
    assert.equal(copy.interface, 'text-input');
    assert.equal(Number(copy.length), 120);
    assert.deepEqual(copy.options, { placeholder: 'The headline' });
    assert.equal((await shownOrder()).at(-1), 'sub_headline');
  });

  test('the collection form: note, icon from the picker by keyboard, hidden and a translation, saved together', async () => {
    await go('/demo/settings/collections/press_releases');
    await element.locator('.cms-field-row').first().waitFor();
    const save = element.getByRole('button', { name: 'Save', exact: true });
    assert.equal(await save.isDisabled(), true, 'nothing to save yet');

    await element.getByLabel('Note', { exact: true }).fill('News for the press');
    // The icon picker: open, search, arrow into the grid, Enter picks and closes.
    await element.locator('.cms-icon-picker__button').click();
    await page.keyboard.type('star');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(
      async () =>
        ((await element.locator('.cms-icon-picker__button').textContent()) ?? '').includes('star'),
      'the picked icon',
    );
    assert.equal(await element.locator('.cms-icon-picker__popup').count(), 0, 'the picker closed');
    await element.getByRole('switch', { name: 'Hidden' }).check();
    await element.getByRole('button', { name: 'Add a language' }).click();
    const row = element.locator('[data-translation-row="0"]');
    await row.locator('button[role="combobox"]').click();
    await page.keyboard.type('fr-FR');
    await page.locator('[role="listbox"] [role="option"][data-value="fr-FR"]').click();
    await row.getByLabel('Name', { exact: true }).fill('Communiqués');

    assert.equal(await save.isDisabled(), false);
    await save.click();
    await element.getByText('Collection updated').waitFor();
    const saved = await api<{
      note: string;
      icon: string;
      hidden: boolean;
      translation: { locale: string; translation: string }[];
    }>('GET', 'collections/press_releases');
    assert.equal(saved.note, 'News for the press');
    assert.equal(saved.icon, 'star');
    assert.equal(saved.hidden, true);
    assert.deepEqual(saved.translation, [{ locale: 'fr-FR', translation: 'Communiqués' }]);
    await eventually(async () => await save.isDisabled(), 'Save disabled again');
  });

  test("don't manage asks first; the unmanaged table stays listed and is managed again", async () => {
    await go('/demo/settings/collections');
    const row = element.locator('.cms-settings-collections__row[data-collection="press_releases"]');
    await row.waitFor();
    await row.getByRole('button', { name: "Don't manage Press Releases" }).click();
    const confirm = element.locator('dialog[open]');
    await confirm.getByText('Stop managing Press Releases?').waitFor();
    await confirm.getByRole('button', { name: "Don't manage" }).click();
    await element.getByText('Press Releases is no longer managed').waitFor();
    await eventually(
      async () =>
        (await api<{ managed: boolean }>('GET', 'collections/press_releases')).managed === false,
      'unmanaged on the server',
    );
    await row.locator('.cms-settings-badge', { hasText: 'Not managed' }).waitFor();
    assert.equal(await row.locator('a').count(), 0, 'an unmanaged row does not open the editor');

    await row.getByRole('button', { name: 'Manage Press Releases', exact: true }).click();
    await element.getByText('Press Releases is now managed').waitFor();
    await eventually(
      async () =>
        (await api<{ managed: boolean }>('GET', 'collections/press_releases')).managed === true,
      'managed on the server',
    );
    await row.locator('a', { hasText: 'Press Releases' }).waitFor();
  });

  test('deleting a collection says what goes, drops it and returns to the list', async () => {
    await api('POST', 'items/press_releases', { headline: 'First' });
    await go('/demo/settings/collections/press_releases');
    await element.locator('.cms-field-row').first().waitFor();
    await element.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = element.locator('dialog[open]');
    await confirm.getByText(/drops the table press_releases and its 1 item/).waitFor();
    await confirm.getByRole('button', { name: 'Delete collection' }).click();
    await element.getByText('Collection press_releases removed').waitFor();
    await eventually(
      async () => (await page.evaluate(() => location.hash)) === '#/demo/settings/collections',
      'back on the list',
    );
    const names = (await api<{ collection: string }[]>('GET', 'collections')).map(
      (collection) => collection.collection,
    );
    assert.equal(names.includes('press_releases'), false);
    await eventually(
      async () =>
        (await element
          .locator('.cms-settings-collections__row[data-collection="press_releases"]')
          .count()) === 0,
      'gone from the list',
    );
  });
});
