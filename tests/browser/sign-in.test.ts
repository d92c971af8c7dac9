import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { $projects } from '../../src/state/projects.js';
import { CLOSED_API, clearHash, project, resetStores, shadowQuery, typeInto } from './helpers.js';

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

function submit(element: Element) {
  shadowQuery<HTMLButtonElement>(element, 'button[type="submit"]')!.click();
}

describe('sign-in screen', () => {
  beforeEach(() => {
    resetStores();
    clearHash();
  });

  it('shows the one project by name, without a chooser', async () => {
    $projects.set([project('alpha', { data: { project_name: 'Alpha & <Co>' } })]);
    const element = await signInScreen();
    expect(shadowQuery(element, 'select')).to.equal(null);
    expect(shadowQuery(element, '.cms-sign-in__project-name')?.textContent).to.equal(
      'Alpha & <Co>',
    );
  });

  it('asks for both email and password before calling the API', async () => {
    $projects.set([project('alpha')]);
    const element = await signInScreen();
    submit(element);
    await waitUntil(() => shadowQuery(element, '.cms-notice--warning'));
    expect(shadowQuery(element, '.cms-notice--warning')?.textContent).to.equal(
      'Enter your email and password.',
    );
    expect(field(element, 'Email').getAttribute('aria-invalid')).to.equal('true');
  });

  it('reports an unreachable API after submit in the danger colour', async () => {
    $projects.set([project('alpha'), project('beta')]);
    const element = await signInScreen();
    typeInto(field(element, 'Email'), 'admin@example.com');
    typeInto(field(element, 'Password'), 'secret');
    submit(element);
    await waitUntil(() => shadowQuery(element, '.cms-notice--danger'), 'no error', {
      timeout: 5000,
    });
    expect(shadowQuery(element, '.cms-notice--danger')?.textContent).to.equal("Couldn't Reach API");
    expect(shadowQuery(element, '.cms-notice--danger')?.getAttribute('role')).to.equal('alert');
    expect(shadowQuery<HTMLButtonElement>(element, 'button[type="submit"]')?.disabled).to.equal(
      false,
    );
  });

  it('shows the error of an ?error=&code= query once, then removes it from the URL', async () => {
    $projects.set([project('alpha')]);
    history.replaceState(
      null,
      '',
      `${location.pathname}${location.search}#/login?error=1&code=103`,
    );
    const element = await signInScreen();
    await waitUntil(() => location.hash === '#/login', 'query not removed');
    expect(shadowQuery(element, '.cms-notice--warning')?.textContent).to.equal('User Suspended');
  });

  it('has no accessibility violations', async () => {
    $projects.set([project('alpha'), project('beta')]);
    const element = await signInScreen();
    const results = await axe.run(element, { resultTypes: ['violations'] });
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.help}`);
    expect(summary).to.deep.equal([]);
  });
});
