// The permission matrix's draft and writes: targets per (collection, status) row, the writes they
// need against the rows stored now (status rows all at once, `$create` only when it means
// something), "no change" when edited back, and a half-failed save that converges on the retry.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.ts';
import type { PermissionRecord } from '../../src/permissions/shared-rules.ts';
import { matrixCollection } from '../../src/screens/settings/role/permissions/matrix-rules.ts';
import {
  collectionView,
  type MatrixState,
  setAll,
  setBlacklists,
  setLevel,
} from '../../src/screens/settings/role/permissions/matrix-view.ts';
import {
  EMPTY_PERMISSION_DRAFT,
  effectivePermissionRows,
  isDraftEmpty,
  type PermissionDraft,
  planPermissionWrites,
} from '../../src/screens/settings/role/permissions/permission-draft.ts';
import { savePermissionDraft } from '../../src/screens/settings/role/permissions/save-permission-draft.ts';
import { $config } from '../../src/state/config.ts';

const ROLE = 3;

const field = (
  name: string,
  type = 'string',
  options: Record<string, unknown> = {},
): FieldInfo => ({
  id: null,
  collection: 'x',
  field: name,
  type,
  interface: null,
  options,
  primary_key: name === 'id',
});

const collection = (name: string, fields: FieldInfo[]): CollectionInfo => ({
  collection: name,
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: Object.fromEntries(fields.map((one) => [one.field, { ...one, collection: name }])),
});

const MAPPING = {
  published: { name: 'Published' },
  draft: { name: 'Draft' },
  deleted: { name: 'Deleted', soft_delete: true },
};

const ARTICLES = matrixCollection(
  collection('articles', [
    field('id', 'integer'),
    field('status', 'status', { status_mapping: MAPPING }),
    field('title'),
    field('owner', 'owner'),
  ]),
);
const TAGS = matrixCollection(collection('tags', [field('id', 'integer'), field('name')]));

