// Leaving with unsaved edits asks (spec 2 §4): "keep editing" keeps the user and the edits,
// "discard" lets the navigation go; nothing asks once the edits are saved or gone.
import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement } from 'react';
import { LeaveGuard } from '../../src/form/LeaveGuard.js';
import { type EditSession, useEditSession } from '../../src/form/use-edit-session.js';
import { type SaveTracker, useSaveTracker } from '../../src/form/use-save-tracker.js';
import { mayLeave } from '../../src/router/leave-guard.js';
import { buttonNamed, click, mount, settle } from './fixtures/item-harness/render.js';

let session: EditSession | null = null;
let saves: SaveTracker | null = null;

function Harness() {
  session = useEditSession({ title: 'Saved' });
  saves = useSaveTracker();
  return createElement(LeaveGuard, { dirty: session.dirty, isDirty: session.isDirty });
}

/** A save whose server answer the test gives: `finish(true)` stores the edits, `false` fails. */
async function startSave(): Promise<(ok: boolean) => Promise<void>> {
  let answer: (ok: boolean) => void = () => {};
  const reply = new Promise<boolean>((resolve) => {
    answer = resolve;
  });
  let done: Promise<unknown> = Promise.resolve();
  await act(async () => {
    done = saves!
      .run(async () => {
        if (!(await reply)) throw new Error('refused');
        session!.reset(session!.values);
      })
      .catch(() => undefined);
  });
  return async (ok) => {
    await act(async () => {
      answer(ok);
      await done;
    });
  };
}

const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

describe('the leave check', () => {
  it('does not ask without edits', async () => {
    const mounted = await mount(createElement(Harness));
    expect(await mayLeave('/elsewhere')).to.equal(true);
    expect(openDialog()).to.equal(null);
    mounted.unmount();
  });

  it('asks with edits; keep editing stays and keeps them, discard leaves', async () => {
    const mounted = await mount(createElement(Harness));
    await act(async () => session!.stage('title', 'Unsaved'));

    let first: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      first = mayLeave('/elsewhere');
    });
    await waitUntil(openDialog, 'no question');
    expect(openDialog()!.textContent).to.contain('Unsaved changes');
    await click(buttonNamed(openDialog()!, 'Keep editing')!);
    expect(await first).to.equal(false);
    expect(session!.values.title).to.equal('Unsaved');
    expect(session!.dirty).to.equal(true);
    await settle();
    expect(openDialog()).to.equal(null);

    let second: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      second = mayLeave('/elsewhere');
    });
    await waitUntil(openDialog, 'no question');
    await click(buttonNamed(openDialog()!, 'Discard changes')!);
    expect(await second).to.equal(true);
    mounted.unmount();
  });

  it('stops asking once the edits are saved, and after unmount', async () => {
    const mounted = await mount(createElement(Harness));
    await act(async () => session!.stage('title', 'Unsaved'));
    // A save clears the edits and navigates at once, before React re-renders.
    let leave: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      session!.reset({ title: 'Unsaved' });
      leave = mayLeave('/list');
    });
    expect(await leave).to.equal(true);
    await act(async () => session!.stage('title', 'Again'));
    mounted.unmount();
    expect(await mayLeave('/list')).to.equal(true);
  });

  it('a navigation during a save waits for it: leaves once saved, asks when it failed', async () => {
    const mounted = await mount(createElement(Harness));
    await act(async () => session!.stage('title', 'On its way'));

    let finish = await startSave();
    let settled = false;
    let leave: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      leave = mayLeave('/list');
      void leave.then(() => {
        settled = true;
      });
    });
    await settle();
    expect(settled, 'decided before the save answered').to.equal(false);
    expect(openDialog() === null, 'asked while saving').to.equal(true);
    await finish(true);
    await settle();
    expect(openDialog() === null, 'asked after the save went through').to.equal(true);
    expect(settled, 'still waiting after the save').to.equal(true);
    expect(await leave).to.equal(true);

    await act(async () => session!.stage('title', 'Refused'));
    finish = await startSave();
    await act(async () => {
      leave = mayLeave('/list');
    });
    await finish(false);
    await waitUntil(openDialog, 'no question after the failed save');
    await click(buttonNamed(openDialog()!, 'Keep editing')!);
    expect(await leave).to.equal(false);
    expect(session!.values.title).to.equal('Refused');
    mounted.unmount();
  });
});
