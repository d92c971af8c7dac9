// Where the cold first screen's time goes: a signed-in admin opens the listing of 100,000 items in a
// new tab with an empty cache (as bench/listing's cold figure), and this prints, per run, when the
// loader, the shell and the rows appeared, and every request of the page load with its start, the
// time it queued in the browser (HTTP/1.1 gives a host six connections), the server's wait, its end
// and its bytes. Prints figures and asserts nothing.
// Run (needs the admin and server builds):  npx tsx bench/first-screen.ts
//   BENCH_ITEMS=100000  items seeded      BENCH_RUNS=3  cold loads   BENCH_URL_WIDTH=100  URL characters shown
//   BENCH_WARM=1        each run loads once first, then measures a load from the browser's cache
//   BENCH_LATENCY_MS=50 adds that round-trip time to every request, as on a real network
//   BENCH_DOWNLOAD_KBPS=1600  caps the page's download rate (1,600 kbit/s: a slow mobile network)
//   BENCH_COVERAGE=1    also print, per script, how much of its code ran by the time the rows were painted
//   BENCH_CPU_PROFILE=/tmp/dir   also write each run's page CPU profile there (.cpuprofile, for
//                                Chromium's DevTools; the admin's source maps resolve its frames)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { startServerProcess } from '../tests/e2e/support/server-process.js';
import {
  COLLECTION,
  createListingProject,
  PROJECT,
  type StorageState,
  signedInState,
} from './listing.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
/** Measure a load with the admin's files already in the browser's cache instead of a cold one. */
const WARM = process.env.BENCH_WARM === '1';
/** Round-trip time added to every request (Chromium's network emulation), 0 for none. */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);
const COVERAGE = process.env.BENCH_COVERAGE === '1';
const DOWNLOAD_KBPS = Number(process.env.BENCH_DOWNLOAD_KBPS ?? 0);

interface RequestTiming {
  url: string;
  /** Seconds (the network clock) when the page asked for it. */
  asked: number;
  /** ms between asking and the request being sent (queued for a connection). */
  queued?: number;
  /** ms between the request sent and the response's headers (the server's time, and the wire). */
  wait?: number;
  finished?: number;
  bytes?: number;
}

/** What the page's own clock saw: the first frame each part of the screen was there. */
const MILESTONES = {
  loader: '.cms-loader--full',
  shell: '.cms-module-bar',
  rows: '.cms-tabular tbody tr:not([aria-busy])',
};

