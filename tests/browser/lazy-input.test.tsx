// Interfaces' inputs are fetched when a form needs them (src/interfaces/lazy-input.tsx): an input
// rendered before its code arrives holds its place with an empty, busy box carrying the field's id
// (so the form's label still points somewhere), asking for one input starts them all (the build
// puts them in one chunk), and inputs fetched before they render appear at once.
import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import type { FieldInfo } from '../../src/api/types.js';
import { lazyInput, preloadInputs } from '../../src/interfaces/lazy-input.js';
import type { InputProps } from '../../src/interfaces/registry.js';
import { type Mounted, mount } from './fixtures/item-harness/render.js';

function Named({ id, value }: InputProps) {
  return <input id={id} className="test-input" readOnly value={String(value ?? '')} />;
}

const field = { collection: 'articles', field: 'title', type: 'string' } as FieldInfo;
const props = (id: string): InputProps => ({
  id,
  value: 'Hello',
  field,
  options: {},
  readonly: false,
  values: {},
  onChange: () => undefined,
});

/** An input whose download the test finishes, and how often it was asked for. */
function controlledInput() {
  const state = { loads: 0, finish: () => undefined as void };
  const Input = lazyInput(() => {
    state.loads += 1;
    return new Promise((resolve) => {
      state.finish = () => resolve(Named);
    });
  });
  return { Input, state };
}

describe('lazy inputs', () => {
  const mounted: Mounted[] = [];
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('holds the place with a busy box under the field id, then shows the input', async () => {
    const { Input, state } = controlledInput();
    const shown = await mount(<Input {...props('field-1')} />);
    mounted.push(shown);
    const pending = shown.container.querySelector('#field-1') as HTMLElement;
    expect(pending.getAttribute('aria-busy')).to.equal('true');
    expect(pending.classList.contains('cms-field__control')).to.equal(true);
    await act(async () => state.finish());
    await waitUntil(() => shown.container.querySelector('input.test-input'), 'the input');
    expect((shown.container.querySelector('#field-1') as HTMLInputElement).value).to.equal('Hello');
  });

  it('asking for one input starts the others, once each', async () => {
    const first = controlledInput();
    const second = controlledInput();
    const shown = await mount(<first.Input {...props('field-2')} />);
    mounted.push(shown);
    await waitUntil(() => second.state.loads === 1, 'the second input started with the first');
    expect(first.state.loads).to.equal(1);
    await act(async () => {
      first.state.finish();
      second.state.finish();
    });
    await waitUntil(() => shown.container.querySelector('input.test-input'), 'the input');
    expect(first.state.loads).to.equal(1);
    expect(second.state.loads).to.equal(1);
  });

  it('inputs fetched before they render appear in that render, with no busy box', async () => {
    const { Input, state } = controlledInput();
    const preloaded = preloadInputs();
    state.finish();
    await preloaded;
    const shown = await mount(<Input {...props('field-3')} />);
    mounted.push(shown);
    expect(shown.container.querySelector('[aria-busy]')).to.equal(null);
    expect(shown.container.querySelector('input.test-input')).to.not.equal(null);
  });
});
