// Leaving a form with unsaved edits through the guarded router (spec 2 §4): the address stays where
// it is until the user chooses "discard"; "keep editing" keeps everything as it was (the address,
// the route, the open info sidebar, the edits, the focus).
import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement } from 'react';
import { LeaveGuard } from '../../src/form/LeaveGuard.js';
import { type EditSession, useEditSession } from '../../src/form/use-edit-session.js';
import { installNavigationGuard } from '../../src/router/guard.js';
import type { LocationSource } from '../../src/router/location-source.js';
import { createRouter, type Route } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { $projects } from '../../src/state/projects.js';
import { $sidebars, toggleSidebar } from '../../src/state/sidebars.js';
import { buttonNamed, click, mount, typeText } from './fixtures/item-harness/render.js';
import { project, resetStores } from './helpers.js';

/** An in-memory location that records every write, as the page's address would change. */
function recordingLocation(initial: string) {
  let current = initial;
  const writes: { path: string; replace: boolean }[] = [];
  let listener: ((fullPath: string) => void) | null = null;
  const source: LocationSource = {
    kind: 'memory',
    read: () => current,
    write(fullPath, replace) {
      current = fullPath;
      writes.push({ path: fullPath, replace });
    },
    subscribe(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
  /** The browser moving the address by itself (the back button, a typed URL). */
  const browserMovesTo = (fullPath: string) => {
    current = fullPath;
    listener?.(fullPath);
  };
  return { source, writes, address: () => current, browserMovesTo };
}

let session: EditSession | null = null;

function Form() {
  session = useEditSession({ title: 'Saved' });
  return createElement(
    'form',
    null,
    createElement('input', {
      'aria-label': 'Title',
      value: String(session.values.title ?? ''),
      onChange: (event: { target: HTMLInputElement }) =>
        session!.stage('title', event.target.value),
    }),
    createElement(LeaveGuard, { dirty: session.dirty, isDirty: session.isDirty }),
  );
}

const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

describe('leaving unsaved edits through the router', () => {
  beforeEach(resetStores);

  it('keeps the address until "discard"; "keep editing" keeps route, sidebar, edits and focus', async () => {
    $projects.set([project('alpha')]);
    const location = recordingLocation('/install');
    const router = createRouter(routes, location.source);
    const uninstall = installNavigationGuard(router);
    const mounted = await mount(createElement(Form));
    try {
      router.start();
      await waitUntil(() => router.$route.get()?.name === 'install', 'never reached /install');
      const before: Route = router.$route.get()!;
      const title = mounted.container.querySelector('input')!;
      await typeText(title, 'Unsaved');
      toggleSidebar('info', true);
      title.focus();

      // A link to /login: the question shows while the address still names this page.
      await act(async () => router.open('/login'));
      await waitUntil(openDialog, 'no question');
      expect(location.address(), 'address changed before asking').to.equal('/install');
      expect(location.writes).to.deep.equal([]);

      await click(buttonNamed(openDialog()!, 'Keep editing')!);
      await waitUntil(() => !openDialog(), 'the question stays');
      await waitUntil(
        () => document.activeElement === title,
        'focus did not return to the field being edited',
      );

      // Ask again: by the time this question shows, the first one is settled.
      await act(async () => router.open('/login'));
      await waitUntil(openDialog, 'no second question');
      expect(router.$route.get(), 'the route was committed again').to.equal(before);
      expect($sidebars.get().info, 'keep editing closed the info sidebar').to.equal(true);
      expect(session!.values.title).to.equal('Unsaved');
      expect(location.writes, 'the address moved and came back').to.deep.equal([]);

      await click(buttonNamed(openDialog()!, 'Discard changes')!);
      await waitUntil(() => router.$route.get()?.name === 'login', 'discard did not leave');
      expect(location.writes).to.deep.equal([{ path: '/login', replace: false }]);
      expect(location.address()).to.equal('/login');
    } finally {
      mounted.unmount();
      uninstall();
    }
  });

  it('puts the address back when the browser moved it and the user keeps editing', async () => {
    $projects.set([project('alpha')]);
    const location = recordingLocation('/install');
    const router = createRouter(routes, location.source);
    const uninstall = installNavigationGuard(router);
    const mounted = await mount(createElement(Form));
    try {
      router.start();
      await waitUntil(() => router.$route.get()?.name === 'install', 'never reached /install');
      const before = router.$route.get();
      await typeText(mounted.container.querySelector('input')!, 'Unsaved');
      toggleSidebar('info', true);

      await act(async () => location.browserMovesTo('/login'));
      await waitUntil(openDialog, 'no question');
      await click(buttonNamed(openDialog()!, 'Keep editing')!);
      await waitUntil(() => location.address() === '/install', 'the address stays on /login');
      expect(location.writes).to.deep.equal([{ path: '/install', replace: true }]);
      expect(router.$route.get()).to.equal(before);
      expect($sidebars.get().info).to.equal(true);
    } finally {
      mounted.unmount();
      uninstall();
    }
  });
});
