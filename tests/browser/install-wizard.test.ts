// The install wizard in the browser, through `<cms-install>` and the `/install` route of
// `<cms-admin>`. Static answers come from fixtures (served by the test runner):
//   install-first/      no project (E14); server info of a Node server without PostgreSQL's
//                       driver and with an unwritable uploads folder; no super-admin token yet
//   install-token-set/  no project, but the server already holds a super-admin token
//   install-existing/   one project; server info answers code 3 (wrong super-admin password)
// POST server/projects cannot be a static file: each test answers it with a stubbed fetch. The
// installing step's minimum time runs on a held clock (installClock), never on real seconds.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import type { CmsInstallElement } from '../../elements/cms-install.js';
import type { CmsErrorDetail, CmsInstalledDetail } from '../../src/host/events.js';
import { installClock } from '../../src/screens/install/install-clock.js';
import { INSTALL_MINIMUM_MS } from '../../src/screens/install/install-constants.js';
import { $currentProjectKey } from '../../src/state/current-project.js';
import { type HeldAnswer, holdAnswer } from '../helpers/held-answer.js';
import {
  chooseOption,
  clearHash,
  fixtureApi,
  openOptions,
  resetStores,
  shadowQuery,
  typeInto,
} from './helpers.js';

const realFetch = window.fetch;
const realWait = installClock.wait;

interface StubbedApi {
  /** The bodies POSTed to server/projects, in order. */
  posted: Record<string, unknown>[];
}

/**
 * Answers `POST server/projects` with `answer` (status and JSON body); other calls reach the
 * fixtures. `projectsAfterInstall` replaces the project list once an install succeeded.
 */
function stubApi(
  answer: { status: number; body: unknown; hold?: HeldAnswer },
  projectsAfterInstall?: string[],
): StubbedApi {
  const stub: StubbedApi = { posted: [] };
  let installed = false;
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/server/projects') && init?.method === 'POST') {
      stub.posted.push(JSON.parse(String(init.body)));
      if (answer.hold) await answer.hold.released;
      installed = answer.status < 300;
      const response = json(answer.status, answer.body);
      return answer.hold ? answer.hold.respond(response) : response;
    }
    if (installed && projectsAfterInstall && /\/server\/projects(\?|$)/.test(url)) {
      return json(200, { data: projectsAfterInstall, public: true });
    }
    return realFetch(input, init);
  };
  return stub;
}

/** Holds the installing step's minimum time until the test calls `release()`. */
function holdClock() {
  const clock = { waits: [] as number[], release: () => {} };
  installClock.wait = (ms: number) => {
    clock.waits.push(ms);
    return new Promise<void>((resolve) => {
      clock.release = resolve;
    });
  };
  return clock;
}

function instantClock() {
  installClock.wait = async () => {};
}

function mountInstall(fixture: string): CmsInstallElement {
  return fixtureSync<CmsInstallElement>(
    html`<cms-install api-url=${fixtureApi(fixture)}></cms-install>`,
  );
}

const heading = (element: Element) => shadowQuery(element, 'h2')?.textContent ?? '';

/** On the step, and ready for input (the welcome step waits for the server info). */
async function onStep(element: Element, title: string) {
  await waitUntil(
    () => heading(element) === title && !shadowQuery(element, 'button[aria-busy="true"]'),
    `not on the "${title}" step`,
    { timeout: 5000 },
  );
}

function field<E extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(
  element: Element,
  label: string,
): E {
  const labelElement = Array.from(element.shadowRoot!.querySelectorAll('label')).find(
    (candidate) => candidate.textContent === label,
  );
  const control = labelElement && element.shadowRoot!.getElementById(labelElement.htmlFor);
  if (!control) throw new Error(`No field labelled ${label}`);
  return control as E;
}

const hasField = (element: Element, label: string) =>
  Array.from(element.shadowRoot!.querySelectorAll('label')).some(
    (candidate) => candidate.textContent === label,
  );

/** The hint or problem text linked to a field through aria-describedby. */
function describedBy(element: Element, input: Element): string {
  const id = input.getAttribute('aria-describedby');
  return id ? (element.shadowRoot!.getElementById(id)?.textContent ?? '') : '';
}

function submit(element: Element) {
  shadowQuery<HTMLButtonElement>(element, 'form button[type="submit"]')!.click();
}

