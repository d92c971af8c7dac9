// /reset-password: the request form (no token) and the new-password form of a mailed link.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { $currentProjectKey } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import { apiError, type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import {
  CLOSED_API,
  chooseOption,
  clearHash,
  project,
  resetStores,
  shadowQuery,
  typeInto,
} from './helpers.js';

/** A reset JWT as the server makes it; only its payload matters to the screen. */
function resetToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

async function openAt(hashPath: string, ready: string): Promise<CmsAdminElement> {
  history.replaceState(null, '', `${location.pathname}${location.search}#${hashPath}`);
  const element = fixtureSync<CmsAdminElement>(html`<cms-admin api-url=${CLOSED_API}></cms-admin>`);
  await waitUntil(() => shadowQuery(element, ready), `nothing matches ${ready}`, {
    timeout: 5000,
  });
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

function submit(element: Element) {
  shadowQuery<HTMLButtonElement>(element, 'button[type="submit"]')!.click();
}

const noticeText = (element: Element, color: string) =>
  shadowQuery(element, `.cms-notice--${color}`)?.textContent ?? null;

describe('reset password', () => {
  let api: StubbedApi | null = null;
  beforeEach(() => {
    resetStores();
    clearHash();
  });
  afterEach(() => {
    api?.restore();
    api = null;
  });

  describe('request form', () => {
    it('asks for an email, then requests a link back to this page for the chosen project', async () => {
      api = stubApi({ 'POST beta/auth/password/request': {} });
      $projects.set([project('alpha'), project('beta')]);
      const element = await openAt('/reset-password', 'form');
      expect(shadowQuery(element, 'h1')?.textContent).to.equal('Reset password');
      chooseOption(shadowQuery<HTMLSelectElement>(element, 'select')!, 'beta');
      await waitUntil(() => $currentProjectKey.get() === 'beta');

      submit(element);
      await waitUntil(() => noticeText(element, 'warning') === 'Enter your email.');
      expect(field(element, 'Email').getAttribute('aria-invalid')).to.equal('true');
      expect(api.calls).to.deep.equal([]);

      typeInto(field(element, 'Email'), ' ada@example.com ');
      submit(element);
      await waitUntil(() => shadowQuery(element, '.cms-notice--success'), 'not sent');
      const page = `${location.origin}${location.pathname}${location.search}`;
      expect(api.callsTo('POST beta/auth/password/request').map((call) => call.body)).to.deep.equal(
        [{ email: 'ada@example.com', reset_url: `${page}#/reset-password?project=beta` }],
      );
      expect(shadowQuery(element, '.cms-notice--success strong')?.textContent).to.equal(
        'Check your mail',
      );
      // Focus moves in a passive effect, which may follow the render by a task.
      await waitUntil(
        () => element.shadowRoot!.activeElement === shadowQuery(element, '.cms-reset__result'),
        'focus is not on the result',
      );
      expect(shadowQuery(element, 'a')?.getAttribute('href')).to.equal('#/login');
    });

    it("shows the server's message when the request fails", async () => {
      api = stubApi({
        'POST alpha/auth/password/request': apiError(107, 'No user has this email address'),
      });
      $projects.set([project('alpha')]);
      const element = await openAt('/reset-password', 'form');
      // One project: its name, no chooser.
      expect(shadowQuery(element, 'select')).to.equal(null);
      typeInto(field(element, 'Email'), 'nobody@example.com');
      submit(element);
      await waitUntil(() => noticeText(element, 'danger'), 'no error');
      expect(noticeText(element, 'danger')).to.equal('No user has this email address');
      expect(shadowQuery(element, '.cms-notice--danger')?.getAttribute('role')).to.equal('alert');
      expect(shadowQuery<HTMLButtonElement>(element, 'button[type="submit"]')?.disabled).to.equal(
        false,
      );
    });

    it('has no accessibility violations', async () => {
      $projects.set([project('alpha'), project('beta')]);
      const element = await openAt('/reset-password', 'form');
      const results = await axe.run(element, { resultTypes: ['violations'] });
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  });

  describe('new-password form', () => {
    it("sets the new password for the token's project once both entries agree", async () => {
      api = stubApi({ 'POST beta/auth/password/reset': {} });
      $projects.set([project('alpha'), project('beta')]);
      const token = resetToken({
        type: 'reset_password',
        project: 'beta',
        email: 'ada@example.com',
      });
      const element = await openAt(`/reset-password?token=${token}`, 'form');
      expect(shadowQuery(element, 'form p')?.textContent).to.equal(
        'Choose a new password for ada@example.com.',
      );

      submit(element);
      await waitUntil(() => noticeText(element, 'warning') === 'Enter the new password twice.');
      typeInto(field(element, 'New password'), 'correct horse');
      typeInto(field(element, 'Repeat the new password'), 'correct hose');
      submit(element);
      await waitUntil(() => noticeText(element, 'warning') === 'The two passwords differ.');
      expect(field(element, 'Repeat the new password').getAttribute('aria-invalid')).to.equal(
        'true',
      );
      expect(api.calls).to.deep.equal([]);

      typeInto(field(element, 'Repeat the new password'), 'correct horse');
      submit(element);
      await waitUntil(() => shadowQuery(element, '.cms-notice--success'), 'not reset');
      expect(api.callsTo('POST beta/auth/password/reset').map((call) => call.body)).to.deep.equal([
        { token, password: 'correct horse' },
      ]);
      expect(shadowQuery(element, '.cms-notice--success strong')?.textContent).to.equal(
        'Password changed',
      );
      expect(shadowQuery(element, 'a')?.getAttribute('href')).to.equal('#/login');
    });

    it("takes the project from the link's project= when the token does not say", async () => {
      api = stubApi({
        'POST beta/auth/password/reset': apiError(105, 'Expired password reset token', 401),
      });
      $projects.set([project('alpha'), project('beta')]);
      const element = await openAt('/reset-password?token=opaque&project=beta', 'form');
      typeInto(field(element, 'New password'), 'correct horse');
      typeInto(field(element, 'Repeat the new password'), 'correct horse');
      submit(element);
      await waitUntil(() => noticeText(element, 'danger'), 'no error');
      // The server's message (spec 1 §8), not a catalogue entry.
      expect(noticeText(element, 'danger')).to.equal('Expired password reset token');
      expect(api.callsTo('POST beta/auth/password/reset')).to.have.length(1);
    });
  });
});
