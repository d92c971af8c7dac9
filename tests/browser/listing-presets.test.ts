import { expect } from '@open-wc/testing';
import type { PresetValues } from '../../src/api/presets.js';
import {
  EMPTY_VIEW,
  presetFromView,
  viewFromPreset,
  viewPartsOf,
} from '../../src/screens/items/view-state.js';
import { createPresetWriter } from '../../src/state/presets.js';

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
    expect(writer.id).to.equal(41);
    writer.change({ search_query: 'blue' });
    await writer.flush();
    expect(calls.map((call) => call.kind)).to.deep.equal(['create', 'update']);
    expect(calls[1]).to.deep.equal({ kind: 'update', id: 41, values: { search_query: 'blue' } });
  });

  it('debounces: quick changes become one write', async () => {
    const { calls, api } = fakeApi();
    const writer = createPresetWriter(api, 7, { delayMs: 30 });
    writer.change({ search_query: 'b' });
    writer.change({ search_query: 'bl' });
    writer.change({ view_type: 'cards' });
    expect(calls).to.have.length(0);
    await wait(80);
    expect(calls).to.deep.equal([
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
    expect(calls.map((call) => [call.kind, call.id])).to.deep.equal([
      ['create', undefined],
      ['update', 41],
    ]);
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
    expect(errors).to.have.length(1);
    fail = false;
    writer.change({ view_type: 'tabular' });
    await writer.flush();
    expect(writer.id).to.equal(3);
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
    expect(view.viewQuery.tabular).to.deep.equal({ fields: 'title,status', sort: '-title' });
    expect(view.filters).to.deep.equal([{ field: 'status', operator: 'eq', value: 'draft' }]);
    expect(presetFromView(view)).to.deep.equal({
      view_type: 'tabular',
      view_query: { tabular: { fields: 'title,status', sort: '-title' } },
      view_options: { tabular: { widths: { title: 320 } } },
      search_query: 'blue',
      filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
    });
    expect(viewFromPreset(null)).to.equal(EMPTY_VIEW);
  });

  it("copies a bookmark's view parts, never its title or owner", () => {
    expect(
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
    ).to.deep.equal({
      search_query: null,
      filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
      view_query: { tabular: { sort: 'title' } },
      view_options: {},
      view_type: 'tabular',
    });
  });
});
