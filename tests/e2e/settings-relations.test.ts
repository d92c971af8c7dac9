// Relational fields through the field wizard in the collection editor, against the real, built
// server and its demo project: a many-to-one (with the one-to-many alias on the other side), a
// one-to-many whose foreign key the wizard creates on the other side, and a many-to-many with a
// generated junction; each is checked through GET /relations and /fields. An item is then created
// and edited in the item form through those fields, without reloading the page, and read back.
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

interface RelationRow {
  id: number;
  collection_many: string;
  field_many: string;
  collection_one: string | null;
  field_one: string | null;
  junction_field: string | null;
}
interface FieldRow {
  field: string;
  type: string;
  datatype: string | null;
  length: number | string | null;
  interface: string | null;
}
type Row = Record<string, unknown>;

const ids: Record<string, number> = {};

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

const idField = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  interface: 'primary-key',
  primary_key: true,
  auto_increment: true,
};
const textField = (field: string) => ({
  field,
  type: 'string',
  datatype: 'VARCHAR',
  length: 100,
  interface: 'text-input',
});

async function go(path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
}

const shownText = () => element.evaluate((host) => host.shadowRoot?.textContent ?? '');
const wizard = () => element.locator('dialog[open]');
const relationRows = () => api<RelationRow[]>('GET', 'relations?limit=-1');
const fieldOf = async (collection: string, field: string) =>
  (await api<FieldRow[]>('GET', `fields/${collection}`)).find((row) => row.field === field);

/** Interface, name, then the relation tab (`relation` fills it in), then Next until Save. */
async function addRelationalField(
  iface: string,
  name: string,
  relation: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await element.getByRole('button', { name: 'New field' }).click();
  const dialog = wizard();
  await dialog.getByRole('searchbox', { name: 'Search interfaces' }).fill(iface);
  await dialog
    .locator(`[role="group"][aria-label="All interfaces"] [data-interface="${iface}"]`)
    .click();
  await dialog.getByRole('tab', { name: 'Schema', selected: true }).waitFor();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await dialog.getByRole('tab', { name: 'Relation', selected: true }).waitFor();
  await relation(dialog);
  const next = dialog.getByRole('button', { name: 'Next', exact: true });
  while (await next.isVisible()) await next.click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(
    async () => (await element.locator('dialog[open]').count()) === 0,
    `${name} saved`,
  ).catch(async (error) => {
    throw new Error(`${name} not saved: ${await shownText()}`, { cause: error });
  });
  await element.locator(`.cms-field-row[data-field="${name}"]`).waitFor();
}

