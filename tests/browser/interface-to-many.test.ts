// One-to-many and many-to-many (spec 2 §7 item calls): the list of related items with add and
// remove, the display, and the changes a save sends for them.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { savePayload } from '../../src/form/save-payload.js';
import '../../src/interfaces/index.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { toManyInfo, toManyPayload } from '../../src/interfaces/relational/to-many.js';
import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { $currentUser } from '../../src/state/user.js';
import { stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { articleRelations } from './fixtures/item-harness/article-relations.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { pressKey } from './fixtures/item-harness/interface-under-test.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  pick,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { CLOSED_API, fixtureApi, listboxOptions, openOptions, resetStores } from './helpers.js';

const relations = articleRelations;
const collections: Record<string, CollectionInfo> = {};
const tagsField = fieldOf('tags', 'o2m', 'many-to-many', { options: { template: '{{tag.name}}' } });
const articlesField = {
  ...fieldOf('articles', 'o2m', 'one-to-many', { options: { fields: 'title' } }),
  collection: 'authors',
};
const savedTags = [
  { id: 10, article: 7, tag: { id: 1, name: 'news' } },
  { id: 11, article: 7, tag: { id: 2, name: '<i>tech</i>' } },
];

describe('to-many relations', () => {
  let mounted: Mounted | null = null;
  beforeEach(() => {
    resetStores();
    $config.setKey('apiRoot', fixtureApi('item-api'));
    setCurrentProject('alpha');
    setRelations(relations);
    setCollections([]);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('finds where the rows live for O2M and M2M fields', () => {
    expect(toManyInfo(articlesField, relations, collections)).to.deep.include({
      kind: 'o2m',
      rowsCollection: 'articles',
      foreignKey: 'author',
      relatedCollection: 'articles',
    });
    expect(toManyInfo(tagsField, relations, collections)).to.deep.include({
      kind: 'm2m',
      rowsCollection: 'articles_tags',
      foreignKey: 'article',
      junctionField: 'tag',
      relatedCollection: 'tags',
    });
  });

  it('sends only the changes: attach / detach for O2M, new junction rows / deletes for M2M', () => {
    const m2m = toManyInfo(tagsField, relations, collections)!;
    expect(
      toManyPayload(savedTags, [savedTags[0], { tag: { id: 3, name: 'travel' } }], m2m),
    ).to.deep.equal([{ tag: 3 }, { id: 11, $delete: true }]);
    const o2m = toManyInfo(articlesField, relations, collections)!;
    expect(
      toManyPayload(
        [
          { id: 1, title: 'a' },
          { id: 2, title: 'b' },
        ],
        [{ id: 2 }, { id: 5 }],
        o2m,
      ),
    ).to.deep.equal([5, { id: 1, author: null }]);
    // Unchanged to-many fields are left out of the save.
    expect(
      savePayload(
        { tags: savedTags, title: 'x' },
        { tags: savedTags },
        { tags: tagsField, title: fieldOf('title', 'string', 'text-input') },
        relations,
        collections,
      ),
    ).to.deep.equal({ title: 'x' });
  });

  it('lists the related items, removes one and adds one from the picker', async () => {
    const definition = getInterface('many-to-many') as InterfaceDefinition;
    const reports: unknown[] = [];
    mounted = await mount(
      createElement(Controlled, { definition, field: tagsField, initial: savedTags, reports }),
    );
    const { container } = mounted;
    const labels = () =>
      [...container.querySelectorAll('.cms-to-many__row span')].map((one) => one.textContent);
    expect(labels()).to.deep.equal(['news', '<i>tech</i>']);
    expect(container.querySelector('.cms-to-many__row i')).to.equal(null);

    await click(container.querySelector('[aria-label="Remove news"]')!);
    expect(labels()).to.deep.equal(['<i>tech</i>']);

    const select = container.querySelector<HTMLElement>('#field-input')!;
    expect(select.textContent).to.equal('Choose an item to add…');
    // Items already listed are not offered again.
    expect(await openOptions(select, 2)).to.deep.equal(['news', 'travel']);
    await pick(select, '3');
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Add')!);
    expect(labels()).to.deep.equal(['<i>tech</i>', 'travel']);
    expect(reports.at(-1)).to.deep.equal([savedTags[1], { tag: { id: 3, name: 'travel' } }]);
  });

  it('the add picker is one control: its own search asks the server after 550 ms and a full page loads more', async () => {
    const tags = Array.from({ length: 230 }, (_, index) => ({
      id: index + 1,
      name: index === 214 ? 'Zebra' : `Tag ${index + 1}`,
    }));
    const api = stubApi({
      'GET alpha/items/tags': (call) => {
        const q = (call.query.get('q') ?? '').toLowerCase();
        const offset = Number(call.query.get('offset') ?? 0);
        const limit = Number(call.query.get('limit'));
        const found = tags.filter((one) => one.name.toLowerCase().includes(q));
        return { body: { data: found.slice(offset, offset + limit) } };
      },
    });
    $config.setKey('apiRoot', CLOSED_API);
    try {
      const definition = getInterface('many-to-many') as InterfaceDefinition;
      const reports: unknown[] = [];
      mounted = await mount(
        createElement(Controlled, { definition, field: tagsField, initial: [], reports }),
      );
      const { container } = mounted;
      const select = container.querySelector<HTMLElement>('#field-input')!;
      expect(await openOptions(select, 200)).to.have.length(200);
      // No second box beside the select: the search sits inside its list.
      const searches = container.querySelectorAll<HTMLInputElement>('input[type="search"]');
      expect(searches).to.have.length(1);
      const search = searches[0]!;
      expect(search.getAttribute('aria-label')).to.equal('Search related items');
      expect(search.closest('.cms-select__popup')).to.not.equal(null);

      // A full page of 200: "Show more" loads the next from offset 200.
      await click(container.querySelector<HTMLButtonElement>('.cms-select__more')!);
      for (let tries = 0; tries < 100 && listboxOptions(select).length < 230; tries += 1) {
        await settle(20);
      }
      expect(api.callsTo('GET alpha/items/tags').at(-1)!.query.get('offset')).to.equal('200');
      expect(listboxOptions(select)).to.have.length(230);
      expect(container.querySelector('.cms-select__more')).to.equal(null);

      const asked = api.callsTo('GET alpha/items/tags').length;
      await typeText(search, 'zeb');
      // Typing is not a request yet: the list says it is loading.
      expect(api.callsTo('GET alpha/items/tags')).to.have.length(asked);
      expect(container.querySelector('.cms-select__status')?.textContent).to.equal('Loading…');
      const typedAt = performance.now();
      for (let tries = 0; tries < 100 && listboxOptions(select).length !== 1; tries += 1) {
        await settle(20);
      }
      expect(performance.now() - typedAt).to.be.at.least(500);
      const calls = api.callsTo('GET alpha/items/tags');
      expect(calls).to.have.length(asked + 1);
      expect(calls.at(-1)!.query.get('q')).to.equal('zeb');
      expect(listboxOptions(select).map((one) => one.textContent)).to.deep.equal(['Zebra']);

      await pick(select, '215');
      expect(select.textContent).to.equal('Zebra');
      await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Add')!);
      expect(reports.at(-1)).to.deep.equal([{ tag: { id: 215, name: 'Zebra' } }]);
      expect(select.textContent).to.equal('Choose an item to add…');
    } finally {
      api.restore();
    }
  });

  describe('v8 options', () => {
    const field = (base: FieldInfo, options: Record<string, unknown>) => ({
      ...base,
      options: { ...base.options, ...options },
    });
    const collectionOf = (name: string, fields: FieldInfo[]): CollectionInfo => ({
      collection: name,
      managed: true,
      hidden: false,
      single: false,
      icon: null,
      note: null,
      translation: null,
      fields: Object.fromEntries(fields.map((one) => [one.field, { ...one, collection: name }])),
    });
    const savedArticles = [
      { id: 1, title: 'First', author: 4, sort: 2 },
      { id: 2, title: 'Second', author: 4, sort: 1 },
      { id: 3, title: 'Third', author: 4, sort: null },
    ];
    async function render(base: FieldInfo, options: Record<string, unknown>, initial: unknown) {
      const definition = getInterface(base.interface ?? '') as InterfaceDefinition;
      const reports: unknown[] = [];
      mounted = await mount(
        createElement(Controlled, { definition, field: field(base, options), initial, reports }),
      );
      const { container } = mounted;
      const labels = () =>
        [...container.querySelectorAll('.cms-to-many__label')].map((one) => one.textContent);
      return { container, reports, labels };
    }

    let api: ReturnType<typeof stubApi>;
    beforeEach(() => {
      api = stubApi({
        'GET alpha/items/articles': () => ({
          body: { data: [...savedArticles, { id: 9, title: 'Loose', author: null, sort: null }] },
        }),
        'GET alpha/items/tags': () => ({ body: { data: [{ id: 1, name: 'news' }] } }),
      });
      $config.setKey('apiRoot', CLOSED_API);
      $currentUser.set({
        id: 1,
        email: 'admin@example.com',
        first_name: 'Ad',
        last_name: 'Min',
        locale: 'en-US',
        role: { id: 1, module_listing: null, collection_listing: null },
      } as never);
      setCollections([
        collectionOf('tags', [
          fieldOf('id', 'integer', 'primary-key', { primary_key: true }),
          fieldOf('name', 'string', 'text-input'),
        ]),
        collectionOf('articles', [
          fieldOf('id', 'integer', 'primary-key', { primary_key: true }),
          fieldOf('title', 'string', 'text-input'),
          fieldOf('author', 'm2o', 'many-to-one'),
          fieldOf('sort', 'sort', 'sort'),
        ]),
      ]);
    });
    afterEach(() => api.restore());

    it('allow_select and allow_create (both on by default) offer the picker and "Create new"', async () => {
      const both = await render(tagsField, {}, []);
      expect(both.container.querySelector('[role="combobox"]')?.id).to.equal('field-input');
      expect(buttonNamed(both.container, 'Create new')).to.not.equal(null);
      mounted?.unmount();
      const createOnly = await render(tagsField, { allow_select: false }, []);
      expect(createOnly.container.querySelectorAll('[role="combobox"]').length).to.equal(0);
      // The form's label points at what is left.
      expect(buttonNamed(createOnly.container, 'Create new')?.id).to.equal('field-input');
      mounted?.unmount();
      const selectOnly = await render(tagsField, { allow_create: false }, []);
      expect(selectOnly.container.querySelectorAll('[role="combobox"]').length).to.equal(1);
      expect(buttonNamed(selectOnly.container, 'Create new')).to.equal(null);
      mounted?.unmount();
      // Without the right to create in the related collection there is no "Create new" either.
      $currentUser.set(null);
      const noRight = await render(tagsField, {}, []);
      expect(buttonNamed(noRight.container, 'Create new')).to.equal(null);
    });

    it('"Create new" fills in a new related item in a dialog; the save creates it (M2M and O2M)', async () => {
      const tags = await render(tagsField, {}, [savedTags[0]]);
      await click(buttonNamed(tags.container, 'Create new')!);
      let dialog = tags.container.querySelector('dialog[open]')!;
      expect(dialog.querySelector('h2')?.textContent).to.equal('New item');
      // The key is the database's to assign: only the name is asked for.
      const inputs = [...dialog.querySelectorAll<HTMLInputElement>('input')];
      expect(inputs.map((one) => one.labels?.[0]?.textContent)).to.deep.equal(['Name']);
      await typeText(inputs[0]!, 'fresh');
      await click(buttonNamed(dialog, 'Add')!);
      expect(tags.container.querySelector('dialog[open]')).to.equal(null);
      expect(tags.labels()).to.deep.equal(['news', 'fresh']);
      expect(tags.reports.at(-1)).to.deep.equal([savedTags[0], { tag: { name: 'fresh' } }]);
      const m2m = toManyInfo(tagsField, relations, collections)!;
      expect(toManyPayload([savedTags[0]], tags.reports.at(-1), m2m)).to.deep.equal([
        { tag: { name: 'fresh' } },
      ]);
      mounted?.unmount();

      const articles = await render(articlesField, {}, []);
      await click(buttonNamed(articles.container, 'Create new')!);
      dialog = articles.container.querySelector('dialog[open]')!;
      // Not the field pointing back at the author: the save sets it.
      expect(
        [...dialog.querySelectorAll('.cms-field__label')].map((one) => one.textContent),
      ).to.not.include('Author');
      await typeText(dialog.querySelector<HTMLInputElement>('input')!, 'Draft');
      await click(buttonNamed(dialog, 'Add')!);
      expect(articles.labels()).to.deep.equal(['Draft']);
      const o2m = toManyInfo(articlesField, relations, collections)!;
      expect(toManyPayload([], articles.reports.at(-1), o2m)).to.deep.equal([{ title: 'Draft' }]);
      // Cancel stages nothing.
      await click(buttonNamed(articles.container, 'Create new')!);
      await click(buttonNamed(articles.container.querySelector('dialog[open]')!, 'Cancel')!);
      expect(articles.reports).to.have.length(1);
    });

    it('sort_field: the rows in that order, moved with the grip and the arrow keys, each place written', async () => {
      const { container, reports, labels } = await render(
        articlesField,
        { sort_field: 'sort' },
        savedArticles,
      );
      expect(labels()).to.deep.equal(['Second', 'First', 'Third']);
      const grip = container.querySelector<HTMLButtonElement>('button[aria-label="Move Third"]')!;
      grip.focus();
      await pressKey('ArrowUp');
      expect(labels()).to.deep.equal(['Second', 'Third', 'First']);
      expect(reports.at(-1)).to.deep.equal([
        { id: 2, title: 'Second', author: 4, sort: 1 },
        { id: 3, title: 'Third', author: 4, sort: 2 },
        { id: 1, title: 'First', author: 4, sort: 3 },
      ]);
      const o2m = toManyInfo(articlesField, relations, collections)!;
      expect(toManyPayload(savedArticles, reports.at(-1), o2m)).to.deep.equal([
        { id: 3, sort: 2 },
        { id: 1, sort: 3 },
      ]);
      // Without the option there is nothing to drag.
      mounted?.unmount();
      const plain = await render(articlesField, {}, savedArticles);
      expect(plain.container.querySelectorAll('.cms-sortable__grip').length).to.equal(0);
      expect(plain.labels()).to.deep.equal(['First', 'Second', 'Third']);
    });

    it('delete_mode: "relation" (default) unlinks a removed item, "item" deletes it; the form says which', async () => {
      const o2m = toManyInfo(articlesField, relations, collections)!;
      const unlink = await render(articlesField, {}, savedArticles);
      expect(unlink.container.textContent).to.contain(
        'Removing an item here only unlinks it; the item itself stays.',
      );
      await click(unlink.container.querySelector('[aria-label="Remove First"]')!);
      expect(toManyPayload(savedArticles, unlink.reports.at(-1), o2m)).to.deep.equal([
        { id: 1, author: null },
      ]);
      mounted?.unmount();

      const remove = await render(articlesField, { delete_mode: 'item' }, savedArticles);
      expect(remove.container.textContent).to.contain(
        'Removing an item here deletes it when you save.',
      );
      expect(remove.container.querySelector('[aria-label="Remove First"]')).to.equal(null);
      await click(remove.container.querySelector('[aria-label="Delete First"]')!);
      expect(remove.labels()).to.deep.equal(['Second', 'Third']);
      expect(toManyPayload(savedArticles, remove.reports.at(-1), o2m)).to.deep.equal([
        { id: 1, $delete: true },
      ]);
      // The item marked for deletion is not offered again by the picker.
      const select = remove.container.querySelector<HTMLElement>('#field-input')!;
      expect(await openOptions(select, 1)).to.deep.equal(['Loose']);
    });
  });

  it('displays the related items as text', async () => {
    const definition = getInterface('many-to-many') as InterfaceDefinition;
    mounted = await mount(
      createElement(definition.display!, {
        value: savedTags,
        field: tagsField,
        options: optionsWithDefaults(definition, tagsField),
      }),
    );
    expect(mounted.container.textContent).to.equal('news, <i>tech</i>');
    expect(mounted.container.querySelector('i')).to.equal(null);
  });
});
