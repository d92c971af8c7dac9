// The edit session (spec 2 §4): a value equal to the saved one is unstaged, and the shell's
// "unsaved edits" flag mirrors whether anything is staged.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import { hasEdits, mergeValues, stageValue, unstage } from '../../src/form/staging.js';
import { type EditSession, useEditSession } from '../../src/form/use-edit-session.js';
import { valuesEqual } from '../../src/form/values-equal.js';
import { $hasUnsavedEdits } from '../../src/state/edits.js';
import { mount } from './fixtures/item-harness/render.js';

let session: EditSession | null = null;

function Harness() {
  session = useEditSession({ title: 'Hello' });
  return null;
}

describe('staging edits', () => {
  const saved = { title: 'Hello', tags: [1, 2], meta: { a: 1 }, body: null };

  it('stages a changed value and unstages a value equal to the saved one', () => {
    let edits = stageValue(saved, {}, 'title', 'Hello world');
    expect(edits).to.deep.equal({ title: 'Hello world' });
    edits = stageValue(saved, edits, 'title', 'Hello');
    expect(edits).to.deep.equal({});
    expect(hasEdits(edits)).to.equal(false);
  });

  it('compares structured values by content, and null with undefined', () => {
    expect(stageValue(saved, {}, 'tags', [1, 2])).to.deep.equal({});
    expect(stageValue(saved, {}, 'meta', { a: 1 })).to.deep.equal({});
    expect(stageValue(saved, {}, 'meta', { a: 2 })).to.deep.equal({ meta: { a: 2 } });
    expect(stageValue(saved, {}, 'body', undefined)).to.deep.equal({});
    expect(stageValue(saved, {}, 'body', '')).to.deep.equal({ body: '' });
    expect(valuesEqual(0, null)).to.equal(false);
    expect(valuesEqual('1', 1)).to.equal(false);
  });

  it('takes a custom equality (relations compare keys)', () => {
    const relational = { author: { id: 3, name: 'Ada' } };
    const byKey = (a: unknown, b: unknown) =>
      (typeof a === 'object' && a ? (a as { id: unknown }).id : a) ===
      (typeof b === 'object' && b ? (b as { id: unknown }).id : b);
    expect(stageValue(relational, {}, 'author', 3, byKey)).to.deep.equal({});
    expect(stageValue(relational, {}, 'author', 4, byKey)).to.deep.equal({ author: 4 });
  });

  it('undoes one field and merges edits over the saved values', () => {
    const edits = { title: 'New', body: 'Text' };
    expect(unstage(edits, 'title')).to.deep.equal({ body: 'Text' });
    expect(mergeValues(saved, edits)).to.deep.include({ title: 'New', body: 'Text', tags: [1, 2] });
  });

  it('mirrors staged edits into the unsaved-edits flag, and clears it on reset and unmount', async () => {
    const mounted = await mount(createElement(Harness));
    expect($hasUnsavedEdits.get()).to.equal(false);
    await act(async () => session!.stage('title', 'Changed'));
    expect(session!.dirty).to.equal(true);
    expect(session!.isDirty()).to.equal(true);
    expect($hasUnsavedEdits.get()).to.equal(true);
    await act(async () => session!.stage('title', 'Hello'));
    expect($hasUnsavedEdits.get()).to.equal(false);
    await act(async () => session!.stage('title', 'Again'));
    expect($hasUnsavedEdits.get()).to.equal(true);
    await act(async () => session!.reset({ title: 'Again' }));
    expect(session!.values).to.deep.equal({ title: 'Again' });
    expect($hasUnsavedEdits.get()).to.equal(false);
    await act(async () => session!.stage('title', 'Once more'));
    expect($hasUnsavedEdits.get()).to.equal(true);
    mounted.unmount();
    expect($hasUnsavedEdits.get()).to.equal(false);
  });
});
