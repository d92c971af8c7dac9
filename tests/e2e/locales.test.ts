// The interface languages in Chromium against the real server (issue #18):
// - a pseudo-language (en-US accented and 40% longer) finds text that is cut or spills in the
//   shell, the listing, the form, the settings, the other modules and a dialog, at 1400 and 390 px;
// - ar-SA is laid out right to left, mirrored, with no control drawn over another (screenshots in
//   .test-tmp/screens/);
// - the sign-in screen speaks the project's default language and downloads only its chunk;
// - a language chosen in one's profile applies at once; a language whose chunk fails is skipped;
// - the browser's plural categories are the ones the parity test holds the files to.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { pluralCategories } from '../../scripts/locales/parity.js';
import { intlLocaleOf, LOCALES } from '../../src/i18n/locales.js';
import { eventually, signInToAdmin } from './support/admin-page.js';
import { callDemoApi, setDemoSetting } from './support/demo-api.js';
import { DEMO_ADMIN, startDemoStack, stopDemoStack } from './support/demo-stack.js';
import { servePseudoLocale } from './support/pseudo-locale.js';
import type { ServerProcess } from './support/server-process.js';
import { overlappingControls, textThatDoesNotFit } from './support/text-fit.js';

let browser: Browser;
let server: ServerProcess;
let adminToken: string;

const screensDir = new URL('../../.test-tmp/screens/', import.meta.url);

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callDemoApi<T>(server.origin, adminToken, method, path, body);
}

function setSetting(key: string, value: unknown): Promise<void> {
  return setDemoSetting(server.origin, adminToken, key, value);
}

/** Waits until the screen's requests are done and no loader is left. */
async function settled(page: Page, admin: Locator): Promise<void> {
  await page.waitForLoadState('networkidle');
  await eventually(
    async () => (await admin.locator('.cms-loader').count()) === 0,
    'the screen to load',
  );
}

async function rootAttributes(
  admin: Locator,
): Promise<{ lang: string | null; dir: string | null }> {
  const root = admin.locator('.cms-root').first();
  return { lang: await root.getAttribute('lang'), dir: await root.getAttribute('dir') };
}

before(async () => {
  ({ browser, server, adminToken } = await startDemoStack());
  mkdirSync(screensDir, { recursive: true });
});
after(async () => {
  await stopDemoStack({ browser, server });
});

const SCREENS = [
  'demo/collections',
  'demo/collections/articles',
  'demo/collections/articles/1',
  'demo/collections/articles/+',
  'demo/files',
  'demo/users',
  'demo/users/1',
  'demo/activity',
  'demo/settings',
  'demo/settings/global',
  'demo/settings/collections',
  'demo/settings/collections/articles',
  'demo/settings/roles',
  'demo/settings/roles/2',
  'demo/settings/webhooks',
  'demo/settings/interfaces',
];

describe('a pseudo-language 40% longer than English', () => {
  for (const width of [1400, 390]) {
    test(`cuts no text and spills none at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await servePseudoLocale(page);
      const problems: string[] = [];
      const look = async (where: string) => {
        for (const problem of await textThatDoesNotFit(page)) problems.push(`${where}: ${problem}`);
      };

      await page.goto(`${server.adminUrl}#/login`);
      const admin = page.locator('cms-admin');
      await admin.locator('input[type="email"]').waitFor();
      assert.match((await admin.locator('button[type="submit"]').textContent()) ?? '', /⟦/);
      await look('sign-in');
      await page.goto(`${server.adminUrl}#/reset-password`);
      await admin.locator('input[type="email"]').waitFor();
      await look('reset-password');
      await page.goto(`${server.adminUrl}#/login`);
      await signInToAdmin(page, server.adminUrl, DEMO_ADMIN).catch(async () => {
        // Below 600 px the module bar waits in the drawer: the shell is what shows.
        await admin.locator('.cms-shell').waitFor();
      });

      for (const screen of SCREENS) {
        await page.goto(`${server.adminUrl}#/${screen}`);
        await settled(page, admin);
        await look(screen);
      }

      // The navigation (a drawer at 390 px) and a dialog.
      await page.goto(`${server.adminUrl}#/demo/collections/articles`);
      await settled(page, admin);
      const toggle = admin.locator('.cms-page-header__nav-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await admin.locator('.cms-module-bar').waitFor();
      await look('navigation');
      // Sign out is the bar's last button.
      await admin.locator('.cms-module-bar button.cms-module-bar__item').last().click();
      await admin.locator('dialog[open]').waitFor();
      await look('sign-out dialog');

      await context.close();
      assert.deepEqual(problems, []);
    });
  }
});