async function pickRelated(dialog: Locator, collection: string): Promise<void> {
  await chooseOption(dialog.getByRole('combobox', { name: 'Related collection' }), {
    value: collection,
  });
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  await api('POST', 'collections', { collection: 'shelves', fields: [idField, textField('name')] });
  await api('POST', 'collections', { collection: 'genres', fields: [idField, textField('name')] });
  await api('POST', 'collections', {
    collection: 'book_notes',
    fields: [idField, textField('body')],
  });
  await api('POST', 'collections', { collection: 'books', fields: [idField, textField('title')] });
  for (const [collection, key, values] of [
    ['shelves', 'name', ['Attic', 'Hall']],
    ['genres', 'name', ['Poetry', 'Drama', 'Essay']],
    ['book_notes', 'body', ['First edition', 'Signed']],
  ] as const) {
    for (const value of values) {
      ids[value] = (await api<{ id: number }>('POST', `items/${collection}`, { [key]: value })).id;
    }
  }
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('settings › relations in the field wizard', () => {
  test('many-to-one, one-to-many and many-to-many (generated junction) through the wizard', async () => {
    await go('/demo/settings/collections/books');
    await element.getByRole('button', { name: 'New field' }).waitFor();

    await addRelationalField('many-to-one', 'shelf', async (dialog) => {
      await pickRelated(dialog, 'shelves');
      await dialog
        .getByText('The field is stored as integer, like the primary key of shelves.')
        .waitFor();
      await dialog
        .getByLabel('Also list the related items on shelves (a one-to-many field there)')
        .check();
      await dialog.getByLabel('Field name on shelves', { exact: true }).fill('books');
    });
    await addRelationalField('one-to-many', 'notes', async (dialog) => {
      await pickRelated(dialog, 'book_notes');
      // book_notes has no field that can hold a book's key: the wizard creates one.
      assert.equal(
        await dialog.getByLabel('Create a many-to-one field on book_notes').isChecked(),
        true,
      );
      await dialog.getByLabel('New field on book_notes', { exact: true }).fill('book');
    });
    await addRelationalField('many-to-many', 'genres', async (dialog) => {
      await pickRelated(dialog, 'genres');
      const junction = dialog.getByLabel('Name of the new junction', { exact: true });
      assert.equal(await junction.inputValue(), 'books_genres');
      assert.equal(await dialog.getByLabel('Create a junction collection').isChecked(), true);
    });

    const rows = (await relationRows()).map(({ id: _id, ...row }) => row);
    const has = (row: Omit<RelationRow, 'id'>) =>
      assert.ok(
        rows.some((candidate) => JSON.stringify(candidate) === JSON.stringify(row)),
        `relation ${JSON.stringify(row)} in ${JSON.stringify(rows)}`,
      );
    has({
      collection_many: 'books',
      field_many: 'shelf',
      collection_one: 'shelves',
      field_one: 'books',
      junction_field: null,
    });
    has({
      collection_many: 'book_notes',
      field_many: 'book',
      collection_one: 'books',
      field_one: 'notes',
      junction_field: null,
    });
    has({
      collection_many: 'books_genres',
      field_many: 'books_id',
      collection_one: 'books',
      field_one: 'genres',
      junction_field: 'genres_id',
    });
    has({
      collection_many: 'books_genres',
      field_many: 'genres_id',
      collection_one: 'genres',
      field_one: null,
      junction_field: 'books_id',
    });
    assert.equal(rows.filter((row) => row.collection_many === 'books_genres').length, 2);

    const shelf = await fieldOf('books', 'shelf');
    assert.equal(shelf?.type, 'm2o');
    assert.equal(String(shelf?.datatype).toUpperCase(), 'INT');
    assert.equal((await fieldOf('shelves', 'books'))?.type, 'o2m');
    assert.equal((await fieldOf('book_notes', 'book'))?.type, 'm2o');
    assert.equal((await fieldOf('books', 'notes'))?.type, 'o2m');
    assert.equal((await fieldOf('books', 'genres'))?.interface, 'many-to-many');
    const junction = await api<{ hidden: boolean; note: string | null }>(
      'GET',
      'collections/books_genres',
    );
    assert.equal(junction.hidden, true);
    assert.ok(junction.note);
    assert.equal((await fieldOf('books_genres', 'books_id'))?.datatype?.toUpperCase(), 'INT');
  });

  test('an item created and edited through those fields in the item form', async () => {
    // The same page: the schema store learnt the new fields and junction without a reload.
    await go('/demo/collections/books/+');
    const field = (name: string) => element.locator(`[data-field="${name}"]`);
    await field('title').locator('input').fill('Collected poems');
    await chooseOption(field('shelf').getByRole('combobox'), { value: String(ids.Attic) });
    const addTo = async (name: string, id: number) => {
      await chooseOption(field(name).getByRole('combobox', { name: 'Add an existing item' }), {
        value: String(id),
      });
      await field(name).getByRole('button', { name: 'Add', exact: true }).click();
    };
    await addTo('notes', ids['First edition']);
    await addTo('genres', ids.Poetry);
    await element.getByRole('button', { name: 'Save', exact: true }).click();

    const read = async () =>
      (
        await api<Row[]>(
          'GET',
          'items/books?fields=id,title,shelf.name,notes.body,genres.genres_id.name',
        )
      )[0];
    let book: Row | undefined;
    await eventually(async () => {
      book = await read();
      return book !== undefined;
    }, 'the saved book').catch(async (error) => {
      throw new Error(`not saved: ${await shownText()}`, { cause: error });
    });
    assert.equal(book?.title, 'Collected poems');
    assert.deepEqual(book?.shelf, { name: 'Attic' });
    assert.deepEqual(book?.notes, [{ body: 'First edition' }]);
    assert.deepEqual(book?.genres, [{ genres_id: { name: 'Poetry' } }]);
    // Seen from the other side through the alias the wizard added.
    const attic = await api<Row>('GET', `items/shelves/${ids.Attic}?fields=books.title`);
    assert.deepEqual(attic.books, [{ title: 'Collected poems' }]);

    // Edit: another shelf, one more note and genre.
    await go(`/demo/collections/books/${book?.id}`);
    await eventually(
      async () => (await field('title').locator('input').inputValue()) === 'Collected poems',
      'the book in the form',
    );
    await chooseOption(field('shelf').getByRole('combobox'), { value: String(ids.Hall) });
    await addTo('notes', ids.Signed);
    await addTo('genres', ids.Drama);
    await element.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(async () => {
      book = await read();
      return (book?.shelf as Row | null)?.name === 'Hall';
    }, 'the edited book').catch(async (error) => {
      throw new Error(`not saved: ${await shownText()}`, { cause: error });
    });
    assert.deepEqual(((book?.notes ?? []) as Row[]).map((note) => note.body).sort(), [
      'First edition',
      'Signed',
    ]);
    assert.deepEqual(
      ((book?.genres ?? []) as Row[]).map((link) => (link.genres_id as Row).name).sort(),
      ['Drama', 'Poetry'],
    );
  });
});
