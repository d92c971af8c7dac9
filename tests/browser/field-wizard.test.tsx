// The field wizard as an admin drives it: picking an interface moves to the schema tab, Next waits
// for a name, a name that exists gets the cross and "already exists", the last tab's button reads
// Save; an existing field opens on its options with the name locked; a failed save keeps the
// dialog open with what was typed; the interface cards move with the arrow keys.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { getInterface } from '../../src/interfaces/registry.js';
import { FieldWizard } from '../../src/screens/settings/field-wizard/FieldWizard.js';
import { POPULAR_INTERFACES } from '../../src/screens/settings/field-wizard/field-draft.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import { setCollections } from '../../src/state/schema.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import { click, type Mounted, mount, settle, typeText } from './fixtures/item-harness/render.js';
import { adoptAdminStyles, project, resetStores } from './helpers.js';

const articles: CollectionInfo = {
  collection: 'articles',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: { ...fieldOf('id', 'integer', 'primary-key'), primary_key: true, datatype: 'INT' },
    title: {
      ...fieldOf('title', 'string', 'text-input'),
      datatype: 'VARCHAR',
      length: 200,
      options: { placeholder: 'A title' },
    },
  },
};

function dialog(): HTMLDialogElement {
  const element = document.querySelector<HTMLDialogElement>('dialog');
  if (!element) throw new Error('no dialog');
  return element;
}

const selectedTab = () =>
  dialog().querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '';
const tabNamed = (name: string) =>
  [...dialog().querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (tab) => tab.textContent === name,
  );
const primary = () => dialog().querySelector<HTMLButtonElement>('.cms-button--primary');
const nameInput = () => {
  const label = [...dialog().querySelectorAll('label')].find(
    (entry) => entry.textContent === 'Name',
  );
  return dialog().querySelector<HTMLInputElement>(`[id="${label?.htmlFor}"]`);
};