describe('right to left', () => {
  test('ar-SA mirrors the shell and the listing, and no control overlaps another', async () => {
    await api('PATCH', 'users/me', { locale: 'ar-SA' });
    try {
      for (const width of [1400, 390]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        const admin = page.locator('cms-admin');
        await page.goto(`${server.adminUrl}#/login`);
        await admin.locator('input[type="email"]').fill(DEMO_ADMIN.email);
        await admin.locator('input[type="password"]').fill(DEMO_ADMIN.password);
        await admin.locator('button[type="submit"]').click();
        await admin.locator('.cms-shell').waitFor();
        await page.goto(`${server.adminUrl}#/demo/collections/articles`);
        await settled(page, admin);
        await eventually(async () => (await rootAttributes(admin)).dir === 'rtl', 'dir="rtl"');
        assert.deepEqual(await rootAttributes(admin), { lang: 'ar-SA', dir: 'rtl' });

        if (width === 1400) {
          // The module bar at the right edge, the navigation beside it, the content to their left.
          const bar = await admin.locator('.cms-module-bar').boundingBox();
          const nav = await admin.locator('.cms-shell__nav').boundingBox();
          const main = await admin.locator('.cms-shell__main, main').first().boundingBox();
          assert.ok(bar && nav && main);
          assert.ok(bar.x > nav.x && nav.x > main.x, `bar ${bar.x}, nav ${nav.x}, main ${main.x}`);
          // The table's first column is its rightmost.
          const headers = admin.locator('.cms-tabular__header');
          const first = await headers.first().boundingBox();
          const last = await headers.last().boundingBox();
          assert.ok(first && last && first.x > last.x, 'columns run right to left');
        }
        assert.deepEqual(await overlappingControls(page), []);
        assert.deepEqual(await textThatDoesNotFit(page), []);
        await page.screenshot({ path: new URL(`ar-SA-listing-${width}.png`, screensDir).pathname });
        await context.close();
      }
    } finally {
      await api('PATCH', 'users/me', { locale: 'en-US' });
    }
  });
});

