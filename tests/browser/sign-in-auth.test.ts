// The sign-in screen's paths beyond the password: the one-time-code step (111, 112), 2FA set-up
// (113), third-party providers, and signing out of a session that already exists.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import { holdAnswer } from '../helpers/held-answer.js';
import {
  apiError,
  projectHome,
  type StubbedApi,
  stubApi,
} from './fixtures/auth-api-stub/stub-api.js';
import { CLOSED_API, clearHash, project, resetStores, shadowQuery, typeInto } from './helpers.js';

const user = { id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: null, role: 1 };

async function signInScreen(): Promise<CmsAdminElement> {
  const element = fixtureSync<CmsAdminElement>(html`<cms-admin api-url=${CLOSED_API}></cms-admin>`);
  await waitUntil(() => shadowQuery(element, 'form'), 'no sign-in form', { timeout: 5000 });
  return element;
}

function field(element: Element, label: string): HTMLInputElement {
  const labelElement = Array.from(element.shadowRoot!.querySelectorAll('label')).find(
    (candidate) => candidate.textContent === label,
  );
  const input = labelElement && element.shadowRoot!.getElementById(labelElement.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  return input;
}

function findField(element: Element, label: string): HTMLInputElement | null {
  try {
    return field(element, label);
  } catch {
    return null;
  }
}

function submit(element: Element) {
  shadowQuery<HTMLButtonElement>(element, 'button[type="submit"]')!.click();
}

function fillCredentials(element: Element) {
  typeInto(field(element, 'Email'), user.email);
  typeInto(field(element, 'Password'), 'secret');
}

function focused(element: Element): Element | null {
  return element.shadowRoot!.activeElement;
}

function buttonNamed(element: Element, name: string): HTMLButtonElement | null {
  return (
    Array.from(element.shadowRoot!.querySelectorAll('button')).find(
      (button) => button.textContent === name,
    ) ?? null
  );
}

async function violations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.html} ${node.failureSummary}`).join(';')}`,
  );
}

