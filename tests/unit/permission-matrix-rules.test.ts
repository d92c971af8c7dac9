// The matrix's rules: the levels each column offers per kind of collection (spec 3 §4), what a
// stored value is shown as (truthfully, even one the column no longer offers), and toggle-all.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.ts';
import type { PermissionRecord } from '../../src/permissions/shared-rules.ts';
import {
  matrixCollection,
  offeredLevels,
  shownLevel,
} from '../../src/screens/settings/role/permissions/matrix-rules.ts';
import {
  collectionViews,
  combinedLevel,
  type MatrixState,
  toggleAll,
  toggleAllLevel,
} from '../../src/screens/settings/role/permissions/matrix-view.ts';
import { EMPTY_PERMISSION_DRAFT } from '../../src/screens/settings/role/permissions/permission-draft.ts';

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
});

const info = (name: string, fields: FieldInfo[]): CollectionInfo => ({
  collection: name,
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: Object.fromEntries(fields.map((one) => [one.field, one])),
});

const PLAIN = matrixCollection(info('tags', [field('id', 'integer'), field('name')]));
const OWNED = matrixCollection(info('notes', [field('id', 'integer'), field('by', 'owner')]));
const SYSTEM = matrixCollection(info('directus_settings', [field('id', 'integer')]));
const WITH_STATUS = matrixCollection(
  info('articles', [
    field('id', 'integer'),
    field('status', 'status', { status_mapping: { on: { name: 'On' }, off: { name: 'Off' } } }),
  ]),
);

const row = (changes: Partial<PermissionRecord> & { collection: string }): PermissionRecord => ({
  id: 1,
  role: 3,
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
});

describe('levels offered', () => {
  test('create is none/full; comment and explain have their own lists', () => {
    for (const collection of [PLAIN, OWNED, SYSTEM]) {
      assert.deepEqual(offeredLevels('create', collection), ['none', 'full']);
      assert.deepEqual(offeredLevels('comment', collection), [
        'none',
        'read',
        'create',
        'update',
        'full',
      ]);
      assert.deepEqual(offeredLevels('explain', collection), [
        'none',
        'create',
        'update',
        'always',
      ]);
    }
  });

  test('mine and role only with an owner field or on a system collection', () => {
    assert.deepEqual(offeredLevels('read', PLAIN), ['none', 'full']);
    assert.deepEqual(offeredLevels('update', OWNED), ['none', 'mine', 'role', 'full']);
    assert.deepEqual(offeredLevels('delete', SYSTEM), ['none', 'mine', 'role', 'full']);
  });

  test('a status field with a mapping gives rows per status', () => {
    assert.equal(WITH_STATUS.statusField, 'status');
    assert.deepEqual(
      WITH_STATUS.statuses.map((status) => status.value),
      ['on', 'off'],
    );
    assert.equal(PLAIN.statusField, undefined);
  });
});

describe('shown levels', () => {
  test('NULL levels are none, a NULL comment is full, read stays read', () => {
    assert.equal(shownLevel('read', null), 'none');
    assert.equal(shownLevel('comment', null), 'full');
    assert.equal(shownLevel('comment', 'read'), 'read');
    assert.equal(shownLevel('explain', null), 'none');
    assert.equal(shownLevel('read', 'bogus'), 'none');
  });

  test('a stored level the column no longer offers is shown as it is', () => {
    assert.equal(shownLevel('read', 'mine'), 'mine');
    assert.equal(offeredLevels('read', PLAIN).includes('mine'), false);
  });
});

describe('toggle-all', () => {
  const state = (stored: PermissionRecord[]): MatrixState => ({
    stored,
    draft: EMPTY_PERMISSION_DRAFT,
    role: 3,
  });

  test('any full in the column: all go to none; otherwise all go to full', () => {
    const some = state([row({ collection: 'tags', read: 'full' })]);
    assert.equal(toggleAllLevel(some, [PLAIN, OWNED], 'read'), 'none');
    const none = state([row({ collection: 'tags', read: 'mine' })]);
    assert.equal(toggleAllLevel(none, [PLAIN, OWNED], 'read'), 'full');
  });

  test('a full status row counts; every status row is set', () => {
    const stored = [row({ collection: 'articles', status: 'on', update: 'full' })];
    const draft = toggleAll(state(stored), [PLAIN, WITH_STATUS], 'update');
    const views = collectionViews({ ...state(stored), draft }, [PLAIN, WITH_STATUS]);
    const articles = views.get('articles');
    const tags = views.get('tags');
    assert.ok(articles && tags);
    assert.equal(combinedLevel(articles, 'update'), 'none');
    assert.equal(combinedLevel(tags, 'update'), 'none');
    const back = toggleAll({ ...state(stored), draft }, [PLAIN, WITH_STATUS], 'update');
    const again = collectionViews({ ...state(stored), draft: back }, [PLAIN, WITH_STATUS]);
    assert.equal(combinedLevel(again.get('articles') as never, 'update'), 'full');
  });
});
