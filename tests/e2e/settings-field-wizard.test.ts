// The field wizard against the real, built server and its demo project: one field of each
// non-relational field type a bundled interface supports is added through the wizard (interface,
// name, type, length), each checked through `GET /fields/{collection}` (type, datatype, length,
// default); an item is then created in the item form setting them and read back through the API.
// An existing field is edited (only the changed options are sent), and a server refusal ("already
// exists", for a field added behind the page's back) is shown in the dialog, which keeps what was
// typed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption, optionLabels } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;

const COLLECTION = 'wizard_kinds';

interface FieldRow {
  field: string;
  type: string;
  datatype: string | null;
  interface: string | null;
  length: number | string | null;
  default_value: unknown;
  sort: number | null;
  options: Record<string, unknown> | null;
}

interface Kind {
  field: string;
  interface: string;
  /** When not the interface's first type. */
  type?: string;
  length?: string;
  expected: { type: string; datatype: string; length?: string; default?: unknown };
}

/** One field per field type (the database is the demo's SQLite: MySQL type names come back). */
const KINDS: Kind[] = [
  {
    field: 'title',
    interface: 'text-input',
    expected: { type: 'string', datatype: 'VARCHAR', length: '200' },
  },
  {
    field: 'body',
    interface: 'textarea',
    length: '1000',
    expected: { type: 'string', datatype: 'TEXT' },
  },
  { field: 'count', interface: 'numeric', expected: { type: 'integer', datatype: 'INT' } },
  {
    field: 'price',
    interface: 'numeric',
    type: 'decimal',
    length: '8,2',
    expected: { type: 'decimal', datatype: 'DECIMAL', length: '8,2' },
  },
  // Sent as SQLite's BOOLEAN; it reads back as v8's TINYINT(1), as on MySQL.
  {
    field: 'featured',
    interface: 'toggle',
    expected: { type: 'boolean', datatype: 'TINYINT', length: '1' },
  },
  {
    field: 'published_on',
    interface: 'date',
    expected: { type: 'date', datatype: 'DATE' },
  },
  {
    field: 'starts_at',
    interface: 'datetime',
    expected: { type: 'datetime', datatype: 'DATETIME' },
  },
  {
    field: 'opens_at',
    interface: 'time',
    expected: { type: 'time', datatype: 'TIME' },
  },
  { field: 'settings', interface: 'json', expected: { type: 'json', datatype: 'TEXT' } },
  {
    field: 'state',
    interface: 'status',
    expected: { type: 'status', datatype: 'VARCHAR', length: '20', default: 'draft' },
  },
  { field: 'position', interface: 'sort', expected: { type: 'sort', datatype: 'INT' } },
  {
    field: 'handle',
    interface: 'slug',
    expected: { type: 'slug', datatype: 'VARCHAR', length: '200' },
  },
  {
    field: 'token',
    interface: 'text-input',
    type: 'uuid',
    expected: { type: 'uuid', datatype: 'VARCHAR', length: '255' },
  },
  {
    field: 'secret',
    interface: 'password',
    expected: { type: 'hash', datatype: 'VARCHAR', length: '100' },
  },
  {
    field: 'labels',
    interface: 'tags',
    expected: { type: 'array', datatype: 'VARCHAR', length: '2000' },
  },
  {
    field: 'language',
    interface: 'language',
    type: 'lang',
    length: '5',
    expected: { type: 'lang', datatype: 'CHAR', length: '5' },
  },
  {
    field: 'created',
    interface: 'datetime-created',
    expected: { type: 'datetime_created', datatype: 'DATETIME' },
  },
  {
    field: 'changed',
    interface: 'datetime-updated',
    expected: { type: 'datetime_updated', datatype: 'DATETIME' },
  },
  { field: 'creator', interface: 'owner', expected: { type: 'owner', datatype: 'INT' } },
  {
    field: 'changer',
    interface: 'user-updated',
    expected: { type: 'user_updated', datatype: 'INT' },
  },
];

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

const fieldsOf = (collection: string) => api<FieldRow[]>('GET', `fields/${collection}`);

async function go(path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
}

const shownText = () => element.evaluate((host) => host.shadowRoot?.textContent ?? '');
const wizard = () => element.locator('dialog[open]');

async function openEditor(): Promise<void> {
  await go(`/demo/settings/collections/${COLLECTION}`);
  await element.getByRole('button', { name: 'New field' }).waitFor();
}