describe('sign-in: one-time code, 2FA set-up, providers, sign-out', () => {
  let api: StubbedApi | null = null;
  beforeEach(() => {
    resetStores();
    clearHash();
  });
  afterEach(() => {
    api?.restore();
    api = null;
  });

  it('asks for the code on 111, then signs in again with it once complete', async () => {
    api = stubApi({
      'POST alpha/auth/authenticate': (call) =>
        (call.body as { otp?: string }).otp === '123456'
          ? { body: { data: { user } } }
          : apiError(111, 'OTP required'),
      'GET alpha/': projectHome('Alpha', true),
    });
    $projects.set([project('alpha')]);
    const element = await signInScreen();
    fillCredentials(element);
    submit(element);

    await waitUntil(() => findField(element, 'One-time password'), 'no code step');
    const code = field(element, 'One-time password');
    expect(code.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(shadowQuery(element, '.cms-notice--warning')?.textContent).to.equal(
      'Enter One-Time Password',
    );
    await waitUntil(() => focused(element) === code, 'the code field is not focused');

    // A complete code signs in without pressing anything.
    typeInto(code, '123-456');
    await waitUntil(() => location.hash === '#/alpha/collections', 'not signed in', {
      timeout: 5000,
    });
    const attempts = api.callsTo('POST alpha/auth/authenticate').map((call) => call.body);
    expect(attempts).to.deep.equal([
      { email: user.email, password: 'secret', mode: 'cookie' },
      { email: user.email, password: 'secret', mode: 'cookie', otp: '123456' },
    ]);
  });

  it('submits the code step with Enter, asks for a whole code, and clears a wrong one (112)', async () => {
    api = stubApi({
      'POST alpha/auth/authenticate': (call) =>
        (call.body as { otp?: string }).otp
          ? apiError(112, 'Invalid OTP')
          : apiError(111, 'OTP required'),
    });
    $projects.set([project('alpha')]);
    const element = await signInScreen();
    fillCredentials(element);
    submit(element);
    await waitUntil(() => findField(element, 'One-time password'), 'no code step');
    const code = field(element, 'One-time password');

    typeInto(code, '123');
    submit(element);
    await waitUntil(
      () => shadowQuery(element, '.cms-notice--warning')?.textContent === 'Enter the 6-digit code.',
      'no missing-code warning',
    );
    expect(api.callsTo('POST alpha/auth/authenticate')).to.have.length(1);

    // Enter in the field submits the form (the browser's implicit submission).
    typeInto(code, '654321');
    await waitUntil(() => api!.callsTo('POST alpha/auth/authenticate').length === 2);
    await waitUntil(
      () => shadowQuery(element, '.cms-notice--warning')?.textContent === 'Wrong One-Time Password',
      'no 112 warning',
    );
    await waitUntil(() => code.value === '', 'the wrong code stays');
    typeInto(code, '111');
    code.form!.requestSubmit();
    await waitUntil(
      () => shadowQuery(element, '.cms-notice--warning')?.textContent === 'Enter the 6-digit code.',
    );
    expect(api.callsTo('POST alpha/auth/authenticate')).to.have.length(2);
  });

  it('opens /setup-2fa on 113 with the project current', async () => {
    api = stubApi({
      'POST alpha/auth/authenticate': {
        body: {
          data: { user },
          error: { code: 113, message: '2FA enforced but not activated' },
          public: true,
        },
      },
      'GET alpha/utils/2fa_secret': { body: { data: { '2fa_secret': 'JBSWY3DPEHPK3PXP' } } },
    });
    $projects.set([project('alpha'), project('beta')]);
    setCurrentProject('alpha');
    const element = await signInScreen();
    fillCredentials(element);
    submit(element);
    await waitUntil(() => location.hash === '#/setup-2fa', 'not sent to /setup-2fa', {
      timeout: 5000,
    });
    await waitUntil(() => shadowQuery(element, '.cms-setup-2fa__secret code'), 'no key shown', {
      timeout: 5000,
    });
    // The QR code is labelled with the account that just signed in.
    expect(shadowQuery<HTMLImageElement>(element, '.cms-setup-2fa__qr')?.alt).to.contain(
      user.email,
    );
  });

  it('links each provider to its sign-in URL, names as text and only http(s) icons', async () => {
    api = stubApi({
      'GET alpha/auth/sso': {
        body: {
          data: [
            { name: 'github', icon: '/extensions/core/auth/github/icon.svg' },
            { name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)' },
            { name: 'okta', icon: 'lock' },
            { name: 42, icon: null },
          ],
        },
      },
    });
    $projects.set([project('alpha')]);
    const element = await signInScreen();
    await waitUntil(() => shadowQuery(element, '.cms-sign-in__sso'), 'no providers');
    const links = Array.from(
      element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.cms-sign-in__sso-link'),
    );
    expect(links.map((link) => link.textContent)).to.deep.equal([
      'Sign in with github',
      'Sign in with <img src=x onerror=alert(1)>',
      'Sign in with okta',
    ]);

    const github = new URL(links[0].href);
    expect(`${github.origin}${github.pathname}`).to.equal(`${CLOSED_API}alpha/auth/sso/github`);
    expect(github.searchParams.get('mode')).to.equal('cookie');
    const page = `${location.origin}${location.pathname}${location.search}`;
    expect(github.searchParams.get('redirect_url')).to.equal(
      `${page}#/login?redirect=%2Falpha%2Fcollections`,
    );
    expect(new URL(links[1].href).pathname).to.equal(
      `/alpha/auth/sso/${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );

    const images = element.shadowRoot!.querySelectorAll<HTMLImageElement>('.cms-sign-in__sso img');
    expect(Array.from(images).map((image) => image.src)).to.deep.equal([
      `${CLOSED_API}extensions/core/auth/github/icon.svg`,
    ]);
    expect(images[0].alt).to.equal('');
    // An icon name is drawn from the admin's own inline icons, hidden from assistive tech.
    expect(links[2].querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
    expect(await violations(element)).to.deep.equal([]);
  });

  it('shows no providers and no error when the listing fails', async () => {
    const listing = holdAnswer();
    api = stubApi({ 'GET alpha/auth/sso': { ...apiError(404, 'Route not found'), hold: listing } });
    $projects.set([project('alpha')]);
    const element = await signInScreen();
    await waitUntil(() => api!.callsTo('GET alpha/auth/sso').length === 1, 'not asked');
    await listing.handled();
    expect(shadowQuery(element, '.cms-sign-in__sso')).to.equal(null);
    expect(shadowQuery(element, '.cms-notice')).to.equal(null);
  });

  it('offers to continue or to sign out when already signed in; sign-out stays on /login', async () => {
    api = stubApi({
      'POST alpha/auth/logout': {},
      'GET server/projects': { body: { data: ['alpha'], public: true } },
      'GET alpha/': projectHome('Alpha', false),
    });
    $projects.set([project('alpha', { authenticated: true })]);
    history.replaceState(null, '', `${location.pathname}${location.search}#/login`);
    const element = await signInScreen();
    await waitUntil(() => buttonNamed(element, 'Sign out'), 'no sign-out option');
    const notice = shadowQuery(element, '.cms-notice--accent')!;
    expect(notice.querySelector('strong')?.textContent).to.equal(
      'You are already signed in to Alpha.',
    );
    expect(notice.querySelector('a')?.getAttribute('href')).to.equal('#/alpha/collections');
    expect(await violations(element)).to.deep.equal([]);

    buttonNamed(element, 'Sign out')!.click();
    await waitUntil(() => !buttonNamed(element, 'Sign out'), 'still offered');
    expect(api.callsTo('POST alpha/auth/logout')).to.have.length(1);
    expect(api.callsTo('GET alpha/')).to.have.length(1);
    expect(($projects.get() || [])[0].authenticated).to.equal(false);
    expect(location.hash).to.equal('#/login');
    expect(focused(element)).to.equal(field(element, 'Email'));
  });
});
