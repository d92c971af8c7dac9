// The field wizard's relation tab (spec 3 §4 "Relations", §5): the related-collection picker
// without the four system collections, the many-to-one's key column and optional alias with its
// name check, the one-to-many's back field (existing or new), the many-to-many's generated or
// existing junction, the files interface's fixed directus_files, and an existing relation shown
// read-only with only the missing alias left to add.
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import {
  RelationTab,
  type RelationTabProps,
} from '../../src/screens/settings/field-wizard/RelationTab.js';
import {
  initialRelationDraft,
  type RelationDraft,
  type RelationKind,
} from '../../src/screens/settings/field-wizard/relation-draft.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { collections, relations } from '../unit/relation-fixtures.js';
import {
  click,
  type Mounted,
  mount,
  pick,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { adoptAdminStyles, listboxOptions, openOptions, resetStores } from './helpers.js';

let mounted: Mounted | null = null;
let latest: RelationDraft | null = null;

function Harness(props: Omit<RelationTabProps, 'draft' | 'onChange'> & { start: RelationDraft }) {
  const [draft, setDraft] = useState(props.start);
  latest = draft;
  return <RelationTab {...props} draft={draft} onChange={setDraft} />;
}

async function render(
  kind: RelationKind,
  options: { field?: string; iface?: string; existingField?: boolean } = {},
) {
  const field = options.field ?? '';
  const start = initialRelationDraft(kind, 'articles', field, relations, options.iface ?? 'x');
  mounted = await mount(
    <Harness
      project="alpha"
      collection="articles"
      fieldName={field || 'new_field'}
      vendor="mysql"
      existingField={options.existingField ?? false}
      start={start}
    />,
  );
  await settle();
  return mounted.container;
}

function labelled<E extends HTMLElement>(root: HTMLElement, text: string): E {
  const label = [...root.querySelectorAll('label')].find((entry) => entry.textContent === text);
  const control = label?.htmlFor ? root.querySelector<E>(`[id="${label.htmlFor}"]`) : null;
  if (!control) throw new Error(`no control labelled ${text}`);
  return control;
}

function choice(root: HTMLElement, text: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((entry) => entry.textContent === text);
  const input = label?.querySelector('input');
  if (!input) throw new Error(`no choice ${text}`);
  return input;
}

describe('relation tab', () => {
  before(() => adoptAdminStyles());
  beforeEach(() => {
    resetStores();
    setCollections(Object.values(collections));
    setRelations(relations);
    latest = null;
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('offers managed collections but the four system ones, and the key column of the pick', async () => {
    const root = await render('m2o');
    const related = labelled(root, 'Related collection');
    const offered = await openOptions(related);
    expect(offered).to.include('directus_files');
    expect(offered).to.include('tags');
    for (const hidden of [
      'directus_collections',
      'directus_activity',
      'directus_fields',
      'directus_relations',
      'legacy',
    ]) {
      expect(
        offered.some((label) => label.startsWith(hidden)),
        hidden,
      ).to.equal(false);
    }
    expect(listboxOptions(related).length).to.be.greaterThan(0);
    await pick(related, 'tags');
    await settle();
    expect(root.textContent).to.contain(
      'The field is stored as VARCHAR(40), like the primary key of tags.',
    );
    expect(latest?.keyColumn).to.deep.equal({
      type: 'string',
      datatype: 'VARCHAR',
      length: 40,
      signed: false,
    });
  });

  it('many-to-one: the alias on the other side is optional and its name is checked', async () => {
    const root = await render('m2o');
    await pick(labelled(root, 'Related collection'), 'authors');
    await settle();
    const add = choice(root, 'Also list the related items on authors (a one-to-many field there)');
    expect(add.checked).to.equal(false);
    await click(add);
    const name = labelled<HTMLInputElement>(root, 'Field name on authors');
    // authors already has "articles": the proposal is made unique.
    expect(name.value).to.equal('articles_2');
    await typeText(name, 'Name');
    expect(name.value).to.equal('name');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(root.textContent).to.contain('That name is already taken.');
    await typeText(name, 'Written Articles');
    expect(name.value).to.equal('written_articles');
    expect(name.getAttribute('aria-invalid')).to.equal(null);
    expect(latest?.createReverse).to.equal(true);
    expect(latest?.reverseField).to.equal('written_articles');
  });

  it('one-to-many: an existing foreign key that fits, or a new one', async () => {
    const root = await render('o2m');
    await pick(labelled(root, 'Related collection'), 'notes');
    await settle();
    const existing = choice(root, 'Use an existing field of notes');
    expect(existing.checked).to.equal(true);
    const field = labelled(root, 'Field holding the key of articles');
    expect(await openOptions(field)).to.deep.equal(['articleinteger']);
    await pick(field, 'article');
    expect(latest?.backField).to.equal('article');

    await click(choice(root, 'Create a many-to-one field on notes'));
    const name = labelled<HTMLInputElement>(root, 'New field on notes');
    expect(name.value).to.equal('articles');
    expect(latest?.createBackField).to.equal(true);
    await typeText(name, 'text');
    expect(root.textContent).to.contain('That name is already taken.');
  });

  it('many-to-many: a generated junction by the naming rule, or an existing one', async () => {
    const root = await render('m2m');
    await pick(labelled(root, 'Related collection'), 'tags');
    await settle();
    expect(choice(root, 'Create a junction collection').checked).to.equal(true);
    const junction = labelled<HTMLInputElement>(root, 'Name of the new junction');
    expect(junction.value).to.equal('articles_tags');
    expect(root.textContent).to.contain('key fields articles_id and tags_id');
    await typeText(junction, 'Articles & Tags');
    expect(junction.value).to.equal('articles_tags');
    await typeText(junction, 'notes');
    expect(junction.getAttribute('aria-invalid')).to.equal('true');

    await click(choice(root, 'Use an existing collection as the junction'));
    await pick(labelled(root, 'Junction collection'), 'notes');
    await settle();
    await pick(labelled(root, 'Its field pointing to articles'), 'article');
    await pick(labelled(root, 'Its field pointing to tags'), 'article');
    expect(root.textContent).to.contain("The junction's two key fields must be different fields.");
    await pick(labelled(root, 'Its field pointing to tags'), 'text');
    expect(latest).to.include({
      junctionSource: 'existing',
      junction: 'notes',
      junctionThisField: 'article',
      junctionRelatedField: 'text',
    });
  });

  it('files: directus_files is fixed and no alias is offered on a system collection', async () => {
    const root = await render('m2m', { iface: 'files' });
    await settle();
    const related = labelled<HTMLButtonElement>(root, 'Related collection');
    expect(related.disabled).to.equal(true);
    expect(root.textContent).to.contain('This interface always relates to directus_files.');
    expect(labelled<HTMLInputElement>(root, 'Name of the new junction').value).to.equal(
      'articles_directus_files',
    );
    expect(root.textContent).to.contain(
      'Fields cannot be added to the system collection directus_files',
    );
    expect(root.querySelector('input[type="checkbox"]')).to.equal(null);
  });

  it('an existing relation is read-only; only the missing alias can be added', async () => {
    const m2o = await render('m2o', { field: 'author', existingField: true });
    expect(m2o.textContent).to.contain("This field's relation");
    expect(m2o.textContent).to.contain('articles.author points at an item of authors.');
    expect(m2o.textContent).to.contain('On authors the field articles shows this relation');
    expect(m2o.textContent).not.to.contain('can still be added');
    expect(m2o.querySelector('[role="combobox"], button[aria-haspopup]')).to.equal(null);
    mounted?.unmount();

    const m2m = await render('m2m', { field: 'tags', existingField: true });
    expect(m2m.textContent).to.contain('through the junction articles_tags');
    expect(m2m.textContent).to.contain('only the field on the other side can still be added');
    await click(choice(m2m, 'Also add a many-to-many field on tags'));
    const name = labelled<HTMLInputElement>(m2m, 'Field name on tags');
    expect(name.value).to.equal('articles');
    expect(latest?.createReverse).to.equal(true);
  });
});
