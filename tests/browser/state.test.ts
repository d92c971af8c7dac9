import { expect } from '@open-wc/testing';
import { SESSION_STORAGE_PREFIX } from '../../src/constants.js';
import { $config } from '../../src/state/config.js';
import {
  $currentProject,
  $currentProjectKey,
  setCurrentProject,
} from '../../src/state/current-project.js';
import { $hydration, setHydrated, setHydrationError } from '../../src/state/hydration.js';
import { $latency, recordLatency } from '../../src/state/latency.js';
import { $notifications, dismiss, notify } from '../../src/state/notifications.js';
import { $projects, loadProjectInfo, setProjectAuthenticated } from '../../src/state/projects.js';
import { resetState } from '../../src/state/reset.js';
import { $sidebars, toggleSidebar } from '../../src/state/sidebars.js';
import { project, resetStores } from './helpers.js';

describe('client state', () => {
  beforeEach(resetStores);

  it('keeps the current project key in sessionStorage under cms:project', () => {
    setCurrentProject('alpha');
    expect(sessionStorage.getItem(`${SESSION_STORAGE_PREFIX}project`)).to.equal('alpha');
    expect($currentProjectKey.get()).to.equal('alpha');
    $projects.set([project('alpha'), project('beta')]);
    expect($currentProject.get()?.data?.project_name).to.equal('Alpha');
    setCurrentProject(null);
    expect(sessionStorage.getItem(`${SESSION_STORAGE_PREFIX}project`)).to.equal(null);
  });

  it('marks a project signed in or out', () => {
    $projects.set([project('alpha')]);
    setProjectAuthenticated('alpha', true);
    const [alpha] = $projects.get() || [];
    expect(alpha.authenticated).to.equal(true);
  });

  it('keeps the newest project info when an answer asked before sign-in arrives last', async () => {
    // The first request goes out without the session (public face, no database), the second
    // after sign-in; the first answer comes back last and must not overwrite the second.
    const answers: ((body: unknown) => void)[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (() =>
      new Promise<Response>((resolve) => {
        answers.push((body) =>
          resolve(
            new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
          ),
        );
      })) as typeof fetch;
    try {
      $config.setKey('apiRoot', 'http://api.invalid/');
      const beforeSignIn = loadProjectInfo('alpha');
      const afterSignIn = loadProjectInfo('alpha');
      const [publicAnswer, signedInAnswer] = answers;
      signedInAnswer?.({ data: { api: { project_name: 'Alpha', database: 'sqlite' } } });
      await afterSignIn;
      publicAnswer?.({ data: { api: { project_name: 'Alpha' } }, public: true });
      await beforeSignIn;
    } finally {
      globalThis.fetch = realFetch;
    }
    const [alpha] = $projects.get() || [];
    expect(alpha?.data?.database).to.equal('sqlite');
    expect(alpha?.authenticated).to.equal(true);
  });

  it('keeps a loaded project shown while its info is asked again', async () => {
    // The embedded editor's inline sign-in form is shown for a loaded, signed-out entry: flipping
    // the entry back to 'loading' while asking again would unmount the form and its typing.
    $projects.set([project('alpha')]);
    let answer: ((response: Response) => void) | undefined;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (() =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      })) as typeof fetch;
    try {
      $config.setKey('apiRoot', 'http://api.invalid/');
      const asked = loadProjectInfo('alpha');
      expect(($projects.get() || [])[0]?.status).to.equal('successful');
      answer?.(
        new Response(JSON.stringify({ data: { api: { project_name: 'Alpha 2' } }, public: true }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
      await asked;
    } finally {
      globalThis.fetch = realFetch;
    }
    const [alpha] = $projects.get() || [];
    expect(alpha?.status).to.equal('successful');
    expect(alpha?.data?.project_name).to.equal('Alpha 2');
  });

  it('toggles sidebars', () => {
    toggleSidebar('nav');
    expect($sidebars.get().nav).to.equal(true);
    toggleSidebar('nav');
    expect($sidebars.get().nav).to.equal(false);
    toggleSidebar('info', true);
    toggleSidebar('info', true);
    expect($sidebars.get().info).to.equal(true);
  });

  it('dismisses notifications on request or after their delay', async () => {
    const sticky = notify({ title: 'Saved', delay: 0 });
    notify({ title: 'Gone soon', delay: 20 });
    expect($notifications.get().map((item) => item.title)).to.deep.equal(['Saved', 'Gone soon']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect($notifications.get().map((item) => item.title)).to.deep.equal(['Saved']);
    dismiss(sticky);
    expect($notifications.get()).to.deep.equal([]);
  });

  it('rejects a click action that is not a function', () => {
    const input = { title: 'x', onClick: 'alert(1)' } as unknown as Parameters<typeof notify>[0];
    expect(() => notify(input)).to.throw(TypeError);
  });

  it('records hydration and its failure', () => {
    setHydrationError({ code: -1, status: 0, message: 'down' });
    expect($hydration.get()).to.deep.equal({
      hydrated: false,
      error: { code: -1, status: 0, message: 'down' },
    });
    setHydrated();
    expect($hydration.get()).to.deep.equal({ hydrated: true, error: null });
  });

  it('reset restores everything but latency, current project key and project list', () => {
    $projects.set([project('alpha')]);
    setCurrentProject('alpha');
    recordLatency(120);
    notify({ title: 'Hello', delay: 0 });
    toggleSidebar('nav', true);
    setHydrated();

    resetState();

    expect($notifications.get()).to.deep.equal([]);
    expect($sidebars.get()).to.deep.equal({ nav: false, info: false });
    expect($hydration.get()).to.deep.equal({ hydrated: false, error: null });
    expect($latency.get().map((sample) => sample.latency)).to.deep.equal([120]);
    expect($currentProjectKey.get()).to.equal('alpha');
    expect($projects.get()).to.deep.equal([project('alpha')]);
  });
});