function back(element: Element) {
  const button = Array.from(element.shadowRoot!.querySelectorAll('button')).find(
    (candidate) => candidate.textContent === 'Back',
  );
  button!.click();
}

const currentStep = (element: Element) =>
  shadowQuery(element, 'ol[aria-label="Installation progress"] [aria-current="step"]')
    ?.textContent ?? '';

async function toProjectStep(element: Element) {
  await onStep(element, 'Welcome');
  submit(element);
  await onStep(element, 'Requirements');
  submit(element);
  await onStep(element, 'Project');
}

async function toDatabaseStep(element: Element, key = 'newsroom') {
  await toProjectStep(element);
  typeInto(field(element, 'Project name'), 'Newsroom');
  typeInto(field(element, 'Project key'), key);
  typeInto(field(element, 'Admin email'), 'owner@example.com');
  typeInto(field(element, 'Admin password'), 'a-long-password');
  submit(element);
  await onStep(element, 'Database');
}

function fillDatabase(element: Element) {
  typeInto(field(element, 'Host'), '127.0.0.1');
  typeInto(field(element, 'User'), 'root');
  typeInto(field(element, 'Password (optional)'), 's3cret');
  typeInto(field(element, 'Database name'), 'cms_news');
}

describe('install wizard', () => {
  beforeEach(() => {
    resetStores();
    clearHash();
  });
  afterEach(() => {
    window.fetch = realFetch;
    installClock.wait = realWait;
  });

  it('shows five steps as an ordered list with aria-current on the current one', async () => {
    const element = mountInstall('install-first');
    await onStep(element, 'Welcome');
    const steps = element.shadowRoot!.querySelectorAll(
      'ol[aria-label="Installation progress"] > li',
    );
    expect(steps.length).to.equal(5);
    expect(currentStep(element)).to.equal('1Start');
    expect(element.shadowRoot!.querySelectorAll('[aria-current="step"]').length).to.equal(1);

    submit(element);
    await onStep(element, 'Requirements');
    expect(currentStep(element)).to.equal('2Requirements');
    // A finished step says so in text, not only with its colour and check mark.
    expect(steps[0].textContent).to.equal('✓Start (completed)');

    submit(element);
    await onStep(element, 'Project');
    expect(currentStep(element)).to.equal('3Project');
    back(element);
    await onStep(element, 'Requirements');
    expect(currentStep(element)).to.equal('2Requirements');
  });

  it('lists each requirement as pass or fail in words', async () => {
    const element = mountInstall('install-first');
    await onStep(element, 'Welcome');
    submit(element);
    await onStep(element, 'Requirements');
    const check = (id: string) => shadowQuery(element, `[data-check="${id}"]`)?.textContent;
    expect(check('node_version')).to.equal('✓ PassNode.js 22.23.3 (needs 22.12 or later)');
    expect(check('folder_writable:config')).to.equal('✓ PassFolder "config" is writable');
    expect(check('folder_writable:uploads')).to.equal('✗ FailFolder "uploads" is writable');
    expect(check('database_driver:mysql')).to.equal('✓ PassMySQL / MariaDB driver is available');
    expect(check('database_driver:postgres')).to.equal('✗ FailPostgreSQL driver is available');
    expect(shadowQuery(element, '.cms-notice--warning')?.textContent).to.equal(
      'Some requirements are not met. You can continue, but the installation may fail.',
    );
  });

  it('slugs the project key from the name until the key is typed in', async () => {
    const element = mountInstall('install-first');
    await toProjectStep(element);
    const name = field(element, 'Project name');
    const key = field(element, 'Project key');

    typeInto(name, 'Café Menu: 2025 Edition!');
    await waitUntil(() => key.value === 'cafe-menu-2025-edition');
    typeInto(name, '  Über_Blog -- Été  ');
    await waitUntil(() => key.value === 'uber_blog-ete', `key is ${key.value}`);

    // Typed by hand: the name no longer changes it.
    typeInto(key, 'my-blog');
    typeInto(name, 'Something Else');
    await waitUntil(() => name.value === 'Something Else');
    expect(key.value).to.equal('my-blog');

    // Emptied: it follows the name again.
    typeInto(key, '');
    typeInto(name, 'Third Name');
    await waitUntil(() => key.value === 'third-name', `key is ${key.value}`);
  });

  it('accepts only lower-case letters, digits, "_" and "-" in the key', async () => {
    const element = mountInstall('install-first');
    await toProjectStep(element);
    typeInto(field(element, 'Project name'), 'Newsroom');
    typeInto(field(element, 'Admin email'), 'owner@example.com');
    typeInto(field(element, 'Admin password'), 'a-long-password');
    const key = field(element, 'Project key');

    for (const bad of ['News', 'news room', 'news.room', 'nöws', 'news/1']) {
      typeInto(key, bad);
      submit(element);
      await waitUntil(() => key.getAttribute('aria-invalid') === 'true', `${bad} accepted`);
      expect(heading(element)).to.equal('Project');
      expect(describedBy(element, key)).to.equal(
        'Use only lower-case letters, digits, "_" and "-".',
      );
    }
    typeInto(key, 'server');
    await waitUntil(() => describedBy(element, key).startsWith('This name is reserved.'));

    typeInto(key, 'news_room-2');
    await waitUntil(() => key.getAttribute('aria-invalid') === null);
    submit(element);
    await onStep(element, 'Database');
  });

  it('requires the project name, key, admin email and password', async () => {
    const element = mountInstall('install-first');
    await toProjectStep(element);
    submit(element);
    const labels = ['Project name', 'Project key', 'Admin email', 'Admin password'];
    await waitUntil(() => field(element, 'Project name').getAttribute('aria-invalid') === 'true');
    for (const label of labels) {
      expect(field(element, label).getAttribute('aria-invalid'), label).to.equal('true');
      expect(describedBy(element, field(element, label)), label).to.equal('Required.');
    }
    expect(shadowQuery(element, '.cms-notice--warning')?.textContent).to.equal(
      'Check the highlighted fields.',
    );
    // Focus lands on the first field to fix.
    await waitUntil(
      () => element.shadowRoot!.activeElement === field(element, 'Project name'),
      'focus not on the first invalid field',
    );

    typeInto(field(element, 'Admin email'), 'not-an-email');
    await waitUntil(
      () => describedBy(element, field(element, 'Admin email')) === 'Enter an email address.',
    );
    expect(heading(element)).to.equal('Project');
  });

  it('offers the database form with its defaults, and only the fields a type needs', async () => {
    const element = mountInstall('install-first');
    await toDatabaseStep(element);
    const type = field<HTMLInputElement>(element, 'Database type');
    expect(type.getAttribute('role')).to.equal('combobox');
    expect(type.textContent).to.equal('MySQL / MariaDB');
    // The fixture server has no PostgreSQL driver: it is not offered.
    expect(await openOptions(type, 2)).to.deep.equal(['MySQL / MariaDB', 'SQLite']);
    expect(field(element, 'Host').value).to.equal('localhost');
    expect(field(element, 'Port').value).to.equal('3306');

    await chooseOption(type, 'sqlite');
    await waitUntil(() => !hasField(element, 'Host'), 'SQLite still asks for a host');
    for (const label of ['Port', 'User', 'Password (optional)', 'Database name']) {
      expect(hasField(element, label), label).to.equal(false);
    }
    expect(element.shadowRoot!.textContent).to.contain('db/newsroom.sqlite');

    await chooseOption(field(element, 'Database type'), 'mysql');
    await waitUntil(() => hasField(element, 'Host'));
    expect(field(element, 'Port').value).to.equal('3306');
  });

  it('requires host, port, user and database name; the port must be a number', async () => {
    const element = mountInstall('install-first');
    const api = stubApi({ status: 200, body: { public: true } });
    await toDatabaseStep(element);
    typeInto(field(element, 'Host'), '');
    typeInto(field(element, 'Port'), '');
    submit(element);
    await waitUntil(() => field(element, 'Host').getAttribute('aria-invalid') === 'true');
    for (const label of ['Host', 'Port', 'User', 'Database name']) {
      expect(field(element, label).getAttribute('aria-invalid'), label).to.equal('true');
    }
    // The password is optional.
    expect(field(element, 'Password (optional)').getAttribute('aria-invalid')).to.equal(null);

    for (const port of ['abc', '33o6', '-1', '3306.5', '0', '70000']) {
      typeInto(field(element, 'Port'), port);
      await waitUntil(
        () =>
          describedBy(element, field(element, 'Port')) === 'Enter a port number from 1 to 65535.',
        `port ${port} accepted`,
      );
    }
    typeInto(field(element, 'Port'), '3307');
    typeInto(field(element, 'Host'), 'db.internal');
    typeInto(field(element, 'User'), 'cms');
    typeInto(field(element, 'Database name'), 'cms_news');
    await waitUntil(() => field(element, 'Port').getAttribute('aria-invalid') === null);
    holdClock();
    submit(element);
    await onStep(element, 'Installing');
    await waitUntil(() => api.posted.length === 1);
    expect(api.posted[0]).to.include({ db_host: 'db.internal', db_port: 3307, db_password: '' });
  });

  it('stays on the installing step for the minimum time, then shows the new password', async () => {
    const element = mountInstall('install-first');
    const created = holdAnswer();
    const api = stubApi({ status: 200, body: { public: true }, hold: created });
    const installed: CmsInstalledDetail[] = [];
    element.addEventListener('cms-installed', (event) => installed.push(event.detail));
    const clock = holdClock();
    await toDatabaseStep(element);
    fillDatabase(element);
    submit(element);

    await onStep(element, 'Installing');
    expect(currentStep(element)).to.equal('5Install');
    await waitUntil(() => api.posted.length === 1, 'no create-project call');
    expect(clock.waits).to.deep.equal([INSTALL_MINIMUM_MS]);
    expect(INSTALL_MINIMUM_MS).to.equal(4000);
    // The server answers (and the screen has taken the answer in); the step stays until the
    // minimum time is over.
    await created.handled();
    expect(heading(element)).to.equal('Installing');
    expect(installed).to.deep.equal([]);

    clock.release();
    await onStep(element, 'Done');
    const token = String(api.posted[0].super_admin_token);
    expect(api.posted[0]).to.deep.equal({
      project_name: 'Newsroom',
      project: 'newsroom',
      user_email: 'owner@example.com',
      user_password: 'a-long-password',
      db_type: 'mysql',
      db_host: '127.0.0.1',
      db_port: 3306,
      db_user: 'root',
      db_password: 's3cret',
      db_name: 'cms_news',
      super_admin_token: token,
    });
    // Three generated ids joined (spec 1 §9), shown once on the done step.
    expect(token).to.match(/^[A-Za-z0-9_-]{30}$/);
    expect(shadowQuery(element, '[data-secret="super-admin-password"]')?.textContent).to.equal(
      token,
    );
    expect(shadowQuery(element, '.cms-notice--success')?.textContent).to.equal(
      'The project "Newsroom" is ready.',
    );
    // The piece reports the key, never a password, and leaves the page's URL alone.
    expect(installed).to.deep.equal([{ project: 'newsroom' }]);
    expect(location.hash).to.equal('');
    expect(shadowQuery(element, 'button')).to.equal(null);
    // The stepper shows every step finished.
    expect(currentStep(element)).to.equal('✓Install (completed)');
  });

  it('returns to the database step with the server message when the install fails', async () => {
    const element = mountInstall('install-first');
    const api = stubApi({
      status: 400,
      body: {
        error: {
          code: 19,
          message: "Invalid database connection: Access denied for user 'root'@'127.0.0.1'",
        },
      },
    });
    const errors: CmsErrorDetail[] = [];
    element.addEventListener('cms-error', (event) => errors.push(event.detail));
    instantClock();
    await toDatabaseStep(element);
    fillDatabase(element);
    submit(element);

    await waitUntil(() => api.posted.length === 1, 'no create-project call');
    await onStep(element, 'Database');
    const notice = shadowQuery(element, '.cms-notice--danger');
    expect(notice?.getAttribute('role')).to.equal('alert');
    expect(notice?.textContent).to.equal(
      "The installation failed.Invalid database connection: Access denied for user 'root'@'127.0.0.1'",
    );
    expect(currentStep(element)).to.equal('4Database');
    // What was typed is kept for the next try.
    expect(field(element, 'Database name').value).to.equal('cms_news');
    expect(field(element, 'Password (optional)').value).to.equal('s3cret');
    expect(errors).to.deep.equal([
      {
        code: 19,
        status: 400,
        message: "Invalid database connection: Access denied for user 'root'@'127.0.0.1'",
      },
    ]);

    // The same generated password is sent again: the server keeps only a successful one.
    submit(element);
    await waitUntil(() => api.posted.length === 2);
    expect(api.posted[1].super_admin_token).to.equal(api.posted[0].super_admin_token);
  });

  it('asks for the super-admin password when projects exist; code 3 is "incorrect"', async () => {
    const element = mountInstall('install-existing');
    await onStep(element, 'Super-admin password');
    expect(element.shadowRoot!.textContent).to.contain(
      'This server already has projects. Enter its super-admin password to add another one.',
    );
    const password = field(element, 'Super-admin password');
    submit(element);
    await waitUntil(() => password.getAttribute('aria-invalid') === 'true', 'empty accepted');
    expect(describedBy(element, password)).to.equal('Required.');

    typeInto(password, 'not-the-password');
    submit(element);
    await waitUntil(() => shadowQuery(element, '.cms-notice--danger'), 'no error shown', {
      timeout: 5000,
    });
    expect(shadowQuery(element, '.cms-notice--danger')?.textContent).to.equal(
      'The super admin password you provided is incorrect.',
    );
    expect(password.getAttribute('aria-invalid')).to.equal('true');
    expect(heading(element)).to.equal('Super-admin password');
    expect(currentStep(element)).to.equal('1Start');
  });

  it('asks for the stored super-admin password on a server without projects', async () => {
    const element = mountInstall('install-token-set');
    await onStep(element, 'Super-admin password');
    expect(element.shadowRoot!.textContent).to.contain(
      'This server already has a super-admin password. Enter it to add a project.',
    );
    typeInto(field(element, 'Super-admin password'), 'the-operators-token');
    submit(element);
    await onStep(element, 'Requirements');
  });

  it('has no accessibility violations on its steps', async () => {
    const element = mountInstall('install-first');
    const violations = async () => {
      const results = await axe.run(element, { resultTypes: ['violations'] });
      return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
    };
    await onStep(element, 'Welcome');
    expect(await violations()).to.deep.equal([]);
    submit(element);
    await onStep(element, 'Requirements');
    expect(await violations()).to.deep.equal([]);
    submit(element);
    await onStep(element, 'Project');
    submit(element);
    await waitUntil(() => shadowQuery(element, '[aria-invalid="true"]'));
    expect(await violations()).to.deep.equal([]);
  });
});

