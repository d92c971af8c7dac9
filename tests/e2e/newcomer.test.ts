// A newcomer's first minutes: the product started as `npm start` starts it, /admin/ opened in a
// real browser. (What the process prints is covered by tests/api/main.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { ProjectRegistry } from '../../server/config/project-registry.js';
import { createProject } from '../../server/services/projects/create-project.js';
import { launchBrowser } from './support/browser.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The project names the server itself reports, in list order. */
async function projectNames(origin: string): Promise<string[]> {
  const list = await (await fetch(`${origin}/server/projects`)).json();
  const names: string[] = [];
  for (const key of list.data as string[]) {
    const info = await (await fetch(`${origin}/${key}/`)).json();
    names.push(info.data.api.project_name);
  }
  return names;
}

describe('the demo project and a second project', () => {
  let server: ServerProcess;
  before(async () => {
    // First start creates the demo project; then a second project is added beside it, as an
    // install would, and the server is started again on the same data folder.
    const first = await startServerProcess({ keepDataDir: true });
    await first.stop();
    await createProject(
      { dataDir: first.dataDir, registry: new ProjectRegistry(first.dataDir) },
      {
        key: 'newsroom',
        projectName: 'Newsroom <b>&amp; friends</b>',
        database: { type: 'sqlite' },
        admin: { email: 'editor@example.com', password: 'a-long-enough-password' },
      },
    );
    server = await startServerProcess({ dataDir: first.dataDir, removeDataDir: true });
  });
  after(async () => {
    await server?.stop();
  });

  test('/admin/ lists every project the server reports, names shown as text', async () => {
    const names = await projectNames(server.origin);
    const page = await browser.newPage();
    try {
      await page.goto(server.adminUrl);
      await page.waitForURL(/#\/login/);
      const admin = page.locator('cms-admin');
      for (const name of names) {
        // A project name is user data: it must show literally, markup and entities included.
        await admin.locator('option', { hasText: name }).first().waitFor({ state: 'attached' });
      }
      await admin.locator('input[type="password"]').waitFor();
    } finally {
      await page.close();
    }
  });

  test('GET / sends the browser to the admin', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.origin}/`);
      await page.waitForURL(/\/admin\/#\/login/);
    } finally {
      await page.close();
    }
  });
});

describe('signing in to the demo project', () => {
  const credentials = { email: 'owner@example.com', password: 'a-long-demo-password' };
  let server: ServerProcess;
  before(async () => {
    server = await startServerProcess({
      env: { CMS_ADMIN_EMAIL: credentials.email, CMS_ADMIN_PASSWORD: credentials.password },
    });
  });
  after(async () => {
    await server?.stop();
  });

  async function signIn(password: string) {
    const page = await browser.newPage();
    await page.goto(server.adminUrl);
    const admin = page.locator('cms-admin');
    await admin.locator('input[type="email"]').fill(credentials.email);
    await admin.locator('input[type="password"]').fill(password);
    await admin.locator('button[type="submit"]').click();
    return { page, admin };
  }

  test('a wrong password shows the catalogue message and stays on the form', async () => {
    const { page, admin } = await signIn('not-the-password');
    try {
      await admin.getByText('Incorrect Email/Password').waitFor();
      await page.waitForURL(/#\/login/);
    } finally {
      await page.close();
    }
  });

  test('the printed credentials sign in with a cookie session', async () => {
    const { page } = await signIn(credentials.password);
    try {
      await page.waitForURL(/#\/demo\/collections/);
      const cookies = await page.context().cookies(server.origin);
      const session = cookies.find((cookie) => cookie.name === 'directus-demo-session');
      assert.ok(session, 'the session cookie is set');
      assert.equal(session.httpOnly, true);
      assert.equal(session.sameSite, 'Lax');
    } finally {
      await page.close();
    }
  });
});

describe('start with CMS_DEMO=0', () => {
  let server: ServerProcess;
  before(async () => {
    server = await startServerProcess({ env: { CMS_DEMO: '0' } });
  });
  after(async () => {
    await server?.stop();
  });

  test('with no project at all the admin opens the install route', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(server.adminUrl);
      await page.waitForURL(/#\/install/);
    } finally {
      await page.close();
    }
  });
});
