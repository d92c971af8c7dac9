// The install wizard as a newcomer meets it: the compiled server started with CMS_DEMO=0 (no
// project at all), /admin/ opened in Chromium, sent to /install, the wizard completed against a
// real database, then sign-in to the new project. MariaDB/MySQL and PostgreSQL cases run when
// CMS_TEST_MYSQL_URL / CMS_TEST_PG_URL are set (e.g. mysql://root@127.0.0.1:3306,
// postgres://postgres@127.0.0.1:5432) and are skipped with that reason otherwise. Each case
// creates its own database (cms_test_install_<random>) and drops it afterwards.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import knex, { type Knex } from 'knex';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { chooseOption } from './support/select.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

type ServerKind = 'mysql' | 'postgres';

interface DatabaseServer {
  kind: ServerKind;
  host: string;
  port: number;
  user: string;
  password: string;
  /** The database an admin connection opens (PostgreSQL needs one). */
  adminDatabase: string;
}

function databaseServer(kind: ServerKind, value: string | undefined): DatabaseServer | null {
  if (!value) return null;
  const url = new URL(value);
  return {
    kind,
    host: url.hostname || '127.0.0.1',
    port: url.port ? Number(url.port) : kind === 'mysql' ? 3306 : 5432,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    adminDatabase: url.pathname.replace(/^\//, '') || (kind === 'postgres' ? 'postgres' : ''),
  };
}

const mysql = databaseServer('mysql', process.env.CMS_TEST_MYSQL_URL);
const postgres = databaseServer('postgres', process.env.CMS_TEST_PG_URL);

function connect(server: DatabaseServer, database?: string): Knex {
  return knex({
    client: server.kind === 'mysql' ? 'mysql2' : 'pg',
    connection: {
      host: server.host,
      port: server.port,
      user: server.user,
      password: server.password,
      database: database ?? (server.adminDatabase || undefined),
    },
    pool: { min: 0, max: 1 },
  });
}

async function withConnection<T>(
  server: DatabaseServer,
  use: (db: Knex) => Promise<T>,
  database?: string,
): Promise<T> {
  const db = connect(server, database);
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

/** A new empty database, as a newcomer creates one before installing. */
async function createDatabase(server: DatabaseServer): Promise<string> {
  const name = `cms_test_install_${randomBytes(6).toString('hex')}`;
  await withConnection(server, (db) =>
    db.raw(
      server.kind === 'mysql' ? 'create database ?? character set utf8mb4' : 'create database ??',
      [name],
    ),
  );
  return name;
}

async function dropDatabase(server: DatabaseServer, name: string): Promise<void> {
  await withConnection(server, (db) =>
    db.raw(
      server.kind === 'mysql'
        ? 'drop database if exists ??'
        : 'drop database if exists ?? with (force)',
      [name],
    ),
  );
}

async function tablesIn(server: DatabaseServer, name: string): Promise<string[]> {
  return withConnection(
    server,
    async (db) => {
      const rows =
        server.kind === 'mysql'
          ? await db('information_schema.tables').where('table_schema', name).pluck('table_name')
          : await db('information_schema.tables')
              .where('table_schema', 'public')
              .pluck('table_name');
      return rows.map(String);
    },
    server.kind === 'postgres' ? name : undefined,
  );
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The data folder's config files: what makes a project exist (dot files are install locks). */
function configFiles(server: ServerProcess): string[] {
  const folder = path.join(server.dataDir, 'config');
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
}

async function projectList(server: ServerProcess): Promise<unknown> {
  return (await fetch(`${server.origin}/server/projects`)).json();
}

// --- Driving the wizard ------------------------------------------------------------------------

async function onStep(admin: Locator, title: string, timeout = 15_000): Promise<void> {
  await admin.getByRole('heading', { level: 2, name: title, exact: true }).waitFor({ timeout });
}

async function next(admin: Locator): Promise<void> {
  await admin.locator('form button[type="submit"]').click();
}

/** The control labelled `label` (each step's form is labelled by its heading too). */
const fieldOf = (admin: Locator, label: string) =>
  admin.getByLabel(label, { exact: true }).and(admin.locator('input, button[role="combobox"]'));

interface ProjectEntry {
  name: string;
  /** What the key is expected to be auto-slugged to. */
  key: string;
  email: string;
  password: string;
}

type DatabaseEntry =
  | { type: 'sqlite' }
  | {
      type: ServerKind;
      host: string;
      port: number;
      user: string;
      password: string;
      name: string;
    };

function databaseEntry(server: DatabaseServer, name: string, password = server.password) {
  return {
    type: server.kind,
    host: server.host,
    port: server.port,
    user: server.user,
    password,
    name,
  } satisfies DatabaseEntry;
}

function projectEntry(label: string): ProjectEntry {
  const key = `install-${label}-${randomBytes(3).toString('hex')}`;
  return {
    name: key.replaceAll('-', ' ').replace(/^./, (c) => c.toUpperCase()),
    key,
    email: `owner-${label}@example.com`,
    password: `a-long-password-${label}`,
  };
}

/** From the project step on: fills project and database, then presses Install. */
async function fillAndInstall(
  admin: Locator,
  project: ProjectEntry,
  database: DatabaseEntry,
): Promise<number> {
  await onStep(admin, 'Project');
  await fieldOf(admin, 'Project name').fill(project.name);
  // The key follows the name while nobody typed in it.
  assert.equal(await fieldOf(admin, 'Project key').inputValue(), project.key);
  await fieldOf(admin, 'Admin email').fill(project.email);
  await fieldOf(admin, 'Admin password').fill(project.password);
  await next(admin);

  await onStep(admin, 'Database');
  await fillDatabase(admin, database);
  const started = Date.now();
  await next(admin);
  await onStep(admin, 'Installing');
  return started;
}

async function fillDatabase(admin: Locator, database: DatabaseEntry): Promise<void> {
  await chooseOption(fieldOf(admin, 'Database type'), { value: database.type });
  if (database.type === 'sqlite') return;
  await fieldOf(admin, 'Host').fill(database.host);
  await fieldOf(admin, 'Port').fill(String(database.port));
  await fieldOf(admin, 'User').fill(database.user);
  await fieldOf(admin, 'Password (optional)').fill(database.password);
  await fieldOf(admin, 'Database name').fill(database.name);
}

/** Opens /admin/ on a server without projects: the guard sends the visit to /install. */
async function openFirstInstall(page: Page, server: ServerProcess): Promise<Locator> {
  await page.goto(server.adminUrl);
  await page.waitForURL(/#\/install$/);
  const admin = page.locator('cms-admin');
  await onStep(admin, 'Welcome');
  await next(admin);
  await onStep(admin, 'Requirements');
  await admin.getByText('The server meets every requirement.').waitFor();
  await next(admin);
  return admin;
}

/** The done step of a first install: waits it out and returns the super-admin password shown. */
async function finishFirstInstall(admin: Locator, started: number): Promise<string> {
  await onStep(admin, 'Done', 60_000);
  const shownFor = Date.now() - started;
  assert.ok(shownFor >= 3_900, `the installing step showed for only ${shownFor} ms`);
  const password =
    (await admin.locator('[data-secret="super-admin-password"]').textContent()) ?? '';
  assert.match(password, /^[A-Za-z0-9_-]{30}$/);
  return password;
}

/** Done step → Sign in → /login with the project chosen → the project's collections. */
async function signIn(page: Page, admin: Locator, project: ProjectEntry): Promise<void> {
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/#\/login$/);
  await admin.locator('input[type="email"]').fill(project.email);
  await admin.locator('input[type="password"]').fill(project.password);
  await admin.locator('form button[type="submit"]').click();
  await page.waitForURL(new RegExp(`#/${project.key}/collections$`), { timeout: 30_000 });
  // Signed in: the sign-in form is gone (the collections screen itself is another issue's).
  await admin.locator('input[type="password"]').waitFor({ state: 'detached' });
}

async function assertSuperAdminToken(server: ServerProcess, token: string): Promise<void> {
  const right = await fetch(
    `${server.origin}/server/info?super_admin_token=${encodeURIComponent(token)}`,
  );
  assert.equal(right.status, 200, 'the server keeps the password the wizard showed');
  const wrong = await fetch(`${server.origin}/server/info?super_admin_token=nope`);
  assert.equal(wrong.status, 401);
}

// --- The cases ---------------------------------------------------------------------------------

async function firstInstallOn(server: DatabaseServer): Promise<void> {
  const name = await createDatabase(server);
  const cms = await startServerProcess({ env: { CMS_DEMO: '0' } });
  const page = await browser.newPage();
  try {
    const project = projectEntry(server.kind);
    const admin = await openFirstInstall(page, cms);
    const started = await fillAndInstall(admin, project, databaseEntry(server, name));
    const token = await finishFirstInstall(admin, started);
    assert.ok((await tablesIn(server, name)).includes('directus_users'));
    assert.deepEqual(configFiles(cms).sort(), ['__api.json', `${project.key}.json`]);
    await assertSuperAdminToken(cms, token);
    await signIn(page, admin, project);
  } finally {
    await page.close();
    await cms.stop();
    await dropDatabase(server, name);
  }
}

describe('first install on MariaDB/MySQL', {
  skip: mysql ? false : 'CMS_TEST_MYSQL_URL is not set',
}, () => {
  test('/admin/ → /install → a MySQL project → signed in to its collections', async () => {
    await firstInstallOn(mysql!);
  });

  test('a wrong database password returns to the database step and leaves nothing behind', async () => {
    const server = mysql!;
    const name = await createDatabase(server);
    const cms = await startServerProcess({ env: { CMS_DEMO: '0' } });
    const page = await browser.newPage();
    try {
      const project = projectEntry('wrongpw');
      const admin = await openFirstInstall(page, cms);
      const wrong = databaseEntry(server, name, `wrong-${server.password}-password`);
      await fillAndInstall(admin, project, wrong);

      await onStep(admin, 'Database', 60_000);
      const alert = admin.locator('.cms-notice--danger');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /^The installation failed\..*Access denied/);
      // What was typed is still there for the next try.
      assert.equal(await fieldOf(admin, 'Database name').inputValue(), name);

      // Nothing half-created: no config (not even the super-admin token), no tables.
      assert.deepEqual(configFiles(cms), []);
      assert.deepEqual(await tablesIn(server, name), []);
      const list = (await projectList(cms)) as { error?: { code?: number } };
      assert.equal(list.error?.code, 14, 'still no project');

      // Fixed, the same wizard installs.
      await fieldOf(admin, 'Password (optional)').fill(server.password);
      const started = Date.now();
      await next(admin);
      const token = await finishFirstInstall(admin, started);
      await assertSuperAdminToken(cms, token);
    } finally {
      await page.close();
      await cms.stop();
      await dropDatabase(server, name);
    }
  });
});

describe('first install on PostgreSQL', {
  skip: postgres ? false : 'CMS_TEST_PG_URL is not set',
}, () => {
  test('/admin/ → /install → a PostgreSQL project → signed in to its collections', async () => {
    await firstInstallOn(postgres!);
  });
});

describe('first install with SQLite, then a second install', () => {
  let cms: ServerProcess;
  let superAdminPassword = '';
  const first = projectEntry('sqlite');

  before(async () => {
    cms = await startServerProcess({ env: { CMS_DEMO: '0' } });
  });
  after(async () => {
    await cms?.stop();
  });

  test('/admin/ → /install → a SQLite project → signed in to its collections', async () => {
    const page = await browser.newPage();
    try {
      const admin = await openFirstInstall(page, cms);
      const started = await fillAndInstall(admin, first, { type: 'sqlite' });
      superAdminPassword = await finishFirstInstall(admin, started);
      assert.ok(existsSync(path.join(cms.dataDir, 'db', `${first.key}.sqlite`)));
      await signIn(page, admin, first);
    } finally {
      await page.close();
    }
  });

  test('a second install asks for the super-admin password and refuses a wrong one', async () => {
    assert.ok(superAdminPassword, 'the first install ran');
    const page = await browser.newPage();
    try {
      await page.goto(`${cms.adminUrl}#/install`);
      const admin = page.locator('cms-admin');
      await onStep(admin, 'Super-admin password');
      await admin.getByText('Add a project to this server.').waitFor();

      await fieldOf(admin, 'Super-admin password').fill('not-the-password');
      await next(admin);
      await admin.getByText('The super admin password you provided is incorrect.').waitFor();
      assert.equal(
        await admin.getByRole('heading', { level: 2 }).textContent(),
        'Super-admin password',
      );

      await fieldOf(admin, 'Super-admin password').fill(superAdminPassword);
      await next(admin);
      await onStep(admin, 'Requirements');
      await next(admin);
      const second = projectEntry('second');
      await fillAndInstall(admin, second, { type: 'sqlite' });
      await onStep(admin, 'Done', 60_000);
      // Not a first install: no new password to show; the known one still guards the server.
      assert.equal(await admin.locator('[data-secret]').count(), 0);
      await assertSuperAdminToken(cms, superAdminPassword);
      const list = (await projectList(cms)) as { data: string[] };
      assert.deepEqual([...list.data].sort(), [first.key, second.key].sort());
      await signIn(page, admin, second);
    } finally {
      await page.close();
    }
  });
});

describe('a server without projects whose operator set CMS_SUPER_ADMIN_TOKEN', () => {
  test('the wizard asks for that password instead of making one up', async () => {
    const token = `operator-${randomBytes(8).toString('hex')}`;
    const cms = await startServerProcess({
      env: { CMS_DEMO: '0', CMS_SUPER_ADMIN_TOKEN: token },
    });
    const page = await browser.newPage();
    try {
      await page.goto(cms.adminUrl);
      await page.waitForURL(/#\/install$/);
      const admin = page.locator('cms-admin');
      await onStep(admin, 'Super-admin password');
      await fieldOf(admin, 'Super-admin password').fill(token);
      await next(admin);
      await onStep(admin, 'Requirements');
      await next(admin);
      await fillAndInstall(admin, projectEntry('operator'), { type: 'sqlite' });
      await onStep(admin, 'Done', 60_000);
      assert.equal(await admin.locator('[data-secret]').count(), 0);
      await assertSuperAdminToken(cms, token);
    } finally {
      await page.close();
      await cms.stop();
    }
  });
});
