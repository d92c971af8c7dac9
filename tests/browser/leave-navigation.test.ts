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
  const writes: string[] = [];
  const source: LocationSource = {
    kind: 'memory',
    read: () => current,
    write(fullPath) {
      current = fullPath;
      writes.push(fullPath);
    },
    subscribe: () => () => {},
  };
  return { source, writes, address: () => current };
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
      expect(location.writes).to.deep.equal(['/login']);
      expect(location.address()).to.equal('/login');
    } finally {
      mounted.unmount();
      uninstall();
    }
  });
});