async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (check()) return;
    await settle(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('field wizard', () => {
  let mounted: Mounted | null = null;
  const saved: string[] = [];
  const closed: number[] = [];

  beforeEach(() => {
    resetStores();
    adoptAdminStyles();
    $projects.set([project('alpha', { data: { project_name: 'Alpha', database: 'mysql' } })]);
    setCurrentProject('alpha');
    setCollections([articles]);
    saved.length = 0;
    closed.length = 0;
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  const open = (field: FieldInfo | null) =>
    mount(
      createElement(FieldWizard, {
        project: 'alpha',
        collection: articles,
        field,
        open: true,
        onClose: () => closed.push(1),
        onSaved: (name: string) => saved.push(name),
      }),
    );

  it('a new field: interface → schema, Next waits for a free name, Save on the last tab', async () => {
    mounted = await open(null);
    expect(dialog().open).to.equal(true);
    expect(selectedTab()).to.equal('Interface');
    expect(primary()?.textContent).to.equal('Next');
    expect(primary()?.disabled).to.equal(true);
    expect(tabNamed('Schema')?.disabled).to.equal(true, 'schema not reachable yet');

    const popular = dialog().querySelector('[role="group"][aria-label="Popular"]');
    const popularIds = [...(popular?.querySelectorAll<HTMLElement>('[data-interface]') ?? [])].map(
      (card) => card.dataset.interface,
    );
    // The spec's popular list in its order, without those that are not registered (calendar).
    expect(popularIds).to.deep.equal(
      POPULAR_INTERFACES.filter((id) => getInterface(id)?.id === id),
    );
    expect(popularIds.slice(0, 2)).to.deep.equal(['text-input', 'textarea']);
    expect(popularIds).to.include('many-to-one');

    const card = popular?.querySelector<HTMLElement>('[data-interface="text-input"]');
    await click(card as HTMLElement);
    expect(selectedTab()).to.equal('Schema');
    expect(primary()?.textContent).to.equal('Next');
    expect(primary()?.disabled).to.equal(true, 'no name yet');
    expect(tabNamed('Options')?.disabled).to.equal(true);

    const input = nameInput() as HTMLInputElement;
    await typeText(input, 'Title');
    expect(input.value).to.equal('title');
    expect(dialog().querySelector('.cms-field-wizard__name-icon--bad')).to.exist;
    expect(dialog().textContent).to.contain('already exists');
    expect(primary()?.disabled).to.equal(true);

    await typeText(input, 'Sub Title');
    expect(input.value).to.equal('sub_title');
    expect(dialog().querySelector('.cms-field-wizard__name-icon--good')).to.exist;
    expect(primary()?.disabled).to.equal(false);

    await click(primary() as HTMLButtonElement);
    expect(selectedTab()).to.equal('Options');
    expect(primary()?.textContent).to.equal('Save');
    expect(primary()?.disabled).to.equal(false);
    expect(dialog().querySelector('[data-option="placeholder"]')).to.exist;
  });

  it('the schema tab: a length above 255 stores TEXT, a bad length or pattern blocks Next', async () => {
    mounted = await open(null);
    await click(dialog().querySelector('[data-interface="text-input"]') as HTMLElement);
    await typeText(nameInput() as HTMLInputElement, 'summary');
    const length = [...dialog().querySelectorAll('label')].find((l) => l.textContent === 'Length');
    const lengthInput = dialog().querySelector<HTMLInputElement>(`[id="${length?.htmlFor}"]`);
    expect(lengthInput?.value).to.equal('200', 'text-input recommends 200');
    await typeText(lengthInput as HTMLInputElement, '300');
    expect(dialog().textContent).to.contain('stored as TEXT');
    expect(lengthInput?.disabled).to.equal(true);

    const validation = [...dialog().querySelectorAll('label')].find(
      (l) => l.textContent === 'Validation',
    );
    const pattern = dialog().querySelector<HTMLInputElement>(`[id="${validation?.htmlFor}"]`);
    await typeText(pattern as HTMLInputElement, '([a-z');
    expect(dialog().textContent).to.contain('This pattern does not compile');
    expect(primary()?.disabled).to.equal(true);
    await typeText(pattern as HTMLInputElement, '^[a-z]+$');
    expect(primary()?.disabled).to.equal(false);

    const primaryKey = [...dialog().querySelectorAll<HTMLInputElement>('[role="switch"]')].find(
      (entry) => entry.closest('label')?.textContent?.startsWith('Primary key'),
    );
    expect(primaryKey?.disabled).to.equal(true, 'articles has its primary key');
    expect(primaryKey?.closest('label')?.textContent).to.contain(
      'You can only have 1 primary key field per collection',
    );
  });

  it('the schema tab: Indexed is a switch for plain columns, off while Unique is on', async () => {
    mounted = await open(null);
    await click(dialog().querySelector('[data-interface="text-input"]') as HTMLElement);
    await typeText(nameInput() as HTMLInputElement, 'summary');
    const switchNamed = (name: string) =>
      [...dialog().querySelectorAll<HTMLInputElement>('[role="switch"]')].find((entry) =>
        entry.closest('label')?.textContent?.startsWith(name),
      ) as HTMLInputElement;
    const indexed = switchNamed('Indexed');
    expect(indexed.disabled).to.equal(false);
    expect(indexed.checked).to.equal(false);
    expect(indexed.closest('label')?.textContent).to.contain('Sorting and filtering');
    await click(indexed);
    expect(switchNamed('Indexed').checked).to.equal(true);
    await click(switchNamed('Unique'));
    expect(switchNamed('Indexed').checked).to.equal(false, 'a unique index serves it');
    expect(switchNamed('Indexed').disabled).to.equal(true);
    await click(switchNamed('Unique'));
    expect(switchNamed('Indexed').checked).to.equal(true, 'the choice comes back');
  });

  it('an existing field opens on its options, every tab open, the name locked, Save', async () => {
    mounted = await open(articles.fields.title as FieldInfo);
    expect(selectedTab()).to.equal('Options');
    expect(primary()?.textContent).to.equal('Save');
    for (const tab of dialog().querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
      expect(tab.disabled).to.equal(false, tab.textContent ?? '');
    }
    await click(tabNamed('Schema') as HTMLButtonElement);
    const input = nameInput() as HTMLInputElement;
    expect(input.value).to.equal('title');
    expect(input.readOnly).to.equal(true);
    expect(dialog().textContent).to.contain("A field's name cannot change.");
  });

  it('a failed save keeps the dialog open with what was typed', async () => {
    mounted = await open(null);
    await click(dialog().querySelector('[data-interface="toggle"]') as HTMLElement);
    await typeText(nameInput() as HTMLInputElement, 'featured');
    // toggle has options: Next to them, then Save (the API is unreachable in this test).
    while (primary()?.textContent === 'Next') await click(primary() as HTMLButtonElement);
    await click(primary() as HTMLButtonElement);
    await until(() => dialog().querySelector('.cms-notice') !== null, 'the failure notice');
    expect(dialog().open).to.equal(true);
    expect(saved).to.deep.equal([]);
    expect(dialog().textContent).to.contain('The field was not saved');
    await click(tabNamed('Schema') as HTMLButtonElement);
    expect((nameInput() as HTMLInputElement).value).to.equal('featured');
  });

  it('the interface cards move with the arrow keys and search narrows them', async () => {
    mounted = await open(null);
    const popular = dialog().querySelector('[role="group"][aria-label="Popular"]') as HTMLElement;
    const cards = [...popular.querySelectorAll<HTMLButtonElement>('[data-interface]')];
    expect(cards.map((card) => card.tabIndex)).to.include(0);
    expect(cards.filter((card) => card.tabIndex === 0)).to.have.length(1);
    cards[0]?.focus();
    await act(async () => {
      cards[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(document.activeElement).to.equal(cards[1]);
    await act(async () => {
      cards[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(document.activeElement).to.equal(cards.at(-1));

    const search = dialog().querySelector<HTMLInputElement>('input[type="search"]');
    await typeText(search as HTMLInputElement, 'many');
    const all = dialog().querySelector('[role="group"][aria-label="All interfaces"]');
    const found = [...(all?.querySelectorAll<HTMLElement>('[data-interface]') ?? [])].map(
      (card) => card.dataset.interface,
    );
    expect(found).to.include.members(['many-to-one', 'many-to-many']);
    expect(found).not.to.include('text-input');
    await typeText(search as HTMLInputElement, 'zzz');
    expect(dialog().textContent).to.contain('No interface matches');
  });
});
