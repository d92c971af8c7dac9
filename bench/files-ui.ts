// The file library with 10,000 files, in Chromium against the real, built server: the time from
// opening the library to its first screen of thumbnails painted (every card in view showing its
// picture), the DOM nodes while scrolled to the middle of the files, and the upload rate of a
// 100 MB file through the admin's upload dialog next to the same upload by curl in the same run.
// Prints figures and asserts nothing. (The functions run in the page declare no named inner
// functions: tsx would wrap them in a `__name` the page lacks.)
// Run (needs the admin and server builds):  npm run bench:files-ui
//   BENCH_FILES=10000     files in the library   BENCH_UPLOAD_MB=100   size of the upload
//   BENCH_PICTURES=60     distinct pictures the rows point at (their thumbnails start cold)
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ProjectRegistry } from '../server/config/project-registry.js';
import {
  createProject,
  type InstalledProject,
} from '../server/services/projects/create-project.js';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { startServerProcess } from '../tests/e2e/support/server-process.js';
import { sequence } from './random.js';

const FILES = Number(process.env.BENCH_FILES ?? 10_000);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 100);
const PICTURES = Number(process.env.BENCH_PICTURES ?? 60);
const PROJECT = 'bench';
const TOKEN = 'bench-files-ui-static-token-0123456789';
const ADMIN = { email: 'bench@example.com', password: 'bench-password-123', token: TOKEN };
const MB = 1024 * 1024;

const WORDS = `harbour summit meadow lantern glacier orchard canyon market bridge festival portrait
studio skyline forest river desert island village station garden`.split(/\s+/);

/**
 * The originals (PICTURES distinct JPEGs in the project's storage) and FILES directus_files rows
 * pointing at them round-robin, each with its own private hash, as uploads would leave them.
 */
