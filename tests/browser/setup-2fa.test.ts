// /setup-2fa (spec 1 §4): fetch a secret, show it as text and QR code, confirm a code, finished.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import {
  apiError,
  projectHome,
  type StubbedApi,
  stubApi,
} from './fixtures/auth-api-stub/stub-api.js';
import { CLOSED_API, clearHash, project, resetStores, shadowQuery, typeInto } from './helpers.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

async function openSetup(ready: string): Promise<CmsAdminElement> {
  history.replaceState(null, '', `${location.pathname}${location.search}#/setup-2fa`);
  const element = fixtureSync<CmsAdminElement>(html`<cms-admin api-url=${CLOSED_API}></cms-admin>`);
  await waitUntil(() => shadowQuery(element, ready), `nothing matches ${ready}`, {
    timeout: 5000,
  });
  return element;
}

function codeField(element: Element): HTMLInputElement {
  return shadowQuery<HTMLInputElement>(element, 'input[autocomplete="one-time-code"]')!;
}

function buttonNamed(element: Element, name: string): HTMLButtonElement | null {
  return (
    Array.from(element.shadowRoot!.querySelectorAll('button')).find(
      (button) => button.textContent === name,
    ) ?? null
  );
}

describe('two-factor set-up', () => {
  let api: StubbedApi | null = null;
  beforeEach(() => {
    resetStores();
    clearHash();
  });
  afterEach(() => {
    api?.restore();
    api = null;
  });

  it('shows the key and its QR code, confirms a code, then continues into the app', async () => {
    api = stubApi({
      'GET alpha/utils/2fa_secret': { body: { data: { '2fa_secret': SECRET } } },
      'POST alpha/users/me/activate_2fa': (_call, index) =>
        index === 0 ? apiError(112, 'Invalid OTP') : { body: { data: { id: 7 } } },
      'GET alpha/': projectHome('Alpha', true),
    });
    $projects.set([project('alpha', { data: { project_name: 'Alpha: News' } })]);
    setCurrentProject('alpha');
    const element = await openSetup('.cms-setup-2fa__secret');

    expect(shadowQuery(element, '.cms-setup-2fa__secret code')?.textContent).to.equal(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );
    const qr = shadowQuery<HTMLImageElement>(element, 'img.cms-setup-2fa__qr')!;
    expect(qr.src.startsWith('data:image/svg+xml;charset=utf-8,')).to.equal(true);
    expect(decodeURIComponent(qr.src)).to.contain('<svg');
    expect(qr.alt).to.equal('QR code of the two-factor key for alpha');
    await waitUntil(() => qr.complete && qr.naturalWidth > 0, 'the QR code is not an image');
    // Focus lands on the first step once the key is there (a passive effect, so it may follow
    // the render by a task).
    await waitUntil(
      () => element.shadowRoot!.activeElement?.textContent === '1. Add the key to your app',
      'focus is not on the first step',
    );

    const code = codeField(element);
    typeInto(code, '123');
    buttonNamed(element, 'Turn on two-factor sign-in')!.click();
    await waitUntil(
      () => shadowQuery(element, '.cms-notice--warning')?.textContent === 'Enter the 6-digit code.',
    );
    expect(api.callsTo('POST alpha/users/me/activate_2fa')).to.have.length(0);

    typeInto(code, '123456');
    buttonNamed(element, 'Turn on two-factor sign-in')!.click();
    await waitUntil(
      () => shadowQuery(element, '.cms-notice--warning')?.textContent === 'Wrong One-Time Password',
      'no errors.112',
    );
    await waitUntil(() => code.value === '', 'the wrong code stays');

    typeInto(code, '654-321');
    code.form!.requestSubmit();
    await waitUntil(() => shadowQuery(element, '.cms-notice--success'), 'not finished');
    expect(api.callsTo('POST alpha/users/me/activate_2fa').map((call) => call.body)).to.deep.equal([
      { '2fa_secret': SECRET, otp: '123456' },
      { '2fa_secret': SECRET, otp: '654321' },
    ]);
    expect(shadowQuery(element, '.cms-notice--success strong')?.textContent).to.equal(
      'Two-factor sign-in is on',
    );

    buttonNamed(element, 'Continue')!.click();
    await waitUntil(() => location.hash === '#/alpha/collections', 'not into the app', {
      timeout: 5000,
    });
    expect(api.callsTo('GET alpha/')).to.have.length(1);
  });

  it('labels the QR code with the issuer and account in the otpauth URI', async () => {
    api = stubApi({ 'GET alpha/utils/2fa_secret': { body: { data: { '2fa_secret': SECRET } } } });
    $projects.set([project('alpha')]);
    setCurrentProject('alpha');
    const element = await openSetup('.cms-setup-2fa__qr');
    // The QR image encodes this URI; its issuer and account are escaped, `:` included.
    const { otpauthUrl } = await import('../../src/api/two-factor.js');
    expect(
      otpauthUrl({ issuer: 'Alpha: News', account: 'ada@example.com', secret: SECRET }),
    ).to.equal(
      `otpauth://totp/Alpha%3A%20News:ada%40example.com?secret=${SECRET}&issuer=Alpha%3A%20News`,
    );
    const results = await axe.run(element, { resultTypes: ['violations'] });
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });

  it('reports a secret that could not be fetched, and tries again', async () => {
    api = stubApi({
      'GET alpha/utils/2fa_secret': (_call, index) =>
        index === 0
          ? apiError(11, 'Database unreachable', 500)
          : { body: { data: { '2fa_secret': SECRET } } },
    });
    $projects.set([project('alpha')]);
    setCurrentProject('alpha');
    const element = await openSetup('.cms-notice--warning');
    expect(shadowQuery(element, '.cms-notice--warning')?.textContent).to.equal(
      'Your key could not be prepared.Can Not Reach Database',
    );
    buttonNamed(element, 'Try again')!.click();
    await waitUntil(() => shadowQuery(element, '.cms-setup-2fa__secret'), 'no second try');
  });

  it('sends a visitor without a project to sign in first', async () => {
    $projects.set([project('alpha')]);
    const element = await openSetup('a');
    expect(shadowQuery(element, 'a')?.getAttribute('href')).to.equal('#/login');
  });
});
