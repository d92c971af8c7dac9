// Checkboxes-relational and translation against the real server: a collection made through the
// API with an m2m to tags (through a junction) and a translations o2m; in the admin the tags are
// checked and unchecked and two languages filled in, one saved, and the API then holds exactly
// the junction rows and translation rows the form showed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { seriousAxeViolations } from './support/axe.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

const idField = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  length: 15,
  primary_key: true,
  auto_increment: true,
  interface: 'primary-key',
};
const textField = (field: string, extra: Record<string, unknown> = {}) => ({
  field,
  type: 'string',
  datatype: 'VARCHAR',
  length: 100,
  interface: 'text-input',
  ...extra,
});
const keyField = (field: string, type = 'integer') => ({
  field,
  type,
  datatype: 'INT',
  length: 15,
  interface: type === 'm2o' ? 'many-to-one' : 'numeric',
  hidden_detail: true,
});

interface JunctionRow {
  id: number;
  article: number;
  tag: number;
}
interface TranslationRow {
  id: number;
  article: number;
  language: string;
  title: string | null;
  body: string | null;
}

const tagIds: Record<string, number> = {};
let articleId: number;
let savedEnglishId: number;
let firstJunctionIds: Record<string, number>;

async function junctionRows(): Promise<JunctionRow[]> {
  return api<JunctionRow[]>('GET', `items/articles_x_tags?fields=id,article,tag&limit=-1&sort=id`);
}
async function translationRows(): Promise<TranslationRow[]> {
  return api<TranslationRow[]>(
    'GET',
    'items/articles_x_translations?fields=id,article,language,title,body&limit=-1&sort=id',
  );
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  await api('POST', 'collections', { collection: 'tags_x', fields: [idField, textField('name')] });
  await api('POST', 'collections', {
    collection: 'articles_x_tags',
    fields: [idField, keyField('article'), keyField('tag')],
  });
  await api('POST', 'collections', {
    collection: 'articles_x_translations',
    fields: [
      idField,
      keyField('article', 'm2o'),
      textField('language', { length: 10 }),
      textField('title', { width: 'half' }),
      { field: 'body', type: 'string', datatype: 'TEXT', interface: 'textarea' },
    ],
  });
  await api('POST', 'collections', {
    collection: 'articles_x',
    fields: [
      idField,
      textField('title'),
      {
        field: 'tags',
        type: 'o2m',
        interface: 'checkboxes-relational',
        options: { template: '{{name}}', grid: 2 },
      },
      {
        field: 'translations',
        type: 'translation',
        interface: 'translation',
        options: { languageField: 'language' },
      },
    ],
  });
  for (const relation of [
    {
      collection_many: 'articles_x_tags',
      field_many: 'article',
      collection_one: 'articles_x',
      field_one: 'tags',
      junction_field: 'tag',
    },
    {
      collection_many: 'articles_x_tags',
      field_many: 'tag',
      collection_one: 'tags_x',
      field_one: null,
      junction_field: 'article',
    },
    {
      collection_many: 'articles_x_translations',
      field_many: 'article',
      collection_one: 'articles_x',
      field_one: 'translations',
      junction_field: null,
    },
  ]) {
    await api('POST', 'relations', relation);
  }
  for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
    tagIds[name] = (await api<{ id: number }>('POST', 'items/tags_x', { name })).id;
  }
  // Made with nested writes: linked to Alpha and Beta, with an English translation.
  articleId = (
    await api<{ id: number }>('POST', 'items/articles_x', {
      title: 'Relational',
      tags: [{ tag: tagIds.Alpha }, { tag: tagIds.Beta }],
      translations: [{ language: 'en-US', title: 'Hello', body: 'First words.' }],
    })
  ).id;
  const junction = await junctionRows();
  assert.equal(junction.length, 2, 'the seeded links');
  firstJunctionIds = Object.fromEntries(
    junction.map((row) => [
      Object.keys(tagIds).find((name) => tagIds[name] === row.tag) as string,
      row.id,
    ]),
  );
  const translations = await translationRows();
  assert.equal(translations.length, 1, 'the seeded translation');
  savedEnglishId = translations[0]!.id;

  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('checkboxes-relational and translation on a real item', () => {
  test('tags checked and unchecked, two languages filled in, one save: exactly those rows on the server', async () => {
    await page.evaluate((id) => {
      location.hash = `/demo/collections/articles_x/${id}`;
    }, articleId);
    const tags = element.locator('[data-field="tags"]');
    const box = (name: string) => tags.getByRole('checkbox', { name, exact: true });
    await box('Delta').waitFor();
    assert.deepEqual(
      await tags.locator('.cms-checkbox__label').allTextContents(),
      ['Alpha', 'Beta', 'Gamma', 'Delta'],
      'every tag is a checkbox',
    );
    assert.equal(await box('Alpha').isChecked(), true);
    assert.equal(await box('Beta').isChecked(), true);
    assert.equal(await box('Gamma').isChecked(), false);
    assert.equal(await element.getByText('Extension error').count(), 0, 'no extension-error toast');

    // Beta off, Gamma and Delta on, then Delta off again: only Gamma is new.
    await box('Beta').uncheck();
    await box('Gamma').check();
    await box('Delta').check();
    await box('Delta').uncheck();

    const translations = element.locator('[data-field="translations"]');
    const tab = (name: RegExp) => translations.getByRole('tab', { name });
    const field = (name: string) =>
      translations.locator(`[role="tabpanel"] [data-field="${name}"]`);
    assert.match((await tab(/^English/).textContent()) ?? '', /translated/);
    assert.equal(await field('title').locator('input').inputValue(), 'Hello');
    // The parent's own title field is not among the translated ones, nor the keys or language.
    assert.deepEqual(
      await translations
        .locator('[role="tabpanel"] [data-field]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-field'))),
      ['title', 'body'],
    );
    await field('title').locator('input').fill('Hello again');

    await tab(/^German/).click();
    await translations.getByText('No German translation yet').waitFor();
    await field('title').locator('input').fill('Hallo');
    await field('body').locator('textarea').fill('Erste Worte.');
    await eventually(
      async () => /translated/.test((await tab(/^German/).textContent()) ?? ''),
      'the German tab marked as translated',
    );

    assert.deepEqual(
      await seriousAxeViolations(page, '[data-field="tags"], [data-field="translations"]'),
      [],
      'the two interfaces',
    );

    const save = element.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await eventually(async () => await save.isDisabled(), 'nothing staged after the save');

    const links = await junctionRows();
    assert.deepEqual(
      links.map((row) => [row.article, row.tag]).sort((a, b) => a[1]! - b[1]!),
      [
        [articleId, tagIds.Alpha],
        [articleId, tagIds.Gamma],
      ],
      'Alpha kept, Beta unlinked, Gamma linked, Delta never saved',
    );
    assert.equal(
      links.find((row) => row.tag === tagIds.Alpha)?.id,
      firstJunctionIds.Alpha,
      'the kept link is the same junction row',
    );
    const rows = await translationRows();
    assert.deepEqual(
      rows.map(({ article, language, title, body }) => ({ article, language, title, body })),
      [
        { article: articleId, language: 'en-US', title: 'Hello again', body: 'First words.' },
        { article: articleId, language: 'de-DE', title: 'Hallo', body: 'Erste Worte.' },
      ],
    );
    assert.equal(rows[0]!.id, savedEnglishId, 'English was updated in place');

    // Reopened from the server: the form shows what was saved.
    await page.reload();
    await box('Gamma').waitFor();
    assert.equal(await box('Gamma').isChecked(), true);
    assert.equal(await box('Beta').isChecked(), false);
    await eventually(
      async () => /translated/.test((await tab(/^German/).textContent()) ?? ''),
      'German marked after reloading',
    );

    // Clearing a translation deletes its row on save.
    await tab(/^English/).click();
    await translations.getByRole('button', { name: 'Clear translation' }).click();
    await save.click();
    await eventually(async () => await save.isDisabled(), 'nothing staged after the second save');
    assert.deepEqual(
      (await translationRows()).map((row) => row.language),
      ['de-DE'],
      'only German is left',
    );
  });
});