async function seed(project: InstalledProject): Promise<void> {
  const originals = join(project.dataDir, project.config.storage.root);
  mkdirSync(originals, { recursive: true });
  const random = sequence(11);
  const pictures: { disk: string; size: number; checksum: string }[] = [];
  for (let index = 0; index < PICTURES; index += 1) {
    const hue = Math.floor(random() * 255);
    const bytes = await sharp({
      create: {
        width: 960,
        height: 640,
        channels: 3,
        background: { r: hue, g: 255 - hue, b: Math.floor(random() * 255) },
      },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="960" height="640"><circle cx="${200 + index * 9}" cy="320" r="180" fill="#fff8"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 80 })
      .toBuffer();
    const disk = `bench-${index}.jpg`;
    writeFileSync(join(originals, disk), bytes);
    pictures.push({
      disk,
      size: bytes.length,
      checksum: createHash('md5').update(bytes).digest('hex'),
    });
  }
  const now = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: FILES }, (_, index) => {
    const picture = pictures[index % PICTURES];
    const title = `${WORDS[index % WORDS.length]} ${WORDS[(index * 7) % WORDS.length]} ${index + 1}`;
    return {
      storage: 'local',
      private_hash: randomBytes(8).toString('hex'),
      filename_disk: picture.disk,
      filename_download: `${title.replace(/ /g, '-')}.jpg`,
      title,
      type: 'image/jpeg',
      uploaded_by: project.adminUserId,
      uploaded_on: new Date(now + index * 60_000).toISOString().slice(0, 19).replace('T', ' '),
      charset: 'binary',
      filesize: picture.size,
      width: 960,
      height: 640,
      checksum: picture.checksum,
    };
  });
  await project.db.batchInsert('directus_files', rows, 500);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const rate = (bytes: number, milliseconds: number) =>
  `${(bytes / MB / (milliseconds / 1000)).toFixed(1)} MB/s`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-files-ui-'));
  const bigFile = join(dataDir, `upload-${UPLOAD_MB}mb.bin`);
  try {
    const seededAt = Date.now();
    await createProject(
      { dataDir, registry: new ProjectRegistry(dataDir) },
      {
        key: PROJECT,
        projectName: 'File library benchmark',
        database: { type: 'sqlite' },
        admin: ADMIN,
        config: { storage: { upload_max_size: (UPLOAD_MB + 64) * MB } },
        afterInstall: seed,
      },
    );
    console.log(
      `Seeded ${FILES} files (${PICTURES} distinct pictures) in ${Date.now() - seededAt} ms.`,
    );
    // Incompressible bytes, so neither side gains from compression.
    writeFileSync(bigFile, randomBytes(UPLOAD_MB * MB));

    const server = await startServerProcess({ dataDir, env: { CMS_DEMO: '0' } });
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      const page = await context.newPage();
      await page.goto(`${server.adminUrl}#/login`);
      const element = page.locator('cms-admin');
      await element.locator('input[type="email"]').fill(ADMIN.email);
      await element.locator('input[type="password"]').fill(ADMIN.password);
      await element.locator('button[type="submit"]').click();
      await element.locator('.cms-module-bar').waitFor({ timeout: 60_000 });

      // Opening the library: from the navigation until every card in view shows its thumbnail
      // (loaded and decoded), then two animation frames.
      const firstScreen = await page.evaluate(
        async ({ path }) => {
          const root = document.querySelector('cms-admin')?.shadowRoot;
          const started = performance.now();
          location.hash = path;
          let cards = 0;
          for (;;) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const scroller = root?.querySelector<HTMLElement>('.cms-files__body');
            const images = Array.from(
              root?.querySelectorAll<HTMLImageElement>('.cms-file-card img') ?? [],
            );
            if (scroller && images.length > 0) {
              const box = scroller.getBoundingClientRect();
              const inView = images.filter((img) => {
                const rect = img.getBoundingClientRect();
                return rect.bottom > box.top && rect.top < Math.min(box.bottom, innerHeight);
              });
              if (
                inView.length > 0 &&
                inView.every((img) => img.complete && img.naturalWidth > 0)
              ) {
                cards = inView.length;
                break;
              }
            }
            if (performance.now() - started > 120_000) throw new Error('no thumbnails in 120 s');
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return { ms: performance.now() - started, cards };
        },
        { path: `#/${PROJECT}/files` },
      );

      // A jump to the middle of the files (a scrollbar drag): the time until the cards in view
      // show their thumbnails, and the DOM there (the grid keeps a window of cards, not all).
      const middle = await page.evaluate(async () => {
        const root = document.querySelector('cms-admin')?.shadowRoot;
        const scroller = root?.querySelector<HTMLElement>('.cms-files__body');
        if (!root || !scroller) throw new Error('no file grid');
        const started = performance.now();
        scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
        let titles: string[] = [];
        for (;;) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const box = scroller.getBoundingClientRect();
          const inView = Array.from(root.querySelectorAll<HTMLElement>('.cms-file-card')).filter(
            (card) => {
              const rect = card.getBoundingClientRect();
              return rect.bottom > box.top && rect.top < Math.min(box.bottom, innerHeight);
            },
          );
          const painted = inView.filter((card) => {
            const img = card.querySelector('img');
            return img?.complete && img.naturalWidth > 0;
          });
          if (inView.length > 0 && painted.length === inView.length) {
            titles = inView.map(
              (card) => card.querySelector('.cms-file-card__title')?.textContent ?? '',
            );
            break;
          }
          if (performance.now() - started > 120_000) throw new Error('middle not shown in 120 s');
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return {
          ms: performance.now() - started,
          cards: root.querySelectorAll('.cms-file-card').length,
          nodes: root.querySelectorAll('*').length,
          first: titles[0] ?? '',
        };
      });

      // The same 100 MB file: through the admin's upload dialog (XMLHttpRequest, timed by the
      // browser's resource timing from request start to the answer's end), then by curl.
      await page.evaluate(() => performance.clearResourceTimings());
      await element.getByRole('button', { name: 'Upload' }).first().click();
      const dialog = element.locator('dialog[open]');
      await dialog.locator('input[type="file"]').setInputFiles(bigFile);
      const admin = await page.evaluate(
        async ({ project }) => {
          const started = performance.now();
          for (;;) {
            const entry = performance
              .getEntriesByType('resource')
              .find(
                (one) =>
                  (one as PerformanceResourceTiming).initiatorType === 'xmlhttprequest' &&
                  new URL(one.name).pathname === `/${project}/files`,
              ) as PerformanceResourceTiming | undefined;
            if (entry && entry.responseEnd > 0) return entry.responseEnd - entry.startTime;
            await new Promise((resolve) => setTimeout(resolve, 50));
            if (performance.now() - started > 600_000) throw new Error('upload not done in 600 s');
          }
        },
        { project: PROJECT },
      );
      const curlSeconds = Number(
        execFileSync('curl', [
          '-s',
          '-o',
          '/dev/null',
          '-w',
          '%{time_total}',
          '-H',
          `Authorization: Bearer ${TOKEN}`,
          '-F',
          `data=@${bigFile};type=application/octet-stream`,
          `${server.origin}/${PROJECT}/files`,
        ]).toString(),
      );
      const bytes = UPLOAD_MB * MB;

      console.log('');
      console.log(`File library, ${FILES} files (Chromium, built server, SQLite, loopback)`);
      console.log(
        `  first screen of thumbnails painted:  ${ms(firstScreen.ms)} (${firstScreen.cards} cards in view)`,
      );
      console.log(
        `  jump to the middle, its thumbnails painted: ${ms(middle.ms)} (first in view: "${middle.first}")`,
      );
      console.log(
        `  DOM there:                           ${middle.nodes} nodes in the admin's shadow root, ${middle.cards} cards`,
      );
      console.log(
        `  upload of ${UPLOAD_MB} MB through the admin:  ${ms(admin)}, ${rate(bytes, admin)}`,
      );
      console.log(
        `  the same upload by curl:             ${ms(curlSeconds * 1000)}, ${rate(bytes, curlSeconds * 1000)}`,
      );
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