describe('choosing the language', () => {
  test("the sign-in screen speaks the project's default language from its first paint", async () => {
    await setSetting('default_locale', 'fr-FR');
    try {
      const context = await browser.newContext();
      // The submit button's first words, read on every frame from the moment it exists.
      await context.addInitScript(`
        const read = () => {
          const button = document.querySelector('cms-admin')?.shadowRoot?.querySelector('button[type="submit"]');
          if (button?.textContent) window.firstSubmitText = button.textContent;
          else requestAnimationFrame(read);
        };
        requestAnimationFrame(read);
      `);
      const page = await context.newPage();
      const strings: { language: string; bytes: number }[] = [];
      page.on('response', async (response) => {
        const language = /\/chunks\/([a-z]{2}-[A-Z0-9]+)-[\w-]+\.js$/.exec(response.url())?.[1];
        if (language) strings.push({ language, bytes: (await response.body()).length });
      });
      await page.goto(`${server.adminUrl}#/login`);
      const admin = page.locator('cms-admin');
      await eventually(async () => (await rootAttributes(admin)).lang === 'fr-FR', 'lang="fr-FR"');
      assert.equal(await admin.locator('button[type="submit"]').textContent(), 'Se connecter');
      assert.equal(await page.evaluate('window.firstSubmitText'), 'Se connecter');
      // French, and en-US's first-screen strings the admin starts with; no other language, and
      // none of the other screens' strings.
      const languages = new Set(strings.map((chunk) => chunk.language));
      assert.ok(languages.has('fr-FR'));
      assert.deepEqual(
        [...languages].filter((code) => code !== 'fr-FR' && code !== 'en-US'),
        [],
      );
      for (const chunk of strings)
        assert.ok(chunk.bytes < 16_000, `${chunk.language}: ${chunk.bytes} bytes`);
      await context.close();
    } finally {
      await setSetting('default_locale', 'en-US');
    }
  });

  test('a language chosen in the profile applies at once', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const admin = await signInToAdmin(page, server.adminUrl, DEMO_ADMIN);
    try {
      const me = await api<{ id: number }>('GET', 'users/me?fields=id');
      await page.goto(`${server.adminUrl}#/demo/users/${me.id}`);
      await settled(page, admin);
      const field = admin.locator('[data-field="locale"] [role="combobox"]');
      await field.click();
      await admin.locator('[role="option"]', { hasText: 'Deutsch (Deutschland)' }).click();
      await admin
        .locator('.cms-page-header button', { hasText: /^Save$/ })
        .first()
        .click();
      await eventually(async () => (await rootAttributes(admin)).lang === 'de-DE', 'lang="de-DE"');
      await eventually(
        async () =>
          (await admin.locator('.cms-module-bar__label').allTextContents()).includes('Abmelden'),
        'the module bar in German',
      );
    } finally {
      await api('PATCH', 'users/me', { locale: 'en-US' });
      await context.close();
    }
  });

  test('a language whose strings fail to download is skipped for en-US', async () => {
    await setSetting('default_locale', 'fr-FR');
    try {
      const context = await browser.newContext();
      await context.route(/\/chunks\/fr-FR-[\w-]+\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${server.adminUrl}#/login`);
      const admin = page.locator('cms-admin');
      await admin.locator('button[type="submit"]').waitFor();
      assert.equal(await admin.locator('button[type="submit"]').textContent(), 'Sign in');
      assert.equal((await rootAttributes(admin)).lang, 'en-US');
      await context.close();
    } finally {
      await setSetting('default_locale', 'en-US');
    }
  });

  test("a language whose other screens' strings fail shows those screens in en-US", async () => {
    await api('PATCH', 'users/me', { locale: 'fr-FR' });
    try {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      // The French first-screen strings load; the French file of the other screens fails.
      await context.route(/\/chunks\/fr-FR-[\w-]+\.js$/, async (route) => {
        const original = await route.fetch();
        if ((await original.text()).includes('interface_catalogue')) await route.abort();
        else await route.fulfill({ response: original });
      });
      const page = await context.newPage();
      const admin = await signInToAdmin(page, server.adminUrl, DEMO_ADMIN);
      await page.goto(`${server.adminUrl}#/demo/settings`);
      await settled(page, admin);
      assert.equal((await rootAttributes(admin)).lang, 'fr-FR');
      // English stands in for the French screens' strings: no key is shown bare.
      const text = await admin.locator('.cms-shell').textContent();
      assert.match(text ?? '', /Settings/);
      assert.doesNotMatch(
        text ?? '',
        /\b(settings|shell|listing|collections)[a-z_]*\.[a-z_]+/,
        'no raw key',
      );
      await context.close();
    } finally {
      await api('PATCH', 'users/me', { locale: 'en-US' });
    }
  });
});

test("the browser's plural categories are the ones the language files are checked against", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.adminUrl}#/login`);
  const tags = LOCALES.map((locale) => intlLocaleOf(locale.code));
  const inBrowser = await page.evaluate(
    (list) =>
      list.map((tag) => new Intl.PluralRules(tag).resolvedOptions().pluralCategories.sort().join()),
    tags,
  );
  const inNode = LOCALES.map((locale) => [...pluralCategories(locale.code)].sort().join());
  assert.deepEqual(inBrowser, inNode);
  await context.close();
});
