// Screenshots of admin screens for looking at them: light and dark, 1400 px and 390 px wide.
// Usage: npx tsx scripts/screenshots.ts <admin-url> <out-dir> <route> [route ...]
//   e.g.  npx tsx scripts/screenshots.ts http://127.0.0.1:8080/admin/ /tmp/shots \
//           demo/collections demo/collections/articles demo/collections/articles/1
// Signs in with CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (defaults: the e2e demo admin) and writes
// `<route-with-dashes>-<theme>-<width>.png`. SHOT_FULL=1 takes full-page shots; SHOT_LOCALE=ar-SA
// shows the admin in that language (the element's `locale` attribute).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';

const [adminUrl, outDir, ...routes] = process.argv.slice(2);
if (!adminUrl || !outDir || routes.length === 0) {
  console.error('usage: screenshots.ts <admin-url> <out-dir> <route> [route ...]');
  process.exit(2);
}
const email = process.env.CMS_ADMIN_EMAIL ?? 'owner@example.com';
const password = process.env.CMS_ADMIN_PASSWORD ?? 'a-long-demo-password';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  headless: true,
  args: chromiumArgs,
});
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1400, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 900 : 844 },
        colorScheme: theme,
      });
      const page = await context.newPage();
      await page.goto(`${adminUrl}#/login`);
      const admin = page.locator('cms-admin');
      const locale = process.env.SHOT_LOCALE;
      if (locale)
        await admin.evaluate((element, code) => element.setAttribute('locale', code), locale);
      await admin.locator('input[type="email"]').fill(email);
      await admin.locator('input[type="password"]').fill(password);
      await admin.locator('button[type="submit"]').click();
      await admin
        // The shell, not the module bar: below 600 px the bar is hidden in the navigation drawer.
        .locator('.cms-shell')
        .waitFor({ state: 'attached', timeout: 15_000 })
        .catch(() => {});
      for (const route of routes) {
        await page.goto(`${adminUrl}#/${route.replace(/^#?\//, '')}`);
        // Let lazy chunks and data settle: wait until no request is in flight for a moment.
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.waitForTimeout(400);
        const name = `${route.replace(/[^a-z0-9]+/gi, '-')}${locale ? `-${locale}` : ''}-${theme}-${width}.png`;
        await page.screenshot({
          path: join(outDir, name),
          fullPage: process.env.SHOT_FULL === '1',
        });
        console.log(join(outDir, name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
