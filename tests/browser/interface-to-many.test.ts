// One-to-many and many-to-many (spec 2 §7 item calls): the list of related items with add and
// remove, the display, and the changes a save sends for them.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { CollectionInfo } from '../../src/api/types.js';
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
import { articleRelations } from './fixtures/item-harness/article-relations.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { click, type Mounted, mount, pick } from './fixtures/item-harness/render.js';
import { fixtureApi, openOptions, resetStores } from './helpers.js';

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
