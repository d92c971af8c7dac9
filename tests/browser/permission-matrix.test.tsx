// The role editor's permission matrix in real Chromium: rows by name with the system collections
// behind a switch, the levels each kind of collection offers, a stored level no longer offered
// shown as it is, the combined status cell (mixed, and setting every status), all on / all off,
// toggle-all, the field blacklist dialog, and the cells driven from the keyboard with their level
// announced in their names.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, useState } from 'react';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import type { PermissionRecord } from '../../src/permissions/shared-rules.js';
import { PermissionMatrix } from '../../src/screens/settings/role/permissions/PermissionMatrix.js';
import {
  EMPTY_PERMISSION_DRAFT,
  effectivePermissionRows,
  type PermissionDraft,
} from '../../src/screens/settings/role/permissions/permission-draft.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setCollections } from '../../src/state/schema.js';
import { clickOn, focused, mountInShadow, type ShadowMounted } from './fixtures/ui/shadow-mount.js';
import { resetStores } from './helpers.js';

const ROLE = 3;

const field = (
  collection: string,
  name: string,
  type = 'string',
  options: Record<string, unknown> = {},
): FieldInfo => ({
  id: null,
  collection,
  field: name,
  type,
  interface: null,
  options,
  primary_key: name === 'id',
});

const collection = (name: string, fields: [string, string?, Record<string, unknown>?][]) =>
  ({
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: Object.fromEntries(
      fields.map(([one, type, options]) => [one, field(name, one, type, options)]),
    ),
  }) satisfies CollectionInfo;

const MAPPING = {
  published: { name: 'Published' },
  draft: { name: 'Draft' },
};

const COLLECTIONS = [
  collection('tags', [['id', 'integer'], ['name']]),
  collection('articles', [
    ['id', 'integer'],
    ['status', 'status', { status_mapping: MAPPING }],
    ['title'],
    ['owner', 'owner'],
  ]),
  collection('notes', [['id', 'integer'], ['body'], ['author', 'owner']]),
  collection('directus_users', [['id', 'integer'], ['email']]),
];

let ids = 10;
const row = (changes: Partial<PermissionRecord> & { collection: string }): PermissionRecord => {
  ids += 1;
  return {
    id: ids,
    role: ROLE,
    status: null,
    create: 'none',
    read: 'none',
    update: 'none',
    delete: 'none',
    comment: 'none',
    explain: 'none',
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
    ...changes,
  };
};

/** The matrix as the role editor holds it: the draft in state, each change also reported. */
function Harness({
  rows,
  onChange,
}: {
  rows: PermissionRecord[];
  onChange(draft: PermissionDraft): void;
}) {
  const [current, setCurrent] = useState<PermissionDraft>(EMPTY_PERMISSION_DRAFT);
  return (
    <PermissionMatrix
      project="alpha"
      roleId={ROLE}
      stored={rows}
      draft={current}
      onDraftChange={(next) => {
        onChange(next);
        setCurrent(next);
      }}
    />
  );
}

