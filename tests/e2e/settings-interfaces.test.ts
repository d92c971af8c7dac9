// The interfaces list and debugger against the real, built server and its demo project: the list
// shows the bundled interfaces and opens a debugger from the keyboard; the debugger of three
// interfaces (text input, text area, dropdown) changes with their options, hands out the value the
// preview edits, and a many-to-one previews through the demo's articles → authors relation.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { seriousAxeViolations } from './support/axe.js';
import { DEMO_ADMIN as admin, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { chooseOption, offersOption, optionLabels } from './support/select.js';
import type { ServerProcess } from './support/server-process.js';

let browser: Browser;
let server: ServerProcess;
let context: BrowserContext;
let page: Page;
let element: Locator;

async function go(path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
}

const preview = () => element.locator('[data-preview]');
const output = () => element.locator('[data-output]');
const option = (name: string) => element.locator(`[data-options] [data-option="${name}"]`);

async function openDebugger(id: string): Promise<void> {
  await go(`/demo/settings/interfaces/${id}`);
  await element.locator(`.cms-interface-debugger[data-interface="${id}"]`).waitFor();
}

async function outputIs(json: string): Promise<void> {
  await eventually(async () => (await output().textContent()) === json, `output ${json}`);
}

before(async () => {
  ({ browser, server } = await startDemoStack());
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
});
after(async () => {
  await context?.close();
  await stopDemoStack({ browser, server });
});

describe('settings › interfaces', () => {
  test('the list shows the bundled interfaces and a row opens its debugger from the keyboard', async () => {
    await go('/demo/settings/interfaces');
    const row = element.locator('tr[data-interface="textarea"]');
    await row.waitFor();
    assert.equal(await row.getAttribute('data-source'), 'bundled');
    assert.ok(
      (await element.locator('tbody tr').count()) >= 30,
      'every bundled interface has a row',
    );
    await element.getByLabel('Filter interfaces').fill('divider');
    await eventually(
      async () => (await element.locator('tbody tr').count()) === 1,
      'only the divider interface left',
    );
    await element.locator('tr[data-interface="divider"] a').focus();
    await page.keyboard.press('Enter');
    await element.locator('.cms-interface-debugger[data-interface="divider"]').waitFor();
    const crumbs = await element.locator('.cms-breadcrumb li').allTextContents();
    assert.deepEqual(crumbs.slice(0, 2), ['Settings', 'Interfaces']);
  });

  test('text input: the placeholder and monospace options change the preview; typing fills the output', async () => {
    await openDebugger('text-input');
    const input = preview().locator('input');
    assert.equal(await input.getAttribute('placeholder'), '');
    await option('placeholder').locator('input').fill('Name the harbour');
    await eventually(
      async () => (await input.getAttribute('placeholder')) === 'Name the harbour',
      'the placeholder in the preview',
    );
    await option('monospace').getByRole('switch').check();
    await eventually(
      async () => (await input.getAttribute('class'))?.includes('cms-font--monospace') === true,
      'the monospace font in the preview',
    );
    await input.fill('North pier');
    await outputIs('"North pier"');
    assert.equal(await element.locator('[data-display]').textContent(), 'North pier');
  });

  test('text area: the rows option changes the preview’s height', async () => {
    await openDebugger('textarea');
    const textarea = preview().locator('textarea');
    assert.equal(await textarea.getAttribute('rows'), '8');
    const before = (await textarea.boundingBox())?.height ?? 0;
    await option('rows').locator('input').fill('20');
    await eventually(async () => (await textarea.getAttribute('rows')) === '20', 'rows 20');
    const after = (await textarea.boundingBox())?.height ?? 0;
    assert.ok(after > before, `taller with 20 rows (${before} → ${after})`);
    await textarea.fill('Two\nlines');
    await outputIs('"Two\\nlines"');
  });

  test('dropdown: typed choices become the preview’s options and the chosen one is the value', async () => {
    await openDebugger('dropdown');
    // The JSON option is edited in a textarea or in the code editor (contenteditable).
    const choices = option('choices').locator('textarea, [contenteditable="true"]').first();
    await choices.fill('{"sea": "Open sea", "sky": "Clear sky"}');
    const select = preview().getByRole('combobox');
    // Seen once in about 60 runs under load: the choices never reached the preview. What the
    // editor held and what the preview listed then say which side lost them.
    await eventually(() => offersOption(select, 'Clear sky'), 'the typed choices offered').catch(
      async (error: Error) => {
        const typed = await choices.textContent();
        const listed = await page.locator('[role="listbox"] [role="option"]').allTextContents();
        throw new Error(
          `${error.message}; the editor holds ${JSON.stringify(typed)}, the preview lists ${JSON.stringify(listed)}`,
        );
      },
    );
    await chooseOption(select, { value: 'sky' });
    await outputIs('"sky"');
    assert.equal(await element.locator('[data-display]').textContent(), 'Clear sky');

    await option('placeholder').locator('input').fill('Pick the weather');
    await chooseOption(select, { value: '' });
    await outputIs('null');
    await eventually(
      async () => (await select.textContent())?.includes('Pick the weather') === true,
      'the placeholder shown',
    );
  });

  test('many-to-one previews through a relation of the project and lists its real items', async () => {
    await openDebugger('many-to-one');
    const relationValue = (key: string) =>
      element.locator(`[data-relation-field="${key}"] dd`).textContent();
    assert.equal(await relationValue('collection_many'), 'articles');
    assert.equal(await relationValue('field_many'), 'author');
    assert.equal(await relationValue('collection_one'), 'authors');
    const labels = await optionLabels(preview().getByRole('combobox'), 2);
    assert.ok(labels.length >= 2, `the demo's authors are offered: ${labels.join(', ')}`);
  });

  test('the list and the debugger have no serious accessibility violations', async () => {
    await go('/demo/settings/interfaces');
    await element.locator('tr[data-interface="textarea"]').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'the list');
    await openDebugger('many-to-one');
    await element.locator('[data-relation-field="collection_many"]').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'the debugger');
  });
});
