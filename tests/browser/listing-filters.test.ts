import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FILTER_OPERATORS, listItems, listQuery } from '../../src/api/items.js';
import type { FieldInfo } from '../../src/api/types.js';
import '../../src/interfaces/index.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { FilterBar, type SearchAndFilters } from '../../src/screens/items/FilterBar.js';
import { $config } from '../../src/state/config.js';
import { chooseOption, listboxOptions, typeInto } from './helpers.js';

// The list call's query (spec 2 §7) and the search-and-filter box (spec 2 §4, §5, §9).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const field = (name: string, type = 'string'): FieldInfo => ({
  id: null,
  collection: 'articles',
  field: name,
  type,
  interface: 'text-input',
});

describe('the list call', () => {
  it('asks for the counts, fields, sort, paging, search and each filter', () => {
    expect(
      listQuery({
        fields: ['id', 'title', 'author.*'],
        sort: '-title',
        limit: 50,
        offset: 100,
        q: ' blue ',
        filters: [
          { field: 'title', operator: 'contains', value: 'hour' },
          { field: 'id', operator: 'in', value: '1,2,3' },
          { field: 'published_on', operator: 'null', value: '' },
        ],
      }),
    ).to.deep.equal({
      meta: 'total_count,result_count,filter_count',
      fields: 'id,title,author.*',
      sort: '-title',
      limit: 50,
      offset: 100,
      q: 'blue',
      'filter[title][contains]': 'hour',
      'filter[id][in]': '1,2,3',
      'filter[published_on][null]': '1',
    });
  });

  it('sends every operator of spec 2 §5 as filter[field][operator]', () => {
    expect(FILTER_OPERATORS).to.have.members([
      'eq',
      'neq',
      'lt',
      'lte',
      'gt',
      'gte',
      'in',
      'nin',
      'null',
      'nnull',
      'contains',
      'ncontains',
      'empty',
      'nempty',
      'has',
      'nhas',
    ]);
    for (const operator of FILTER_OPERATORS) {
      const query = listQuery({ filters: [{ field: 'title', operator, value: 'x' }] });
      expect(query[`filter[title][${operator}]`]).to.equal('x');
    }
  });

  it('leaves out an empty search and filters without a field', () => {
    expect(
      listQuery({ q: '  ', filters: [{ field: '', operator: 'eq', value: '1' }] }),
    ).to.deep.equal({ meta: 'total_count,result_count,filter_count' });
  });

  it('is a GET of {project}/items/{collection} with that query', async () => {
    const original = window.fetch;
    let url = '';
    window.fetch = async (input) => {
      url = String(input);
      return new Response(JSON.stringify({ data: [{ id: 1 }], meta: { total_count: 1 } }), {
        status: 200,
      });
    };
    $config.setKey('apiRoot', 'http://api.test/');
    try {
      const result = await listItems('alpha', 'articles', {
        sort: 'title',
        limit: 2,
        offset: 0,
        filters: [{ field: 'title', operator: 'contains', value: 'a b' }],
      });
      expect(result.data).to.deep.equal([{ id: 1 }]);
      const sent = new URL(url);
      expect(sent.pathname).to.equal('/alpha/items/articles');
      expect(sent.searchParams.get('meta')).to.equal('total_count,result_count,filter_count');
      expect(sent.searchParams.get('filter[title][contains]')).to.equal('a b');
      expect(sent.searchParams.get('sort')).to.equal('title');
      expect(sent.searchParams.get('limit')).to.equal('2');
      expect(sent.searchParams.get('offset')).to.equal('0');
    } finally {
      window.fetch = original;
    }
  });
});

