// Prints the raw, gzip and brotli bytes of what the sign-in screen really loads (measured by opening
// /admin/ in Chromium against the real server and recording every script and stylesheet it fetched),
// the bytes Chromium actually received for them as served (the build's precompressed .br/.gz copies,
// chosen by Accept-Encoding), the whole dist/ build and its largest lazy chunks.
// Run: npm run bench:bundle-size   (builds first when needed)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES } from '../src/i18n/locales.js';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { startServerProcess } from '../tests/e2e/support/server-process.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

interface Size {
  raw: number;
  gzip: number;
  br: number;
}

/** What one file cost on the wire: body bytes received and the Content-Encoding they came in. */
interface Transfer {
  size: Size;
  received: number;
  encoding: string;
}

const sizeOf = (bytes: Buffer): Size => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  br: brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length,
});
const add = (a: Size, b: Size): Size => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  br: a.br + b.br,
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

async function signInLoad(): Promise<Map<string, Transfer>> {
  const server = await startServerProcess({
    env: { CMS_ADMIN_EMAIL: 'bench@example.com', CMS_ADMIN_PASSWORD: 'bench-password-123' },
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const loaded = new Map<string, Transfer>();
    const measuring: Promise<void>[] = [];
    // requestfinished: the body has fully arrived, so its encoded size is known.
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/admin/')) return;
      const file = join(dist, path.slice('/admin/'.length) || 'index.html');
      measuring.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
          loaded.set(relative(dist, file), {
            size: sizeOf(readFileSync(file)),
            received: sizes.responseBodySize,
            encoding,
          });
        })(),
      );
    });
    await page.goto(server.adminUrl);
    // The sign-in form is ready when its password field is shown (inside the shadow root).
    await page.locator('cms-admin input[type="password"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(measuring);
    return loaded;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const row = (name: string, size: Size, received: string) =>
  `  ${name.padEnd(44)} ${kb(size.raw).padStart(9)} raw ${kb(size.gzip).padStart(9)} gzip` +
  ` ${kb(size.br).padStart(9)} br  ${received}`;

const loaded = await signInLoad();
let signIn: Size = { raw: 0, gzip: 0, br: 0 };
let received = 0;
// The budget counts the JS and CSS only, not the page.
let scriptsGzip = 0;
console.log(
  'Sign-in screen (/admin/#/login), the page and files the browser fetched, and what it received:',
);
for (const [file, transfer] of [...loaded].sort()) {
  console.log(row(file, transfer.size, `${kb(transfer.received)} as ${transfer.encoding}`));
  signIn = add(signIn, transfer.size);
  received += transfer.received;
  if (/\.(js|css)$/.test(file)) scriptsGzip += transfer.size.gzip;
}
console.log(row('total', signIn, `${kb(received)} received`));

const shipped = filesBelow(dist)
  .filter((f) => /\.(js|css)$/.test(f) && !f.includes('/types/'))
  .map((file) => ({ file, size: sizeOf(readFileSync(file)) }));
const all = shipped.reduce((sum, { size }) => add(sum, size), { raw: 0, gzip: 0, br: 0 });
// The precompressed .br/.gz copies are alternatives to their file, not more of the build.
const everything = filesBelow(dist)
  .filter((f) => !/\.(br|gz)$/.test(f))
  .reduce((sum, f) => sum + statSync(f).size, 0);
console.log(
  `\nWhole dist/: ${shipped.length} JS/CSS files, ${kb(all.raw)} raw, ${kb(all.gzip)} gzip, ${kb(all.br)} br`,
);
console.log(`  (with source maps and type declarations: ${kb(everything)} raw)`);
/** The npm packages (or admin folders) most of a chunk's code comes from, as its source map says. */
function mainPackage(file: string): string | undefined {
  let map: { sources: string[]; sourcesContent?: (string | null)[] };
  try {
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    return undefined;
  }
  // Weighed by the size of each source, so one big file outweighs many small ones.
  const counts = new Map<string, number>();
  map.sources.forEach((source, index) => {
    // A package, or else the admin's own folder (src/interfaces, src/screens/settings, …).
    const match =
      source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/) ??
      source.match(/(src\/[^/]+(?:\/[^/.]+)?)\//);
    const weight = map.sourcesContent?.[index]?.length ?? 1;
    if (match?.[1]) counts.set(match[1], (counts.get(match[1]) ?? 0) + weight);
  });
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2);
  return top.length > 0 ? top.map(([name]) => name).join(', ') : undefined;
}

// The lazy chunks: each screen, interface engine (rich text, code, Markdown …) and language its own,
// fetched only when something shows it. Named without their content hash.
const chunkName = (file: string) =>
  relative(join(dist, 'chunks'), file).replace(/-[\w-]{8}(\.(js|css))$/, '$1');
// Each interface language is two chunks (its sign-in strings and the rest); a visitor downloads
// one language's, so the budget counts the largest language once, not all 35.
const languageOf = (file: string) => {
  const code = chunkName(file).replace(/\.js$/, '');
  return relative(dist, file).startsWith('chunks/') && LOCALES.some((l) => l.code === code)
    ? code
    : null;
};
const languages = new Map<string, Size>();
for (const { file, size } of shipped) {
  const code = languageOf(file);
  if (code) languages.set(code, add(languages.get(code) ?? { raw: 0, gzip: 0, br: 0 }, size));
}
const [largestLanguage, largestStrings] = [...languages].sort(
  (a, b) => b[1].gzip - a[1].gzip,
)[0] ?? ['none', { raw: 0, gzip: 0, br: 0 }];
const withoutLanguages = shipped
  .filter(({ file }) => languageOf(file) === null)
  .reduce((sum, { size }) => add(sum, size), { raw: 0, gzip: 0, br: 0 });
const gzipSizes = [...languages.values()].map((size) => size.gzip).sort((x, y) => x - y);
console.log(
  `\nLanguages: ${languages.size}, each ${kb(gzipSizes[0] ?? 0)} to ${kb(gzipSizes.at(-1) ?? 0)} gzip (both files); the largest is ${largestLanguage}`,
);

const chunks = shipped
  .filter(({ file }) => relative(dist, file).startsWith('chunks/') && languageOf(file) === null)
  .sort((a, b) => b.size.gzip - a.size.gzip);
console.log(
  `\nThe ${Math.min(25, chunks.length)} largest of ${chunks.length} lazy chunks other than languages (gzip):`,
);
for (const { file, size } of chunks.slice(0, 25)) {
  const name = chunkName(file);
  const from = mainPackage(file);
  console.log(`  ${`${name}${from ? ` (${from})` : ''}`.padEnd(64)} ${kb(size.gzip).padStart(10)}`);
}
console.log(`\nSign-in budget: ${kb(scriptsGzip)} of 120.0 KB gzip (JS and CSS)`);
console.log(
  `Whole-admin budget: ${kb(withoutLanguages.gzip + largestStrings.gzip)} of 1024.0 KB gzip (every JS and CSS file, with one language: ${largestLanguage})`,
);
