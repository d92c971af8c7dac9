// The item listing with 100,000 items, in Chromium against the real, built server: the cold first
// screen (a new tab of a signed-in user, empty cache, to 50 rows painted, and its bytes on the wire
// compressed and not), the time from opening the collection to its first page of rows painted, the time from a jump to row 10,000
// (a scrollbar drag) until its data is painted, how many table rows the DOM holds there, a fast
// fling onwards (frames showing a loading row), and the JS heap afterwards. Prints figures and asserts nothing. (The functions run in the
// page declare no named inner functions: tsx would wrap them in a `__name` the page lacks.)
// Run (needs the admin and server builds):  npm run bench:listing
//   BENCH_ITEMS=100000   items seeded     BENCH_ROW=10000   the row scrolled to
//   BENCH_PAGE_SIZE=50   the project's default_limit, the listing's page size (spec 2 §9)
//   BENCH_FLING_PX=2000  pixels scrolled per frame in the fling
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import type { Browser, BrowserContext } from 'playwright-core';
import { ProjectRegistry } from '../server/config/project-registry.js';
import { fieldRow } from '../server/db/system-fields.js';
import {
  createProject,
  type InstalledProject,
} from '../server/services/projects/create-project.js';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { startServerProcess } from '../tests/e2e/support/server-process.js';
import { sequence } from './random.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const TARGET_ROW = Number(process.env.BENCH_ROW ?? 10_000);
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 50);
const FLING_PX = Number(process.env.BENCH_FLING_PX ?? 2_000);
export const PROJECT = 'bench';
export const COLLECTION = 'entries';
export const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

const WORDS = `content model editor review draft publish archive schedule layout image caption
headline summary author deadline section feature column interview report analysis`.split(/\s+/);

