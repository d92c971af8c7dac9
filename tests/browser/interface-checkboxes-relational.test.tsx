// Checkboxes relational (interfaces catalogue row 5): every tag of the demo schema's articles ↔
// tags many-to-many as a checkbox, checked when a junction row links it; checking and unchecking
// stage junction rows exactly as many-to-many does, so a save sends new junction rows and deletes.
import { expect } from '@open-wc/testing';
import type { CollectionInfo } from '../../src/api/types.js';
import { savePayload } from '../../src/form/save-payload.js';
import '../../src/interfaces/index.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { setPermissions } from '../../src/permissions/store.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { editorUser } from './fixtures/current-user.js';
import { articleRelations } from './fixtures/item-harness/article-relations.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import { mountInterface } from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted, mount, settle } from './fixtures/item-harness/render.js';
import { permissionRow } from './fixtures/permission-row.js';
import { adoptAdminStyles, resetStores } from './helpers.js';

const ADMIN_ROLE = 1;
const EDITOR_ROLE = 3;
const collections: Record<string, CollectionInfo> = {};

const tagsField = fieldOf('tags', 'o2m', 'checkboxes-relational', {
  options: { template: '{{name}}', grid: 3 },
});
const TAGS = [
  { id: 1, name: 'news', color: '#f00' },
  { id: 2, name: '<i>tech</i>', color: '#0f0' },
  { id: 3, name: 'travel', color: '#00f' },
  { id: 4, name: 'food', color: '#ff0' },
];
// As the item form reads them (`tags.*.*`): junction rows with the tag expanded.
const savedTags = [
  { id: 10, article: 7, tag: { id: 1, name: 'news', color: '#f00' } },
  { id: 11, article: 7, tag: { id: 2, name: '<i>tech</i>', color: '#0f0' } },
];

let api: StubbedApi | null = null;
let mounted: (Mounted & { reports?: unknown[] }) | null = null;

function serveTags(tags: readonly Record<string, unknown>[]): StubbedApi {
  return stubApi({
    'GET alpha/items/tags': (call) => {
      const offset = Number(call.query.get('offset') ?? 0);
      const limit = Number(call.query.get('limit'));
      return { body: { data: tags.slice(offset, offset + limit) } };
    },
  });
}

async function until<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = read();
    if (found) return found;
    await settle(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const boxes = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLInputElement>('.cms-checkboxes-relational input[type="checkbox"]'),
];
const labelsOf = (root: ParentNode) =>
  [...root.querySelectorAll('.cms-checkbox__label')].map((one) => one.textContent);
const checkedLabels = (root: ParentNode) =>
  boxes(root)
    .filter((box) => box.checked)
    .map((box) => box.closest('label')?.textContent);
const boxNamed = (root: ParentNode, name: string) =>
  boxes(root).find((box) => box.closest('label')?.textContent === name) as HTMLInputElement;

