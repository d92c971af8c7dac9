import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.ts';
import {
  fieldOfType,
  ownerField,
  primaryKeyField,
  statusField,
} from '../../src/schema/collection-meta.ts';
import { isFlagSet } from '../../src/schema/flags.ts';
import {
  collectionStatuses,
  parseStatusMapping,
  softDeleteOf,
  statusesOfOptions,
} from '../../src/schema/status-mapping.ts';

// Collection metadata (spec 2 §3) read in one place: primary key, fields of a type, owner and
// status fields, the status mapping (field options, a JSON string, the collection-level fallback)
// and its soft-delete status, and v8's yes/no flags.

function field(name: string, extra: Partial<FieldInfo> = {}): FieldInfo {
  return {
    id: null,
    collection: 'articles',
    field: name,
    type: 'string',
    interface: null,
    ...extra,
  };
}

function collection(
  fields: Record<string, FieldInfo>,
  extra: Partial<CollectionInfo> = {},
): CollectionInfo {
  return {
    collection: 'articles',
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields,
    ...extra,
  };
}

const MAPPING = {
  published: { name: 'Published', background_color: '#0a0' },
  deleted: { name: 'Deleted', soft_delete: true },
};

describe('flags', () => {
  test('true, 1, "1", "t" and "true" are set; anything else is not', () => {
    for (const yes of [true, 1, '1', 't', 'true']) assert.equal(isFlagSet(yes), true, String(yes));
    for (const no of [false, 0, '0', 'f', '', null, undefined, 'yes']) {
      assert.equal(isFlagSet(no), false, String(no));
    }
  });
});

describe('fields', () => {
  test('primary key: the flagged field (any flag form), else id', () => {
    assert.equal(primaryKeyField({ key: field('key', { primary_key: '1' }) }), 'key');
    assert.equal(primaryKeyField({ key: field('key', { primary_key: 1 }) }), 'key');
    assert.equal(primaryKeyField({ title: field('title') }), 'id');
    assert.equal(primaryKeyField(undefined), 'id');
  });

  test('field of a type, status and owner fields', () => {
    const articles = collection({
      title: field('title'),
      state: field('state', { type: 'status' }),
      author: field('author', { type: 'owner' }),
    });
    assert.equal(fieldOfType(articles, 'status')?.field, 'state');
    assert.equal(statusField(articles)?.field, 'state');
    assert.equal(ownerField(articles), 'author');
    assert.equal(fieldOfType(articles, 'sort'), null);
    assert.equal(ownerField(collection({ title: field('title') })), null);
  });

  test('system collections name their fixed owner column when it is there', () => {
    const files = collection(
      { uploaded_by: field('uploaded_by', { type: 'user_created' }) },
      { collection: 'directus_files' },
    );
    assert.equal(ownerField(files), 'uploaded_by');
    assert.equal(ownerField(collection({}, { collection: 'directus_files' })), null);
  });
});

describe('status mapping', () => {
  test('from the status field options, as an object or a JSON string, in declaration order', () => {
    for (const status_mapping of [MAPPING, JSON.stringify(MAPPING)]) {
      assert.deepEqual(
        statusesOfOptions({ status_mapping }).map((entry) => [entry.value, entry.name]),
        [
          ['published', 'Published'],
          ['deleted', 'Deleted'],
        ],
      );
    }
    assert.equal(statusesOfOptions({ status_mapping: MAPPING })[0].background_color, '#0a0');
  });

  test('unknown shapes give no statuses; a missing name is the value', () => {
    assert.deepEqual(parseStatusMapping('not json'), []);
    assert.deepEqual(parseStatusMapping(['a']), []);
    assert.deepEqual(parseStatusMapping(null), []);
    assert.equal(parseStatusMapping({ draft: {} })[0].name, 'draft');
    assert.equal(parseStatusMapping({ x: { soft_delete: '1' } })[0].soft_delete, true);
    assert.equal(parseStatusMapping({ x: { required_fields: 1 } })[0].required_fields, true);
  });

  test("the collection's mapping: the field's own, else a collection-level one", () => {
    const own = collection({
      status: field('status', { type: 'status', options: { status_mapping: MAPPING } }),
    });
    assert.deepEqual(
      collectionStatuses(own).map((entry) => entry.value),
      ['published', 'deleted'],
    );
    const fallback = collection(
      { status: field('status', { type: 'status', options: {} }) },
      { status_mapping: JSON.stringify({ draft: { name: 'Draft' } }) },
    );
    assert.deepEqual(
      collectionStatuses(fallback).map((entry) => entry.value),
      ['draft'],
    );
    // Without a status field there is no mapping, whatever the collection says.
    assert.deepEqual(collectionStatuses(collection({}, { status_mapping: MAPPING })), []);
  });

  test('the soft-delete status: field, value and name; none without one', () => {
    const articles = (status_mapping: unknown) =>
      collection({ status: field('status', { type: 'status', options: { status_mapping } }) });
    assert.deepEqual(softDeleteOf(articles(MAPPING)), {
      field: 'status',
      status: 'deleted',
      name: 'Deleted',
    });
    assert.deepEqual(softDeleteOf(articles(JSON.stringify(MAPPING))), {
      field: 'status',
      status: 'deleted',
      name: 'Deleted',
    });
    assert.equal(softDeleteOf(articles({ draft: { name: 'Draft' } })), null);
    assert.equal(softDeleteOf(collection({ title: field('title') })), null);
  });
});