describe('the search and filter box', () => {
  let root: Root;
  let container: HTMLElement;
  let commits: SearchAndFilters[];

  async function mount(value: SearchAndFilters = { search: '', filters: [] }) {
    await initI18n();
    container = document.createElement('div');
    document.body.append(container);
    commits = [];
    root = createRoot(container);
    await act(async () => {
      root.render(
        createElement(FilterBar, {
          fields: [
            field('title'),
            {
              ...field('status', 'status'),
              options: {
                status_mapping: { published: { name: 'Published' }, draft: { name: 'Draft' } },
              },
            },
            field('featured', 'boolean'),
            field('tags', 'm2m'),
            field('view_count', 'integer'),
            field('divider', 'alias'),
            {
              ...field('kind'),
              interface: 'dropdown',
              options: { choices: { news: 'News', essay: 'Essay' } },
            },
            { ...field('action'), interface: 'activity-icon' },
          ],
          value,
          onCommit: (next: SearchAndFilters) => commits.push(next),
        }),
      );
    });
  }

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const selects = () => [...container.querySelectorAll<HTMLElement>('button[role="combobox"]')];
  /** The labels a Select offers, by value (opens it, reads, closes it with Escape). */
  async function offered(select: HTMLElement): Promise<Record<string, string>> {
    await act(async () => select.click());
    const labels = Object.fromEntries(
      listboxOptions(select).map((option) => [option.dataset.value!, option.textContent!]),
    );
    await act(async () =>
      select.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    return labels;
  }
  const inputs = () => [...container.querySelectorAll<HTMLInputElement>('input')];

  it('adds a filter with the contains operator on text, labelled as spec 2 §5 says', async () => {
    await mount();
    await chooseOption(selects()[0]!, 'title');
    const operator = selects()[1]!;
    expect(operator.textContent).to.equal('contains');
    expect(await offered(operator)).to.deep.equal({
      contains: 'contains',
      ncontains: "doesn't contain",
      eq: 'equal to',
      neq: 'not equal to',
      empty: 'is empty',
      nempty: 'is not empty',
      null: 'is null',
      nnull: 'is not null',
      in: 'one of these',
      nin: 'not one of these',
    });
    // Labelled controls: the operator select has a label element pointing at it.
    expect(container.querySelector(`label[for="${operator.id}"]`)?.textContent).to.equal(
      'Operator',
    );
  });

  it('offers each type only its operators (spec 2 §5)', async () => {
    await mount();
    // Alias fields have no value to filter by: not offered.
    expect(Object.keys(await offered(selects()[0]!))).to.deep.equal([
      'title',
      'status',
      'featured',
      'tags',
      'view_count',
      'kind',
      'action',
    ]);
    await chooseOption(selects()[0]!, 'view_count');
    expect(selects()[1]!.textContent).to.equal('equal to');
    expect(Object.keys(await offered(selects()[1]!))).to.deep.equal([
      'eq',
      'neq',
      'lt',
      'lte',
      'gt',
      'gte',
      'in',
      'nin',
      'null',
      'nnull',
    ]);
    await chooseOption(selects()[0]!, 'status');
    expect(Object.keys(await offered(selects()[2]!))).to.deep.equal(['eq', 'neq', 'in', 'nin']);
  });

  it('a many-to-many field filters by "has related entries", without a value box, sent as has=1', async () => {
    await mount();
    await chooseOption(selects()[0]!, 'tags');
    const operator = selects()[1]!;
    expect(operator.textContent).to.equal('has related entries');
    expect(await offered(operator)).to.deep.equal({
      has: 'has related entries',
      nhas: 'has no related entries',
    });
    // Only the search box: no value is asked for.
    expect(inputs()).to.have.length(1);
    await waitUntil(() => commits.length === 1, 'not committed', { timeout: 1000 });
    expect(commits[0]!.filters).to.deep.equal([{ field: 'tags', operator: 'has', value: '' }]);
    expect(listQuery({ meta: [], filters: commits[0]!.filters })).to.deep.equal({
      'filter[tags][has]': '1',
    });
    await chooseOption(operator, 'nhas');
    await waitUntil(() => commits.length === 2, 'not committed', { timeout: 1000 });
    expect(listQuery({ meta: [], filters: commits[1]!.filters })).to.deep.equal({
      'filter[tags][nhas]': '1',
    });
  });

  it('commits typing 300 ms after the last keystroke', async () => {
    await mount();
    await act(async () => typeInto(inputs()[0]!, 'blue'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(commits).to.have.length(0);
    await waitUntil(() => commits.length === 1, 'not committed', { timeout: 1000 });
    expect(commits[0]).to.deep.equal({ search: 'blue', filters: [] });
  });

  it('clears the filters and the search together, at once', async () => {
    await mount({
      search: 'blue',
      filters: [{ field: 'title', operator: 'eq', value: 'x' }],
    });
    const clear = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Clear filters',
    )!;
    await act(async () => clear.click());
    expect(commits).to.deep.equal([{ search: '', filters: [] }]);
    expect(inputs()[0]!.value).to.equal('');
    expect(container.querySelectorAll('.cms-filter-bar__filter')).to.have.length(0);
  });

  it('picks a status or a boolean from a list, and sends nothing until one is picked', async () => {
    await mount();
    await chooseOption(selects()[0]!, 'status');
    const value = selects()[2]!;
    expect(value.textContent).to.equal('Choose one...');
    expect(await offered(value)).to.deep.equal({ published: 'Published', draft: 'Draft' });
    await waitUntil(() => commits.length === 1, 'not committed', { timeout: 1000 });
    expect(listQuery({ meta: [], filters: commits[0]!.filters })).to.deep.equal({});
    await chooseOption(value, 'draft');
    await waitUntil(() => commits.length === 2, 'not committed', { timeout: 1000 });
    expect(listQuery({ meta: [], filters: commits[1]!.filters })).to.deep.equal({
      'filter[status][eq]': 'draft',
    });
    await chooseOption(selects()[0]!, 'featured');
    expect(await offered(selects()[4]!)).to.deep.equal({ 1: 'true', 0: 'false' });
  });

  it("picks a value from the list its field's interface knows (a dropdown's choices, the logged actions)", async () => {
    await mount();
    await chooseOption(selects()[0]!, 'kind');
    expect(await offered(selects()[2]!)).to.deep.equal({ news: 'News', essay: 'Essay' });
    await chooseOption(selects()[2]!, 'essay');
    await waitUntil(() => commits.some((one) => one.filters[0]?.value === 'essay'), 'no commit', {
      timeout: 1000,
    });
    await chooseOption(selects()[0]!, 'action');
    const actions = await offered(selects()[4]!);
    expect(actions.comment).to.equal('Commented');
    expect(Object.keys(actions)).to.include.members(['create', 'update', 'authenticate']);
  });

  it('does not ask for a value with the presence operators', async () => {
    await mount({ search: '', filters: [{ field: 'title', operator: 'contains', value: '' }] });
    expect(inputs()).to.have.length(2);
    await chooseOption(selects()[1]!, 'null');
    expect(inputs()).to.have.length(1);
  });
});
