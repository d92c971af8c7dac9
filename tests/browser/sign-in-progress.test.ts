// After a successful sign-in the screen shows its progress until the app takes over: the project
// now answers as signed in, but the "You are already signed in" panel (meant for visitors who
// arrive signed in) must never flash while the start-up data loads.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { $projects } from '../../src/state/projects.js';
import { projectHome, type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { CLOSED_API, clearHash, project, resetStores, shadowQuery, typeInto } from './helpers.js';

const user = { id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: null, role: 1 };

function field(element: Element, label: string): HTMLInputElement {
  const labelElement = Array.from(element.shadowRoot!.querySelectorAll('label')).find(
    (candidate) => candidate.textContent === label,
  );
  const input = labelElement && element.shadowRoot!.getElementById(labelElement.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  return input;
}

/** The two calls of the sign-in itself; everything after them is the start-up data. */
const SIGN_IN_CALLS = [`${CLOSED_API}alpha/auth/authenticate`, `${CLOSED_API}alpha/`];

/** Holds every start-up data request until `release()`: the fetching-data window. */
function holdStartUpData(): { held: Promise<void>; release(): void; restore(): void } {
  const stubbed = window.fetch;
  let release = () => {};
  let reached = () => {};
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = (input instanceof Request ? input.url : String(input)).split('?')[0] ?? '';
    if (url.startsWith(CLOSED_API) && !SIGN_IN_CALLS.includes(url)) {
      reached();
      await gate;
    }
    return stubbed(input, init);
  };
  return {
    held,
    release,
    restore() {
      release();
      window.fetch = stubbed;
    },
  };
}

describe('sign-in: progress after a successful sign-in', () => {
  let api: StubbedApi | null = null;
  let hold: ReturnType<typeof holdStartUpData> | null = null;
  beforeEach(() => {
    resetStores();
    clearHash();
  });
  afterEach(() => {
    hold?.restore();
    api?.restore();
    hold = null;
    api = null;
  });

  it('shows its progress, never the already-signed-in panel, until the app takes over', async () => {
    api = stubApi({
      'POST alpha/auth/authenticate': { body: { data: { user } } },
      'GET alpha/': projectHome('Alpha', true),
    });
    hold = holdStartUpData();
    $projects.set([project('alpha')]);
    const element = fixtureSync<CmsAdminElement>(
      html`<cms-admin api-url=${CLOSED_API}></cms-admin>`,
    );
    await waitUntil(() => shadowQuery(element, 'form'), 'no sign-in form', { timeout: 5000 });

    // Every state the screen passes through, however briefly.
    const sawPanel: string[] = [];
    const observer = new MutationObserver(() => {
      const text = element.shadowRoot!.textContent ?? '';
      if (text.includes('already signed in')) sawPanel.push(text);
    });
    observer.observe(element.shadowRoot!, { childList: true, subtree: true, characterData: true });
    try {
      typeInto(field(element, 'Email'), user.email);
      typeInto(field(element, 'Password'), 'secret');
      shadowQuery<HTMLButtonElement>(element, 'button[type="submit"]')!.click();

      await hold.held;
      // Signed in, the start-up data is loading: the form says so.
      await waitUntil(
        () => shadowQuery(element, 'button[type="submit"]')?.textContent === 'Fetching data…',
        'no progress shown while the data loads',
      );
      expect(shadowQuery(element, 'button[type="submit"]')?.getAttribute('aria-busy')).to.equal(
        'true',
      );
      // (A boolean: chai would walk a whole React tree to print an element.)
      expect(
        shadowQuery(element, '.cms-sign-in__continue') === null,
        'the already-signed-in panel shows while signing in',
      ).to.equal(true);

      hold.release();
      await waitUntil(() => !shadowQuery(element, 'form.cms-sign-in__form'), 'never left sign-in', {
        timeout: 5000,
      });
      expect(sawPanel, 'the already-signed-in panel flashed').to.deep.equal([]);
    } finally {
      observer.disconnect();
    }
  });
});
