// Prints the raw and gzip bytes of what the sign-in screen really loads (measured by opening /admin/
// in Chromium against the real server and recording every script and stylesheet it fetched), and of
// the whole dist/ build. Run: npm run bench:bundle-size   (builds first when needed)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { startServerProcess } from '../tests/e2e/support/server-process.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

interface Size {
  raw: number;
  gzip: number;
}

const sizeOf = (bytes: Buffer): Size => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
});
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

async function signInLoad(): Promise<Map<string, Size>> {
  const server = await startServerProcess({
    env: { CMS_ADMIN_EMAIL: 'bench@example.com', CMS_ADMIN_PASSWORD: 'bench-password-123' },
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const loaded = new Map<string, Size>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/admin/')) return;
      const file = join(dist, path.slice('/admin/'.length));
      loaded.set(relative(dist, file), sizeOf(readFileSync(file)));
    });
    await page.goto(server.adminUrl);
    // The sign-in form is ready when its password field is shown (inside the shadow root).
    await page.locator('cms-admin input[type="password"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return loaded;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const loaded = await signInLoad();
let signIn: Size = { raw: 0, gzip: 0 };
console.log('Sign-in screen (/admin/#/login), files the browser fetched:');
for (const [file, size] of [...loaded].sort()) {
  console.log(
    `  ${file.padEnd(48)} ${kb(size.raw).padStart(10)} raw ${kb(size.gzip).padStart(10)} gzip`,
  );
  signIn = add(signIn, size);
}
console.log(
  `  ${'total'.padEnd(48)} ${kb(signIn.raw).padStart(10)} raw ${kb(signIn.gzip).padStart(10)} gzip`,
);

const shipped = filesBelow(dist).filter((f) => /\.(js|css)$/.test(f) && !f.includes('/types/'));
const all = shipped.reduce((sum, f) => add(sum, sizeOf(readFileSync(f))), { raw: 0, gzip: 0 });
const everything = filesBelow(dist).reduce((sum, f) => sum + statSync(f).size, 0);
console.log(
  `\nWhole dist/: ${shipped.length} JS/CSS files, ${kb(all.raw)} raw, ${kb(all.gzip)} gzip`,
);
console.log(`  (with source maps and type declarations: ${kb(everything)} raw)`);
console.log(`\nSign-in budget: ${kb(signIn.gzip)} of 120.0 KB gzip`);
