// Webhooks against the real, built server: a webhook made in the admin and then edited there (its
// URL and event) calls a local HTTP listener when an item of the demo's tags is created through
// the API; a URL that is not http(s) is refused on the form before anything is sent; and a
// webhook whose target refuses connections shows the failure the server recorded on its page.
// The server runs with CMS_OUTBOUND_ALLOW_PRIVATE=1, since the listener is on loopback.
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { seriousAxeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { callDemoApi, signInForToken } from './support/demo-api.js';
import { DEMO_ADMIN as admin } from './support/demo-stack.js';
import { chooseOption } from './support/select.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server that answers 204 and keeps every request it got. */
async function startListener(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, received };
}

/** A loopback port nothing listens on (bound, then released): connections to it are refused. */
async function refusingOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

let browser: Browser;
let server: ServerProcess;
let listener: Awaited<ReturnType<typeof startListener>>;
let adminToken: string;
let context: BrowserContext;
let page: Page;
let element: Locator;

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

async function go(path: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, path);
}

const hash = () => page.evaluate(() => location.hash);
const urlField = () => element.locator('.cms-webhook-form__url input');
const saveButton = () => element.getByRole('button', { name: 'Save', exact: true });

before(async () => {
  listener = await startListener();
  browser = await launchBrowser();
  server = await startServerProcess({
    env: {
      CMS_ADMIN_EMAIL: admin.email,
      CMS_ADMIN_PASSWORD: admin.password,
      // The listener and the refusing port are on loopback.
      CMS_OUTBOUND_ALLOW_PRIVATE: '1',
      // A refused call is retried; short waits keep the failure test quick.
      CMS_WEBHOOK_RETRY_DELAY_MS: '20',
    },
  });
  adminToken = await signInForToken(server.origin, admin);
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  element = await signInToAdmin(page, server.adminUrl, admin);
});
after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) =>
    listener ? listener.server.close(() => resolve()) : resolve(),
  );
});

describe('settings › webhooks', () => {
  test('the demo starts with none: the list says so and offers to create one', async () => {
    await go('/demo/settings/webhooks');
    await element.locator('.cms-webhooks-empty').waitFor();
    assert.equal(
      await element.locator('.cms-webhooks-empty a').getAttribute('href'),
      '#/demo/settings/webhooks/+',
    );
  });

  test('a webhook created, then edited in the admin, calls the listener when a tag is created', async () => {
    await element.getByRole('link', { name: 'New webhook' }).click();
    await urlField().waitFor();
    assert.equal(await hash(), '#/demo/settings/webhooks/+');

    // A URL that is not http(s) is refused on the form; nothing is sent.
    await urlField().fill('ftp://127.0.0.1/drop');
    await chooseOption(element.locator('.cms-webhook-form__collection [role="combobox"]'), {
      value: 'tags',
    });
    await saveButton().click();
    await element
      .locator('.cms-webhook-form__url [role="alert"]')
      .getByText('Only http:// and https:// addresses can be called.')
      .waitFor();
    assert.equal(await urlField().inputValue(), 'ftp://127.0.0.1/drop');
    assert.deepEqual(await api<unknown[]>('GET', 'webhooks'), [], 'nothing stored');

    // Created listening for updates at one path…
    await urlField().fill(`${listener.origin}/draft`);
    await element.getByRole('radio', { name: /Item updated/ }).check();
    await saveButton().click();
    await eventually(
      async () => /^#\/demo\/settings\/webhooks\/\d+$/.test(await hash()),
      'the stored webhook’s page',
    );
    const id = Number((await hash()).split('/').pop());
    await element.locator('.cms-webhook-failures__empty').waitFor();
    assert.equal(await urlField().inputValue(), `${listener.origin}/draft`);
    const crumbs = await element.locator('.cms-breadcrumb li').allTextContents();
    assert.deepEqual(crumbs, [
      'Settings',
      'Webhooks',
      `127.0.0.1:${new URL(listener.origin).port}/draft`,
    ]);

    // …then edited to call another path when items are created.
    await urlField().fill(`${listener.origin}/received`);
    await element.getByRole('radio', { name: /Item created/ }).check();
    await page.keyboard.press('Control+s');
    await element.getByText('Webhook saved').waitFor();
    assert.equal(await saveButton().isDisabled(), true, 'nothing left to save');
    const stored = await api<Record<string, unknown>>('GET', `webhooks/${id}`);
    assert.deepEqual(
      {
        status: stored.status,
        http_action: stored.http_action,
        url: stored.url,
        collection: stored.collection,
        directus_action: stored.directus_action,
      },
      {
        status: 'active',
        http_action: 'post',
        url: `${listener.origin}/received`,
        collection: 'tags',
        directus_action: 'item.create:after',
      },
    );

    const tag = await api<{ id: number; name: string }>('POST', 'items/tags', { name: 'Harbours' });
    await eventually(
      async () => listener.received.some((call) => call.path === '/received'),
      'the webhook’s call on the listener',
    );
    const call = listener.received.find((each) => each.path === '/received') as Received;
    assert.equal(call.method, 'POST');
    assert.equal(call.headers['x-directus-event'], 'item.create:after');
    assert.equal(call.headers['x-directus-collection'], 'tags');
    assert.equal(call.headers['x-directus-item'], String(tag.id));
    assert.deepEqual(
      { id: JSON.parse(call.body).id, name: JSON.parse(call.body).name },
      { id: tag.id, name: 'Harbours' },
    );
    assert.equal(
      listener.received.some((each) => each.path === '/draft'),
      false,
      'the URL before the edit is not called',
    );

    // The list shows it.
    await go('/demo/settings/webhooks');
    const row = element.locator(`tr[data-webhook="${id}"]`);
    await row.waitFor();
    assert.deepEqual(
      (await row.locator('td').allTextContents()).map((text) => text.trim()),
      ['Active', `${listener.origin}/received`, 'POST', 'Item created', 'Tags'],
    );
    assert.deepEqual(await seriousAxeViolations(page), [], 'the list');
  });

  test('a webhook whose target refuses connections shows the failure the server recorded', async () => {
    const target = `${await refusingOrigin()}/gone`;
    const webhook = await api<{ id: number }>('POST', 'webhooks', {
      status: 'active',
      http_action: 'post',
      url: target,
      collection: 'tags',
      directus_action: 'item.create:after',
    });
    const tag = await api<{ id: number }>('POST', 'items/tags', { name: 'Lighthouses' });
    const failures = () =>
      api<{ comment: string }[]>(
        'GET',
        `activity?filter[action][eq]=webhook-failed&filter[collection][eq]=directus_webhooks&filter[item][eq]=${webhook.id}`,
      );
    await eventually(async () => (await failures()).length === 1, 'the recorded failure', 30_000);

    await go(`/demo/settings/webhooks/${webhook.id}`);
    const failure = element.locator('.cms-webhook-failure');
    await failure.waitFor();
    assert.equal(await failure.count(), 1);
    const comment = (await failure.locator('.cms-webhook-failure__comment').textContent()) ?? '';
    assert.match(comment, new RegExp(`POST ${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    assert.match(
      comment,
      new RegExp(`item\\.create:after on tags ${tag.id} failed after \\d+ attempts`),
    );
    assert.match((await failure.locator('time').textContent()) ?? '', /ago|now/);
    assert.notEqual((await failure.locator('.cms-webhook-failure__exact').textContent()) ?? '', '');
    assert.deepEqual(await seriousAxeViolations(page), [], 'the webhook with its failures');
  });
});
