// useQuery in a component: a key change shows the new key's answer only (a late answer for the old
// key is dropped), keepPreviousData keeps the old rows on screen meanwhile, and unmounting aborts.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { clearQueries } from '../../src/data/query-cache.js';
import { useQuery } from '../../src/data/use-query.js';
import { type Mounted, mount, settle } from './fixtures/item-harness/render.js';

interface Pending {
  key: string;
  signal: AbortSignal;
  resolve(value: string): void;
}

let pending: Pending[] = [];

function load(key: string) {
  return (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ key, signal, resolve });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}

function Shown({ q, keep }: { q: string; keep: boolean }) {
  const query = useQuery(['test', q], load(q), { keepPreviousData: keep });
  return createElement('output', null, `${query.status}:${query.data ?? '-'}`);
}

let mounted: Mounted | null = null;
const shown = () => mounted?.container.querySelector('output')?.textContent;
const answer = async (key: string, value: string) => {
  pending.find((one) => one.key === key)?.resolve(value);
  await settle();
};

describe('useQuery in a component', () => {
  beforeEach(() => {
    pending = [];
    clearQueries();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('drops the old key answer that arrives after the key changed', async () => {
    mounted = await mount(createElement(Shown, { q: 'a', keep: false }));
    expect(shown()).to.equal('loading:-');
    await mounted.rerender(createElement(Shown, { q: 'b', keep: false }));
    expect(pending.find((one) => one.key === 'a')?.signal.aborted).to.equal(true);
    await answer('a', 'rows of a');
    expect(shown()).to.equal('loading:-');
    await answer('b', 'rows of b');
    expect(shown()).to.equal('ready:rows of b');
  });

  it('keeps the previous rows on screen while the next key loads, then aborts on unmount', async () => {
    mounted = await mount(createElement(Shown, { q: 'a', keep: true }));
    await answer('a', 'rows of a');
    await mounted.rerender(createElement(Shown, { q: 'b', keep: true }));
    expect(shown()).to.equal('loading:rows of a');
    const b = pending.find((one) => one.key === 'b')!;
    mounted.unmount();
    mounted = null;
    expect(b.signal.aborted).to.equal(true);
  });
});
