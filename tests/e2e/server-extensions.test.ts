// Server-hosted extensions against the real, built server (spec 1 §7, spec 2 §7-§8, contract
// §7.17): the example interface, layout and module of examples/extensions/ and broken ones
// (tests/browser/fixtures/server-extensions/) installed in the data folder's extensions/custom,
// listed by the server and run by the admin in Chromium. The example interface edits and saves a
// field; the example layout lists the rows and opens one; the example module's page opens from the
// module bar. Each broken one (a syntax error, throwing when mounted, a script the server no longer
// has, an unusable export) falls back with exactly one notification naming it.
import assert from 'node:assert/strict';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi } from './support/demo-api.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLES = join(repo, 'examples/extensions');
const BROKEN = join(repo, 'tests/browser/fixtures/server-extensions');

let browser: Browser;
let server: ServerProcess;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;
let firstNote: number;

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

/** Copies one extension folder into the data folder, as an administrator installs it. */
function install(from: string, kind: string, id: string, as = id): void {
  cpSync(join(from, kind, id), join(server.dataDir, 'extensions/custom', kind, as), {
    recursive: true,
  });
}

const textField = (
  field: string,
  iface: string,
  sort: number,
  options?: Record<string, unknown>,
) => ({ field, type: 'string', datatype: 'VARCHAR', length: 100, interface: iface, sort, options });

