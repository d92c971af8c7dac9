import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PresetValues } from '../../src/api/presets.js';
import {
  EMPTY_VIEW,
  presetFromView,
  viewFromPreset,
  viewPartsOf,
} from '../../src/screens/items/view-state.js';
import { createPresetWriter } from '../../src/state/presets.js';
import { drainMicrotasks } from '../helpers/async.js';

// The user's own preset (spec 2 §4): the first change creates it, later changes update it, and
// writes are debounced.

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeApi(createDelay = 0) {
  const calls: { kind: 'create' | 'update'; id?: number; values: PresetValues }[] = [];
  return {
    calls,
    api: {
      async create(values: PresetValues) {
        calls.push({ kind: 'create', values });
        await wait(createDelay);
        return { id: 41 };
      },
      async update(id: number, values: PresetValues) {
        calls.push({ kind: 'update', id, values });
      },
    },
  };
}

describe('the preset writer', () => {
  it('creates the preset on the first change and updates it afterwards', async () => {
    const { calls, api } = fakeApi();
    const writer = createPresetWriter(api, null, { delayMs: 20 });
    writer.change({ view_type: 'tabular' });
    await writer.flush();
    assert.equal(writer.id, 41);
    writer.change({ search_query: 'blue' });
    await writer.flush();
    assert.deepEqual(
      calls.map((call) => call.kind),
      ['create', 'update'],
    );
    assert.deepEqual(calls[1], { kind: 'update', id: 41, values: { search_query: 'blue' } });
  });

  it('debounces: quick changes become one write', async (t) => {
    // A fake clock: the test steps through the delay instead of sleeping past it.
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { calls, api } = fakeApi();
    const writer = createPresetWriter(api, 7, { delayMs: 30 });
    writer.change({ search_query: 'b' });
    t.mock.timers.tick(20);
    writer.change({ search_query: 'bl' });
    writer.change({ view_type: 'cards' });
    t.mock.timers.tick(29);
    assert.equal(calls.length, 0, 'no write before the delay after the last change');
    t.mock.timers.tick(1);
    // The timer's write goes out on promise reactions only.
    await drainMicrotasks();
    assert.deepEqual(calls, [
      { kind: 'update', id: 7, values: { search_query: 'bl', view_type: 'cards' } },
    ]);
  });

  it('turns a change made while the create is in flight into an update, not a second preset', async () => {
    const { calls, api } = fakeApi(50);
    const writer = createPresetWriter(api, null, { delayMs: 0 });
    writer.change({ view_type: 'tabular' });
    void writer.flush();
    writer.change({ search_query: 'x' });
    await writer.flush();
    assert.deepEqual(
      calls.map((call) => [call.kind, call.id]),
      [
        ['create', undefined],
        ['update', 41],
      ],
    );
  });

  it('reports a failed write and keeps going', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const writer = createPresetWriter(
      {
        async create() {
          if (fail) throw new Error('refused');
          return { id: 3 };
        },
        async update() {},
      },
      null,
      { delayMs: 0, onError: (error) => errors.push(error) },
    );
    writer.change({ view_type: 'tabular' });
    await writer.flush();
    assert.equal(errors.length, 1);
    fail = false;
    writer.change({ view_type: 'tabular' });
    await writer.flush();
    assert.equal(writer.id, 3);
  });
});

describe('views and presets', () => {
  it('reads a preset, JSON strings included, and writes it back whole', () => {
    const view = viewFromPreset({
      view_type: 'tabular',
      view_query: '{"tabular":{"fields":"title,status","sort":"-title"}}',
      view_options: { tabular: { widths: { title: 320 } } },
      search_query: 'blue',
      filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
    });
    assert.deepEqual(view.viewQuery.tabular, { fields: 'title,status', sort: '-title' });
    assert.deepEqual(view.filters, [{ field: 'status', operator: 'eq', value: 'draft' }]);
    assert.deepEqual(presetFromView(view), {
      view_type: 'tabular',
      view_query: { tabular: { fields: 'title,status', sort: '-title' } },
      view_options: { tabular: { widths: { title: 320 } } },
      search_query: 'blue',
      filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
    });
    assert.equal(viewFromPreset(null), EMPTY_VIEW);
  });

  it("copies a bookmark's view parts, never its title or owner", () => {
    assert.deepEqual(
      viewPartsOf({
        id: 5,
        title: 'Drafts',
        user: 1,
        role: null,
        collection: 'articles',
        search_query: null,
        filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
        view_type: 'tabular',
        view_query: { tabular: { sort: 'title' } },
        view_options: {},
      }),
      {
        search_query: null,
        filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
        view_query: { tabular: { sort: 'title' } },
        view_options: {},
        view_type: 'tabular',
      },
    );
  });
});