describe('permission matrix', () => {
  let mounted: ShadowMounted | null = null;
  let draft: PermissionDraft = EMPTY_PERMISSION_DRAFT;
  let stored: PermissionRecord[] = [];

  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setCollections(COLLECTIONS);
    draft = EMPTY_PERMISSION_DRAFT;
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  async function open(rows: PermissionRecord[]) {
    stored = rows;
    mounted = await mountInShadow(
      <Harness
        rows={rows}
        onChange={(next) => {
          draft = next;
        }}
      />,
    );
    return mounted.shadow;
  }

  const cell = (root: ShadowRoot, collectionName: string, action: string, status = '') =>
    root.querySelector<HTMLButtonElement>(
      `[data-collection="${collectionName}"][data-status="${status}"][data-action="${action}"]`,
    ) as HTMLButtonElement;
  const menuItems = (root: ShadowRoot) =>
    [...root.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitemradio"]')].map(
      (item) => item.textContent,
    );
  const byName = (root: ShadowRoot, name: string) =>
    [...root.querySelectorAll<HTMLElement>('button, input')].find(
      (element) => element.getAttribute('aria-label') === name,
    ) as HTMLElement;
  async function pick(root: ShadowRoot, button: HTMLButtonElement, level: string) {
    await clickOn(button);
    const item = [...root.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find(
      (entry) => entry.textContent === level,
    );
    expect(item, `${level} in the menu`).to.exist;
    await clickOn(item as HTMLElement);
  }
  const effective = () => effectivePermissionRows(stored, draft, ROLE);

  it('lists collections by name, the system ones behind the switch', async () => {
    const root = await open([]);
    const names = () =>
      [...root.querySelectorAll<HTMLElement>('tr[data-row]:not([data-row-status])')].map(
        (tr) => tr.dataset.row,
      );
    expect(names()).to.deep.equal(['articles', 'notes', 'tags']);
    const toggle = root.querySelector<HTMLInputElement>('input[role="switch"]') as HTMLInputElement;
    expect(toggle.labels?.[0]?.textContent).to.equal('Show system collections');
    await clickOn(toggle);
    expect(names()).to.deep.equal(['articles', 'directus_users', 'notes', 'tags']);
  });

  it('offers the levels of each kind of collection; a stored level not offered is shown as it is', async () => {
    const root = await open([row({ collection: 'tags', read: 'mine' })]);
    await clickOn(cell(root, 'notes', 'read'));
    expect(menuItems(root)).to.deep.equal(['None', 'Mine', 'Role', 'Full']);
    await clickOn(cell(root, 'notes', 'read'));
    await clickOn(cell(root, 'tags', 'update'));
    expect(menuItems(root)).to.deep.equal(['None', 'Full']);
    await clickOn(cell(root, 'tags', 'update'));
    await clickOn(cell(root, 'tags', 'create'));
    expect(menuItems(root)).to.deep.equal(['None', 'Full']);
    await clickOn(cell(root, 'tags', 'create'));
    await clickOn(cell(root, 'tags', 'comment'));
    expect(menuItems(root)).to.deep.equal(['None', 'Read', 'Create', 'Update', 'Full']);
    await clickOn(cell(root, 'tags', 'comment'));
    await clickOn(cell(root, 'tags', 'explain'));
    expect(menuItems(root)).to.deep.equal(['None', 'Create', 'Update', 'Always']);
    await clickOn(cell(root, 'tags', 'explain'));

    // tags has no owner field, yet its stored read level is mine: shown, not changed.
    const read = cell(root, 'tags', 'read');
    expect(read.dataset.level).to.equal('mine');
    expect(read.getAttribute('aria-label')).to.equal(
      'Read, Tags: Mine, which this collection no longer offers',
    );
    await clickOn(read);
    const checked = root.querySelectorAll('[role="menuitemradio"][aria-checked="true"]');
    expect(checked.length).to.equal(0);
    await clickOn(read);
    expect(draft.rows.size).to.equal(0);
    // A system collection offers mine and role.
    await clickOn(root.querySelector('input[role="switch"]') as HTMLElement);
    await clickOn(cell(root, 'directus_users', 'delete'));
    expect(menuItems(root)).to.deep.equal(['None', 'Mine', 'Role', 'Full']);
  });

  it('the combined cell is mixed while the statuses differ, and sets every status', async () => {
    const root = await open([
      row({ collection: 'articles', status: 'published', read: 'full' }),
      row({ collection: 'articles', status: 'draft', read: 'mine' }),
    ]);
    const combined = cell(root, 'articles', 'read');
    expect(combined.dataset.level).to.equal('mixed');
    expect(combined.getAttribute('aria-label')).to.equal('Read, Articles: Mixed');
    expect(cell(root, 'articles', 'read', 'draft')).to.equal(null);

    const disclosure = byName(root, 'Show the statuses of Articles');
    expect(disclosure.getAttribute('aria-expanded')).to.equal('false');
    await clickOn(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).to.equal('true');
    expect(cell(root, 'articles', 'read', 'draft').getAttribute('aria-label')).to.equal(
      'Read, Articles, Draft: Mine',
    );
    expect(root.querySelector('[data-fields-for="articles"][data-status="$create"]')).to.exist;

    await pick(root, combined, 'Role');
    expect(cell(root, 'articles', 'read').dataset.level).to.equal('role');
    expect(cell(root, 'articles', 'read', 'published').dataset.level).to.equal('role');
    expect(cell(root, 'articles', 'read', 'draft').dataset.level).to.equal('role');
    expect(cell(root, 'articles', 'read').getAttribute('aria-label')).to.contain('(changed)');
    const articleRows = effective().filter((one) => one.collection === 'articles');
    expect(articleRows.map((one) => [one.status, one.read])).to.deep.equal([
      ['published', 'role'],
      ['draft', 'role'],
    ]);
  });

  it('a status edit without status rows stages every status from the collection row', async () => {
    const root = await open([row({ collection: 'articles', read: 'mine', update: 'mine' })]);
    await clickOn(byName(root, 'Show the statuses of Articles'));
    expect(cell(root, 'articles', 'read', 'published').dataset.level).to.equal('mine');
    await pick(root, cell(root, 'articles', 'update', 'draft'), 'Full');
    expect(cell(root, 'articles', 'update').dataset.level).to.equal('mixed');
    const created = effective().filter((one) => one.id === 0);
    expect(created.map((one) => [one.status, one.read, one.update])).to.deep.equal([
      ['published', 'mine', 'mine'],
      ['draft', 'mine', 'full'],
    ]);
  });

  it('all on and all off; toggle-all by the column rule', async () => {
    const root = await open([row({ collection: 'tags', read: 'full', explain: 'always' })]);
    await clickOn(byName(root, 'Turn all on for Notes'));
    for (const action of ['create', 'read', 'update', 'delete', 'comment']) {
      expect(cell(root, 'notes', action).dataset.level, action).to.equal('full');
    }
    expect(cell(root, 'notes', 'explain').dataset.level).to.equal('none');
    await clickOn(byName(root, 'Turn all off for Tags'));
    for (const action of ['create', 'read', 'update', 'delete', 'comment', 'explain']) {
      expect(cell(root, 'tags', action).dataset.level, action).to.equal('none');
    }

    // Notes now has full reads: the read toggle sets every collection to none...
    const toggle = () => root.querySelector<HTMLButtonElement>('[data-toggle-all="read"]')!;
    expect(toggle().getAttribute('aria-label')).to.equal(
      'Set read to none for every collection but the system ones',
    );
    await clickOn(toggle());
    for (const name of ['articles', 'notes', 'tags']) {
      expect(cell(root, name, 'read').dataset.level, name).to.equal('none');
    }
    // ...and then to full, the system collections left alone.
    expect(toggle().getAttribute('aria-label')).to.equal(
      'Set read to full for every collection but the system ones',
    );
    await clickOn(toggle());
    for (const name of ['articles', 'notes', 'tags']) {
      expect(cell(root, name, 'read').dataset.level, name).to.equal('full');
    }
    expect(effective().some((one) => one.collection === 'directus_users')).to.equal(false);
  });

  it('the fields dialog sets read and write blacklists, and the status blacklist', async () => {
    // Empty lists as the API answers them: null.
    const root = await open([
      {
        ...row({ collection: 'notes', read: 'full' }),
        read_field_blacklist: null,
        write_field_blacklist: null,
        status_blacklist: null,
      } as unknown as PermissionRecord,
    ]);
    const fields = root.querySelector<HTMLButtonElement>(
      '[data-fields-for="notes"][data-status=""]',
    ) as HTMLButtonElement;
    expect(fields.getAttribute('aria-label')).to.equal('Fields of Notes: All');
    await clickOn(fields);
    const dialog = root.querySelector('dialog[open]') as HTMLDialogElement;
    expect(dialog).to.exist;
    expect(byName(root, 'id read')).to.equal(undefined);
    const bodyRead = byName(root, 'body read') as HTMLInputElement;
    expect(bodyRead.checked).to.equal(true);
    await clickOn(bodyRead);
    await clickOn(byName(root, 'author write'));
    const apply = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Apply');
    await clickOn(apply as HTMLElement);
    expect(root.querySelector('dialog[open]')).to.equal(null);
    expect(fields.getAttribute('aria-label')).to.equal('Fields of Notes: Limited');
    const notes = effective().find((one) => one.collection === 'notes');
    expect(notes?.read_field_blacklist).to.deep.equal(['body']);
    expect(notes?.write_field_blacklist).to.deep.equal(['author']);

    // A status row's dialog has the statuses items may move to; $create names new items' ones.
    await clickOn(byName(root, 'Show the statuses of Articles'));
    await clickOn(
      root.querySelector('[data-fields-for="articles"][data-status="$create"]') as HTMLElement,
    );
    expect(byName(root, 'title read')).to.equal(undefined);
    expect(root.querySelector('dialog[open] legend')?.textContent).to.equal(
      'Statuses a new item may get',
    );
    await clickOn(byName(root, 'Published'));
    const applyCreate = [...root.querySelectorAll('dialog[open] button')].find(
      (b) => b.textContent === 'Apply',
    );
    await clickOn(applyCreate as HTMLElement);
    const createForm = effective().find(
      (one) => one.collection === 'articles' && one.status === '$create',
    );
    expect(createForm?.status_blacklist).to.deep.equal(['published']);
  });

  it('a cancelled fields dialog stages nothing, and opens fresh next time', async () => {
    const root = await open([row({ collection: 'tags', read: 'full' })]);
    const fields = root.querySelector(
      '[data-fields-for="tags"][data-status=""]',
    ) as HTMLButtonElement;
    fields.focus();
    await clickOn(fields);
    await clickOn(byName(root, 'name read'));
    expect((byName(root, 'name read') as HTMLInputElement).checked).to.equal(false);
    const cancel = [...root.querySelectorAll('dialog[open] button')].find(
      (b) => b.textContent === 'Cancel',
    );
    await clickOn(cancel as HTMLElement);
    expect(root.querySelector('dialog[open]')).to.equal(null);
    expect(draft.rows.size).to.equal(0);
    // Focus goes back to the button that opened it.
    expect(focused(root) === fields).to.equal(true);
    await clickOn(fields);
    expect((byName(root, 'name read') as HTMLInputElement).checked).to.equal(true);
  });

  it('the combined fields dialog shows mixed boxes and changes only what is toggled', async () => {
    const root = await open([
      row({ collection: 'articles', status: 'published', read_field_blacklist: ['title'] }),
      row({ collection: 'articles', status: 'draft' }),
    ]);
    await clickOn(
      root.querySelector('[data-fields-for="articles"][data-status=""]') as HTMLElement,
    );
    const title = byName(root, 'title read') as HTMLInputElement;
    expect(title.indeterminate).to.equal(true);
    await clickOn(byName(root, 'owner write'));
    const apply = [...root.querySelectorAll('dialog[open] button')].find(
      (b) => b.textContent === 'Apply',
    );
    await clickOn(apply as HTMLElement);
    const rows = effective().filter(
      (one) => one.collection === 'articles' && one.status !== '$create',
    );
    expect(
      rows.map((one) => [one.status, one.read_field_blacklist, one.write_field_blacklist]),
    ).to.deep.equal([
      ['published', ['title'], ['owner']],
      ['draft', [], ['owner']],
    ]);
  });

  it('is operated from the keyboard, the chosen level announced in the cell name', async () => {
    const root = await open([]);
    const create = cell(root, 'tags', 'create');
    expect(create.getAttribute('aria-label')).to.equal('Create, Tags: None');
    create.focus();
    await act(async () => {
      await sendKeys({ press: 'ArrowDown' });
    });
    const menu = root.querySelector('[role="menu"]');
    expect(menu).to.exist;
    expect(focused(root)?.getAttribute('role')).to.equal('menuitemradio');
    expect(focused(root)?.getAttribute('aria-checked')).to.equal('true');
    await act(async () => {
      await sendKeys({ press: 'ArrowDown' });
    });
    expect(focused(root)?.textContent).to.equal('Full');
    await act(async () => {
      await sendKeys({ press: 'Enter' });
    });
    expect(root.querySelector('[role="menu"]')).to.equal(null);
    expect(focused(root) === cell(root, 'tags', 'create')).to.equal(true);
    expect(cell(root, 'tags', 'create').getAttribute('aria-label')).to.equal(
      'Create, Tags: Full (changed)',
    );

    // The disclosure opens with Enter too.
    const disclosure = byName(root, 'Show the statuses of Articles');
    disclosure.focus();
    await act(async () => {
      await sendKeys({ press: 'Enter' });
    });
    expect(disclosure.getAttribute('aria-expanded')).to.equal('true');
    expect(cell(root, 'articles', 'delete', 'published')).to.exist;
  });

  it('nothing can be changed while saving', async () => {
    stored = [];
    mounted = await mountInShadow(
      <PermissionMatrix
        project="alpha"
        roleId={ROLE}
        stored={[]}
        draft={EMPTY_PERMISSION_DRAFT}
        onDraftChange={() => undefined}
        disabled
      />,
    );
    const root = mounted.shadow;
    expect(cell(root, 'tags', 'read').disabled).to.equal(true);
    expect((byName(root, 'Turn all on for Tags') as HTMLButtonElement).disabled).to.equal(true);
    expect(root.querySelector<HTMLButtonElement>('[data-toggle-all="read"]')?.disabled).to.equal(
      true,
    );
  });
});