let nextId = 100;
function record(changes: Partial<PermissionRecord> & { collection: string }): PermissionRecord {
  nextId += 1;
  return {
    id: nextId,
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
}

const state = (stored: PermissionRecord[], draft = EMPTY_PERMISSION_DRAFT): MatrixState => ({
  stored,
  draft,
  role: ROLE,
});

describe('permission draft: a collection without status field', () => {
  test('an edit stages the target; changing it back is no change', () => {
    const stored = [record({ collection: 'tags', read: 'full' })];
    const edited = setLevel(state(stored), TAGS, null, 'read', 'none');
    assert.equal(isDraftEmpty(edited, stored), false);
    const writes = planPermissionWrites(stored, edited, ROLE);
    assert.deepEqual(writes.create, []);
    assert.deepEqual(writes.update, [{ id: stored[0]?.id, read: 'none' }]);
    const back = setLevel(state(stored, edited), TAGS, null, 'read', 'full');
    assert.equal(isDraftEmpty(back, stored), true);
  });

  test('a collection without a row gets one, with the role; the NULL comment means full', () => {
    const edited = setLevel(state([]), TAGS, null, 'create', 'full');
    const writes = planPermissionWrites([], edited, ROLE);
    assert.equal(writes.create.length, 1);
    assert.equal(writes.create[0]?.role, ROLE);
    assert.equal(writes.create[0]?.status, null);
    assert.equal(writes.create[0]?.create, 'full');
    // Unchanged by the edit: the comment of a missing row is "allowed" and stays so.
    assert.equal(writes.create[0]?.comment, null);
    // Setting comment to full on a missing row changes nothing stored.
    assert.equal(isDraftEmpty(setLevel(state([]), TAGS, null, 'comment', 'full'), []), true);
  });

  test('effective rows: stored rows with the draft applied, new ones with id 0', () => {
    const stored = [record({ collection: 'tags', read: 'full' })];
    let draft = setLevel(state(stored), TAGS, null, 'update', 'full');
    draft = setLevel(state(stored, draft), ARTICLES, null, 'read', 'full');
    const rows = effectivePermissionRows(stored, draft, ROLE);
    assert.equal(rows.find((row) => row.collection === 'tags')?.update, 'full');
    const news = rows.filter((row) => row.id === 0);
    assert.ok(news.length > 0);
    assert.ok(news.every((row) => row.collection === 'articles' && row.role === ROLE));
  });
});

describe('permission draft: rows as the API answers them', () => {
  test('empty blacklists come back as null: read as empty lists, nothing to write', () => {
    const stored = [
      {
        ...record({ collection: 'tags', read: 'full' }),
        read_field_blacklist: null,
        write_field_blacklist: null,
        status_blacklist: null,
      } as unknown as PermissionRecord,
    ];
    const view = collectionView(state(stored), TAGS);
    assert.deepEqual(view.global.read_field_blacklist, []);
    const draft = setBlacklists(state(stored), TAGS, null, {
      read_field_blacklist: new Map([['name', true]]),
    });
    assert.deepEqual(planPermissionWrites(stored, draft, ROLE).update, [
      { id: stored[0]?.id, read_field_blacklist: ['name'] },
    ]);
    const back = setBlacklists(state(stored, draft), TAGS, null, {
      read_field_blacklist: new Map([['name', false]]),
    });
    assert.equal(isDraftEmpty(back, stored), true);
  });
});

describe('permission draft: status rows', () => {
  const global = () =>
    record({ collection: 'articles', read: 'mine', update: 'role', status_blacklist: ['deleted'] });

  test('without status rows, every status shows the collection-wide values', () => {
    const stored = [global()];
    const view = collectionView(state(stored), ARTICLES);
    assert.equal(view.workflow, false);
    assert.deepEqual(
      view.statuses.map((row) => [row.status, row.values.read, row.values.update]),
      [
        ['published', 'mine', 'role'],
        ['draft', 'mine', 'role'],
        ['deleted', 'mine', 'role'],
      ],
    );
    assert.deepEqual(view.createForm.status_blacklist, ['deleted']);
  });

  test('editing one status stages every status row and $create from what applied before', () => {
    const stored = [global()];
    const draft = setLevel(state(stored), ARTICLES, 'draft', 'read', 'full');
    const writes = planPermissionWrites(stored, draft, ROLE);
    assert.deepEqual(writes.update, []);
    const byStatus = new Map(writes.create.map((row) => [row.status, row]));
    assert.deepEqual([...byStatus.keys()].sort(), ['$create', 'deleted', 'draft', 'published']);
    assert.equal(byStatus.get('draft')?.read, 'full');
    assert.equal(byStatus.get('published')?.read, 'mine');
    assert.equal(byStatus.get('published')?.update, 'role');
    // Moves out of each status keep the collection row's status blacklist...
    assert.deepEqual(byStatus.get('published')?.status_blacklist, ['deleted']);
    // ...and creates keep it through $create (workflow mode would otherwise drop it).
    assert.deepEqual(byStatus.get('$create')?.status_blacklist, ['deleted']);
    const view = collectionView(state(stored, draft), ARTICLES);
    assert.equal(view.workflow, true);
  });

  test('a status edit changed back is no change at all (no status rows created)', () => {
    const stored = [global()];
    const edited = setLevel(state(stored), ARTICLES, 'draft', 'read', 'full');
    const back = setLevel(state(stored, edited), ARTICLES, 'draft', 'read', 'mine');
    assert.equal(isDraftEmpty(back, stored), true);
    assert.equal(collectionView(state(stored, back), ARTICLES).workflow, false);
  });

  test('the collection cell sets every status row; it shows mixed when they differ', async () => {
    const stored = [
      record({ collection: 'articles', status: 'published', read: 'full' }),
      record({ collection: 'articles', status: 'draft', read: 'mine' }),
    ];
    const { combinedLevel } = await import(
      '../../src/screens/settings/role/permissions/matrix-view.ts'
    );
    const view = collectionView(state(stored), ARTICLES);
    assert.equal(view.workflow, true);
    // deleted has no row in workflow mode: nothing granted there.
    assert.equal(view.statuses.find((row) => row.status === 'deleted')?.values.read, null);
    assert.equal(combinedLevel(view, 'read'), 'mixed');
    assert.equal(combinedLevel(view, 'create'), 'none');

    const draft = setLevel(state(stored), ARTICLES, null, 'read', 'role');
    const after = collectionView(state(stored, draft), ARTICLES);
    assert.equal(combinedLevel(after, 'read'), 'role');
    const writes = planPermissionWrites(stored, draft, ROLE);
    assert.equal(writes.update.length, 2);
    assert.ok(writes.update.every((update) => update.read === 'role'));
    // The missing status row is created; $create stays out (nothing to say for creates).
    assert.deepEqual(
      writes.create.map((row) => [row.status, row.read]),
      [['deleted', 'role']],
    );
  });

  test('$create edits stage only $create; its lists govern creates', () => {
    const stored = [global()];
    const draft = setBlacklists(state(stored), ARTICLES, '$create', {
      write_field_blacklist: new Map([['owner', true]]),
    });
    const writes = planPermissionWrites(stored, draft, ROLE);
    assert.deepEqual(
      writes.create.map((row) => [row.status, row.write_field_blacklist, row.status_blacklist]),
      [['$create', ['owner'], ['deleted']]],
    );
    assert.equal(collectionView(state(stored, draft), ARTICLES).workflow, false);
  });

  test('blacklists from the collection row: changes apply to every status, others stay', () => {
    const stored = [
      record({ collection: 'articles', status: 'published', read_field_blacklist: ['owner'] }),
      record({ collection: 'articles', status: 'draft' }),
      record({ collection: 'articles', status: 'deleted' }),
    ];
    const draft = setBlacklists(state(stored), ARTICLES, null, {
      read_field_blacklist: new Map([['title', true]]),
    });
    const view = collectionView(state(stored, draft), ARTICLES);
    assert.deepEqual(
      view.statuses.map((row) => row.values.read_field_blacklist),
      [['owner', 'title'], ['title'], ['title']],
    );
  });

  test('all on and all off', () => {
    const stored = [
      record({
        collection: 'articles',
        status: 'draft',
        explain: 'always',
        read_field_blacklist: ['title'],
      }),
      record({ collection: 'articles', status: '$create', write_field_blacklist: ['owner'] }),
    ];
    const on = collectionView(state(stored, setAll(state(stored), ARTICLES, true)), ARTICLES);
    for (const row of on.statuses) {
      assert.deepEqual(
        [
          row.values.create,
          row.values.read,
          row.values.update,
          row.values.delete,
          row.values.comment,
        ],
        ['full', 'full', 'full', 'full', 'full'],
      );
      assert.equal(row.values.explain, 'none');
      assert.deepEqual(row.values.read_field_blacklist, []);
    }
    assert.deepEqual(on.createForm.write_field_blacklist, []);
    const off = collectionView(state(stored, setAll(state(stored), ARTICLES, false)), ARTICLES);
    for (const row of off.statuses) {
      assert.deepEqual(
        [row.values.create, row.values.read, row.values.comment, row.values.explain],
        ['none', 'none', 'none', 'none'],
      );
    }
  });
});

describe('permission draft: status rows the schema does not explain', () => {
  test('status rows on a collection without status field are shown, as unmapped rows', () => {
    const stored = [
      record({ collection: 'tags', read: 'full' }),
      record({ collection: 'tags', status: 'gone', read: 'mine' }),
    ];
    const view = collectionView(state(stored), TAGS);
    assert.equal(view.workflow, true);
    assert.deepEqual(
      view.statuses.map((row) => [row.status, row.unmapped, row.values.read]),
      [['gone', true, 'mine']],
    );
  });

  test('a stored status row the mapping no longer has is listed after the mapped ones', () => {
    const stored = [record({ collection: 'articles', status: 'archived', read: 'full' })];
    const view = collectionView(state(stored), ARTICLES);
    assert.deepEqual(
      view.statuses.map((row) => [row.status, row.unmapped]),
      [
        ['published', false],
        ['draft', false],
        ['deleted', false],
        ['archived', true],
      ],
    );
  });
});

describe('savePermissionDraft', () => {
  // An in-memory /permissions: POST creates (ids from 500), PATCH updates, failing once on demand.
  let rows: PermissionRecord[] = [];
  let failPatch = false;
  const calls: string[] = [];
  const originalFetch = globalThis.fetch;

  beforeEach(() => {
    rows = [];
    calls.length = 0;
    failPatch = false;
    $config.setKey('apiRoot', 'http://api.test/');
    globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(method);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (method === 'GET') return json(200, { data: rows });
      const body = JSON.parse(String(init?.body)) as PermissionRecord[];
      if (method === 'POST') {
        const created = body.map((row, index) => ({ ...row, id: 500 + rows.length + index }));
        rows.push(...created);
        return json(200, { data: created });
      }
      if (failPatch) {
        failPatch = false;
        return json(500, { error: { code: 0, message: 'database went away' } });
      }
      const updated = body.map((update) => {
        const index = rows.findIndex((row) => row.id === update.id);
        rows[index] = { ...(rows[index] as PermissionRecord), ...update };
        return rows[index] as PermissionRecord;
      });
      return json(200, { data: updated });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  test('creates, then updates, answering the rows as stored', async () => {
    rows = [record({ collection: 'tags', read: 'full' })];
    const stored = [...rows];
    let draft: PermissionDraft = setLevel(state(stored), TAGS, null, 'update', 'full');
    draft = setLevel(state(stored, draft), ARTICLES, 'draft', 'read', 'full');
    const after = await savePermissionDraft('alpha', ROLE, stored, draft);
    assert.deepEqual(calls, ['POST', 'PATCH']);
    assert.deepEqual(after.map((row) => row.id).sort(), rows.map((row) => row.id).sort());
    assert.equal(isDraftEmpty(draft, after), true);
  });

  test('a half-failed save throws; the retry against the reloaded rows converges', async () => {
    rows = [record({ collection: 'tags', read: 'full' })];
    const stored = [...rows];
    let draft: PermissionDraft = setLevel(state(stored), TAGS, null, 'read', 'none');
    draft = setLevel(state(stored, draft), ARTICLES, 'published', 'read', 'full');
    failPatch = true;
    await assert.rejects(savePermissionDraft('alpha', ROLE, stored, draft), /database went away/);
    // The POST went through: the three status rows exist ($create would say nothing new), the
    // tags update did not happen.
    const reloaded = [...rows];
    assert.equal(reloaded.filter((row) => row.collection === 'articles').length, 3);
    assert.equal(isDraftEmpty(draft, reloaded), false);
    calls.length = 0;
    const after = await savePermissionDraft('alpha', ROLE, reloaded, draft);
    // Only the update is left: nothing is created twice.
    assert.deepEqual(calls, ['PATCH']);
    assert.equal(rows.length, 4);
    assert.equal(isDraftEmpty(draft, after), true);
    assert.equal(rows.find((row) => row.collection === 'tags')?.read, 'none');
  });

  test('nothing to write: no call', async () => {
    rows = [record({ collection: 'tags', read: 'full' })];
    const after = await savePermissionDraft('alpha', ROLE, rows, EMPTY_PERMISSION_DRAFT);
    assert.deepEqual(calls, []);
    assert.deepEqual(after, rows);
  });
});