async function seed(project: InstalledProject): Promise<void> {
  const db: Knex = project.db;
  await db.schema.createTable(COLLECTION, (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('category', 50);
    t.integer('amount').notNullable().defaultTo(0);
    t.datetime('published_on', { useTz: false });
  });
  await db('directus_collections').insert({
    collection: COLLECTION,
    managed: true,
    hidden: false,
    single: false,
  });
  await db('directus_fields').insert(
    [
      { field: 'id', type: 'integer', interface: 'primary-key' },
      { field: 'title', type: 'string', interface: 'text-input' },
      { field: 'category', type: 'string', interface: 'text-input' },
      { field: 'amount', type: 'integer', interface: 'numeric' },
      { field: 'published_on', type: 'datetime', interface: 'datetime' },
    ].map((field) => fieldRow({ collection: COLLECTION, ...field })),
  );
  await db('directus_settings')
    .where({ key: 'default_limit' })
    .update({ value: String(PAGE_SIZE) });
  const random = sequence(7);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const start = Date.UTC(2020, 0, 1);
  const rows = Array.from({ length: ITEMS }, (_, index) => ({
    id: index + 1,
    title: `${pick()} ${pick()} ${pick()} ${index + 1}`,
    category: pick(),
    amount: Math.floor(random() * 100_000),
    published_on: new Date(start + Math.floor(random() * 1500 * 86_400_000))
      .toISOString()
      .slice(0, 19)
      .replace('T', ' '),
  }));
  await db.batchInsert(COLLECTION, rows, 500);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Installs the benchmark project with BENCH_ITEMS items in `dataDir` (SQLite). */
export async function createListingProject(dataDir: string): Promise<void> {
  await createProject(
    { dataDir, registry: new ProjectRegistry(dataDir) },
    {
      key: PROJECT,
      projectName: 'Listing benchmark',
      database: { type: 'sqlite' },
      admin: ADMIN,
      afterInstall: seed,
    },
  );
}

/** The browser state of a signed-in admin of the benchmark project (its session cookie). */
export async function signedInState(browser: Browser, adminUrl: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${adminUrl}#/login`);
    const element = page.locator('cms-admin');
    await element.locator('input[type="email"]').fill(ADMIN.email);
    await element.locator('input[type="password"]').fill(ADMIN.password);
    await element.locator('button[type="submit"]').click();
    await element.locator('.cms-module-bar').waitFor({ timeout: 60_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A signed-in user opening the listing's URL in a new tab with an empty cache: the time from the
 * navigation's start to the first page of rows painted, and the bytes that crossed the wire (as
 * sent: compressed when asked for). `compressed: false` asks for everything uncompressed.
 */
async function coldFirstScreen(
  browser: Browser,
  adminUrl: string,
  signedIn: StorageState,
  compressed: boolean,
): Promise<{ ms: number; bytes: number; requests: number }> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    storageState: signedIn,
    extraHTTPHeaders: compressed ? {} : { 'accept-encoding': 'identity' },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    await page.goto(`${adminUrl}#/${PROJECT}/collections/${COLLECTION}`);
    const ms = await page.evaluate(async (pageSize) => {
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const root = document.querySelector('cms-admin')?.shadowRoot;
        const table = root?.querySelector('.cms-tabular__table');
        const loaded = Number(table?.getAttribute('aria-rowcount') ?? 0) - 1;
        const rows = root?.querySelectorAll('.cms-tabular tbody tr:not([aria-busy])').length ?? 0;
        if (loaded >= pageSize && rows > 0) break;
        if (performance.now() > 120_000) throw new Error('no rows after 120 s');
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // performance.now() counts from the navigation's start.
      return performance.now();
    }, PAGE_SIZE);
    return { ms, bytes, requests };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-listing-'));
  try {
    const seededAt = Date.now();
    await createListingProject(dataDir);
    console.log(`Seeded ${ITEMS} items in ${Date.now() - seededAt} ms (page size ${PAGE_SIZE}).`);

    const server = await startServerProcess({ dataDir, env: { CMS_DEMO: '0' } });
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      const page = await context.newPage();
      let listCalls = 0;
      page.on('request', (request) => {
        if (request.url().includes(`/${PROJECT}/items/${COLLECTION}?`)) listCalls += 1;
      });

      await page.goto(`${server.adminUrl}#/login`);
      const element = page.locator('cms-admin');
      await element.locator('input[type="email"]').fill(ADMIN.email);
      await element.locator('input[type="password"]').fill(ADMIN.password);
      await element.locator('button[type="submit"]').click();
      await element.locator('.cms-module-bar').waitFor({ timeout: 60_000 });

      // Opening the collection: from the navigation until the first page's rows are painted
      // (the table holds a full page of rows and shows some of them, then two animation frames).
      const firstPaint = await page.evaluate(
        async ({ path, pageSize }) => {
          const root = document.querySelector('cms-admin')?.shadowRoot;
          const started = performance.now();
          location.hash = path;
          for (;;) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const table = root?.querySelector('.cms-tabular__table');
            const loaded = Number(table?.getAttribute('aria-rowcount') ?? 0) - 1;
            const rows =
              root?.querySelectorAll('.cms-tabular tbody tr:not([aria-busy])').length ?? 0;
            if (loaded >= pageSize && rows > 0) break;
            if (performance.now() - started > 120_000) throw new Error('no rows after 120 s');
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return performance.now() - started;
        },
        { path: `#/${PROJECT}/collections/${COLLECTION}`, pageSize: PAGE_SIZE },
      );
      const callsForFirstPage = listCalls;

      // The cold first screen, twice each way (the first run also warms the server's caches).
      const signedIn = await context.storageState();
      const cold = {
        compressed: [] as number[],
        plain: [] as number[],
        bytes: { compressed: 0, plain: 0 },
      };
      for (let round = 0; round < 2; round += 1) {
        for (const compressed of [true, false]) {
          const run = await coldFirstScreen(browser, server.adminUrl, signedIn, compressed);
          (compressed ? cold.compressed : cold.plain).push(run.ms);
          cold.bytes[compressed ? 'compressed' : 'plain'] = run.bytes;
        }
      }

      // A jump to the target row, as a drag of the scrollbar does: the table asks for that row's
      // page at once; the time runs until the row shows its data (not a loading placeholder).
      const jumped = await page.evaluate(
        async ({ row }) => {
          const root = document.querySelector('cms-admin')?.shadowRoot;
          const scroller = root?.querySelector<HTMLElement>('.cms-tabular');
          if (!scroller) throw new Error('no table');
          const started = performance.now();
          const selector = `tbody tr[aria-rowindex="${row + 1}"]:not([aria-busy])`;
          scroller.scrollTop = (row - 1) * 48 - scroller.clientHeight / 2;
          while (!root?.querySelector(selector)) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            if (performance.now() - started > 600_000) throw new Error('row not shown in 600 s');
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return {
            ms: performance.now() - started,
            domRows: root?.querySelectorAll('.cms-tabular tbody tr').length ?? 0,
            visible: root?.querySelector(selector)?.textContent ?? '',
          };
        },
        { row: TARGET_ROW },
      );
      const callsForJump = listCalls;

      // Steady scrolling on from there, 2,000 px a frame (a fast fling): how many frames leave a
      // visible row without its data, and how long until every row shown has it.
      const flung = await page.evaluate(
        async ({ frames, step }) => {
          const root = document.querySelector('cms-admin')?.shadowRoot;
          const scroller = root?.querySelector<HTMLElement>('.cms-tabular');
          if (!scroller) throw new Error('no table');
          const started = performance.now();
          let pendingFrames = 0;
          for (let frame = 0; frame < frames; frame += 1) {
            scroller.scrollTop += step;
            // The frame, then a task: React renders the scroll's new window after the frame.
            await new Promise((resolve) => requestAnimationFrame(resolve));
            await new Promise((resolve) => setTimeout(resolve, 0));
            // Rows under the 48 px header: row i spans 48 + 48i to 96 + 48i in the scroller.
            const first = Math.max(0, Math.floor((scroller.scrollTop - 48) / 48));
            const last = Math.floor((scroller.scrollTop + scroller.clientHeight - 49) / 48);
            for (let index = first; index <= last; index += 1) {
              const selector = `tbody tr[aria-rowindex="${index + 2}"]:not([aria-busy])`;
              if (!root?.querySelector(selector)) {
                pendingFrames += 1;
                break;
              }
            }
          }
          const scrolledMs = performance.now() - started;
          while (root?.querySelector('tbody tr[aria-busy]')) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            if (performance.now() - started > 600_000) throw new Error('rows not shown in 600 s');
          }
          return { frames, pendingFrames, scrolledMs, settledMs: performance.now() - started };
        },
        { frames: 120, step: FLING_PX },
      );

      const cdp = await context.newCDPSession(page);
      const before = await cdp.send('Runtime.getHeapUsage');
      await cdp.send('HeapProfiler.collectGarbage');
      const after = await cdp.send('Runtime.getHeapUsage');

      console.log(`\nListing of ${ITEMS} items, tabular layout, Chromium ${browser.version()}:`);
      console.log(
        `  cold first screen (new tab, empty cache, signed in) → ${PAGE_SIZE} rows painted: ` +
          `compressed ${cold.compressed.map(ms).join(' / ')}, ${kb(cold.bytes.compressed)} on the wire; ` +
          `uncompressed ${cold.plain.map(ms).join(' / ')}, ${kb(cold.bytes.plain)}`,
      );
      console.log(`  opening the collection → first ${PAGE_SIZE} rows painted: ${ms(firstPaint)}`);
      console.log(`    (${callsForFirstPage} list request(s))`);
      console.log(`  jump to row ${TARGET_ROW} → its data painted: ${ms(jumped.ms)}`);
      console.log(`    (${callsForJump - callsForFirstPage} more list request(s))`);
      console.log(`  table rows in the DOM there: ${jumped.domRows}`);
      console.log(
        `  fling of ${flung.frames} frames × ${FLING_PX} px: ${ms(flung.scrolledMs)} of scrolling, ` +
          `${flung.pendingFrames} frame(s) left a visible row without data, all painted after ` +
          `${ms(flung.settledMs)} (${listCalls - callsForJump} list requests)`,
      );
      console.log(
        `  JS heap after scrolling: ${mb(before.usedSize)} used, ${mb(after.usedSize)} after GC`,
      );
      console.log(`  row ${TARGET_ROW} reads: ${jumped.visible.replace(/\s+/g, ' ').slice(0, 80)}`);
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