describe('checkboxes-relational', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setRelations(articleRelations);
    setCollections([]);
    setCurrentUser(editorUser(ADMIN_ROLE));
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  it('lists every related item as a checkbox in the grid option’s columns, the linked ones checked', async () => {
    adoptAdminStyles();
    api = serveTags(TAGS);
    mounted = await mountInterface(tagsField, savedTags);
    const { container } = mounted;
    await until(() => boxes(container).length === 4, 'the four tags');
    expect(labelsOf(container)).to.deep.equal(['news', '<i>tech</i>', 'travel', 'food']);
    // Labels are text: the tag's markup is not rendered.
    expect(container.querySelector('.cms-checkboxes-relational i')).to.equal(null);
    expect(checkedLabels(container)).to.deep.equal(['news', '<i>tech</i>']);
    // The field's label names the group of boxes.
    const group = container.querySelector('fieldset#field-input')!;
    expect(group.getAttribute('aria-labelledby')).to.equal('field-input-label');
    const grid = container.querySelector('.cms-checkboxes-relational__grid')!;
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).to.have.length(3);
    // One request for a page of the related collection.
    const call = api.callsTo('GET alpha/items/tags')[0]!;
    expect(call.query.get('limit')).to.equal('200');
  });

  it('checking stages a junction row, unchecking drops one: the save sends a new row and a delete', async () => {
    api = serveTags(TAGS);
    const shown = await mountInterface(tagsField, savedTags);
    mounted = shown;
    const { container, reports } = shown;
    await until(() => boxes(container).length === 4, 'the four tags');

    await click(boxNamed(container, 'travel'));
    await click(boxNamed(container, 'news'));
    expect(checkedLabels(container)).to.deep.equal(['<i>tech</i>', 'travel']);
    const staged = reports.at(-1);
    expect(staged).to.deep.equal([savedTags[1], { tag: TAGS[2] }]);

    // The same shape many-to-many stages, so the save is the same: a new junction row, a delete.
    const fields = { tags: tagsField };
    expect(
      savePayload({ tags: staged }, { tags: savedTags }, fields, articleRelations, collections),
    ).to.deep.equal({ tags: [{ tag: 3 }, { id: 10, $delete: true }] });

    // Unchecking a box checked in this session leaves nothing to send.
    await click(boxNamed(container, 'travel'));
    await click(boxNamed(container, 'news'));
    expect(checkedLabels(container)).to.deep.equal(['news', '<i>tech</i>']);
    expect(
      savePayload(
        { tags: reports.at(-1) },
        { tags: savedTags },
        fields,
        articleRelations,
        collections,
      ),
    ).to.deep.equal({});
  });

  it('read-only: every box is disabled', async () => {
    api = serveTags(TAGS);
    const shown = await mountInterface(tagsField, savedTags, true);
    mounted = shown;
    const { container, reports } = shown;
    await until(() => boxes(container).length === 4, 'the four tags');
    expect(boxes(container).every((box) => box.disabled)).to.equal(true);
    await click(boxNamed(container, 'travel'));
    expect(reports).to.deep.equal([]);
  });

  it('a role that may not create junction rows cannot check a box, and one without delete cannot uncheck a saved link', async () => {
    setCurrentUser(editorUser(EDITOR_ROLE));
    setPermissions([
      permissionRow({ collection: 'articles_tags', create: 'none', delete: 'full' }),
      permissionRow({ id: 2, collection: 'tags' }),
    ]);
    api = serveTags(TAGS);
    mounted = await mountInterface(tagsField, savedTags);
    const { container } = mounted;
    await until(() => boxes(container).length === 4, 'the four tags');
    expect(boxNamed(container, 'travel').disabled).to.equal(true);
    expect(boxNamed(container, 'news').disabled).to.equal(false);
    expect(container.textContent).to.contain('Your role may not link items here.');
    mounted.unmount();

    setPermissions([
      permissionRow({ collection: 'articles_tags', create: 'full', delete: 'none' }),
      permissionRow({ id: 2, collection: 'tags' }),
    ]);
    mounted = await mountInterface(tagsField, savedTags);
    const again = mounted.container;
    await until(() => boxes(again).length === 4, 'the four tags again');
    expect(boxNamed(again, 'news').disabled).to.equal(true);
    await click(boxNamed(again, 'travel'));
    // Just checked in this session: it may be unchecked again.
    expect(boxNamed(again, 'travel').disabled).to.equal(false);
    expect(again.textContent).to.not.contain('Your role may not link items here.');
  });

  it('a large collection shows its first page, says so, loads more on request, and keeps a linked item from further on', async () => {
    const many = Array.from({ length: 230 }, (_, index) => ({
      id: index + 1,
      name: `Tag ${index + 1}`,
    }));
    api = serveTags(many);
    const linkedFarOn = [{ id: 50, article: 7, tag: { id: 225, name: 'Tag 225' } }];
    mounted = await mountInterface(tagsField, linkedFarOn);
    const { container } = mounted;
    await until(() => boxes(container).length === 201, 'the first page and the linked tag');
    expect(labelsOf(container).at(-1)).to.equal('Tag 225');
    expect(checkedLabels(container)).to.deep.equal(['Tag 225']);
    expect(container.textContent).to.contain('Showing the first 200 items.');

    const more = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Show more',
    )!;
    await click(more);
    await until(() => boxes(container).length === 230, 'all 230 tags');
    expect(api.callsTo('GET alpha/items/tags').at(-1)!.query.get('offset')).to.equal('200');
    // Now listed in its place, once.
    expect(labelsOf(container).filter((label) => label === 'Tag 225')).to.have.length(1);
    expect(labelsOf(container)[224]).to.equal('Tag 225');
    expect(container.textContent).to.not.contain('Showing the first');
  });

  it('says so when the items cannot be loaded', async () => {
    api = stubApi({ 'GET alpha/items/tags': { status: 500, body: { error: { code: 0 } } } });
    mounted = await mountInterface(tagsField, savedTags);
    const { container } = mounted;
    const alert = await until(() => container.querySelector('[role="alert"]'), 'the error');
    expect(alert.textContent).to.equal('Could not load the items to choose from.');
    // The linked items stay listed.
    expect(checkedLabels(container)).to.deep.equal(['news', '<i>tech</i>']);
  });

  it('displays the linked items by listing_template, or how many there are', async () => {
    const definition = getInterface('checkboxes-relational') as InterfaceDefinition;
    const Display = definition.display!;
    const withTemplate = fieldOf('tags', 'o2m', 'checkboxes-relational', {
      options: { listing_template: '{{name}} ({{color}})' },
    });
    mounted = await mount(
      <Display
        value={savedTags}
        field={withTemplate}
        options={optionsWithDefaults(definition, withTemplate)}
      />,
    );
    expect(mounted.container.textContent).to.equal('news (#f00), <i>tech</i> (#0f0)');
    expect(mounted.container.querySelector('i')).to.equal(null);
    mounted.unmount();

    // A v8 template written against the junction row reads the same.
    const throughJunction = { ...withTemplate, options: { listing_template: '{{tag.name}}' } };
    mounted = await mount(
      <Display value={savedTags} field={throughJunction} options={throughJunction.options} />,
    );
    expect(mounted.container.textContent).to.equal('news, <i>tech</i>');
    mounted.unmount();

    mounted = await mount(<Display value={savedTags} field={tagsField} options={{ grid: 2 }} />);
    expect(mounted.container.textContent).to.equal('2 items');
  });
});
