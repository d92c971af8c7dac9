// The repeater against the real server: global settings' thumbnail presets (`asset_whitelist`,
// a repeater over JSON text) open without an extension error, take a new row that is dragged
// above the seeded one, save, and the API reads the setting back as JSON text in that order.
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

interface Preset {
  key: string;
  width: number;
  height: number;
  fit: string;
  quality: number;
}

async function storedPresets(): Promise<{ raw: unknown; presets: Preset[] }> {
  const rows = await callDemoApi<{ key: string; value: unknown }[]>(
    server.origin,
    adminToken,
    'GET',
    'settings?limit=-1',
  );
  const raw = rows.find((row) => row.key === 'asset_whitelist')?.value;
  return { raw, presets: typeof raw === 'string' ? (JSON.parse(raw) as Preset[]) : [] };
}

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

describe('the repeater in global settings', () => {
  test('a new thumbnail preset is added, saved, and read back through the API', async () => {
    const before = await storedPresets();
    assert.equal(typeof before.raw, 'string', 'the setting is JSON text');
    assert.deepEqual(
      before.presets.map((preset) => preset.key),
      ['thumbnail'],
    );

    await page.evaluate(() => {
      location.hash = '/demo/settings/global';
    });
    const field = element.locator('[data-field="asset_whitelist"]');
    await field.locator('.cms-repeater').waitFor();
    assert.equal(
      await field
        .locator('.cms-repeater__title')
        .allTextContents()
        .then((all) => all.join('|')),
      'thumbnail',
      'the seeded preset is a row titled by its key',
    );
    assert.equal(await element.getByText('Extension error').count(), 0, 'no extension-error toast');

    await field.getByRole('button', { name: 'Add a row' }).click();
    const row = field.locator('.cms-repeater__row').nth(1);
    await row.locator('[data-subfield="key"] input').fill('card');
    await row.locator('[data-subfield="width"] input').fill('400');
    await row.locator('[data-subfield="height"] input').fill('300');
    await row.locator('[data-subfield="quality"] input').fill('75');
    // The fit: the dropdown's combobox, then its option.
    await row
      .locator('[data-subfield="fit"] [role="combobox"], [data-subfield="fit"] select')
      .first()
      .click();
    await element.getByRole('option', { name: 'Cover (crop to fit)' }).click();
    await eventually(
      async () => (await row.locator('.cms-repeater__title').textContent()) === 'card',
      'the new row titled by its key',
    );

    assert.deepEqual(
      await seriousAxeViolations(page, '[data-field="asset_whitelist"]'),
      [],
      'the repeater with an open row',
    );

    // A mouse drag inside an open row's field selects its text, it does not move the row.
    const key = row.locator('[data-subfield="key"] input');
    const box = await key.boundingBox();
    assert.ok(box, 'the key input is on screen');
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    assert.deepEqual(
      await key.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
      [0, 4],
      'the key selected by the mouse',
    );
    assert.equal(
      (await field.locator('.cms-repeater__title').allTextContents()).join('|'),
      'thumbnail|card',
    );

    // Dragged by its head (the grip) above the seeded preset: the stored list follows the rows' order.
    const rows = field.locator('.cms-sortable__item');
    await rows.nth(1).dragTo(rows.nth(0), {
      sourcePosition: { x: 16, y: 20 },
      targetPosition: { x: 40, y: 8 },
    });
    await eventually(
      async () =>
        (await field.locator('.cms-repeater__title').allTextContents()).join('|') ===
        'card|thumbnail',
      'the new row first after the drag',
    );

    const save = element.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await element.getByText('Settings saved').waitFor();
    await eventually(async () => await save.isDisabled(), 'nothing staged after the save');

    const after = await storedPresets();
    assert.equal(typeof after.raw, 'string', 'still JSON text, as the server keeps settings');
    assert.deepEqual(after.presets, [
      { key: 'card', width: 400, height: 300, fit: 'crop', quality: 75 },
      before.presets[0],
    ]);
    assert.equal(await element.getByText('Extension error').count(), 0, 'still no error toast');
  });
});