/** The ids `GET /{kind}` lists. */
async function listed(kind: string): Promise<string[]> {
  const response = await fetch(`${server.origin}/${kind}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const { data } = (await response.json()) as { data: { id: string }[] };
  return data.map((entry) => entry.id);
}

/** A module bar entry, by its name. */
const moduleEntry = (name: string) =>
  element.locator('.cms-module-bar').getByRole('link', { name, exact: true });

/** How many notifications on screen name this extension. */
function notificationsNaming(id: string): Promise<number> {
  return element
    .locator('.cms-notification')
    .filter({ hasText: `There was a problem loading the ${id} extension.` })
    .count();
}

async function expectOneNotification(id: string): Promise<void> {
  await eventually(async () => (await notificationsNaming(id)) > 0, `a notification naming ${id}`);
  assert.equal(await notificationsNaming(id), 1, `one notification naming ${id}`);
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  install(EXAMPLES, 'interfaces', 'char-count');
  install(EXAMPLES, 'layouts', 'simple-list');
  install(EXAMPLES, 'modules', 'collections-overview');
  install(BROKEN, 'interfaces', 'broken-syntax');
  install(BROKEN, 'interfaces', 'throws-on-mount');
  // A well-formed extension whose scripts are removed once the admin has listed it.
  install(EXAMPLES, 'interfaces', 'char-count', 'vanishing');
  install(BROKEN, 'layouts', 'bad-export');
  install(BROKEN, 'modules', 'throws-module');

  await api('POST', 'collections', {
    collection: 'notes',
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
      textField('title', 'char-count', 1, { limit: 40 }),
      textField('broken', 'broken-syntax', 2),
      textField('throwing', 'throws-on-mount', 3),
      textField('vanishing', 'vanishing', 4),
    ],
  });
  const created = await api<{ id: number }>('POST', 'items/notes', {
    title: 'First note',
    broken: 'Kept as text',
    throwing: 'Also kept',
    vanishing: 'Still here',
  });
  firstNote = created.id;
  await api('POST', 'items/notes', { title: 'Second note' });

  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
  // The module bar lists the server's modules once the listings are in.
  await moduleEntry('Collections overview').waitFor();
  rmSync(join(server.dataDir, 'extensions/custom/interfaces/vanishing/input.js'));
  rmSync(join(server.dataDir, 'extensions/custom/interfaces/vanishing/display.js'));
  await eventually(
    async () => !(await listed('interfaces')).includes('vanishing'),
    'the server to drop the extension whose scripts are gone',
  );
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('server-hosted extensions', () => {
  test('the server lists what the data folder holds', async () => {
    // `vanishing` is gone: the admin listed it at sign-in, before its scripts were removed.
    assert.deepEqual(await listed('interfaces'), [
      'broken-syntax',
      'char-count',
      'throws-on-mount',
    ]);
    assert.deepEqual(await listed('layouts'), ['bad-export', 'simple-list']);
    assert.deepEqual(await listed('modules'), ['collections-overview', 'throws-module']);
  });

  test('the example interface edits and saves a field; broken ones fall back, named once each', async () => {
    await page.goto(`${server.adminUrl}#/demo/collections/notes/${firstNote}`);
    const input = element.locator('[data-field="title"] cms-ext-interface-char-count input');
    await input.waitFor();
    assert.equal(await input.inputValue(), 'First note');
    assert.equal(
      await element.locator('[data-field="title"] .char-count__counter').textContent(),
      '30 left',
    );

    // Each broken interface: the plain input with the value, and one notification naming it.
    const fallback = (name: string) =>
      element.locator(`[data-field="${name}"] input.cms-field__control`);
    await fallback('broken').waitFor();
    assert.equal(await fallback('broken').inputValue(), 'Kept as text');
    await fallback('throwing').waitFor();
    assert.equal(await fallback('throwing').inputValue(), 'Also kept');
    await fallback('vanishing').waitFor();
    assert.equal(await fallback('vanishing').inputValue(), 'Still here');
    await expectOneNotification('broken-syntax');
    await expectOneNotification('throws-on-mount');
    await expectOneNotification('vanishing');
    assert.equal(await notificationsNaming('char-count'), 0);

    // The extension's edit and a fallback's edit are saved together.
    await input.fill('Edited through the extension');
    await fallback('broken').fill('Edited in the fallback');
    await element.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(async () => {
      const note = await api<Record<string, unknown>>('GET', `items/notes/${firstNote}`);
      return (
        note.title === 'Edited through the extension' && note.broken === 'Edited in the fallback'
      );
    }, 'both edits on the server');
  });

  test('the listing shows the example display; the example layout lists the rows and opens one', async () => {
    await page.goto(`${server.adminUrl}#/demo/collections/notes`);
    const display = element.locator('.cms-tabular cms-ext-display-char-count').first();
    await display.waitFor();
    assert.match((await display.textContent()) ?? '', /^.+ \(\d+\)$/);

    await chooseOption(element.getByLabel('Layout'), { value: 'simple-list' });
    const rows = element.locator('.simple-list__open');
    await rows.nth(1).waitFor();
    assert.deepEqual((await rows.allTextContents()).sort(), [
      'Edited through the extension',
      'Second note',
    ]);
    assert.equal(await element.locator('.cms-tabular').count(), 0, 'the table made way');
    await rows.filter({ hasText: 'Edited through the extension' }).click();
    await element.locator('.cms-form').waitFor();
    assert.equal(await page.evaluate(() => location.hash), `#/demo/collections/notes/${firstNote}`);
  });

  test('a layout with an unusable export falls back to the table, named once', async () => {
    await page.goto(`${server.adminUrl}#/demo/collections/notes`);
    await element.locator('.simple-list').waitFor();
    await chooseOption(element.getByLabel('Layout'), { value: 'bad-export' });
    await element.locator('.cms-tabular').getByText('Second note').waitFor();
    await expectOneNotification('bad-export');
  });

  test('the example module opens from the module bar; a throwing module shows an error state', async () => {
    await moduleEntry('Collections overview').click();
    const line = element.locator('.collections-overview button', { hasText: /^notes: 2 items$/ });
    await line.waitFor();
    assert.equal(
      await element.locator('.cms-page-header h1').textContent(),
      'Collections overview',
    );
    await line.click();
    await element.locator('.cms-tabular, .simple-list').first().waitFor();
    assert.equal(await page.evaluate(() => location.hash), '#/demo/collections/notes');

    await moduleEntry('Broken module (throws)').click();
    const notice = element.locator('.cms-notice--danger');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /This module could not start/);
    await expectOneNotification('throws-module');
    // The shell around it still works.
    await moduleEntry('Collections overview').click();
    await line.waitFor();
  });
});