describe('/install in <cms-admin>', () => {
  beforeEach(() => {
    resetStores();
    clearHash();
  });
  afterEach(() => {
    window.fetch = realFetch;
    installClock.wait = realWait;
  });

  it('signs in to the new project: reloads the list and opens /login with it chosen', async () => {
    stubApi({ status: 200, body: { public: true } }, ['newsroom']);
    instantClock();
    const element = fixtureSync<CmsAdminElement>(
      html`<cms-admin api-url=${fixtureApi('install-first')}></cms-admin>`,
    );
    await onStep(element, 'Welcome');
    expect(location.hash).to.equal('#/install');
    expect(shadowQuery(element, 'h1')?.textContent).to.equal('Install');
    expect(element.shadowRoot!.textContent).to.contain('This server has no project yet.');

    submit(element);
    await onStep(element, 'Requirements');
    submit(element);
    await onStep(element, 'Project');
    typeInto(field(element, 'Project name'), 'Newsroom');
    typeInto(field(element, 'Admin email'), 'owner@example.com');
    typeInto(field(element, 'Admin password'), 'a-long-password');
    submit(element);
    await onStep(element, 'Database');
    await chooseOption(field(element, 'Database type'), 'sqlite');
    await waitUntil(() => !hasField(element, 'Host'));
    submit(element);
    await onStep(element, 'Done');
    // The subtitle still describes the install that was made.
    expect(element.shadowRoot!.textContent).to.contain('This server has no project yet.');
    expect(shadowQuery(element, '[data-secret="super-admin-password"]')).to.not.equal(null);

    const signIn = Array.from(element.shadowRoot!.querySelectorAll('button')).find(
      (button) => button.textContent === 'Sign in',
    );
    signIn!.click();
    await waitUntil(() => location.hash === '#/login', `still at ${location.hash}`, {
      timeout: 5000,
    });
    expect($currentProjectKey.get()).to.equal('newsroom');
    await waitUntil(() => shadowQuery(element, 'input[type="password"]'), 'no sign-in form');
  });
});