/** Goes through the wizard for one field: interface, name, type, length, then Next until Save. */
async function addField(kind: Kind): Promise<void> {
  await element.getByRole('button', { name: 'New field' }).click();
  const dialog = wizard();
  await dialog.getByRole('searchbox', { name: 'Search interfaces' }).fill(kind.interface);
  await dialog
    .locator(`[role="group"][aria-label="All interfaces"] [data-interface="${kind.interface}"]`)
    .click();
  await dialog.getByRole('tab', { name: 'Schema', selected: true }).waitFor();
  await dialog.getByLabel('Name', { exact: true }).fill(kind.field);
  if (kind.type) {
    await chooseOption(dialog.getByRole('combobox', { name: 'Type', exact: true }), {
      value: kind.type,
    });
  }
  if (kind.length) await dialog.getByLabel('Length', { exact: true }).fill(kind.length);
  if (kind.field === 'count') {
    // The demo runs on SQLite, known after an in-page sign-in too: one integer type, its own name.
    const datatypes = dialog.getByRole('combobox', { name: 'Database type' });
    assert.deepEqual(await optionLabels(datatypes), ['integer']);
    await chooseOption(datatypes, { value: 'INT' });
  }
  const next = dialog.getByRole('button', { name: 'Next', exact: true });
  while (await next.isVisible()) await next.click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(
    async () => (await element.locator('dialog[open]').count()) === 0,
    'saved',
  ).catch(async (error) => {
    throw new Error(`${kind.field} not saved: ${await shownText()}`, { cause: error });
  });
  await element.locator(`.cms-field-row[data-field="${kind.field}"]`).waitFor();
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  await api('POST', 'collections', {
    collection: COLLECTION,
    fields: [
      {
        field: 'id',
        type: 'integer',
        datatype: 'INT',
        interface: 'primary-key',
        primary_key: true,
        auto_increment: true,
      },
    ],
  });
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('settings › field wizard', () => {
  test('one field of each type, checked through GET /fields', async () => {
    await openEditor();
    for (const kind of KINDS) await addField(kind);

    const fields = await fieldsOf(COLLECTION);
    const byName = new Map(fields.map((field) => [field.field, field]));
    for (const kind of KINDS) {
      const row = byName.get(kind.field);
      assert.ok(row, `${kind.field} exists`);
      assert.equal(row.type, kind.expected.type, `${kind.field} type`);
      assert.equal(row.interface, kind.interface, `${kind.field} interface`);
      assert.equal(
        String(row.datatype).toUpperCase(),
        kind.expected.datatype,
        `${kind.field} datatype`,
      );
      if (kind.expected.length !== undefined) {
        assert.equal(String(row.length), kind.expected.length, `${kind.field} length`);
      }
      if (kind.expected.default !== undefined) {
        assert.equal(row.default_value, kind.expected.default, `${kind.field} default`);
      }
    }
    // Each new field goes last: sort = the field count before it + 1.
    const sorts = KINDS.map((kind) => byName.get(kind.field)?.sort);
    assert.deepEqual(
      sorts,
      KINDS.map((_, index) => index + 2),
    );
  });

  test('an item set through the item form reads back with those values', async () => {
    await go(`/demo/collections/${COLLECTION}/+`);
    const field = (name: string) => element.locator(`[data-field="${name}"]`);
    await field('title').locator('input').fill('Wizard item');
    await field('body').locator('textarea').fill('Long text. '.repeat(40));
    await field('count').locator('input').fill('42');
    await field('price').locator('input').fill('12.5');
    await field('featured').getByRole('switch').check();
    await field('published_on').locator('input').fill('2024-03-05');
    await field('starts_at').locator('input').fill('2024-03-05T10:20:30');
    // The time interface's hour and minute parts: typed digits fill one and move to the next.
    await field('opens_at').locator('[role="spinbutton"][data-part="hour"]').focus();
    await page.keyboard.type('0830');
    // The JSON field is edited in the code editor (a contenteditable).
    await field('settings').locator('.cm-content').fill('{"a": 1}');
    await field('handle').locator('input').fill('wizard-item');
    await field('token').locator('input').fill('123e4567-e89b-12d3-a456-426614174000');
    await field('secret').locator('input').first().fill('a-secret-value');
    const tags = field('labels').locator('input');
    await tags.fill('news');
    await tags.press('Enter');
    await tags.fill('tech');
    await tags.press('Enter');
    await chooseOption(field('language').getByRole('combobox'), { value: 'de-DE' });

    await element.getByRole('button', { name: 'Save', exact: true }).click();
    let items: Record<string, unknown>[] = [];
    await eventually(async () => {
      items = await api<Record<string, unknown>[]>('GET', `items/${COLLECTION}`);
      return items.length === 1;
    }, 'the saved item').catch(async (error) => {
      throw new Error(`not saved: ${await shownText()}`, { cause: error });
    });
    // The admin is done with the save once it has left the new item's page: the next test leaves
    // the form, which a save still in flight would hold (the leave guard).
    await eventually(
      async () => !(await page.evaluate(() => location.hash)).endsWith('/+'),
      'the admin past the save',
    );
    const item = items[0] as Record<string, unknown>;
    assert.equal(item.title, 'Wizard item');
    assert.equal(item.body, 'Long text. '.repeat(40));
    assert.equal(Number(item.count), 42);
    assert.equal(Number(item.price), 12.5);
    assert.equal(item.featured, true);
    assert.equal(item.published_on, '2024-03-05');
    assert.match(String(item.starts_at), /^2024-03-05[ T]10:20:30/);
    assert.equal(item.opens_at, '08:30:00');
    assert.deepEqual(
      typeof item.settings === 'string' ? JSON.parse(item.settings) : item.settings,
      { a: 1 },
    );
    assert.equal(item.handle, 'wizard-item');
    assert.equal(item.token, '123e4567-e89b-12d3-a456-426614174000');
    assert.ok(item.secret && item.secret !== 'a-secret-value', 'the hash is stored, not the text');
    assert.deepEqual(item.labels, ['news', 'tech']);
    assert.equal(item.language, 'de-DE');
    assert.equal(item.state, 'draft', 'the status default');
    assert.ok(item.created, 'stamped on create');
    assert.ok(item.creator, 'the owner is set');
  });

  test('an existing field opens on its options; Save sends the changed options', async () => {
    await openEditor();
    await element.locator('.cms-field-row[data-field="title"]').getByText('title').first().click();
    const dialog = wizard();
    await dialog.getByRole('tab', { name: 'Options', selected: true }).waitFor();
    await dialog.locator('[data-option="placeholder"] input').fill('The headline');
    await dialog.getByRole('tab', { name: 'Schema' }).click();
    const name = dialog.getByLabel('Name', { exact: true });
    assert.equal(await name.inputValue(), 'title');
    assert.equal(await name.getAttribute('readonly'), '');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await element.getByText('Field updated').first().waitFor();
    const title = (await fieldsOf(COLLECTION)).find((row) => row.field === 'title');
    assert.equal(title?.options?.placeholder, 'The headline');
    assert.equal(String(title?.length), '200', 'the column is untouched');
  });

  test('a many-to-one goes through the relation tab and is saved with its relation', async () => {
    await openEditor();
    await element.getByRole('button', { name: 'New field' }).click();
    const dialog = wizard();
    await dialog
      .locator('[role="group"][aria-label="Popular"] [data-interface="many-to-one"]')
      .click();
    await dialog.getByLabel('Name', { exact: true }).fill('Written By');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByRole('tab', { name: 'Relation', selected: true }).waitFor();
    // Then the options tab: the button reads Next, disabled until the relation is set up.
    const next = dialog.getByRole('button', { name: 'Next', exact: true });
    assert.equal(await next.isDisabled(), true, 'no related collection yet');
    assert.equal(await dialog.getByRole('tab', { name: 'Options' }).isDisabled(), true);
    await chooseOption(dialog.getByRole('combobox', { name: 'Related collection' }), {
      value: 'authors',
    });
    await next.click();
    await dialog.getByRole('tab', { name: 'Options', selected: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(async () => (await element.locator('dialog[open]').count()) === 0, 'saved');
    const row = (await fieldsOf(COLLECTION)).find((field) => field.field === 'written_by');
    assert.equal(row?.type, 'm2o');
    assert.equal(row?.interface, 'many-to-one');
    assert.equal(String(row?.datatype).toUpperCase(), 'INT');
    const relations = await api<
      { collection_many: string; field_many: string; collection_one: string }[]
    >('GET', 'relations');
    assert.ok(
      relations.some(
        (relation) =>
          relation.collection_many === COLLECTION &&
          relation.field_many === 'written_by' &&
          relation.collection_one === 'authors',
      ),
      'the relation row',
    );
  });

  test('a server refusal shows in the dialog, which keeps what was typed', async () => {
    await openEditor();
    // Added behind the page's back: the page still believes the name is free.
    await api('POST', `fields/${COLLECTION}`, {
      field: 'late',
      type: 'string',
      datatype: 'VARCHAR',
      length: 20,
      interface: 'text-input',
    });
    await element.getByRole('button', { name: 'New field' }).click();
    const dialog = wizard();
    await dialog.locator('[role="group"][aria-label="Popular"] [data-interface="toggle"]').click();
    await dialog.getByLabel('Name', { exact: true }).fill('late');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('The field was not saved').waitFor();
    assert.match(await dialog.textContent().then(String), /already exists/i);
    await dialog.getByRole('tab', { name: 'Schema' }).click();
    assert.equal(await dialog.getByLabel('Name', { exact: true }).inputValue(), 'late');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
