// Leaving with unsaved edits asks (spec 2 §4): "keep editing" keeps the user and the edits,
// "discard" lets the navigation go; nothing asks once the edits are saved or gone.
import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement } from 'react';
import { LeaveGuard } from '../../src/form/LeaveGuard.js';
import { type EditSession, useEditSession } from '../../src/form/use-edit-session.js';
import { mayLeave } from '../../src/router/leave-guard.js';
import { buttonNamed, click, mount, settle } from './fixtures/item-harness/render.js';

let session: EditSession | null = null;

function Harness() {
  session = useEditSession({ title: 'Saved' });
  return createElement(LeaveGuard, { dirty: session.dirty, isDirty: session.isDirty });
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
});