// Runs in the page before the admin's scripts (a string: tsx would wrap a function's inner
// functions in a helper the page lacks).
const WATCH_MILESTONES = `
  window.__milestones = {};
  const wanted = ${JSON.stringify(MILESTONES)};
  const tick = () => {
    const root = document.querySelector('cms-admin')?.shadowRoot;
    for (const [name, selector] of Object.entries(wanted)) {
      if (root && !window.__milestones[name] && root.querySelector(selector)) {
        window.__milestones[name] = Math.round(performance.now());
      }
    }
    if (!window.__milestones.rows) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

async function coldRun(browser: Browser, adminUrl: string, signedIn: StorageState, run: number) {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    storageState: signedIn,
  });
  try {
    if (WARM) {
      // One load first, so the admin's files are in the browser's cache (as for an editor
      // opening a new tab on a working day); the measured load is the next one.
      const first = await context.newPage();
      await first.addInitScript({ content: WATCH_MILESTONES });
      await first.goto(`${adminUrl}#/${PROJECT}/collections/${COLLECTION}`);
      await first.waitForFunction(
        () => (window as { __milestones?: { rows?: number } }).__milestones?.rows,
        null,
        { timeout: 120_000, polling: 'raf' },
      );
      await first.close();
    }
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_MILESTONES });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !WARM });
    if (LATENCY_MS > 0 || DOWNLOAD_KBPS > 0) {
      // Each request waits this long before its answer, and bytes arrive at most this fast, as
      // over a real network (loopback has neither).
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: DOWNLOAD_KBPS > 0 ? (DOWNLOAD_KBPS * 1000) / 8 : -1,
        uploadThroughput: -1,
      });
    }
    if (PROFILE_DIR || COVERAGE) await cdp.send('Profiler.enable');
    if (PROFILE_DIR) await cdp.send('Profiler.start');
    if (COVERAGE) await cdp.send('Profiler.startPreciseCoverage', { detailed: true });
    const requests = new Map<string, RequestTiming>();
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, { url: event.request.url, asked: event.timestamp });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      const timing = event.response.timing;
      if (!request || !timing) return;
      request.queued = (timing.requestTime - request.asked) * 1000 + timing.sendStart;
      request.wait = timing.receiveHeadersEnd - timing.sendEnd;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.finished = event.timestamp;
      request.bytes = event.encodedDataLength;
    });

    await page.goto(`${adminUrl}#/${PROJECT}/collections/${COLLECTION}`);
    await page.waitForFunction(
      () => (window as { __milestones?: { rows?: number } }).__milestones?.rows,
      null,
      {
        timeout: 120_000,
        polling: 'raf',
      },
    );
    const milestones = await page.evaluate(
      () => (window as unknown as { __milestones: Record<string, number> }).__milestones,
    );
    const coverage = COVERAGE ? (await cdp.send('Profiler.takePreciseCoverage')).result : [];
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `first-screen-${run}.cpuprofile`), JSON.stringify(profile));
    }

    console.log(
      `\nRun ${run}: loader ${milestones.loader} ms, shell ${milestones.shell} ms, ` +
        `rows ${milestones.rows} ms (from the navigation's start), ${requests.size} requests`,
    );
    console.log('   asked  queued  server     end    bytes  request');
    const list = [...requests.values()].sort((a, b) => a.asked - b.asked);
    const start = list[0]?.asked ?? 0;
    const ms = (seconds: number | undefined) =>
      seconds === undefined ? '-' : ((seconds - start) * 1000).toFixed(0);
    for (const request of list) {
      const path = request.url.replace(adminUrl, '/admin/').replace(/^https?:\/\/[^/]+/, '');
      console.log(
        `${ms(request.asked).padStart(8)}${(request.queued ?? 0).toFixed(0).padStart(8)}` +
          `${(request.wait ?? 0).toFixed(0).padStart(8)}${ms(request.finished).padStart(8)}` +
          `${String(request.bytes ?? '-').padStart(9)}  ${decodeURIComponent(path).slice(0, Number(process.env.BENCH_URL_WIDTH ?? 100))}`,
      );
    }
    if (COVERAGE) printCoverage(coverage, adminUrl);
  } finally {
    await context.close();
  }
}

/** One script's precise coverage, as Chromium reports it (Profiler.takePreciseCoverage). */
interface ScriptCoverage {
  url: string;
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

/**
 * The bytes of each admin script that ran: V8 reports each function's extent and, inside it, the
 * blocks that did not run; painting the ranges widest first, the narrower ones over them, leaves
 * every byte marked with the count of the innermost range holding it.
 */
function printCoverage(scripts: ScriptCoverage[], adminUrl: string): void {
  console.log('\n      ran    total  script (code that ran by the time the rows were painted)');
  let ranTotal = 0;
  let sizeTotal = 0;
  for (const script of scripts) {
    if (!script.url.startsWith(adminUrl)) continue;
    const ranges = script.functions
      .flatMap((fn) => fn.ranges)
      .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
    const size = Math.max(0, ...ranges.map((range) => range.endOffset));
    const ran = new Uint8Array(size);
    for (const range of ranges) {
      ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
    }
    const used = ran.reduce((sum, byte) => sum + byte, 0);
    ranTotal += used;
    sizeTotal += size;
    console.log(
      `${String(used).padStart(9)}${String(size).padStart(9)}  ${script.url.replace(adminUrl, '/admin/')}`,
    );
  }
  console.log(`${String(ranTotal).padStart(9)}${String(sizeTotal).padStart(9)}  all`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-first-screen-'));
  try {
    await createListingProject(dataDir);
    const server = await startServerProcess({ dataDir, env: { CMS_DEMO: '0' } });
    const browser = await launchBrowser();
    try {
      console.log(`Cold first screen of the listing, Chromium ${browser.version()}:`);
      const signedIn = await signedInState(browser, server.adminUrl);
      for (let run = 1; run <= RUNS; run += 1) {
        await coldRun(browser, server.adminUrl, signedIn, run);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
